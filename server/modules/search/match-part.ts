/**
 * What one criterion of a search matched, kept compact: snapshot positions in ascending order,
 * with a number tier (3 the number itself ... 1 a partial match) or a title score where they
 * apply. Parts of one search are intersected in one pass over their sorted positions.
 */
export type MatchPart = { positions: Int32Array; tier: Uint8Array | null; score: Float32Array | null };

/** A part of plain positions (any order, repeats allowed). */
export function partOfPositions(positions: Iterable<number>): MatchPart {
  return { positions: Int32Array.from(new Set(positions)).sort(), tier: null, score: null };
}

/**
 * A part of the positions whose tier is set (above 0) in `tiers`, one per snapshot position;
 * `touched` lists them, in any order.
 */
export function partOfTiers(tiers: Uint8Array, touched: readonly number[]): MatchPart {
  // Sorting a few is cheaper than walking every position; walking is cheaper than sorting many.
  const positions = touched.length * 16 < tiers.length ? Int32Array.from(touched).sort() : positionsWithTier(tiers, touched.length);
  const tier = new Uint8Array(positions.length);
  for (let at = 0; at < positions.length; at++) tier[at] = tiers[positions[at] ?? 0] ?? 0;
  return { positions, tier, score: null };
}

function positionsWithTier(tiers: Uint8Array, count: number): Int32Array {
  const positions = new Int32Array(count);
  let n = 0;
  for (let position = 0; position < tiers.length; position++) if ((tiers[position] ?? 0) > 0) positions[n++] = position;
  return positions;
}

/** The documents every part matched; each keeps the highest tier and score any part gave it. */
export function intersectParts(a: MatchPart, b: MatchPart): MatchPart {
  const size = Math.min(a.positions.length, b.positions.length);
  const positions = new Int32Array(size);
  const tier = a.tier || b.tier ? new Uint8Array(size) : null;
  const score = a.score || b.score ? new Float32Array(size) : null;
  let n = 0;
  for (let i = 0, j = 0; i < a.positions.length && j < b.positions.length; ) {
    const left = a.positions[i] ?? 0;
    const right = b.positions[j] ?? 0;
    if (left < right) i++;
    else if (left > right) j++;
    else {
      positions[n] = left;
      if (tier) tier[n] = Math.max(a.tier?.[i] ?? 0, b.tier?.[j] ?? 0);
      if (score) score[n] = Math.max(a.score?.[i] ?? 0, b.score?.[j] ?? 0);
      n++;
      i++;
      j++;
    }
  }
  return { positions: positions.subarray(0, n), tier: tier?.subarray(0, n) ?? null, score: score?.subarray(0, n) ?? null };
}
