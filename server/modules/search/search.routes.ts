import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pagePaths } from '../../../common/routes.ts';
import {
  CollectionsCriteria,
  SearchBarTab,
  StandardsCriteria,
  StandardsCriteriaFields,
  type SearchRequest,
} from '../../../common/search/search-criteria.contract.ts';
import { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { readSearchBarFields } from '../../../common/search/search-form-fields.ts';
import {
  ActionRequest,
  NextIcsParams,
  SearchAjaxAction,
  SearchFieldKey,
  searchPaths,
  SuggestRequest,
  TrackingEvent,
} from '../../../common/search/search-paths.ts';
import { AppError } from '../../errors/app-error.ts';
import { lastValue, readFormFields } from '../../http/form-fields.ts';
import { actorOf, withConfirmedSession } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { Actor } from '../account/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import { formTargetOf, type MaterialsService } from '../materials/index.ts';
import type { SearchLookups } from './search-lookups.ts';
import type { SearchService } from './search.service.ts';

/** The results page's calls on documents; its searches (standards, collections) have routes of their own. */
const DocumentAction = SearchAjaxAction.exclude(['standards', 'collections']);
const ActionParams = z.strictObject({ action: DocumentAction });
const FieldParams = z.strictObject({ fieldKey: SearchFieldKey });
const route = routeContracts('Search');
/** A search form: any field of the tab's criteria, as text (readSearchBarFields reads them). */
const SearchForm = z.union([StandardsCriteriaFields.partial(), CollectionsCriteria.partial()]);

type Services = { search: SearchService; lookups: SearchLookups; collections: CollectionsService; catalogue: CatalogueService; materials: MaterialsService };

const unknownFieldsError = (names: string[]) =>
  new AppError(400, `Invalid request. Unknown field(s): ${names.join(', ')}`, {
    reasonKey: 'errors.invalidRequest',
    issues: names.map((name) => ({ path: name, message: 'Unknown field' })),
  });

/**
 * The criteria a form carries for a tab, over the search context's when it names one:
 * the results page sends the context and only what changed (a facet, the page, the order).
 */
async function searchRequestFrom(search: SearchService, actor: Actor, barTab: SearchBarTab, fields: Map<string, string[]>): Promise<SearchRequest> {
  const { input, unknownFields, resultsTab: tab, issues } = readSearchBarFields(barTab, fields);
  if (unknownFields.length > 0) throw unknownFieldsError(unknownFields);
  if (issues.length > 0) {
    throw new AppError(400, `Invalid request. ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, { reasonKey: 'errors.invalidRequest', issues });
  }
  const token = lastValue(fields, 'searchContext');
  const fresh = lastValue(fields, 'mainsearch') === '1';
  let base: Record<string, unknown> = {};
  if (token && !fresh) {
    base = (await search.decodeContext(actor, token, tab)).criteria;
  }
  const merged = { ...base, ...input };
  // A new filter or order starts at the first page unless a page was asked for; the
  // context alone (a bookmark, the back button) keeps its page.
  if (!('page' in input) && Object.keys(input).length > 0) merged.page = 1;
  const criteria = parseInput(tab === 'standards' ? StandardsCriteria : CollectionsCriteria, merged);
  return { tab, criteria } as SearchRequest;
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function docIdsFrom(fields: Map<string, string[]>): unknown[] {
  const values = [...(fields.get('docIds') ?? []), ...(fields.get('docIds[]') ?? [])];
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== '').map((value) => (/^\d+$/.test(value) ? Number(value) : value));
}

function actionRequestFrom(fields: Map<string, string[]>) {
  const allowed = new Set(['collectionId', 'docIds', 'docIds[]', 'bulk', 'global', 'nonce', 'subId']);
  const unknown = [...fields.keys()].filter((name) => !allowed.has(name));
  if (unknown.length > 0) throw unknownFieldsError(unknown);
  const number = (name: string) => {
    const value = lastValue(fields, name);
    if (value === undefined || value.trim() === '') return undefined;
    return /^\d+$/.test(value.trim()) ? Number(value) : value;
  };
  return parseInput(ActionRequest, {
    collectionId: number('collectionId') ?? null,
    docIds: docIdsFrom(fields),
    bulk: number('bulk') ?? 0,
    global: number('global') ?? 0,
  });
}

/** A metals or materials tab's post runs its search and goes to its results, or to the one record found. */
async function materialsFormTarget(materials: MaterialsService, actor: Actor, tab: MaterialsSearchTab, fields: Map<string, string[]>) {
  fields.delete('searchContext');
  const results = await materials.searchForm(actor, tab, fields);
  return { location: formTargetOf(results), hits: results.hits, searchContext: results.searchContext };
}

export function registerSearchRoutes(app: FastifyInstance, { search, lookups, collections, catalogue, materials }: Services): void {

  /**
   * The search bar's form post: a browser navigation. It answers a redirect to the
   * results (or to the only document found); a failure goes back to the search page
   * with the reason, since a browser would show a JSON answer as raw text.
   */
  app.post(searchPaths.formPost, route('user', { summary: "The search bar's form post: on to the results (or the one document found).", body: SearchForm, encoding: 'form', answer: 'redirect-or-envelope' }, { htmlForm: true }), async (request, reply) => {
    const actor = actorOf(request);
    const fields = await readFormFields(request);
    if (lastValue(fields, 'clear') === '1') return reply.redirect(pagePaths.searchIndex, 303);
    const materialsTab = MaterialsSearchTab.safeParse(lastValue(fields, 'searchCriteria'));
    if (materialsTab.success) {
      const found = await materialsFormTarget(materials, actor, materialsTab.data, fields);
      return wantsPage(request) ? reply.redirect(found.location, 303) : reply.ok(found);
    }
    const tab = SearchBarTab.safeParse(lastValue(fields, 'searchCriteria') ?? 'standards');
    if (!tab.success) throw new AppError(400, 'This search tab is not available.', { reasonKey: 'search.errors.unknownTab' });
    const searchRequest = await searchRequestFrom(search, actor, tab.data, new Map([...fields].filter(([name]) => name !== 'searchContext')));
    const results = await search.search(actor, searchRequest, { fresh: true });
    const target = results.redirect ?? pagePaths.searchResults(results.searchContext);
    if (!wantsPage(request)) return reply.ok({ location: target, hits: results.hits, searchContext: results.searchContext });
    return reply.redirect(target, 303);
  });

  for (const tab of ['standards', 'collections'] as const) {
    // Its one statement reads the page and confirms the session: a remembered session is not read first.
    const config = route('user', { summary: `A results page's search of the ${tab} tab.`, body: SearchForm, encoding: 'form' }, { sessionConfirmedByAnswer: true });
    app.post(searchPaths.ajax(tab), config, async (request, reply) => {
      const fields = await readFormFields(request);
      const results = await withConfirmedSession(request, reply, async (actor, confirmation) => {
        const searchRequest = await searchRequestFrom(search, actor, tab, fields);
        return search.search(actor, searchRequest, { fresh: lastValue(fields, 'mainsearch') === '1', confirmation });
      });
      return reply.ok(results);
    });
  }

  app.post(searchPaths.ajax(':action' as never), route('user', { summary: "A results page's calls on documents: collections, watches, document actions.", params: ActionParams, body: ActionRequest, encoding: 'form' }), async (request, reply) => {
    const { action } = parseInput(ActionParams, request.params);
    const actor = actorOf(request);
    const fields = await readFormFields(request);
    switch (action) {
      case 'addToCollection': {
        const input = actionRequestFrom(fields);
        return reply.ok(await collections.addToCollection(actor, input.collectionId, input.docIds));
      }
      case 'removeFromCollection': {
        const input = actionRequestFrom(fields);
        return reply.ok(await collections.removeFromCollection(actor, input.collectionId, input.docIds));
      }
      case 'addToWatch':
        return reply.ok(await collections.watch(actor, actionRequestFrom(fields).docIds));
      case 'removeFromWatch': {
        const input = actionRequestFrom(fields);
        return reply.ok(await collections.unwatch(actor, input.docIds, input.global === 1));
      }
      case 'getDocumentActions':
        return reply.ok(await collections.documentActions(actor, actionRequestFrom(fields).docIds));
    }
  });

  /** Suggestions as the user types: the request is read first, so a bad one is refused before any session work. */
  const suggestHandler = (forcedType?: 'name') => async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = await readFormFields(request);
    fields.delete('nonce');
    const input = parseInput(SuggestRequest, {
      ...Object.fromEntries([...fields].map(([name, values]) => [name, values.at(-1)])),
      ...(forcedType ? { type: forcedType } : {}),
    });
    return reply.ok(await withConfirmedSession(request, reply, (actor, confirmation) => lookups.suggest(actor, input.type, input.term, confirmation)));
  };
  // Their one statement confirms the session too (search-lookups.ts): a remembered session is not read first.
  const suggestConfig = { sessionConfirmedByAnswer: true };
  app.post(searchPaths.suggest, route('user', { summary: 'Suggestions as the user types.', body: SuggestRequest, encoding: 'form' }, suggestConfig), suggestHandler());
  app.post(searchPaths.xrefSuggest, route('user', { summary: 'Cross-reference suggestions as the user types.', body: SuggestRequest.omit({ type: true }), encoding: 'form' }, suggestConfig), suggestHandler('name'));

  app.get(searchPaths.field(':fieldKey' as never), route('user', { summary: "A search field's options.", params: FieldParams }), async (request, reply) => {
    const { fieldKey } = parseInput(FieldParams, request.params);
    return reply.ok(await lookups.options(actorOf(request), fieldKey));
  });

  app.get(searchPaths.nextIcs(':code'), route('user', { summary: 'The ICS codes under a code.', params: NextIcsParams }), async (request, reply) => {
    const { code } = parseInput(NextIcsParams, request.params);
    return reply.ok(await lookups.nextIcs(code));
  });

  app.get(searchPaths.recentlyViewed, route('user', { summary: "The caller's recently viewed documents." }), async (request, reply) => reply.ok(await catalogue.recentlyViewed(actorOf(request))));

  app.post(searchPaths.tracking, route('user', { summary: 'Records that a document was opened from a collection.', body: TrackingEvent }), async (request, reply) => {
    const event = parseInput(TrackingEvent, request.body);
    return reply.ok(await catalogue.recordCollectionDocumentOpened(actorOf(request), event.docId, event.collectionId));
  });
}
