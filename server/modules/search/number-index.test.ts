import { describe, expect, it } from 'vitest';
import { createNumberIndexBuilder, matchNumberKey, NUMBER_TIER, suggestDocumentIds } from './number-index.ts';

function index() {
  const builder = createNumberIndexBuilder();
  builder.add({ documentId: 1, numberKey: 'iso 9001 2015', current: true, workNumber: 'iso 9001' });
  builder.add({ documentId: 1, numberKey: 'iso 9001 2008', current: false, workNumber: 'iso 9001' });
  builder.add({ documentId: 2, numberKey: 'iso 9001 2015 amd 1 2024', current: true, workNumber: 'iso 9001 2015 amd 1' });
  builder.add({ documentId: 3, numberKey: 'iso 90', current: true, workNumber: null });
  builder.add({ documentId: 4, numberKey: 'iso iec 27001 2022', current: true, workNumber: 'iso iec 27001' });
  builder.add({ documentId: 5, numberKey: 'iso 2', current: true, workNumber: 'iso 2' });
  builder.add({ documentId: 6, numberKey: 'iso 20000 1 2018', current: true, workNumber: null });
  return builder.build();
}

describe('matchNumberKey', () => {
  it('ranks the work itself, then its continuations, then partial numbers', () => {
    const tiers = matchNumberKey(index(), 'iso 9001');
    expect(Object.fromEntries(tiers)).toEqual({ 1: NUMBER_TIER.exact, 2: NUMBER_TIER.continued });
  });

  it('matches an edition number exactly and a plain prefix partially', () => {
    expect(matchNumberKey(index(), 'iso 9001 2008').get(1)).toBe(NUMBER_TIER.exact);
    expect(Object.fromEntries(matchNumberKey(index(), 'iso 900'))).toEqual({ 1: NUMBER_TIER.partial, 2: NUMBER_TIER.partial });
  });

  it('matches from a word start inside a number', () => {
    expect(Object.fromEntries(matchNumberKey(index(), '9001 2015'))).toEqual({ 1: NUMBER_TIER.partial, 2: NUMBER_TIER.partial });
    expect([...matchNumberKey(index(), 'iec 27001').keys()]).toEqual([4]);
    expect(matchNumberKey(index(), '001').size).toBe(0);
  });

  it('keeps a short number apart from longer ones that start the same', () => {
    const tiers = matchNumberKey(index(), 'iso 2');
    expect(tiers.get(5)).toBe(NUMBER_TIER.exact);
    expect(tiers.get(6)).toBe(NUMBER_TIER.partial);
    expect(tiers.has(1)).toBe(false);
  });
});

describe('suggestDocumentIds', () => {
  const rank = (documentId: number) => [0, 4, 5, 3, 6, 1, 2][documentId] ?? -1;

  it('suggests current numbers starting with the key first, in rank order, then word-start matches', () => {
    expect(suggestDocumentIds(index(), 'iso 9', 10, rank)).toEqual([3, 1, 2]);
    expect(suggestDocumentIds(index(), 'iso', 3, rank)).toEqual([5, 6, 3]);
    expect(suggestDocumentIds(index(), '27001', 10, rank)).toEqual([4]);
  });

  it('leaves out earlier edition numbers and documents the caller may not see', () => {
    expect(suggestDocumentIds(index(), 'iso 9001 2008', 10, rank)).toEqual([]);
    expect(suggestDocumentIds(index(), 'iso 9001', 10, (id) => (id === 1 ? -1 : rank(id)))).toEqual([2]);
  });
});
