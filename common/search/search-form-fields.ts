import type { CollectionsCriteria, ResultsTab, SearchBarTab, StandardsCriteria } from './search-criteria.contract.ts';
import { LATEST_DATE_MESSAGES, LATEST_DATE_RANGE, LATEST_DEFAULT_DAYS, LATEST_DEFAULT_WHAT, LATEST_WHEN_DAYS } from './search-criteria.values.ts';

/**
 * The form field names of search-area.md §3 and §7 and the criteria they carry. The
 * search bar's form post and the results page's multipart calls use these names; both
 * sides map through this one table.
 */
type FieldKind = 'text' | 'list' | 'pipeList' | 'number' | 'numberList' | 'pipeNumberList' | 'nullableNumber';
type FieldSpec<C> = { field: keyof C & string; kind: FieldKind };

const STANDARDS_FIELDS: Record<string, FieldSpec<StandardsCriteria>> = {
  query_1: { field: 'documentNumber', kind: 'text' },
  query_2: { field: 'documentTitle', kind: 'text' },
  query_5: { field: 'crossReference', kind: 'text' },
  include: { field: 'status', kind: 'list' },
  exclude: { field: 'exclude', kind: 'list' },
  country: { field: 'country', kind: 'text' },
  publisher: { field: 'publisher', kind: 'list' },
  dataset: { field: 'dataset', kind: 'text' },
  ics_code: { field: 'icsCode', kind: 'text' },
  what: { field: 'latestWhat', kind: 'text' },
  when: { field: 'latestWhen', kind: 'number' },
  dateFrom: { field: 'latestFrom', kind: 'text' },
  dateTo: { field: 'latestTo', kind: 'text' },
  filterby: { field: 'filterBy', kind: 'text' },
  'filter-publisher': { field: 'facetPublisher', kind: 'pipeList' },
  'filter-include': { field: 'facetStatus', kind: 'pipeList' },
  'filter-country': { field: 'facetCountry', kind: 'pipeList' },
  'filter-language': { field: 'facetLanguage', kind: 'pipeList' },
  'filter-year': { field: 'facetYear', kind: 'pipeNumberList' },
  'filter-xref': { field: 'facetCrossReference', kind: 'text' },
  page: { field: 'page', kind: 'number' },
  orderBy: { field: 'orderBy', kind: 'number' },
};

const COLLECTIONS_FIELDS: Record<string, FieldSpec<CollectionsCriteria>> = {
  query_1: { field: 'documentNumber', kind: 'text' },
  notes: { field: 'notes', kind: 'text' },
  include: { field: 'status', kind: 'list' },
  type: { field: 'documentType', kind: 'text' },
  dcoll: { field: 'companyCollection', kind: 'nullableNumber' },
  colls: { field: 'collections', kind: 'numberList' },
  tags: { field: 'tags', kind: 'list' },
  from_collection: { field: 'fromCollection', kind: 'nullableNumber' },
  'filter-colls': { field: 'facetCollections', kind: 'pipeNumberList' },
  'filter-publisher': { field: 'facetPublisher', kind: 'pipeList' },
  'filter-dcoll': { field: 'facetCompanyCollections', kind: 'pipeNumberList' },
  'filter-include': { field: 'facetStatus', kind: 'pipeList' },
  'filter-type': { field: 'facetDocumentType', kind: 'text' },
  'filter-tags': { field: 'facetTags', kind: 'pipeList' },
  page: { field: 'page', kind: 'number' },
  orderBy: { field: 'orderBy', kind: 'number' },
};

/** Fields every search form may carry besides the criteria. */
export const SEARCH_CONTROL_FIELDS = ['searchCriteria', 'nonce', 'clear', 'mainsearch', 'searchContext', 'subId'] as const;

function fieldsOf(tab: ResultsTab): Record<string, FieldSpec<StandardsCriteria> | FieldSpec<CollectionsCriteria>> {
  return tab === 'standards' ? STANDARDS_FIELDS : COLLECTIONS_FIELDS;
}

/** `include[]` and `include` name the same field. */
function baseName(name: string): string {
  return name.endsWith('[]') ? name.slice(0, -2) : name;
}

function toNumber(value: string): number | string {
  const trimmed = value.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function splitPipes(values: string[]): string[] {
  return values.flatMap((value) => value.split('|')).map((value) => value.trim()).filter((value) => value !== '');
}

export type ReadCriteriaResult = {
  /** Criteria input for the tab's zod contract (still to be validated). */
  input: Record<string, unknown>;
  /** Only the criteria fields the form carried, for merging over a saved search context. */
  present: string[];
  unknownFields: string[];
};

/**
 * Reads the criteria fields of a form (each name with all its values) into the input
 * of the tab's criteria contract. Numbers stay strings when they are not numbers so the
 * contract reports them; unknown field names are listed, never silently dropped.
 */
export function readCriteriaFields(tab: ResultsTab, fields: Map<string, string[]>): ReadCriteriaResult {
  const specs = fieldsOf(tab);
  const input: Record<string, unknown> = {};
  const present: string[] = [];
  const unknownFields: string[] = [];
  for (const [rawName, values] of fields) {
    const name = baseName(rawName);
    if ((SEARCH_CONTROL_FIELDS as readonly string[]).includes(name)) continue;
    const spec = specs[name];
    if (!spec) {
      unknownFields.push(rawName);
      continue;
    }
    present.push(spec.field);
    const last = values.at(-1) ?? '';
    switch (spec.kind) {
      case 'text':
        input[spec.field] = last;
        break;
      case 'number':
        input[spec.field] = toNumber(last);
        break;
      case 'nullableNumber':
        input[spec.field] = last.trim() === '' ? null : toNumber(last);
        break;
      case 'list':
        input[spec.field] = values.map((value) => value.trim()).filter((value) => value !== '');
        break;
      case 'numberList':
        input[spec.field] = values.filter((value) => value.trim() !== '').map(toNumber);
        break;
      case 'pipeList':
        input[spec.field] = splitPipes(values);
        break;
      case 'pipeNumberList':
        input[spec.field] = splitPipes(values).map(toNumber);
        break;
    }
  }
  return { input, present, unknownFields };
}

/** The form fields that carry `criteria` (empty values left out), for a multipart call. */
export function criteriaToFields(tab: ResultsTab, criteria: StandardsCriteria | CollectionsCriteria): [string, string][] {
  const out: [string, string][] = [];
  const record = criteria as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fieldsOf(tab))) {
    const value = record[spec.field];
    if (value === undefined || value === null || value === '') continue;
    switch (spec.kind) {
      case 'list':
      case 'numberList':
        for (const item of value as (string | number)[]) out.push([`${name}[]`, String(item)]);
        break;
      case 'pipeList':
      case 'pipeNumberList':
        if ((value as unknown[]).length > 0) out.push([name, (value as (string | number)[]).join('|')]);
        break;
      default:
        out.push([name, String(value)]);
    }
  }
  return out;
}

/** Fields each search bar tab may post (besides the control fields); the results tab it searches. */
const BAR_TAB_FIELDS: Record<SearchBarTab, { results: ResultsTab; fields: readonly string[] | null }> = {
  standards: { results: 'standards', fields: null },
  collections: { results: 'collections', fields: null },
  categories: {
    results: 'standards',
    fields: ['ics_code', 'ics_code_descriptor_filter', 'ics_level1', 'ics_level2', 'ics_level3', 'publisher', 'country', 'include'],
  },
  latest: { results: 'standards', fields: ['what', 'publisher', 'when', 'dateFrom', 'dateTo', 'dataset'] },
};

/** A form-level problem the criteria contract cannot see (a date range chosen without its dates). */
export type FormFieldIssue = { path: string; message: string };

/**
 * The Latest tab's `when`: one of LATEST_WHEN_DAYS, or LATEST_DATE_RANGE, whose two dates then
 * carry the period and must both be there. Anything else stays as posted, so the contract
 * refuses it: the bar offers only these.
 */
function readLatestWhen(input: Record<string, unknown>, fields: Map<string, string[]>): FormFieldIssue[] {
  const when = fields.get('when')?.at(-1)?.trim();
  if (when === undefined || when === '') {
    if (!('latestFrom' in input) && !('latestTo' in input)) input.latestWhen = LATEST_DEFAULT_DAYS;
    return [];
  }
  if (when === LATEST_DATE_RANGE) {
    input.latestWhen = 0;
    const missing = (['latestFrom', 'latestTo'] as const).filter((field) => typeof input[field] !== 'string' || (input[field] as string).trim() === '');
    return missing.map((path) => ({ path, message: LATEST_DATE_MESSAGES.dateRequired }));
  }
  if (!(LATEST_WHEN_DAYS as readonly number[]).includes(Number(when))) input.latestWhen = when;
  return [];
}

/**
 * Reads a search bar form post of any tab. Categories and latest are standards searches:
 * categories turns its descriptors into the most specific ICS level chosen (search-area.md
 * §4), latest gets its defaults (everything, in the last 30 days) when none is chosen.
 */
export function readSearchBarFields(tab: SearchBarTab, fields: Map<string, string[]>): ReadCriteriaResult & { resultsTab: ResultsTab; issues: FormFieldIssue[] } {
  const spec = BAR_TAB_FIELDS[tab];
  if (!spec.fields) return { ...readCriteriaFields(spec.results, fields), resultsTab: spec.results, issues: [] };
  const allowed = new Set<string>(spec.fields);
  const unknownFields: string[] = [];
  const kept = new Map<string, string[]>();
  for (const [name, values] of fields) {
    const base = baseName(name);
    if ((SEARCH_CONTROL_FIELDS as readonly string[]).includes(base)) continue;
    if (!allowed.has(base)) unknownFields.push(name);
    else if (!base.startsWith('ics_')) kept.set(name, values);
  }
  if (tab === 'categories') {
    const value = (name: string) => fields.get(name)?.at(-1)?.trim() ?? '';
    const code =
      value('ics_code_descriptor_filter') === '1'
        ? [value('ics_level3'), value('ics_level2'), value('ics_level1')].find((level) => level !== '') ?? ''
        : value('ics_code');
    kept.set('ics_code', [code]);
  }
  const result = readCriteriaFields('standards', kept);
  let issues: FormFieldIssue[] = [];
  if (tab === 'latest') {
    if (!('latestWhat' in result.input) || result.input.latestWhat === '') result.input.latestWhat = LATEST_DEFAULT_WHAT;
    issues = readLatestWhen(result.input, fields);
  }
  return { ...result, unknownFields: [...unknownFields, ...result.unknownFields], resultsTab: 'standards', issues };
}
