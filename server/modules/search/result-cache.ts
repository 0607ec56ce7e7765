/**
 * A least-recently-used cache bounded by the total weight of its entries (for search
 * results: how many document positions they hold), so a few huge result sets cannot
 * crowd out memory.
 */
export function createResultCache<V>(options: { maxWeight: number; weigh: (value: V) => number }) {
  const entries = new Map<string, { value: V; weight: number }>();
  let total = 0;

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      const weight = Math.max(1, options.weigh(value));
      if (weight > options.maxWeight) return;
      const previous = entries.get(key);
      if (previous) {
        total -= previous.weight;
        entries.delete(key);
      }
      entries.set(key, { value, weight });
      total += weight;
      for (const [oldest, entry] of entries) {
        if (total <= options.maxWeight) break;
        entries.delete(oldest);
        total -= entry.weight;
      }
    },
    clear(): void {
      entries.clear();
      total = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type ResultCache<V> = ReturnType<typeof createResultCache<V>>;
