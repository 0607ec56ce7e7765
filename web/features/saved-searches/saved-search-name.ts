import type { TFunction } from 'i18next';
import { SAVED_SEARCH_NAME_MAX } from '../../../common/domain/constants.ts';

/** The name rule of search-area.md §5 and portal-area.md §5: required, at most 50 characters. */
export function savedSearchNameError(name: string, t: TFunction): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('savedSearches.nameRequired');
  if (trimmed.length > SAVED_SEARCH_NAME_MAX) return t('savedSearches.nameTooLong', { max: SAVED_SEARCH_NAME_MAX });
  return null;
}
