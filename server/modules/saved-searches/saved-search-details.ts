import type { SavedSearchDetail, SavedSearchDetailKey, SavedSearchDetails } from '../../../common/saved-searches/saved-searches.contract.ts';
import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import { LATEST_DEFAULT_DAYS, type SearchRequest } from '../../../common/search/search-criteria.contract.ts';

/**
 * A saved search's criteria as a short summary (portal-area.md §3 "details"): the tab,
 * then each criterion set, the search bar's and the facets' values of one kind together.
 * Values stay codes (statuses, countries, publishers); the web app names them in the
 * user's language. Collection ids become the names the user can see.
 */
export function savedSearchDetails(request: SearchRequest, collectionNames: ReadonlyMap<number, string>): SavedSearchDetails {
  const items: SavedSearchDetail[] = [];
  const add = (key: SavedSearchDetailKey, ...lists: (readonly (string | number)[] | string | number | null | undefined)[]) => {
    const values = lists.flatMap((list) => (list === null || list === undefined ? [] : Array.isArray(list) ? list : [list])).map((value) => String(value).trim());
    const distinct = [...new Set(values.filter((value) => value !== ''))];
    if (distinct.length > 0) items.push({ key, values: distinct });
  };
  const names = (ids: readonly (number | null)[]) => ids.flatMap((id) => (id === null ? [] : [collectionNames.get(id) ?? `#${id}`]));

  if (request.tab === 'standards') {
    const c = request.criteria;
    add('documentNumber', c.documentNumber);
    add('documentTitle', c.documentTitle);
    add('crossReference', c.crossReference, c.facetCrossReference);
    add('publisher', c.publisher, c.facetPublisher);
    add('status', c.status, c.facetStatus);
    add('exclude', c.exclude);
    add('country', c.country, c.facetCountry);
    add('language', c.facetLanguage);
    add('year', c.facetYear);
    add('dataset', c.dataset);
    add('icsCode', c.icsCode);
    // The period: its days, or the date range as from..to (both inclusive).
    if (c.latestWhat !== '') add('latest', c.latestWhat, c.latestFrom !== '' ? `${c.latestFrom}..${c.latestTo}` : String(c.latestWhen || LATEST_DEFAULT_DAYS));
    if (c.filterBy === 'all') add('wholeCatalogue', 'all');
    if (c.orderBy === ORDER_BY_ALPHABETIC) add('alphabetic', 'alphabetic');
  } else {
    const c = request.criteria;
    add('documentNumber', c.documentNumber);
    add('notes', c.notes);
    add('collections', names([...c.collections, ...c.facetCollections, c.fromCollection]));
    add('companyCollection', names([c.companyCollection, ...c.facetCompanyCollections]));
    add('publisher', c.facetPublisher);
    add('status', c.status, c.facetStatus);
    add('documentType', c.documentType, c.facetDocumentType);
    add('tags', c.tags, c.facetTags);
    if (c.orderBy === ORDER_BY_ALPHABETIC) add('alphabetic', 'alphabetic');
  }
  return [request.tab, ...items];
}
