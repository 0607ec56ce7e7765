import { randomBytes } from 'node:crypto';
import { ORDER_BY_RELEVANCE, RECORDS_PER_PAGE } from '../../../common/domain/constants.ts';
import { pagePaths } from '../../../common/routes.ts';
import {
  emptyCriteria,
  hasAdvancedStandardsFilter,
  hasFacetSelection,
  LATEST_DEFAULT_DAYS,
  CollectionsCriteria,
  StandardsCriteria,
  type SearchRequest,
} from '../../../common/search/search-criteria.contract.ts';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import type { Facet, SearchResults } from '../../../common/search/search-results.contract.ts';
import { statementSent, type DatabaseHandle } from '../../db/database.ts';
import { createLruCache } from '../../platform/lru-cache.ts';
import { timePhase, timePhaseSync, type PhaseRecorder } from '../../platform/phase-timer.ts';
import { AppError } from '../../errors/app-error.ts';
import { SessionChangedError, type Actor, type SessionConfirmation } from '../account/index.ts';
import { collectionName, type CollectionsService } from '../collections/index.ts';
import { positionsOf, type CatalogueSnapshot, type SnapshotHolder } from './catalogue-snapshot.ts';
import { runCollections } from './collections-engine.ts';
import { createOrganisationStateCache } from './organisation-state.ts';
import { createRecordCache } from './record-cache.ts';
import { createSearchContextCodec, type SearchContextCodec } from './search-context.ts';
import { buildPage } from './search-records.ts';
import * as pageRepo from './search-page.repo.ts';
import type { PageConfirmation, SearchRequestContext } from './search-page.repo.ts';
import * as repo from './search.repo.ts';
import { forEachNumberMatch } from './number-index.ts';
import { numberKeyVariants, numberQuery, titleText, titleWords } from './search-text.ts';
import { runStandards, type BaseMatch, type StandardsOutcome } from './standards-engine.ts';
import { intersectParts, partOfPositions, partOfTiers, type MatchPart } from './match-part.ts';
import { matchWordQuery, type WordQuery } from './word-match.ts';
import { correctWords } from './typo-correction.ts';
import { findSpecialIds } from './special-searches.ts';

/** Callers whose last search context is kept: more than are signed in at once on one instance. */
const CONTEXTS_KEPT = 20_000;
/** Title queries whose reading is kept: the searches users repeat, far more than a day's distinct ones. */
const WORD_QUERIES_KEPT = 5_000;

/** The Latest tab's period: the date range when one is given, else the last `latestWhen` days (30 by default). */
function latestPeriod(criteria: StandardsCriteria): repo.LatestPeriod {
  if (criteria.latestFrom !== '' && criteria.latestTo !== '') return { from: criteria.latestFrom, to: criteria.latestTo };
  return { days: criteria.latestWhen || LATEST_DEFAULT_DAYS };
}

/** What a Latest search's cached matches depend on besides the criteria: the day its period ends on. */
function latestKey(criteria: StandardsCriteria): string | null {
  if (criteria.latestWhat === '') return null;
  const period = latestPeriod(criteria);
  return 'days' in period ? `${period.days}d:${new Date().toISOString().slice(0, 10)}` : `${period.from}..${period.to}`;
}

const noCollection = (actor: Actor) => new Error(`user ${actor.userId} has no personal collection: every user is created with one (defaultCollectionFor)`);

export function createSearchService(deps: {
  database: DatabaseHandle;
  collections: CollectionsService;
  snapshots: SnapshotHolder;
  cacheResults: boolean;
  /** Times each phase of a search (the metrics' search_phase_seconds). */
  recordPhase?: PhaseRecorder;
}) {
  const { database, collections, snapshots, cacheResults, recordPhase } = deps;
  const sql = database.executeSql;
  const wordQueries = createLruCache<Promise<WordQuery>>({ maxWeight: WORD_QUERIES_KEPT });
  // The context each caller's last search read: the next one works with it, and its page checks it (search-page.repo.ts).
  const lastContexts = createLruCache<SearchRequestContext>({ maxWeight: CONTEXTS_KEPT });
  // Matches, shared by every user: positions only, scoped later.
  const baseCache = createLruCache<{ matches: MatchPart | null; correctedTerms: string | null }>({
    maxWeight: 4_000_000,
    weigh: (value) => value.matches?.positions.length ?? 1,
  });
  // Whole outcomes per search (without the page), per snapshot and scope: paging and re-sorting reuse them.
  const outcomeCache = createLruCache<StandardsOutcome & { correctedTerms: string | null }>({
    maxWeight: 8_000_000,
    weigh: (value) => value.order.size,
  });
  // The catalogue records of result rows, for the catalogue version they were read at.
  const sharedRecords = createRecordCache();
  const organisationStates = createOrganisationStateCache();
  let codec: Promise<SearchContextCodec> | null = null;

  function contextCodec(): Promise<SearchContextCodec> {
    codec ??= repo
      .loadAppSecret(sql, 'search-context', randomBytes(32).toString('base64'))
      .then((secret) => createSearchContextCodec(Buffer.from(secret, 'base64')));
    return codec;
  }

  const numberOf = (criteria: StandardsCriteria) =>
    criteria.documentNumber.trim() === '' && hasAdvancedStandardsFilter(criteria) ? '*' : criteria.documentNumber;

  /**
   * Where a search's matches are kept: number matches come from the snapshot, so its version is part of it;
   * a Latest period ends today, so its matches are kept for the day.
   */
  function matchKey(version: string, criteria: StandardsCriteria): string {
    const { documentTitle, crossReference, facetCrossReference, icsCode, latestWhat } = criteria;
    return JSON.stringify([version, numberOf(criteria), documentTitle, crossReference, facetCrossReference, icsCode, latestWhat, latestKey(criteria)]);
  }

  /**
   * How the text search reads a title query in every catalogue language: the same for every user
   * and every catalogue (the dictionaries never change), so each text is read once and kept.
   */
  function wordQuery(text: string): Promise<WordQuery> {
    let query = wordQueries.get(text);
    if (!query) {
      // The dictionaries are the same on every server: a read replica's answer is as good.
      query = repo.readWordQuery(database.read().executeSql, text);
      // A failed read is not kept, and is settled even when an error elsewhere means it is never awaited.
      query.catch(() => wordQueries.delete(text));
      wordQueries.set(text, query);
    }
    return query;
  }

  async function databaseMatches(snapshot: CatalogueSnapshot, criteria: StandardsCriteria) {
    const number = numberOf(criteria);
    const key = matchKey(snapshot.version, criteria);
    const cached = cacheResults ? baseCache.get(key) : undefined;
    if (cached) return cached;
    // Kept under the snapshot's version: read where the snapshot was read (a replica holding that version, or the primary).
    const catalogueSql = snapshots.readerOf(snapshot);

    const parts: MatchPart[] = [];
    let correctedTerms: string | null = null;
    const numberKeyValue = numberQuery(number);
    if (numberKeyValue) {
      // One tier per snapshot position: a broad key ("ISO") matches hundreds of thousands.
      const tiers = new Uint8Array(snapshot.size);
      const touched: number[] = [];
      const { positionOfId } = snapshot;
      for (const variant of numberKeyVariants(numberKeyValue)) {
        forEachNumberMatch(snapshot.numbers, variant, (id, tier) => {
          const position = id < positionOfId.length ? (positionOfId[id] ?? -1) : -1;
          if (position < 0) return;
          const was = tiers[position] ?? 0;
          if (was === 0) touched.push(position);
          if (was < tier) tiers[position] = tier;
        });
      }
      parts.push(partOfTiers(tiers, touched));
    }
    const words = titleWords(criteria.documentTitle);
    if (words.length > 0) {
      let hits = matchWordQuery(snapshot.words, await wordQuery(titleText(criteria.documentTitle)));
      if (hits.positions.length === 0) {
        const corrections = await correctWords(catalogueSql, words);
        if (corrections.size > 0) {
          const corrected = words.map((word) => corrections.get(word) ?? word);
          hits = matchWordQuery(snapshot.words, await wordQuery(corrected.join(' ')));
          if (hits.positions.length > 0) correctedTerms = corrected.join(' ');
        }
      }
      parts.push(hits);
    }
    const idsPart = (ids: number[]) => partOfPositions(positionsOf(snapshot, ids));
    for (const reference of [criteria.crossReference, criteria.facetCrossReference]) {
      const referenceKey = numberQuery(reference);
      if (!referenceKey) continue;
      parts.push(idsPart(await repo.matchCrossReference(catalogueSql, referenceKey)));
    }
    if (criteria.icsCode !== '') parts.push(idsPart(await repo.matchIcs(catalogueSql, criteria.icsCode)));
    if (criteria.latestWhat !== '') parts.push(idsPart(await repo.matchLatest(catalogueSql, criteria.latestWhat, latestPeriod(criteria))));
    const matches = parts.length === 0 ? null : parts.reduce(intersectParts);
    const value = { matches, correctedTerms };
    if (cacheResults) baseCache.set(key, value);
    return value;
  }

  function toBaseMatch(snapshot: CatalogueSnapshot, matches: MatchPart | null, correctedTerms: string | null, ordered?: number[]): BaseMatch {
    if (ordered) {
      // Special searches keep their own order: earlier means more relevant (scores below 1).
      const positions = Int32Array.from(positionsOf(snapshot, ordered));
      const score = Float32Array.from(positions, (_, index) => (positions.length - index) / (positions.length + 1));
      return { all: false, positions, tier: null, score, titleScore: false, correctedTerms };
    }
    if (!matches) return { all: true, positions: new Int32Array(0), tier: null, score: null, titleScore: false, correctedTerms };
    return { all: false, positions: matches.positions, tier: matches.tier, score: matches.score, titleScore: true, correctedTerms };
  }

  const contextKey = (actor: Actor) => `${actor.organisationId}:${actor.userId}:${actor.subscriptionId}`;

  function remember(actor: Actor, context: SearchRequestContext): void {
    lastContexts.set(contextKey(actor), context);
  }

  /** The catalogue version, entitlements and active collection as they are now, read in one statement. */
  async function requestContext(actor: Actor): Promise<SearchRequestContext> {
    const context = await timePhase(recordPhase, 'context', () => pageRepo.findSearchContext(sql, actor));
    if (!context) throw noCollection(actor);
    remember(actor, context);
    return context;
  }

  /** The context the caller's last search read, which its page then checks; read now when there is none. */
  async function assumedContext(actor: Actor): Promise<SearchRequestContext> {
    return lastContexts.get(contextKey(actor)) ?? requestContext(actor);
  }

  /** The active collection as the results page names it: a product-owned name in the user's language. */
  const namedCollection = (actor: Actor, collection: SearchRequestContext['activeCollection']) => ({
    ...collection,
    name: collectionName({ name: collection.name, nameKey: collection.nameKey }, actor.language),
  });

  /** `fresh`: over the catalogue as the context names it, however long it takes to load (exports and alerts); a search may go on over the one in memory. */
  async function standardsOutcome(actor: Actor, criteria: StandardsCriteria, context: SearchRequestContext, fresh = false) {
    const snapshot = await timePhase(recordPhase, 'snapshot', () => snapshots.get(context.catalogueVersion, { fresh }));
    const { entitledPublisherIds } = context;
    const special = await findSpecialIds(sql, actor, criteria.documentNumber);
    const scopeKey = `${actor.organisationId}:${[...entitledPublisherIds].sort().join(',')}`;
    const language = actor.language;
    const outcomeKey = JSON.stringify([snapshot.version, scopeKey, language, special ? [special.kind, actor.userId] : null, latestKey(criteria), { ...criteria, page: 0 }]);
    let outcome = special || !cacheResults ? undefined : outcomeCache.get(outcomeKey);
    if (!outcome) {
      const base = special
        ? toBaseMatch(snapshot, null, null, special.ids)
        : await timePhase(recordPhase, 'match', () => databaseMatches(snapshot, criteria)).then(({ matches, correctedTerms }) => toBaseMatch(snapshot, matches, correctedTerms));
      const run = () => runStandards(snapshot, { organisationId: actor.organisationId, entitledPublisherIds }, criteria, base);
      outcome = { ...timePhaseSync(recordPhase, 'facets', run), correctedTerms: base.correctedTerms };
      if (!special && cacheResults) outcomeCache.set(outcomeKey, outcome);
    }
    return { snapshot, special, outcome };
  }

  /**
   * The page asked for, bounded by the pages there are, and its records with the caller's context as it is now.
   * With a confirmation, the statement that confirms the page reads the session's stamp: a changed one refuses the page.
   * `confirmed`: the standards search's confirming statement, sent before it matched.
   */
  async function pageOf(
    actor: Actor,
    confirmation: SessionConfirmation | null,
    askedPage: number,
    hits: number,
    idsOnPages: (pages: number) => number[],
    confirmed?: Promise<PageConfirmation>,
  ) {
    const page = Math.min(askedPage, Math.max(1, Math.ceil(hits / RECORDS_PER_PAGE)));
    const ids = timePhaseSync(recordPhase, 'order', () => idsOnPages(page)).slice((page - 1) * RECORDS_PER_PAGE, page * RECORDS_PER_PAGE);
    const sessionId = confirmation?.sessionId ?? null;
    const recordContext = { actor, sessionId, sharedRecords, confirmed, organisationStates, documentStatesFrom: collections.documentStatesFrom };
    const built = await timePhase(recordPhase, 'page', () => buildPage(sql, ids, recordContext));
    if (confirmation && built?.sessionStamp !== confirmation.stamp) throw new SessionChangedError();
    if (!built) throw noCollection(actor);
    remember(actor, built.context);
    return { page, ...built };
  }

  const sameScope = (a: SearchRequestContext, b: SearchRequestContext) =>
    a.catalogueVersion === b.catalogueVersion &&
    a.entitledPublisherIds.size === b.entitledPublisherIds.size &&
    [...a.entitledPublisherIds].every((id) => b.entitledPublisherIds.has(id));

  async function searchStandards(actor: Actor, criteria: StandardsCriteria, fresh: boolean, confirmation: SessionConfirmation | null): Promise<Omit<SearchResults, 'searchContext' | 'tab' | 'criteria'>> {
    const confirmed = pageRepo.findConfirmation(sql, actor, confirmation?.sessionId ?? null);
    // Awaited by the page; a search that fails before then must not leave its failure unhandled.
    confirmed.catch(() => undefined);
    await statementSent();
    const pageWith = async (context: SearchRequestContext) => {
      const { snapshot, special, outcome } = await standardsOutcome(actor, criteria, context);
      const idsOnPages = (pages: number) => Array.from(outcome.order.first(pages * RECORDS_PER_PAGE), (position) => snapshot.ids[position] ?? 0);
      return { special, outcome, ...(await pageOf(actor, confirmation, criteria.page, outcome.hits, idsOnPages, confirmed)) };
    };
    const assumed = await assumedContext(actor);
    let found = await pageWith(assumed);
    // An import or a change of subscription since the caller's last search: once more, as things are now.
    if (!sameScope(found.context, assumed)) found = await pageWith(found.context);
    const { special, outcome, page, records, context } = found;
    const activeCollection = namedCollection(actor, context.activeCollection);
    const terms = special ? criteria.documentNumber.trim() : [criteria.documentNumber, criteria.documentTitle].map((t) => t.trim()).filter(Boolean).join(' ');
    return {
      page,
      recordsPerPage: RECORDS_PER_PAGE,
      orderBy: criteria.orderBy,
      hits: outcome.hits,
      total: outcome.total,
      records,
      docIds: records.map((record) => record.doc_id),
      facets: special ? [] : outcome.facets,
      summary: { terms, correctedTerms: outcome.correctedTerms },
      special: special?.kind ?? null,
      nohits: outcome.hits === 0,
      canReset: hasFacetSelection('standards', criteria),
      activeCollection: { id: activeCollection.id, name: activeCollection.name, kind: activeCollection.kind },
      redirect: fresh && outcome.hits === 1 && records[0] ? records[0].doc_id.toString() : null,
    };
  }

  /** The documents of the collections the actor sees, each collection named as the actor reads it. */
  async function collectionEntries(actor: Actor): Promise<repo.CollectionEntryRow[]> {
    const entries = await repo.findCollectionEntries(sql, actor.organisationId, actor.userId);
    return entries.map((entry) => ({ ...entry, collectionName: collectionName({ name: entry.collectionName, nameKey: entry.collectionNameKey }, actor.language) }));
  }

  async function searchCollections(actor: Actor, criteria: CollectionsCriteria, fresh: boolean, confirmation: SessionConfirmation | null): Promise<Omit<SearchResults, 'searchContext' | 'tab' | 'criteria'>> {
    const entries = await collectionEntries(actor);
    const outcome = runCollections(entries, criteria);
    const { page, records, context } = await pageOf(actor, confirmation, criteria.page, outcome.hits, (pages) => outcome.orderedIds.slice(0, pages * RECORDS_PER_PAGE));
    const from = criteria.fromCollection ?? criteria.companyCollection;
    const chosen = from ? entries.find((entry) => entry.collectionId === from) : undefined;
    const activeCollection = namedCollection(actor, context.activeCollection);
    return {
      page,
      recordsPerPage: RECORDS_PER_PAGE,
      orderBy: criteria.orderBy,
      hits: outcome.hits,
      total: outcome.total,
      records,
      docIds: records.map((record) => record.doc_id),
      facets: outcome.facets satisfies Facet[],
      summary: { terms: [criteria.documentNumber, criteria.notes].map((t) => t.trim()).filter(Boolean).join(' '), correctedTerms: null },
      special: null,
      nohits: outcome.hits === 0,
      canReset: hasFacetSelection('collections', criteria),
      activeCollection: chosen
        ? { id: chosen.collectionId, name: chosen.collectionName, kind: chosen.kind }
        : { id: activeCollection.id, name: activeCollection.name, kind: activeCollection.kind },
      redirect: fresh && outcome.hits === 1 && records[0] ? records[0].doc_id.toString() : null,
    };
  }

  return {
    async encodeContext(actor: Actor, request: SearchRequest): Promise<string> {
      return (await contextCodec()).encode(request, actor.organisationId);
    },

    /** The search a context names; with `expectedTab`, a context of another tab is refused. */
    async decodeContext(actor: Actor, token: string, expectedTab?: SearchRequest['tab']): Promise<SearchRequest> {
      const request = await (await contextCodec()).decode(token, actor.organisationId);
      if (expectedTab && request.tab !== expectedTab) {
        throw new AppError(400, 'This search link belongs to another tab.', { reasonKey: 'search.errors.invalidContext' });
      }
      return request;
    },

    /**
     * Runs a search. `fresh` marks a new search from the search bar: one hit then answers
     * the document to go to (search-area.md §2). `confirmation`: the actor is a remembered
     * session, which the search's confirming statement (or, for the collections tab, the page's)
     * confirms (SessionChangedError when it changed).
     */
    async search(actor: Actor, request: SearchRequest, options: { fresh: boolean; confirmation?: SessionConfirmation | null }): Promise<SearchResults> {
      // Lite subscriptions have no sort tools (search-area.md §6): their results keep the relevance order.
      const asked = (actor.isLite ? { ...request.criteria, orderBy: ORDER_BY_RELEVANCE } : request.criteria) as StandardsCriteria & CollectionsCriteria;
      const confirmation = options.confirmation ?? null;
      const results = request.tab === 'standards' ? await searchStandards(actor, asked, options.fresh, confirmation) : await searchCollections(actor, asked, options.fresh, confirmation);
      const criteria = { ...asked, page: results.page } as StandardsCriteria | CollectionsCriteria;
      const searchContext = await (await contextCodec()).encode({ tab: request.tab, criteria } as SearchRequest, actor.organisationId);
      const redirect = results.redirect ? pagePaths.display(0, results.redirect, searchContext) : null;
      return { ...results, redirect, tab: request.tab, criteria, searchContext };
    },

    /**
     * Every document a search finds, in the order its results page shows them (at most
     * `limit`), and how many it found: what exports write and alerts compare.
     */
    async orderedDocumentIds(actor: Actor, request: SearchRequest, limit: number): Promise<{ ids: number[]; hits: number }> {
      if (request.tab === 'standards') {
        const { snapshot, outcome } = await standardsOutcome(actor, request.criteria, await requestContext(actor), true);
        const positions = outcome.order.first(limit);
        return { ids: Array.from(positions, (position) => snapshot.ids[position] ?? 0), hits: outcome.hits };
      }
      const entries = await collectionEntries(actor);
      const outcome = runCollections(entries, request.criteria);
      return { ids: outcome.orderedIds.slice(0, limit), hits: outcome.hits };
    },

    /**
     * What the results page's first call answers for a search context (the context alone, as
     * the page sends it), so the page can carry it; undefined for a context this caller cannot use.
     */
    async firstResults(actor: Actor, searchContext: string): Promise<SearchResults | undefined> {
      const tab = tabOfSearchContext(searchContext);
      if (tab === null) return undefined;
      const decoded = await this.decodeContext(actor, searchContext, tab).catch(() => undefined);
      const criteria = decoded ? (tab === 'standards' ? StandardsCriteria : CollectionsCriteria).safeParse(decoded.criteria) : undefined;
      if (!criteria?.success) return undefined;
      return this.search(actor, { tab, criteria: criteria.data } as SearchRequest, { fresh: false });
    },

    emptyRequest(tab: SearchRequest['tab']): SearchRequest {
      return { tab, criteria: emptyCriteria(tab) } as SearchRequest;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
