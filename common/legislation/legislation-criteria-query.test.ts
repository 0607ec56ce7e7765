import { describe, expect, it } from 'vitest';
import { criteriaQuery } from './legislation-criteria-query.ts';

describe('criteriaQuery', () => {
  it('writes each field as its key and a list as repeated keys', () => {
    expect(criteriaQuery({ words: 'machinery safety', families: ['directive', 'regulation'], inForce: true, page: 2 })).toBe(
      'words=machinery+safety&families=directive&families=regulation&inForce=true&page=2',
    );
  });

  it('leaves out empty and nested values, and anything that is not an object of criteria', () => {
    expect(criteriaQuery({ words: '', identifier: null, subjects: [], nested: { a: 1 }, list: [{ a: 1 }, 'x'] })).toBe('list=x');
    for (const nothing of [null, undefined, 'words', 3, ['a']]) expect(criteriaQuery(nothing)).toBe('');
  });
});
