import {
  IdParams,
  LegalActParams,
  legislationApiPaths,
  LegislationFeedCreate,
  LegislationNewsQuery,
  LegislationSavedSearchCreate,
  LegislationSavedSearchEdit,
  LegislationSavedSearchRun,
  LegislationSearchRequest,
} from '../../common/legislation/legislation-library.contract.ts';
import type { RouteCase } from './route-inventory.ts';

/** The legislation library's routes for the route inventory: search and act page, newsfeeds and their reader, saved EU-law searches. */
export function legislationLibraryRoutes(): RouteCase[] {
  return [
    {
      route: `POST ${legislationApiPaths.search}`,
      call: () => ({ url: legislationApiPaths.search, body: { json: { words: 'machinery', families: ['decision'], sort: 'newest' } } }),
      input: { body: LegislationSearchRequest, encoding: 'json' },
    },
    { route: `GET ${legislationApiPaths.act(':id')}`, call: (world) => ({ url: legislationApiPaths.act(world.linkedActId) }), input: { params: LegalActParams } },
    { route: `GET ${legislationApiPaths.feeds}`, call: () => ({ url: legislationApiPaths.feeds }), input: {} },
    {
      route: `POST ${legislationApiPaths.feeds}`,
      call: () => ({ url: legislationApiPaths.feeds, body: { json: { url: 'https://acme.example.test/feeds/legislation.xml' } } }),
      input: { body: LegislationFeedCreate, encoding: 'json' },
    },
    { route: `DELETE ${legislationApiPaths.feed(':id')}`, call: (world) => ({ url: legislationApiPaths.feed(world.ids.legislationFeed) }), input: { params: IdParams } },
    { route: `GET ${legislationApiPaths.newsItems}`, call: () => ({ url: `${legislationApiPaths.newsItems}?page=1` }), input: { query: LegislationNewsQuery } },
    { route: `GET ${legislationApiPaths.newsItem(':id')}`, call: (world) => ({ url: legislationApiPaths.newsItem(world.ids.newsItem) }), input: { params: IdParams } },
    { route: `GET ${legislationApiPaths.savedSearches}`, call: () => ({ url: legislationApiPaths.savedSearches }), input: {} },
    {
      route: `POST ${legislationApiPaths.savedSearches}`,
      call: () => ({ url: legislationApiPaths.savedSearches, body: { json: { name: 'Directives in force', criteria: { families: ['directive'], inForce: 'yes' }, notify: false } } }),
      input: { body: LegislationSavedSearchCreate, encoding: 'json' },
    },
    {
      route: `PUT ${legislationApiPaths.savedSearch(':id')}`,
      call: (world) => ({ url: legislationApiPaths.savedSearch(world.ids.legislationSavedSearch), body: { json: { name: 'Machinery, renamed', notify: false } } }),
      input: { params: IdParams, body: LegislationSavedSearchEdit, encoding: 'json' },
    },
    {
      route: `DELETE ${legislationApiPaths.savedSearch(':id')}`,
      call: (world) => ({ url: legislationApiPaths.savedSearch(world.ids.legislationSavedSearch) }),
      input: { params: IdParams },
    },
    {
      route: `POST ${legislationApiPaths.runSavedSearch(':id')}`,
      call: (world) => ({ url: legislationApiPaths.runSavedSearch(world.ids.legislationSavedSearch), body: { json: { sort: 'oldest', page: 1 } } }),
      input: { params: IdParams, body: LegislationSavedSearchRun, encoding: 'json' },
    },
  ];
}
