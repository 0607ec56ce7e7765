import {
  MATERIALS_OPTION_FIELDS,
  MATERIALS_SUGGEST_FIELDS,
  materialsPaths,
  type MaterialsOptionField,
  type MaterialsSuggestField,
} from '../../../common/materials/materials-search.values.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { Suggestion } from '../../../common/search/search-results.contract.ts';
import { apiRequest } from '../../api/client.ts';

/*
 * The metals and materials tabs' lookups (search-area.md §7 "Search bar lookups"): suggestions posted to
 * /management/search/field/{field} with the field as `type`, and the option lists behind a GET of it.
 */

export function isMaterialsSuggestField(value: unknown): value is MaterialsSuggestField {
  return isOneOf(MATERIALS_SUGGEST_FIELDS, value);
}

export function isMaterialsOptionField(value: unknown): value is MaterialsOptionField {
  return isOneOf(MATERIALS_OPTION_FIELDS, value);
}

/** Suggestions of a metals or materials field for what the user typed; failures are the caller's to log. */
export function fetchMaterialsSuggestions(field: MaterialsSuggestField, term: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return apiRequest<Suggestion[]>(materialsPaths.suggest(field), { form: new URLSearchParams({ type: field, term }), signal });
}

export function materialsOptionsPath(field: MaterialsOptionField): string {
  return materialsPaths.options(field);
}
