import { describe, expect, it } from 'vitest';
import { createNumberIndexBuilder, matchNumberKey, NUMBER_TIER, suggestDocumentIds, type NumberIndex, type NumberKeyRow } from './number-index.ts';

function index() {
  const builder = createNumberIndexBuilder();
  builder.add({ documentId: 1, numberKey: 'iso 9001 2015', current: true, workNumber: 'iso 9001' });
  builder.add({ documentId: 1, numberKey: 'iso 9001 2008', current: false, workNumber: 'iso 9001' });
  builder.add({ documentId: 2, numberKey: 'iso 9001 2015 amd 1 2024', current: true, workNumber: 'iso 9001 2015 amd 1' });
  builder.add({ documentId: 3, numberKey: 'iso 90', current: true, workNumber: null });
  builder.add({ documentId: 4, numberKey: 'iso iec 27001 2022', current: true, workNumber: 'iso iec 27001' });
  builder.add({ documentId: 5, numberKey: 'iso 2', current: true, workNumber: 'iso 2' });
  builder.add({ documentId: 6, numberKey: 'iso 20000 1 2018', current: true, workNumber: null });
  return builder.build();
}

describe('matchNumberKey', () => {
  it('ranks the work itself, then its continuations, then partial numbers', () => {
    const tiers = matchNumberKey(index(), 'iso 9001');
    expect(Object.fromEntries(tiers)).toEqual({ 1: NUMBER_TIER.exact, 2: NUMBER_TIER.continued });
  });

  it('matches an edition number exactly and a plain prefix partially', () => {
    expect(matchNumberKey(index(), 'iso 9001 2008').get(1)).toBe(NUMBER_TIER.exact);
    expect(Object.fromEntries(matchNumberKey(index(), 'iso 900'))).toEqual({ 1: NUMBER_TIER.partial, 2: NUMBER_TIER.partial });
  });

  it('matches from a word start inside a number', () => {
    expect(Object.fromEntries(matchNumberKey(index(), '9001 2015'))).toEqual({ 1: NUMBER_TIER.partial, 2: NUMBER_TIER.partial });
    expect([...matchNumberKey(index(), 'iec 27001').keys()]).toEqual([4]);
    expect(matchNumberKey(index(), '001').size).toBe(0);
  });

  it('keeps a short number apart from longer ones that start the same', () => {
    const tiers = matchNumberKey(index(), 'iso 2');
    expect(tiers.get(5)).toBe(NUMBER_TIER.exact);
    expect(tiers.get(6)).toBe(NUMBER_TIER.partial);
    expect(tiers.has(1)).toBe(false);
  });
});

describe('suggestDocumentIds', () => {
  const position = (documentId: number) => [0, 4, 5, 3, 6, 1, 2][documentId] ?? -1;
  const everyone = { positionOf: position, visible: () => true };

  it('suggests current numbers starting with the key first, in rank order, then word-start matches', () => {
    expect(suggestDocumentIds(index(), 'iso 9', 10, everyone)).toEqual([3, 1, 2]);
    expect(suggestDocumentIds(index(), 'iso', 3, everyone)).toEqual([5, 6, 3]);
    expect(suggestDocumentIds(index(), '27001', 10, everyone)).toEqual([4]);
  });

  it('leaves out earlier edition numbers and documents the caller may not see', () => {
    expect(suggestDocumentIds(index(), 'iso 9001 2008', 10, everyone)).toEqual([]);
    expect(suggestDocumentIds(index(), 'iso 9001', 10, { positionOf: position, visible: (id) => id !== 1 })).toEqual([2]);
    expect(suggestDocumentIds(index(), 'iso 9001', 10, { positionOf: (id) => (id === 2 ? -1 : position(id)), visible: () => true })).toEqual([1]);
  });
});

/** A small deterministic generator (mulberry32), so a failure repeats. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[below(list.length)] as T;
  return { next, below, pick };
}

const DOCUMENTS = 5_000;

/**
 * Numbers much like a catalogue's: families sharing prefixes ("iso", "iec", "is", "en iso",
 * "iso iec"), earlier editions, amendments, work numbers, a few documents with two current
 * numbers or a word repeated inside a number (a document then meets the key in both groups).
 */
function catalogue() {
  const random = randomFrom(20_240_611);
  const families = ['iso', 'iso', 'iso', 'iso iec', 'en iso', 'iec', 'is', 'is', 'din en', 'bs en iso', 'isa', 'iec tr', 'i', 'e'];
  const builder = createNumberIndexBuilder();
  const numbers: NumberKeyRow[] = [];
  for (let documentId = 1; documentId <= DOCUMENTS; documentId++) {
    const family = random.pick(families);
    const work = `${family} ${1 + random.below(random.next() < 0.5 ? 300 : 90_000)}${random.next() < 0.3 ? ` ${1 + random.below(9)}` : ''}`;
    const year = 1970 + random.below(55);
    const current = random.next() < 0.1 ? `${work} ${year} amd ${1 + random.below(3)} ${year + 2}` : `${work} ${year}`;
    const workNumber = random.next() < 0.7 ? work : null;
    const rows: NumberKeyRow[] = [{ documentId, numberKey: current, current: true, workNumber }];
    for (let edition = random.below(3); edition > 0; edition--) rows.push({ documentId, numberKey: `${work} ${year - 5 * edition}`, current: false, workNumber });
    if (random.next() < 0.02) rows.push({ documentId, numberKey: `${random.pick(families)} ${random.below(99)} ${family}`, current: true, workNumber: null });
    for (const row of rows) {
      builder.add(row);
      numbers.push(row);
    }
  }
  // Positions: a shuffle, with some ties and some documents outside the snapshot.
  const positions = new Int32Array(DOCUMENTS + 1);
  for (let documentId = 1; documentId <= DOCUMENTS; documentId++) positions[documentId] = random.next() < 0.01 ? -1 : random.below(DOCUMENTS * 2);
  return { index: builder.build(), numbers, positions, random };
}

// As number-index.ts stores a suffix's flags.
const WHOLE = 1;
const CURRENT = 2;

/** The suggestions as the plain algorithm finds them, scanning every suffix in index order, and how many suffixes start with the key. */
function referenceSuggestions(index: NumberIndex, key: string, limit: number, rank: (documentId: number) => number) {
  const groups: { documentId: number; rank: number }[][] = [[], []];
  const seen = new Set<number>();
  let matching = 0;
  for (let at = 0; at < index.suffixStart.length; at++) {
    if (!index.text.slice(index.suffixStart[at], index.suffixEnd[at]).startsWith(key)) continue;
    matching++;
    const flags = index.flags[at] ?? 0;
    const documentId = index.documentIds[at] ?? 0;
    const order = rank(documentId);
    if ((flags & CURRENT) === 0 || order < 0 || seen.has(documentId)) continue;
    seen.add(documentId);
    groups[(flags & WHOLE) !== 0 ? 0 : 1]?.push({ documentId, rank: order });
  }
  // A stable sort: of equal ranks, the first met comes first.
  const ids = groups.flatMap((group) => group.sort((a, b) => a.rank - b.rank).slice(0, limit).map((entry) => entry.documentId)).slice(0, limit);
  return { ids, matching };
}

describe('suggestDocumentIds on a catalogue', () => {
  const { index, numbers, positions, random } = catalogue();
  const positionOf = (documentId: number) => positions[documentId] ?? -1;

  it('answers as the plain scan does, broad keys remembered or not, whatever the caller may see', () => {
    const keys = new Set(['i', 'is', 'iso', 'iso ', 'iec', 'e', 'en', 'en i', '1', '2', '20', '19', 'amd', 'is 1', 'iso 1', 'x', 'iso 9', 'isa', '']);
    while (keys.size < 160) {
      const number = random.pick(numbers).numberKey;
      const words = number.split(' ');
      const from = words.slice(random.below(words.length)).join(' ');
      keys.add(from.slice(0, 1 + random.below(random.next() < 0.6 ? 4 : from.length)));
    }
    const densities = [1, 0.97, 0.8, 0.5, 0.1, 0.02, 0];
    const limits = [1, 3, 10, 10, 25, 64, 100, Infinity];
    let remembered = 0;
    let fellBack = 0;
    for (const key of keys) {
      for (let call = 0; call < 4; call++) {
        const density = random.pick(densities);
        const hidden = new Set<number>();
        for (let documentId = 1; documentId <= DOCUMENTS; documentId++) if (random.next() >= density) hidden.add(documentId);
        const visible = (documentId: number) => !hidden.has(documentId);
        const limit = random.pick(limits);
        let positionCalls = 0;
        const counted = (documentId: number) => {
          positionCalls++;
          return positionOf(documentId);
        };
        const found = suggestDocumentIds(index, key, limit, { positionOf: counted, visible });
        const expected = referenceSuggestions(index, key, limit, (documentId) => (visible(documentId) ? positionOf(documentId) : -1));
        expect(found, `key "${key}", limit ${limit}, density ${density}, call ${call}`).toEqual(expected.ids);
        // Above 2,000 suffixes number-index.ts remembers the key: a call after the first scans only when the candidates fall short.
        if (call > 0 && expected.matching > 2_000) {
          if (positionCalls === 0) remembered++;
          else fellBack++;
        }
      }
    }
    // Both the remembered answers and the scans when they fall short were put to the test.
    expect(remembered).toBeGreaterThan(15);
    expect(fellBack).toBeGreaterThan(15);
  });

  it('scans again when a group holds just more documents than were remembered', () => {
    // Groups of 58 to 70 current numbers around the 64 remembered; earlier editions make each range broad.
    const builder = createNumberIndexBuilder();
    const sizes = Array.from({ length: 13 }, (_, offset) => 58 + offset);
    let documentId = 0;
    for (const size of sizes) {
      for (let member = 0; member < size; member++) builder.add({ documentId: ++documentId, numberKey: `k${size} ${member}`, current: true, workNumber: null });
      for (let edition = 0; edition <= 2_000; edition++) builder.add({ documentId, numberKey: `k${size} old ${edition}`, current: false, workNumber: null });
    }
    const groups = builder.build();
    const access = { positionOf: (id: number) => id, visible: () => true };
    for (const size of sizes) {
      for (let call = 0; call < 2; call++) {
        expect(suggestDocumentIds(groups, `k${size}`, 100, access), `${size} numbers, call ${call}`).toEqual(referenceSuggestions(groups, `k${size}`, 100, (id) => id).ids);
      }
    }
  });

  it('answers a broad key again from remembered candidates, a narrow one by scanning again', () => {
    const calls = { position: 0, visible: 0 };
    const access = {
      positionOf: (documentId: number) => {
        calls.position++;
        return positionOf(documentId);
      },
      visible: (documentId: number) => {
        calls.visible++;
        return documentId % 7 !== 0;
      },
    };
    // An index of its own: the test above has remembered keys in the shared one.
    const { index, numbers } = catalogue();
    const first = suggestDocumentIds(index, 'is', 10, access);
    expect(calls.position).toBeGreaterThan(500);
    Object.assign(calls, { position: 0, visible: 0 });
    expect(suggestDocumentIds(index, 'is', 10, access)).toEqual(first);
    expect(calls.position).toBe(0);
    expect(calls.visible).toBeLessThanOrEqual(2 * 64);

    const narrow = numbers[0]?.numberKey ?? '';
    expect(suggestDocumentIds(index, narrow, 10, access)).toContain(1);
    Object.assign(calls, { position: 0, visible: 0 });
    suggestDocumentIds(index, narrow, 10, access);
    expect(calls.position).toBeGreaterThan(0);
  });

  it('answers as the plain scan does over a range broad enough to mark the documents met in a bitmap', () => {
    // 30,000 documents, each "iso N year", some with "iso" again inside (met in both groups), some with earlier editions.
    const random = randomFrom(7);
    const builder = createNumberIndexBuilder();
    const count = 30_000;
    for (let documentId = 1; documentId <= count; documentId++) {
      const work = `iso ${1 + random.below(40_000)}`;
      builder.add({ documentId, numberKey: random.next() < 0.05 ? `${work} iso ${random.below(9)}` : `${work} ${1990 + random.below(35)}`, current: true, workNumber: null });
      if (random.next() < 0.3) builder.add({ documentId, numberKey: `${work} 1985`, current: false, workNumber: null });
    }
    const broad = builder.build();
    const positions = Int32Array.from({ length: count + 1 }, () => random.below(count));
    for (const key of ['iso', 'i', 'iso 1', '1', '19']) {
      for (const density of [1, 0.5, 0.01]) {
        const hidden = new Set<number>();
        for (let documentId = 1; documentId <= count; documentId++) if (random.next() >= density) hidden.add(documentId);
        const visible = (documentId: number) => !hidden.has(documentId);
        const rank = (documentId: number) => (visible(documentId) ? (positions[documentId] ?? -1) : -1);
        const expected = referenceSuggestions(broad, key, 10, rank);
        if (key === 'iso') expect(expected.matching).toBeGreaterThan(20_000);
        expect(suggestDocumentIds(broad, key, 10, { positionOf: (documentId) => positions[documentId] ?? -1, visible }), `key "${key}", density ${density}`).toEqual(expected.ids);
      }
    }
  });
});
