import { randomBytes } from 'node:crypto';
import { ORDER_BY_RELEVANCE, RECORDS_PER_PAGE } from '../../../common/domain/constants.ts';
import { pagePaths } from '../../../common/routes.ts';
import {
  emptyCriteria,
  hasAdvancedStandardsFilter,
  hasFacetSelection,
  LATEST_DEFAULT_DAYS,
  parseSpecialSearch,
  CollectionsCriteria,
  StandardsCriteria,
  type SearchRequest,
} from '../../../common/search/search-criteria.contract.ts';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import type { Facet, SearchResults } from '../../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { collectionName, type CollectionsService } from '../collections/index.ts';
import { positionsOf, type CatalogueSnapshot, type SnapshotHolder } from './catalogue-snapshot.ts';
import { runCollections } from './collections-engine.ts';
import { createResultCache } from './result-cache.ts';
import { createSearchContextCodec, type SearchContextCodec } from './search-context.ts';
import { buildRecords } from './search-records.ts';
import * as repo from './search.repo.ts';
import { matchNumberKey } from './number-index.ts';
import { numberKeyVariants, numberQuery, titleWords } from './search-text.ts';
import { runStandards, type BaseMatch, type StandardsOutcome } from './standards-engine.ts';

const STATS_DEFAULT_DAYS = 30;

function intersect(a: Map<number, { tier: number; score: number }>, b: Map<number, { tier: number; score: number }>) {
  const out = new Map<number, { tier: number; score: number }>();
  for (const [id, value] of a) {
    const other = b.get(id);
    if (other) out.set(id, { tier: Math.max(value.tier, other.tier), score: Math.max(value.score, other.score) });
  }
  return out;
}

export function createSearchService(deps: {
  database: DatabaseHandle;
  collections: CollectionsService;
  catalogue: CatalogueService;
  snapshots: SnapshotHolder;
  cacheResults: boolean;
}) {
  const { database, collections, catalogue, snapshots, cacheResults } = deps;
  const sql = database.executeSql;
  // Database matches, shared by every user: ids only, scoped later.
  const baseCache = createResultCache<{ matches: Map<number, { tier: number; score: number }> | null; correctedTerms: string | null }>({
    maxWeight: 4_000_000,
    weigh: (value) => value.matches?.size ?? 1,
  });
  // Whole outcomes per search (without the page), per snapshot and scope: paging and re-sorting reuse them.
  const outcomeCache = createResultCache<StandardsOutcome & { correctedTerms: string | null }>({
    maxWeight: 8_000_000,
    weigh: (value) => value.ordered.length,
  });
  let codec: Promise<SearchContextCodec> | null = null;

  function contextCodec(): Promise<SearchContextCodec> {
    codec ??= repo
      .loadAppSecret(sql, 'search-context', randomBytes(32).toString('base64'))
      .then((secret) => createSearchContextCodec(Buffer.from(secret, 'base64')));
    return codec;
  }

  async function databaseMatches(snapshot: CatalogueSnapshot, criteria: StandardsCriteria, language: string) {
    const number = criteria.documentNumber.trim() === '' && hasAdvancedStandardsFilter(criteria) ? '*' : criteria.documentNumber;
    const latestDays = criteria.latestWhen || LATEST_DEFAULT_DAYS;
    const key = JSON.stringify([
      number,
      criteria.documentTitle,
      criteria.crossReference,
      criteria.facetCrossReference,
      criteria.icsCode,
      criteria.latestWhat,
      latestDays,
      language,
    ]);
    const cached = cacheResults ? baseCache.get(key) : undefined;
    if (cached) return cached;

    const parts: Map<number, { tier: number; score: number }>[] = [];
    let correctedTerms: string | null = null;
    const numberKeyValue = numberQuery(number);
    if (numberKeyValue) {
      const byId = new Map<number, { tier: number; score: number }>();
      for (const variant of numberKeyVariants(numberKeyValue)) {
        for (const [id, tier] of matchNumberKey(snapshot.numbers, variant)) {
          byId.set(id, { tier: Math.max(tier, byId.get(id)?.tier ?? 0), score: 0 });
        }
      }
      parts.push(byId);
    }
    const words = titleWords(criteria.documentTitle);
    if (words.length > 0) {
      let hits = await repo.matchWords(sql, words, language);
      if (hits.length === 0) {
        const corrections = await repo.correctWords(sql, words);
        if (corrections.size > 0) {
          const corrected = words.map((word) => corrections.get(word) ?? word);
          hits = await repo.matchWords(sql, corrected, language);
          if (hits.length > 0) correctedTerms = corrected.join(' ');
        }
      }
      parts.push(new Map(hits.map((hit) => [hit.id, { tier: 0, score: hit.score }])));
    }
    for (const reference of [criteria.crossReference, criteria.facetCrossReference]) {
      const referenceKey = numberQuery(reference);
      if (!referenceKey) continue;
      const ids = await repo.matchCrossReference(sql, referenceKey);
      parts.push(new Map(ids.map((id) => [id, { tier: 0, score: 0 }])));
    }
    if (criteria.icsCode !== '') {
      const ids = await repo.matchIcs(sql, criteria.icsCode);
      parts.push(new Map(ids.map((id) => [id, { tier: 0, score: 0 }])));
    }
    if (criteria.latestWhat !== '') {
      const ids = await repo.matchLatest(sql, criteria.latestWhat, latestDays);
      parts.push(new Map(ids.map((id) => [id, { tier: 0, score: 0 }])));
    }
    const matches = parts.length === 0 ? null : parts.reduce((a, b) => intersect(a, b));
    const value = { matches, correctedTerms };
    if (cacheResults) baseCache.set(key, value);
    return value;
  }

  function toBaseMatch(snapshot: CatalogueSnapshot, matches: Map<number, { tier: number; score: number }> | null, correctedTerms: string | null, ordered?: number[]): BaseMatch {
    if (!matches && !ordered) return { all: true, positions: new Int32Array(0), tier: null, score: null, correctedTerms };
    if (ordered) {
      // Special searches keep their own order: earlier means more relevant.
      const positions = Int32Array.from(positionsOf(snapshot, ordered));
      const score = Float32Array.from(positions, (_, index) => positions.length - index);
      return { all: false, positions, tier: null, score, correctedTerms };
    }
    const entries = [...(matches ?? new Map()).entries()];
    const positions = new Int32Array(entries.length);
    const tier = new Uint8Array(entries.length);
    const score = new Float32Array(entries.length);
    let n = 0;
    let scored = false;
    for (const [id, value] of entries) {
      const position = id < snapshot.positionOfId.length ? (snapshot.positionOfId[id] ?? -1) : -1;
      if (position < 0) continue;
      positions[n] = position;
      tier[n] = value.tier;
      score[n] = value.score;
      if (value.score > 0) scored = true;
      n++;
    }
    return { all: false, positions: positions.subarray(0, n), tier: tier.subarray(0, n), score: scored ? score.subarray(0, n) : null, correctedTerms };
  }

  async function specialIds(actor: Actor, criteria: StandardsCriteria): Promise<{ kind: SearchResults['special']; ids: number[] } | null> {
    const special = parseSpecialSearch(criteria.documentNumber);
    if (!special) return null;
    switch (special.kind) {
      case 'docid':
        return { kind: 'docid', ids: special.argument.split(/[\s,;]+/).map(Number).filter((id) => Number.isInteger(id) && id > 0) };
      case 'stats': {
        const days = Number.parseInt(special.argument, 10);
        return { kind: 'stats', ids: await repo.mostViewedByOrganisation(sql, actor.organisationId, days > 0 && days <= 3650 ? days : STATS_DEFAULT_DAYS) };
      }
      case 'ord':
        return { kind: 'ord', ids: await repo.organisationHoldings(sql, actor.organisationId, actor.userId) };
      case 'req':
        return { kind: 'req', ids: await repo.organisationWatchedDocuments(sql, actor.organisationId) };
    }
  }

  async function standardsOutcome(actor: Actor, criteria: StandardsCriteria) {
    const snapshot = await snapshots.get();
    const entitledPublisherIds = await catalogue.entitledPublisherIds(actor);
    const special = await specialIds(actor, criteria);
    const scopeKey = `${actor.organisationId}:${[...entitledPublisherIds].sort().join(',')}`;
    const language = actor.language;
    const outcomeKey = JSON.stringify([snapshot.version, scopeKey, language, special ? [special.kind, actor.userId] : null, { ...criteria, page: 0 }]);
    let outcome = special || !cacheResults ? undefined : outcomeCache.get(outcomeKey);
    if (!outcome) {
      const base = special
        ? toBaseMatch(snapshot, null, null, special.ids)
        : await databaseMatches(snapshot, criteria, language).then(({ matches, correctedTerms }) => toBaseMatch(snapshot, matches, correctedTerms));
      outcome = { ...runStandards(snapshot, { organisationId: actor.organisationId, entitledPublisherIds }, criteria, base), correctedTerms: base.correctedTerms };
      if (!special && cacheResults) outcomeCache.set(outcomeKey, outcome);
    }
    return { snapshot, entitledPublisherIds, special, outcome };
  }

  async function searchStandards(actor: Actor, criteria: StandardsCriteria, fresh: boolean): Promise<Omit<SearchResults, 'searchContext' | 'tab' | 'criteria'>> {
    const { snapshot, entitledPublisherIds, special, outcome } = await standardsOutcome(actor, criteria);
    const pageCount = Math.max(1, Math.ceil(outcome.hits / RECORDS_PER_PAGE));
    const page = Math.min(criteria.page, pageCount);
    const pagePositions = outcome.ordered.subarray((page - 1) * RECORDS_PER_PAGE, page * RECORDS_PER_PAGE);
    const ids = Array.from(pagePositions, (position) => snapshot.ids[position] ?? 0);
    const activeCollection = await collections.resolveActiveCollection(actor);
    const records = await buildRecords(sql, ids, { actor, entitledPublisherIds, activeCollection, documentStates: collections.documentStates });
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

  async function searchCollections(actor: Actor, criteria: CollectionsCriteria, fresh: boolean): Promise<Omit<SearchResults, 'searchContext' | 'tab' | 'criteria'>> {
    const entries = await collectionEntries(actor);
    const outcome = runCollections(entries, criteria);
    const pageCount = Math.max(1, Math.ceil(outcome.hits / RECORDS_PER_PAGE));
    const page = Math.min(criteria.page, pageCount);
    const ids = outcome.orderedIds.slice((page - 1) * RECORDS_PER_PAGE, page * RECORDS_PER_PAGE);
    const entitledPublisherIds = await catalogue.entitledPublisherIds(actor);
    const from = criteria.fromCollection ?? criteria.companyCollection;
    const chosen = from ? entries.find((entry) => entry.collectionId === from) : undefined;
    const activeCollection = await collections.resolveActiveCollection(actor);
    const records = await buildRecords(sql, ids, { actor, entitledPublisherIds, activeCollection, documentStates: collections.documentStates });
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
     * the document to go to (search-area.md §2).
     */
    async search(actor: Actor, request: SearchRequest, options: { fresh: boolean }): Promise<SearchResults> {
      // Lite subscriptions have no sort tools (search-area.md §6): their results keep the relevance order.
      const asked = (actor.isLite ? { ...request.criteria, orderBy: ORDER_BY_RELEVANCE } : request.criteria) as StandardsCriteria & CollectionsCriteria;
      const results = request.tab === 'standards' ? await searchStandards(actor, asked, options.fresh) : await searchCollections(actor, asked, options.fresh);
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
        const { snapshot, outcome } = await standardsOutcome(actor, request.criteria);
        const positions = outcome.ordered.subarray(0, limit);
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
