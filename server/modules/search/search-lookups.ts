import { DocType } from '../../../common/catalogue/doc-type.ts';
import { SUGGEST_MIN_CHARS } from '../../../common/domain/constants.ts';
import { ICS_ROOT, type NextIcsOptions, type SearchFieldKey } from '../../../common/search/search-paths.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Actor } from '../account/index.ts';
import { numberKey } from '../catalogue/index.ts';
import { collectionName } from '../collections/index.ts';
import type { SnapshotHolder } from './catalogue-snapshot.ts';
import { suggestDocumentIds } from './number-index.ts';
import * as repo from './search.repo.ts';
import { titleWords } from './search-text.ts';
import { suggestTitlePositions } from './title-index.ts';
import { correctWords } from './typo-correction.ts';
import { STATUS_ORDER } from './standards-engine.ts';

const SUGGESTIONS = 10;
/** Below this many prefix matches, numbers close to what was typed (a typo) are added. */
const FEW_SUGGESTIONS = 3;

/** The search bar's suggestions and option lists (search-area.md §7 "Search bar lookups"). */
export function createSearchLookups(database: DatabaseHandle, snapshots: SnapshotHolder) {
  // Suggestions and option lists read only the catalogue: a read replica serves them when there is one.
  const sql = () => database.read().executeSql;

  async function suggestNames(actor: Actor, term: string): Promise<Suggestion[]> {
    const key = numberKey(term);
    if (key.length < SUGGEST_MIN_CHARS) return [];
    const snapshot = await snapshots.get();
    const visiblePosition = (documentId: number) => {
      const position = documentId < snapshot.positionOfId.length ? (snapshot.positionOfId[documentId] ?? -1) : -1;
      const owner = position < 0 ? 0 : (snapshot.organisation[position] ?? 0);
      return owner === 0 || owner === actor.organisationId ? position : -1;
    };
    const found = await repo.findNumbersAndTitles(snapshots.readerOf(snapshot), suggestDocumentIds(snapshot.numbers, key, SUGGESTIONS, visiblePosition));
    if (found.length < FEW_SUGGESTIONS) {
      for (const similar of await repo.suggestSimilarNumbers(sql(), actor.organisationId, key, SUGGESTIONS)) {
        if (!found.some((entry) => entry.number === similar.number)) found.push(similar);
      }
    }
    return found.slice(0, SUGGESTIONS).map((entry) => ({ value: entry.number, label: `${entry.number} — ${entry.title}` }));
  }

  async function suggestTitles(actor: Actor, term: string): Promise<Suggestion[]> {
    if (term.trim().length < SUGGEST_MIN_CHARS) return [];
    const words = titleWords(term);
    if (words.length === 0) return [];
    const snapshot = await snapshots.get();
    const visible = (position: number) => {
      const owner = snapshot.organisation[position] ?? 0;
      return owner === 0 || owner === actor.organisationId;
    };
    let positions = suggestTitlePositions(snapshot.titles, words, SUGGESTIONS, visible);
    if (positions.length === 0) {
      // A typo: finished words are corrected to words titles use; the last may still be typed.
      const corrections = await correctWords(sql(), words);
      const corrected = words.map((word) => corrections.get(word) ?? word);
      if (corrected.some((word, index) => word !== words[index])) positions = suggestTitlePositions(snapshot.titles, corrected, SUGGESTIONS, visible);
    }
    const found = await repo.findNumbersAndTitles(snapshots.readerOf(snapshot), positions.map((position) => snapshot.ids[position] ?? 0));
    return found.map((entry) => ({ value: entry.title, label: `${entry.number} — ${entry.title}` }));
  }

  return {
    suggest(actor: Actor, type: 'name' | 'title', term: string): Promise<Suggestion[]> {
      return type === 'name' ? suggestNames(actor, term) : suggestTitles(actor, term);
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
