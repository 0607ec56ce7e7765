/**
 * Filtering by facets and counting facet options in one pass. Each option's count is
 * taken with every other facet's selection applied but not its own ("drill sideways"),
 * so a user who picked ISO still sees how many IEC documents the search found.
 */
export type FacetColumn = {
  /** The option ids (small integers) the item at `index` has. */
  valuesOf: (index: number, out: number[]) => void;
  /** Selected option ids; empty means the facet does not narrow. */
  selected: ReadonlySet<number>;
  /** Options counted (ids up to this bound, exclusive). */
  optionCount: number;
};

export type FacetCount = { passing: Int32Array; counts: Int32Array[] };

/** Items of `items` that pass every facet, in order, and the counts of each facet's options. */
export function filterAndCount(items: ArrayLike<number>, columns: FacetColumn[]): FacetCount {
  const counts = columns.map((column) => new Int32Array(column.optionCount));
  const narrowing = columns.map((column) => column.selected.size > 0);
  const values: number[][] = columns.map(() => []);
  const passing = new Int32Array(items.length);
  let passed = 0;
  const fails = new Uint8Array(columns.length);
  for (let n = 0; n < items.length; n++) {
    const item = items[n] ?? 0;
    let failCount = 0;
    let failedColumn = -1;
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c];
      const own = values[c];
      if (!column || !own) continue;
      column.valuesOf(item, own);
      fails[c] = 0;
      if (!narrowing[c]) continue;
      let hit = false;
      for (const value of own) {
        if (column.selected.has(value)) {
          hit = true;
          break;
        }
      }
      if (!hit) {
        fails[c] = 1;
        failCount += 1;
        failedColumn = c;
        if (failCount > 1) break;
      }
    }
    if (failCount > 1) continue;
    if (failCount === 0) {
      passing[passed++] = item;
      for (let c = 0; c < columns.length; c++) tally(counts[c], values[c]);
    } else {
      tally(counts[failedColumn], values[failedColumn]);
    }
  }
  return { passing: passing.subarray(0, passed), counts };
}

function tally(counts: Int32Array | undefined, values: number[] | undefined) {
  if (!counts || !values) return;
  for (const value of values) if (value >= 0 && value < counts.length) counts[value] = (counts[value] ?? 0) + 1;
}
