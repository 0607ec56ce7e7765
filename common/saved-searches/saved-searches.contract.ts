import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '../domain/constants.ts';
import { ResultsTab } from '../search/search-criteria.contract.ts';
import { RowIdText } from '../stored-values.ts';

// The plain values (paths, form field names) live apart from the schemas, for the web app.
export * from './saved-searches.values.ts';

export const SavedSearchName = z
  .string()
  .trim()
  .min(1, 'Enter a name.')
  .max(SAVED_SEARCH_NAME_MAX, `At most ${SAVED_SEARCH_NAME_MAX} characters.`);

/** A checkbox as forms and JSON send it. */
const Flag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', '']).transform((value) => ['1', 'true', 'on'].includes(value))]);

export const SaveSearchForm = z.strictObject({
  save_search_name: SavedSearchName,
  save_search_notify: Flag.default(false),
  save_search_sel: ResultsTab.optional(),
  onclk_saveSearch: z.literal('1', 'Not a save-search form.'),
  nonce: z.string().optional(),
});
export type SaveSearchForm = z.infer<typeof SaveSearchForm>;

/** Edit a saved search (portal-area.md §7): its name, and notify for standards searches; notify left out stays as it is. */
export const EditSavedSearchRequest = z.strictObject({
  name: SavedSearchName,
  notify: Flag.optional(),
  nonce: z.string().optional(),
});
export type EditSavedSearchRequest = z.infer<typeof EditSavedSearchRequest>;

/** Delete, favourite and unfavourite carry nothing but the nonce. */
export const SavedSearchCommand = z.strictObject({ nonce: z.string().optional() });

export const SavedSearchParams = z.strictObject({ id: RowIdText });

/** The criteria a saved search's summary names, by what the user would call them. */
export const SavedSearchDetailKey = z.enum([
  'documentNumber',
  'documentTitle',
  'crossReference',
  'status',
  'exclude',
  'country',
  'publisher',
  'dataset',
  'icsCode',
  'latest',
  'wholeCatalogue',
  'language',
  'year',
  'notes',
  'documentType',
  'collections',
  'companyCollection',
  'tags',
  'alphabetic',
]);
export type SavedSearchDetailKey = z.infer<typeof SavedSearchDetailKey>;

export const SavedSearchDetail = z.object({ key: SavedSearchDetailKey, values: z.array(z.string()) });
export type SavedSearchDetail = z.infer<typeof SavedSearchDetail>;

/** portal-area.md §3: details is a JSON array whose first item is the search tab. */
export const SavedSearchDetails = z.tuple([ResultsTab]).rest(SavedSearchDetail);
export type SavedSearchDetails = z.infer<typeof SavedSearchDetails>;

/** What the user may do with a row; the web offers exactly these. */
export const SavedSearchActions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  favourite: z.boolean(),
  unFavourite: z.boolean(),
  /** Whether alerts can be switched on (standards searches only). */
  notify: z.boolean(),
});
export type SavedSearchActions = z.infer<typeof SavedSearchActions>;

export const SavedSearchRowType = z.enum(['favourite', 'savedSearch']);
export type SavedSearchRowType = z.infer<typeof SavedSearchRowType>;

/** One table row (portal-area.md §3 "Table row"): the name links to a fresh run of the search. */
export const SavedSearchRow = z.object({
  id: z.number().int(),
  name: z.object({ linkName: z.string(), linkURL: z.string() }),
  type: SavedSearchRowType,
  tab: ResultsTab,
  notify: z.boolean(),
  favourite: z.boolean(),
  details: SavedSearchDetails,
  actions: SavedSearchActions,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearchRow = z.infer<typeof SavedSearchRow>;

/** Favourites first, then the other saved searches, each by name. */
export const SavedSearchList = z.object({ rows: z.array(SavedSearchRow) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SavedSearchRemoved = z.object({ id: z.number().int() });
export type SavedSearchRemoved = z.infer<typeof SavedSearchRemoved>;
