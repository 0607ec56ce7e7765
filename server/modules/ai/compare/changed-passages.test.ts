import { describe, expect, it } from 'vitest';
import { passagesOf } from './changed-passages.ts';
import { diffWords } from './word-diff.ts';

const passages = (before: string, after: string) => passagesOf(diffWords(before, after)).map((passage) => ({ before: passage.before.join('').trim(), after: passage.after.join('').trim() }));

describe('passagesOf', () => {
  it('gives a word changed inside a sentence as that sentence before and after', () => {
    expect(passages('First one stays. Users should change them. Last one stays.', 'First one stays. Users shall change them. Last one stays.')).toEqual([
      { before: 'Users should change them.', after: 'Users shall change them.' },
    ]);
  });

  it('gives a sentence added or removed whole on its own, without its neighbours', () => {
    expect(passages('Alpha is first. Gamma is last.', 'Alpha is first. Beta is new here. Gamma is last.')).toEqual([{ before: '', after: 'Beta is new here.' }]);
    expect(passages('Alpha is first.\nBeta goes away.\nGamma is last.', 'Alpha is first.\nGamma is last.')).toEqual([{ before: 'Beta goes away.', after: '' }]);
  });

  it('joins a sentence split in two with both its halves', () => {
    expect(passages('The client sends a hello and the server answers it at once.', 'The client sends a hello. The server answers it at once.')).toEqual([
      { before: 'The client sends a hello and the server answers it at once.', after: 'The client sends a hello. The server answers it at once.' },
    ]);
  });

  it('keeps changes in separate sentences apart and ignores whitespace-only edits', () => {
    expect(passages('One a. Two b.  Three c.', 'One x. Two b. Three y.')).toEqual([
      { before: 'One a.', after: 'One x.' },
      { before: 'Three c.', after: 'Three y.' },
    ]);
    expect(passages('Same  words\nhere.', 'Same words\nhere.')).toEqual([]);
  });
});
