import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { createNumberIndexBuilder } from './number-index.ts';
import { countStandardsFacets, optionLookup, YEAR_BASE, type StandardsPassInput } from './standards-facet-pass.ts';
import { createTitleIndexBuilder } from './title-index.ts';
import { createWordIndexBuilder } from './word-index.ts';

/** Five documents: publishers 0 (ISO) and 1 (IEC), status groups via codes 0/1, two countries, languages en(0)/fr(1). */
function snapshot(): CatalogueSnapshot {
  return {
    version: 'test',
    size: 5,
    ids: Int32Array.from([10, 11, 12, 13, 14]),
    positionOfId: new Int32Array(0),
    publisher: Uint16Array.from([0, 0, 1, 1, 0]),
    status: Uint8Array.from([0, 1, 0, 0, 1]),
    country: Uint8Array.from([0, 0, 1, 1, 0]),
    year: Uint16Array.from([2015, 2008, 2015, 0, 2020]),
    languageMask: Uint32Array.from([0b11, 0b01, 0b01, 0b10, 0b01]),
    languageOverflow: new Map(),
    organisation: Int32Array.from([0, 0, 0, 0, 7]),
    standing: new Uint8Array(5),
    addition: new Uint8Array(5),
    publishers: [
      { id: 1, code: 'ISO', name: 'ISO', country: 'CH' },
      { id: 2, code: 'IEC', name: 'IEC', country: 'CH' },
    ],
    statusCodes: [],
    countries: ['CH', 'US'],
    languages: ['en', 'fr'],
    datasets: [],
    numbers: createNumberIndexBuilder().build(),
    titles: createTitleIndexBuilder(0).build(() => true),
    words: createWordIndexBuilder(0).build(),
  };
}

function input(overrides: Partial<StandardsPassInput['facets']> = {}, advanced: Partial<StandardsPassInput['advanced']> = {}): StandardsPassInput {
  return {
    snapshot: snapshot(),
    positions: null,
    organisationId: 7,
    groupOfStatus: Uint8Array.from([0, 1]),
    statusGroups: 2,
    entitled: Uint8Array.from([1, 0]),
    advanced: { include: null, exclude: new Uint8Array(2), country: -1, publisher: null, ...advanced },
    facets: { subscriptionOnly: false, publisher: null, status: null, country: null, languages: null, year: null, ...overrides },
  };
}

describe('countStandardsFacets', () => {
  it('counts every option over the whole set when nothing is chosen', () => {
    const pass = countStandardsFacets(input());
    expect([...pass.passing]).toEqual([0, 1, 2, 3, 4]);
    expect(pass.total).toBe(5);
    expect([...pass.counts.publisher]).toEqual([3, 2]);
    expect([...pass.counts.status]).toEqual([3, 2]);
    expect([...pass.counts.language]).toEqual([4, 2]);
    expect(pass.counts.year[2015 - YEAR_BASE]).toBe(2);
    expect(pass.counts.subscription).toBe(3);
    expect(pass.counts.catalogue).toBe(5);
  });

  it("counts a facet's options without its own choice but with the others' (drill sideways)", () => {
    const pass = countStandardsFacets(input({ publisher: optionLookup([1], 2), status: optionLookup([0], 2) }));
    expect([...pass.passing]).toEqual([2, 3]);
    // Publisher counts apply the status choice only: of the current documents, one is ISO and two IEC.
    expect([...pass.counts.publisher]).toEqual([1, 2]);
    // Status counts apply the publisher choice only: both IEC documents are group 0.
    expect([...pass.counts.status]).toEqual([2, 0]);
  });

  it('keeps other organisations’ private documents out, and the subscription option counts entitled and own ones', () => {
    const other = { ...input(), organisationId: 8 };
    const pass = countStandardsFacets(other);
    expect([...pass.passing]).toEqual([0, 1, 2, 3]);
    expect(pass.counts.subscription).toBe(2);
    const own = countStandardsFacets(input({ subscriptionOnly: true }));
    expect([...own.passing]).toEqual([0, 1, 4]);
    expect(own.counts.catalogue).toBe(5);
    // The scope is not a filter: the total before facets is the subscription's own.
    expect(own.total).toBe(3);
    expect(countStandardsFacets(input({ subscriptionOnly: true, status: optionLookup([0], 2) })).total).toBe(3);
  });

  it('narrows by the advanced filters before counting', () => {
    const pass = countStandardsFacets(input({}, { country: 1, exclude: Uint8Array.from([0, 1]) }));
    expect([...pass.passing]).toEqual([2, 3]);
    expect(pass.total).toBe(2);
    expect([...pass.counts.publisher]).toEqual([0, 2]);
  });

  it('matches languages by mask and years by lookup; unknown choices select nothing', () => {
    expect([...countStandardsFacets(input({ languages: { mask: 0b10, overflow: new Set() } })).passing]).toEqual([0, 3]);
    expect([...countStandardsFacets(input({ year: optionLookup([2015 - YEAR_BASE], 500) })).passing]).toEqual([0, 2]);
    expect([...countStandardsFacets(input({ publisher: optionLookup([-1], 2) })).passing]).toEqual([]);
  });

  it('walks only the given positions when the database matched a subset', () => {
    const pass = countStandardsFacets({ ...input(), positions: Int32Array.from([4, 1]) });
    expect([...pass.passing]).toEqual([0, 1]);
    expect([...pass.counts.publisher]).toEqual([2, 0]);
  });
});
