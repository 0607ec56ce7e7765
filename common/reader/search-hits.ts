import { READER_SEARCH_CONTEXT_WORDS } from '../domain/constants.ts';
import type { ReaderSearchHit, ReaderSearchResult } from './reader.contract.ts';
import { SEARCH_HITS_MAX } from './reader.values.ts';
import { searchPattern } from './search-pattern.ts';

/** A section's plain text as the reader renders it: what the shared pattern counts matches in. */
export type SearchableSection = { sectionId: string; number: string | null; title: string; text: string };

/** How far either side of a match the context words are looked for. */
const CONTEXT_SPAN = 400;

/** Up to READER_SEARCH_CONTEXT_WORDS words at the end (or start) of a text, for the context of a hit. */
function edgeWords(text: string, from: 'end' | 'start'): string {
  const words = text.split(/\s+/).filter(Boolean);
  return (from === 'end' ? words.slice(-READER_SEARCH_CONTEXT_WORDS) : words.slice(0, READER_SEARCH_CONTEXT_WORDS)).join(' ');
}

/**
 * Every place the search text occurs in the sections, in the order given, with its context words;
 * at most SEARCH_HITS_MAX, then `truncated`. The server lists a version's places with it and the
 * offline reader a copy's, so both name "the n-th match in the section" alike.
 */
export function findSearchHits(searchText: string, sections: Iterable<SearchableSection>): ReaderSearchResult {
  const pattern = searchPattern(searchText);
  const hits: ReaderSearchHit[] = [];
  if (!pattern) return { searchText, hits, truncated: false };
  for (const section of sections) {
    let occurrence = 0;
    for (const match of section.text.matchAll(pattern)) {
      if (hits.length === SEARCH_HITS_MAX) return { searchText, hits, truncated: true };
      const end = match.index + match[0].length;
      hits.push({
        sectionId: section.sectionId,
        sectionNumber: section.number,
        sectionTitle: section.title,
        occurrence,
        before: edgeWords(section.text.slice(Math.max(0, match.index - CONTEXT_SPAN), match.index), 'end'),
        match: match[0].replace(/\s+/g, ' '),
        after: edgeWords(section.text.slice(end, end + CONTEXT_SPAN), 'start'),
      });
      occurrence += 1;
    }
  }
  return { searchText, hits, truncated: false };
}
