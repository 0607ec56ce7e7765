import { DocType } from '../../../common/catalogue/doc-type.ts';
import { SUGGEST_MIN_CHARS } from '../../../common/domain/constants.ts';
import { ICS_ROOT, type NextIcsOptions, type SearchFieldKey } from '../../../common/search/search-paths.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import { statementSent, type DatabaseHandle } from '../../db/database.ts';
import { createLruCache } from '../../platform/lru-cache.ts';
import { SessionChangedError, type Actor, type SessionConfirmation } from '../account/index.ts';
import { numberKey } from '../catalogue/index.ts';
import { collectionName } from '../collections/index.ts';
import type { CatalogueSnapshot, SnapshotHolder } from './catalogue-snapshot.ts';
import { suggestDocumentIds } from './number-index.ts';
import * as repo from './search.repo.ts';
import { titleWords } from './search-text.ts';
import { suggestTitlePositions } from './title-index.ts';
import { correctWords } from './typo-correction.ts';
import { STATUS_ORDER } from './standards-engine.ts';

const SUGGESTIONS = 10;
/** Below this many prefix matches, numbers close to what was typed (a typo) are added. */
const FEW_SUGGESTIONS = 3;
/** Numbers and titles of suggested documents kept (about 150 bytes each): the beginnings everyone types repeat. */
const SUGGESTED_KEPT = 20_000;
/** Corrections of title words no title uses, kept per catalogue version. */
const CORRECTIONS_KEPT = 2_000;

/** The documents a suggestion names; `numbered`: it suggests their numbers, else their titles. */
type Suggested = { ids: number[]; numbered: boolean };

/** The search bar's suggestions and option lists (search-area.md §7 "Search bar lookups"). */
export function createSearchLookups(database: DatabaseHandle, snapshots: SnapshotHolder) {
  // Suggestions and option lists read only the catalogue: a read replica serves them when there is one.
  const sql = () => database.read().executeSql;
  const numbersAndTitles = createLruCache<{ number: string; title: string }>({ maxWeight: SUGGESTED_KEPT });
  const corrections = createLruCache<Promise<Map<string, string>>>({ maxWeight: CORRECTIONS_KEPT });

  function suggestedNames(actor: Actor, key: string, snapshot: CatalogueSnapshot): Suggested {
    if (key.length < SUGGEST_MIN_CHARS) return { ids: [], numbered: true };
    const positionOf = (documentId: number) => (documentId < snapshot.positionOfId.length ? (snapshot.positionOfId[documentId] ?? -1) : -1);
    const visible = (documentId: number) => {
      const position = positionOf(documentId);
      const owner = position < 0 ? 0 : (snapshot.organisation[position] ?? 0);
      return owner === 0 || owner === actor.organisationId;
    };
    return { ids: suggestDocumentIds(snapshot.numbers, key, SUGGESTIONS, { positionOf, visible }), numbered: true };
  }

  /** Typo corrections of `words`, read once per catalogue version and words. */
  function correctionsOf(snapshot: CatalogueSnapshot, words: string[]): Promise<Map<string, string>> {
    const key = JSON.stringify([snapshot.version, words]);
    const kept = corrections.get(key);
    if (kept) return kept;
    const reading = correctWords(sql(), words);
    corrections.set(key, reading);
    reading.catch(() => corrections.delete(key));
    return reading;
  }

  async function suggestedTitles(actor: Actor, term: string, snapshot: CatalogueSnapshot): Promise<Suggested> {
    const words = term.trim().length < SUGGEST_MIN_CHARS ? [] : titleWords(term);
    if (words.length === 0) return { ids: [], numbered: false };
    const visible = (position: number) => {
      const owner = snapshot.organisation[position] ?? 0;
      return owner === 0 || owner === actor.organisationId;
    };
    let positions = suggestTitlePositions(snapshot.titles, words, SUGGESTIONS, visible);
    if (positions.length === 0) {
      // A typo: finished words are corrected to words titles use; the last may still be typed.
      const found = await correctionsOf(snapshot, words);
      const corrected = words.map((word) => found.get(word) ?? word);
      if (corrected.some((word, index) => word !== words[index])) positions = suggestTitlePositions(snapshot.titles, corrected, SUGGESTIONS, visible);
    }
    return { ids: positions.map((position) => snapshot.ids[position] ?? 0), numbered: false };
  }

  /** The numbers and titles of `ids` in their order, read only for those not kept for the snapshot's version. */
  async function numbersAndTitlesOf(snapshot: CatalogueSnapshot, ids: number[]): Promise<{ number: string; title: string }[]> {
    const keyOf = (id: number) => `${snapshot.version}:${id}`;
    const found = new Map<number, { number: string; title: string }>();
    for (const id of ids) {
      const kept = numbersAndTitles.get(keyOf(id));
      if (kept) found.set(id, kept);
    }
    const missing = ids.filter((id) => !found.has(id));
    for (const row of await repo.findNumbersAndTitles(snapshots.readerOf(snapshot), missing)) {
      const entry = { number: row.number, title: row.title };
      numbersAndTitles.set(keyOf(row.id), entry);
      found.set(row.id, entry);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Suggestions over one catalogue snapshot, with the version they were found in. */
  async function suggestOver(actor: Actor, type: 'name' | 'title', term: string, snapshot: CatalogueSnapshot) {
    const key = numberKey(term);
    const { ids, numbered } = type === 'name' ? suggestedNames(actor, key, snapshot) : await suggestedTitles(actor, term, snapshot);
    const found = await numbersAndTitlesOf(snapshot, ids);
    if (numbered && key.length >= SUGGEST_MIN_CHARS && found.length < FEW_SUGGESTIONS) {
      for (const similar of await repo.suggestSimilarNumbers(sql(), actor.organisationId, key, SUGGESTIONS)) {
        if (!found.some((entry) => entry.number === similar.number)) found.push(similar);
      }
    }
    const suggestions = found
      .slice(0, SUGGESTIONS)
      .map((entry) => ({ value: numbered ? entry.number : entry.title, label: `${entry.number} — ${entry.title}` }));
    return { version: snapshot.version, suggestions };
  }

  return {
    /**
     * Suggestions as the user types. One statement, sent first, confirms the catalogue's version and
     * the remembered session (`confirmation`; SessionChangedError when it changed) while the
     * suggestions are found over the newest catalogue in memory; a newer version finds them again.
     * The numbers and titles of documents already suggested for the version need no statement.
     */
    async suggest(actor: Actor, type: 'name' | 'title', term: string, confirmation: SessionConfirmation | null): Promise<Suggestion[]> {
      const confirmed = repo.findSuggestionConfirmation(database.executeSql, confirmation?.sessionId ?? null);
      // Awaited below; a suggestion that fails before then must not leave its failure unhandled.
      confirmed.catch(() => undefined);
      await statementSent();
      // The newest catalogue in memory while the statement confirms its version; none yet, the confirmed one.
      const first = snapshots.inMemory() ?? (await snapshots.get((await confirmed).catalogueVersion));
      let found = await suggestOver(actor, type, term, first);
      const { catalogueVersion, sessionStamp } = await confirmed;
      if (confirmation && sessionStamp !== confirmation.stamp) throw new SessionChangedError();
      if (found.version !== catalogueVersion) found = await suggestOver(actor, type, term, await snapshots.get(catalogueVersion));
      return found.suggestions;
    },

    /** The next ICS level under a code, or the fields under '0' (search-area.md §4 "ICS categories"). */
    async nextIcs(code: string): Promise<NextIcsOptions> {
      const children = await repo.findIcsChildren(sql(), code === ICS_ROOT ? null : code);
      return { codes: children.map((child) => child.code), labels: children.map((child) => `${child.code} ${child.description}`) };
    },

    /** Option lists of the search bar's and facets' selects, each `{id, text}`. */
    async options(actor: Actor, field: SearchFieldKey): Promise<LookupOption[]> {
      switch (field) {
        case 'publishers': {
          const snapshot = await snapshots.get();
          return snapshot.publishers.map((publisher) => ({ id: publisher.code, text: `${publisher.code} — ${publisher.name}` }));
        }
        case 'statuses':
          return STATUS_ORDER.map((status) => ({ id: status, text: status }));
        case 'countries': {
          const snapshot = await snapshots.get();
          return [...snapshot.countries].sort().map((country) => ({ id: country, text: country }));
        }
        case 'languages': {
          const snapshot = await snapshots.get();
          return [...snapshot.languages].sort().map((language) => ({ id: language, text: language }));
        }
        case 'datasets': {
          const snapshot = await snapshots.get();
          return snapshot.datasets.map((dataset) => ({ id: dataset.code, text: dataset.name }));
        }
        case 'documentTypes':
          return DocType.options.map((type) => ({ id: type, text: type }));
        case 'collections':
        case 'companyCollections': {
          const kind = field === 'collections' ? 'personal' : 'company';
          const rows = await repo.findCollectionOptions(database.executeSql, actor.organisationId, actor.userId, kind);
          return rows.map((row) => ({ id: String(row.id), text: collectionName(row, actor.language) }));
        }
        case 'tags':
          return (await repo.findCollectionTags(database.executeSql, actor.organisationId, actor.userId)).map((tag) => ({ id: tag, text: tag }));
      }
    },
  };
}

export type SearchLookups = ReturnType<typeof createSearchLookups>;
