/**
 * The results of a search in display order, worked out only as far as they are asked for: a
 * results page needs its 15 rows, an export its first thousands, not the order of every match.
 */
export type ResultOrder = {
  size: number;
  /** The snapshot positions of the first `count` results, in display order. */
  first(count: number): Int32Array;
};

/** Positions already in display order. */
export function orderOfPositions(positions: Int32Array): ResultOrder {
  return { size: positions.length, first: (count) => positions.subarray(0, Math.min(count, positions.length)) };
}

/** Room for a snapshot position in the low bits of a sort key (over four million documents). */
export const POSITION_SPAN = 2 ** 22;

/** Below this share of the results a page is selected; above it the whole order is sorted once. */
const SELECT_SHARE = 0.25;

/**
 * Sort keys in ascending display order, each unique (the position sits in its low bits), so the
 * first `count` are found by selecting the count-th smallest key and sorting only those at or
 * below it: linear in the matches instead of n log n.
 */
export function orderByKeys(keys: Float64Array): ResultOrder {
  let sortedPrefix = new Int32Array(0);
  const toPositions = (sorted: Float64Array) => {
    const positions = new Int32Array(sorted.length);
    for (let n = 0; n < sorted.length; n++) positions[n] = (sorted[n] ?? 0) % POSITION_SPAN;
    return positions;
  };
  return {
    size: keys.length,
    first(count) {
      const wanted = Math.min(count, keys.length);
      if (wanted <= sortedPrefix.length) return sortedPrefix.subarray(0, wanted);
      if (wanted >= keys.length * SELECT_SHARE) {
        sortedPrefix = toPositions(keys.slice().sort());
        return sortedPrefix.subarray(0, wanted);
      }
      const threshold = selectNth(keys.slice(), wanted - 1);
      const chosen = new Float64Array(wanted);
      let n = 0;
      for (const key of keys) if (key <= threshold) chosen[n++] = key;
      sortedPrefix = toPositions(chosen.sort());
      return sortedPrefix;
    },
  };
}

/** The value that would stand at `index` if `values` were sorted (Hoare's selection; reorders `values`). */
export function selectNth(values: Float64Array, index: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] ?? 0;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (index <= j) high = j;
    else if (index >= i) low = i;
    else break;
  }
  return values[index] ?? 0;
}
