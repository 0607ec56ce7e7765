/**
 * A seeded pseudo-random source (mulberry32): the demo catalogue must come out
 * identical on every machine and every start, so nothing here reads the clock or
 * Math.random.
 */
export type DemoRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items (fewer when the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createDemoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  }

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const indexes = items.map((_, i) => i);
      // A partial Fisher-Yates shuffle; sorting the chosen indexes keeps list order.
      const take = Math.min(count, items.length);
      for (let i = 0; i < take; i += 1) {
        const j = i + Math.floor(next() * (indexes.length - i));
        const swap = indexes[i] as number;
        indexes[i] = indexes[j] as number;
        indexes[j] = swap;
      }
      return indexes
        .slice(0, take)
        .sort((a, b) => a - b)
        .map((i) => items[i] as T);
    },
  };
}

/** A stable 32-bit hash of a string, to derive sub-seeds from names (FNV-1a). */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
