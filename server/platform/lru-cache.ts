/**
 * A least-recently-used cache bounded by the total weight of its entries: by default each entry
 * weighs 1, so the bound is a count; search results weigh what they hold (document positions), so
 * a few huge result sets cannot crowd out memory. A lookup makes an entry the most recently used.
 */
export function createLruCache<V>(options: { maxWeight: number; weigh?: (value: V) => number }) {
  const entries = new Map<string, { value: V; weight: number }>();
  const weigh = options.weigh ?? (() => 1);
  let total = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.weight;
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      const weight = Math.max(1, weigh(value));
      if (weight > options.maxWeight) return;
      remove(key);
      entries.set(key, { value, weight });
      total += weight;
      for (const [oldest, entry] of entries) {
        if (total <= options.maxWeight) break;
        entries.delete(oldest);
        total -= entry.weight;
      }
    },
    delete: remove,
    clear(): void {
      entries.clear();
      total = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type LruCache<V> = ReturnType<typeof createLruCache<V>>;
