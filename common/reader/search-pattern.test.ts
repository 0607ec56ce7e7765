import { describe, expect, it } from 'vitest';
import { searchPattern } from './search-pattern.ts';

const matches = (searchText: string, text: string) => [...text.matchAll(searchPattern(searchText) ?? /$^/g)].map((match) => match[0]);

describe('the in-document search pattern', () => {
  it('finds the words in order across line breaks, hyphens and case, from a word start', () => {
    expect(matches('Folding  white space', 'the folding\n   White space and FOLDING white-space')).toEqual(['folding\n   White space', 'FOLDING white-space']);
    expect(matches('transfer coding', 'chunked transfer-coding')).toEqual(['transfer-coding']);
    expect(matches('art', 'start of the art')).toEqual(['art']);
  });

  it('takes regular-expression characters literally and has nothing to find in blank text', () => {
    expect(matches('a.b (c)', 'axb (c) a.b (c)')).toEqual(['a.b (c)']);
    expect(searchPattern('   ')).toBeNull();
  });
});
