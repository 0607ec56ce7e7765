import { describe, expect, it } from 'vitest';
import type { RangeGroup } from './interval-index.ts';
import { createMetalsIndex, metalRangeName, type MetalEntryRow } from './metals-index.ts';
import type { MetalFacets, MetalFields } from './metals.repo.ts';

const entry = (id: number, designation: string, values: Partial<MetalEntryRow> = {}): MetalEntryRow => ({
  id,
  designation,
  material_number: null,
  description: null,
  standard: null,
  kind: 'steel',
  country: null,
  forms: [],
  ...values,
});

const ENTRIES: MetalEntryRow[] = [
  entry(1, 'X5CrNi18-10', { material_number: '1.4301', description: 'Austenitic stainless steel', kind: 'stainless-steel', country: 'EU', forms: ['sheet', 'bar'], standard: 'EN 10088-2' }),
  entry(2, 'S355J2', { description: 'Structural steel', country: 'EU', forms: ['plate'], standard: 'EN 10025-2' }),
  entry(3, 'S355', { description: 'Structural steel', country: 'EU', forms: ['plate', 'profile'], standard: 'EN 10025-2' }),
  entry(4, 'X20Cr13', { material_number: '1.4021', description: 'Martensitic stainless steel', kind: 'stainless-steel', country: 'DE', forms: ['bar'] }),
  entry(5, 'AISI 304', { description: 'Austenitic stainless steel', kind: 'stainless-steel', country: 'US', forms: ['sheet'] }),
  entry(6, 'ts355 special', { description: 'A steel whose name holds S355 inside it', country: 'US', forms: ['bar'] }),
  entry(7, 'AS355X', { kind: 'nickel-alloy' }),
];

type RangeRow = { owner_id: number; chemical: boolean; key: string; low: number; high: number };
const RANGE_ROWS: RangeRow[] = [
  { owner_id: 1, chemical: true, key: 'Cr', low: 17.5, high: 19.5 },
  { owner_id: 1, chemical: true, key: 'C', low: 0, high: 0.07 },
  { owner_id: 4, chemical: true, key: 'Cr', low: 12, high: 14 },
  { owner_id: 4, chemical: true, key: 'C', low: 0.16, high: 0.25 },
  { owner_id: 2, chemical: false, key: 'yieldStrength', low: 355, high: Number.POSITIVE_INFINITY },
  { owner_id: 3, chemical: false, key: 'yieldStrength', low: 275, high: 355 },
  // A property and an element may share a key: a chemical row asks only the composition.
  { owner_id: 5, chemical: false, key: 'Cr', low: 50, high: 60 },
];

/** The rows grouped by key and family, as the repository reads them. */
const RANGES: RangeGroup[] = Object.values(
  Object.groupBy(RANGE_ROWS, (row) => `${row.chemical}:${row.key}`),
).map((rows = []) => ({
  name: metalRangeName(rows[0]?.chemical ?? false, rows[0]?.key ?? ''),
  ids: rows.map((row) => row.owner_id),
  lows: rows.map((row) => row.low),
  highs: rows.map((row) => row.high),
}));

const fields = (values: Partial<MetalFields> = {}): MetalFields => ({ designation: '', description: '', country: '', form: '', standard: '', keyword: '', ranges: [], ...values });
const facets = (values: Partial<MetalFacets> = {}): MetalFacets => ({ country: [], form: [], kind: [], standard: [], ...values });
const page = { offset: 0, limit: 15, alphabetic: false };

describe('the in-memory metals index', () => {
  const index = createMetalsIndex(ENTRIES, RANGES);

  it('finds by designation or material number and puts the exact, then the starting designations first', () => {
    expect(index.search(fields({ designation: 's355' }), facets(), page).pageIds).toEqual([3, 2, 6, 7]);
    expect(index.search(fields({ designation: '1.43' }), facets(), page).pageIds).toEqual([1]);
  });

  it('lists alphabetically by designation when asked or when no text orders it', () => {
    const alphabetic = [5, 7, 3, 2, 6, 4, 1];
    expect(index.search(fields(), facets(), page).pageIds).toEqual(alphabetic);
    expect(index.search(fields({ designation: 's355' }), facets(), { ...page, alphabetic: true }).pageIds).toEqual([7, 3, 2, 6]);
    expect(index.search(fields(), facets(), { offset: 2, limit: 2, alphabetic: true }).pageIds).toEqual(alphabetic.slice(2, 4));
  });

  it('needs every description and keyword word, the country, the form and the standard text', () => {
    expect(index.search(fields({ description: 'stainless austenitic' }), facets(), page).pageIds.sort()).toEqual([1, 5]);
    expect(index.search(fields({ keyword: 'plate en 10025' }), facets(), page).pageIds.sort()).toEqual([2, 3]);
    expect(index.search(fields({ country: 'eu', form: 'sheet' }), facets(), page).pageIds).toEqual([1]);
    expect(index.search(fields({ standard: '10088' }), facets(), page).pageIds).toEqual([1]);
  });

  it('answers range rows as interval overlaps, chemical rows only over compositions', () => {
    const cr12 = { key: 'Cr', chemical: true, low: 12, high: null };
    const carbon = { key: 'C', chemical: true, low: 0.1, high: 0.3 };
    expect(index.search(fields({ ranges: [cr12] }), facets(), page).pageIds.sort()).toEqual([1, 4]);
    expect(index.search(fields({ ranges: [cr12, carbon] }), facets(), page).pageIds).toEqual([4]);
    expect(index.search(fields({ ranges: [{ key: 'yieldStrength', chemical: false, low: 356, high: null }] }), facets(), page).pageIds).toEqual([2]);
    expect(index.search(fields({ ranges: [{ key: 'yieldStrength', chemical: true, low: 0, high: null }] }), facets(), page).hits).toBe(0);
  });

  it('counts each facet over what the fields found with the other facets applied, and pages with all of them', () => {
    const answer = index.search(fields({ keyword: 'steel' }), facets({ kind: ['stainless-steel'], country: ['EU', 'DE'] }), page);
    expect(answer.total).toBe(6);
    expect(answer.hits).toBe(2);
    const counts = (facet: string) => Object.fromEntries(answer.facetRows.filter((row) => row.facet === facet).map((row) => [row.value, row.count]));
    expect(counts('country')).toEqual({ EU: 1, DE: 1, US: 1 });
    expect(counts('kind')).toEqual({ 'stainless-steel': 2, steel: 2 });
    expect(counts('form')).toEqual({ sheet: 1, bar: 2 });
    expect(counts('standard')).toEqual({ 'EN 10088-2': 1 });
  });
});
