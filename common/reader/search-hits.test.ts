import { describe, expect, it } from 'vitest';
import { SEARCH_HITS_MAX } from './reader.values.ts';
import { findSearchHits, type SearchableSection } from './search-hits.ts';

const section = (sectionId: string, text: string): SearchableSection => ({ sectionId, number: sectionId, title: `Title ${sectionId}`, text });

describe('findSearchHits', () => {
  it('lists every place in the order of the sections, counting occurrences per section, with five context words either side', () => {
    const result = findSearchHits('transfer coding', [
      section('1', 'one two three four five six transfer-coding seven eight nine ten eleven twelve, and Transfer  Coding again'),
      section('2', 'nothing here'),
      section('3', 'the transfer coding'),
    ]);
    expect(result.truncated).toBe(false);
    expect(result.hits.map((hit) => [hit.sectionId, hit.occurrence, hit.match])).toEqual([
      ['1', 0, 'transfer-coding'],
      ['1', 1, 'Transfer Coding'],
      ['3', 0, 'transfer coding'],
    ]);
    expect(result.hits[0]).toMatchObject({ sectionNumber: '1', sectionTitle: 'Title 1', before: 'two three four five six', after: 'seven eight nine ten eleven' });
  });

  it('stops at the most hits and says so, and reads no section after that', () => {
    let read = 0;
    function* many(): Generator<SearchableSection> {
      for (let index = 0; index < 100; index++) {
        read += 1;
        yield section(String(index), 'word '.repeat(10));
      }
    }
    const result = findSearchHits('word', many());
    expect(result.hits).toHaveLength(SEARCH_HITS_MAX);
    expect(result.truncated).toBe(true);
    expect(read).toBe(Math.ceil((SEARCH_HITS_MAX + 1) / 10));
  });

  it('finds nothing for a blank search, and only at the start of a word', () => {
    expect(findSearchHits('   ', [section('1', 'anything')])).toEqual({ searchText: '   ', hits: [], truncated: false });
    expect(findSearchHits('code', [section('1', 'barcode codes')]).hits.map(({ before, match, after }) => [before, match, after])).toEqual([['barcode', 'code', 's']]);
  });
});
