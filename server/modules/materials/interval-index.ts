/*
 * The numeric compositions and properties of the in-memory searches: per element or property,
 * every record's interval as parallel typed arrays, so a popup row is one scan of its key.
 */

/** One element's or property's intervals over every record, as the repository reads them. */
export type RangeGroup = { name: string; ids: number[]; lows: number[]; highs: number[] };

type Intervals = { ids: Int32Array; low: Float64Array; high: Float64Array };

export function createIntervalIndex(groups: RangeGroup[], idLimit: number) {
  const byName = new Map<string, Intervals>(groups.map((group) => [group.name, { ids: Int32Array.from(group.ids), low: Float64Array.from(group.lows), high: Float64Array.from(group.highs) }]));
  return {
    /** Marks, by id, the records whose interval for `name` overlaps [low, high] (null: unbounded). */
    overlapping(name: string, low: number | null, high: number | null): Uint8Array {
      const found = new Uint8Array(idLimit);
      const list = byName.get(name);
      if (!list) return found;
      const from = low ?? Number.NEGATIVE_INFINITY;
      const to = high ?? Number.POSITIVE_INFINITY;
      for (let position = 0; position < list.ids.length; position += 1) {
        const id = list.ids[position] ?? 0;
        if (id < idLimit && (list.high[position] ?? 0) >= from && (list.low[position] ?? 0) <= to) found[id] = 1;
      }
      return found;
    },
  };
}

/** One past the highest id, the size of an index's marks. */
export const idLimitOf = (rows: { id: number }[]): number => rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
