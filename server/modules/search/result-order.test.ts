import { describe, expect, it } from 'vitest';
import { orderByKeys, orderOfPositions, POSITION_SPAN, selectNth } from './result-order.ts';

/** A pseudo-random sequence, the same on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the order of results', () => {
  it('selects the n-th smallest value as a sort would place it', () => {
    const random = sequence(7);
    const values = Float64Array.from({ length: 5000 }, () => Math.floor(random() * 300));
    const sorted = values.slice().sort();
    for (const index of [0, 1, 14, 2500, 4999]) expect(selectNth(values.slice(), index)).toBe(sorted[index]);
  });

  it('gives every page exactly as a full sort would, however far the pages go', () => {
    const random = sequence(42);
    const size = 20_000;
    // Few distinct ranks, as in real results: the position decides ties.
    const keys = Float64Array.from({ length: size }, (_, position) => Math.floor(random() * 40) * POSITION_SPAN + position);
    const expected = Int32Array.from(keys.slice().sort(), (key) => key % POSITION_SPAN);
    const order = orderByKeys(keys);
    expect([...order.first(15)]).toEqual([...expected.subarray(0, 15)]);
    expect([...order.first(45)]).toEqual([...expected.subarray(0, 45)]);
    expect([...order.first(10_000)]).toEqual([...expected.subarray(0, 10_000)]);
    expect([...order.first(15)]).toEqual([...expected.subarray(0, 15)]);
    expect(order.first(size + 10).length).toBe(size);
    expect(order.size).toBe(size);
  });

  it('keeps positions already in order as they are', () => {
    const order = orderOfPositions(Int32Array.from([5, 1, 9]));
    expect([...order.first(2)]).toEqual([5, 1]);
    expect([...order.first(10)]).toEqual([5, 1, 9]);
  });
});
