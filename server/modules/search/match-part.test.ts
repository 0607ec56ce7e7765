import { describe, expect, it } from 'vitest';
import { intersectParts, partOfPositions, partOfTiers } from './match-part.ts';

function tiersOf(size: number, set: Record<number, number>): Uint8Array {
  const tiers = new Uint8Array(size);
  for (const [position, tier] of Object.entries(set)) tiers[Number(position)] = tier;
  return tiers;
}

describe('match parts', () => {
  it('keeps the documents every part matched, with the highest tier and score any gave', () => {
    const numbers = partOfTiers(tiersOf(12, { 9: 1, 4: 3, 7: 2 }), [9, 4, 7]);
    const words = { positions: Int32Array.from([2, 4, 9, 11]), tier: null, score: Float32Array.from([0.5, 2.25, 1.5, 0.1]) };
    const both = intersectParts(numbers, words);
    expect([...both.positions]).toEqual([4, 9]);
    expect([...(both.tier ?? [])]).toEqual([3, 1]);
    expect([...(both.score ?? [])]).toEqual([2.25, 1.5]);
    const plain = intersectParts(partOfPositions([11, 2, 2, 30]), words);
    expect([...plain.positions]).toEqual([2, 11]);
    expect(plain.tier).toBeNull();
  });

  it('lists tiered positions in order whether few (sorted) or many (walked) are set', () => {
    const few = partOfTiers(tiersOf(10_000, { 9_000: 1, 40: 3, 700: 2 }), [9_000, 40, 700]);
    expect([...few.positions]).toEqual([40, 700, 9_000]);
    expect([...(few.tier ?? [])]).toEqual([3, 2, 1]);
    const many = partOfTiers(tiersOf(8, { 6: 1, 1: 3, 3: 2 }), [6, 1, 3]);
    expect([...many.positions]).toEqual([1, 3, 6]);
    expect([...(many.tier ?? [])]).toEqual([3, 2, 1]);
  });
});
