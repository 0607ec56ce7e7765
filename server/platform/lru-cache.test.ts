import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('the least-recently-used cache', () => {
  it('holds as many entries as its bound when they are not weighed, dropping the least recently used', () => {
    const cache = createLruCache<number>({ maxWeight: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });

  it('bounds the total weight, ignores an entry heavier than the bound, and frees a replaced or deleted entry’s weight', () => {
    const cache = createLruCache<number[]>({ maxWeight: 5, weigh: (value) => value.length });
    cache.set('three', [1, 2, 3]);
    cache.set('huge', [1, 2, 3, 4, 5, 6]);
    expect(cache.get('huge')).toBeUndefined();
    cache.set('two', [1, 2]);
    expect(cache.size).toBe(2);
    cache.set('three', [1]);
    cache.set('another two', [1, 2]);
    expect(cache.size).toBe(3);
    cache.delete('two');
    cache.set('three more', [1, 2, 3]);
    expect(cache.get('three')).toBeUndefined();
    expect([cache.get('another two'), cache.get('three more')]).toEqual([[1, 2], [1, 2, 3]]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
