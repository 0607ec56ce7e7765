import type { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';
import { LEGISLATION_IN_FORCE, LEGISLATION_SORTS } from '../../../common/legislation/legislation.values.ts';
import { isOneOf } from '../../../common/one-of.ts';

export type LegislationSort = (typeof LEGISLATION_SORTS)[number];
export type LegislationInForce = (typeof LEGISLATION_IN_FORCE)[number];

/** A library search as the page's address carries it: the filters, the order and the page. */
export type LegislationQuery = { filters: LegislationFilters; sort: LegislationSort; page: number };

const TEXT_KEYS = ['words', 'identifier'] as const;
const LIST_KEYS = ['types', 'families', 'subjects'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 1000;

/**
 * Reads the page's query string. The keys are the filters' own field names, lists as repeated
 * keys: what the built-in connector writes for a recent search (server/platform/builtin-legislation-connector.ts
 * `criteriaQuery`), so a recent search's link runs it again. What cannot be a criterion is left out,
 * so a hand-edited address never makes the search call fail.
 */
export function readLegislationQuery(search: URLSearchParams): LegislationQuery {
  const filters: LegislationFilters = {};
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value.slice(0, key === 'words' ? 200 : 64);
  }
  for (const key of LIST_KEYS) {
    const values = [...new Set(search.getAll(key).map((value) => value.trim()).filter((value) => value !== '' && value.length <= (key === 'subjects' ? 200 : 32)))];
    if (values.length > 0) filters[key] = values.slice(0, key === 'families' ? 10 : 20);
  }
  const inForce = search.get('inForce');
  if (inForce && isOneOf(LEGISLATION_IN_FORCE, inForce)) filters.inForce = inForce;
  for (const key of ['publishedFrom', 'publishedTo'] as const) {
    const value = search.get(key);
    if (value && DATE.test(value)) filters[key] = value;
  }
  const sortText = search.get('sort') ?? '';
  const sort = isOneOf(LEGISLATION_SORTS, sortText) ? sortText : 'relevance';
  const pageNumber = Number(search.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1;
  return { filters, sort, page };
}

/** The query string of a search: empty values left out, the default order and the first page not written. */
export function writeLegislationQuery({ filters, sort, page }: LegislationQuery): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' && one.trim() !== '') query.append(key, one.trim());
    }
  }
  if (sort !== 'relevance') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** Whether a search has any criterion: without one the page invites a search instead of listing the whole library. */
export function hasCriteria(filters: LegislationFilters): boolean {
  return Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''));
}

/** A year facet's value as the publication date range it stands for. */
export function yearRange(year: string): Pick<LegislationFilters, 'publishedFrom' | 'publishedTo'> {
  return { publishedFrom: `${year}-01-01`, publishedTo: `${year}-12-31` };
}

/** The year a date range covers exactly, when it does (so the year facet shows it chosen). */
export function yearOfRange(filters: LegislationFilters): string | null {
  const year = filters.publishedFrom?.slice(0, 4);
  return year && filters.publishedFrom === `${year}-01-01` && filters.publishedTo === `${year}-12-31` ? year : null;
}
