/**
 * Sorted arrays of strings in code-unit order, as the in-memory number and title indexes hold
 * them: a prefix's matches are then one contiguous range, found by binary search.
 */

/** The indexes of `list` in code-unit order of their strings. */
export function sortedOrder(list: readonly string[]): Int32Array {
  const order = new Int32Array(list.length);
  for (let index = 0; index < list.length; index++) order[index] = index;
  return order.sort((a, b) => compareCodeUnits(list[a] ?? '', list[b] ?? ''));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index of sorted `list` whose string is not below `key`. */
export function lowerBound(list: readonly string[], key: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
