import { describe, expect, it } from 'vitest';
import { readSearchBarFields } from '../../../common/search/search-form-fields.ts';
import { effectiveIcsCode, isValidIcsCode, postedFields } from './posted-fields.ts';
import { emptyFilters, type SearchBarFilters } from './search-bar-filters.ts';

const filters: SearchBarFilters = {
  standards: {
    documentNumber: 'ISO 9001',
    documentTitle: 'quality',
    crossReference: 'IEC 60204-1',
    status: ['current', 'withdrawn'],
    country: 'JP',
    publisher: ['ISO', 'IEC'],
    dataset: 'international',
  },
  collections: { documentNumber: 'ISO', notes: 'pump', status: ['current'], documentType: 'guide', companyCollection: '7', collections: ['3', '4'], tags: ['safety'] },
  categories: { ...emptyFilters.categories, icsCode: ' 03.120 ', publisher: ['ISO'], country: 'INT', status: ['current'] },
  latest: { what: 'changed', publisher: ['IEEE'], when: '90', dataset: 'ieee' },
};

const asMap = (fields: readonly (readonly [string, string])[]) => {
  const map = new Map<string, string[]>();
  for (const [name, value] of fields) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
};

describe('the fields the search bar posts', () => {
  it('posts only the quick standards fields while the advanced row is hidden', () => {
    expect(postedFields('standards', filters, false)).toEqual([
      ['query_1', 'ISO 9001'],
      ['query_2', 'quality'],
    ]);
  });

  it('posts the advanced standards fields under the names the server reads', () => {
    const posted = postedFields('standards', filters, true);
    const read = readSearchBarFields('standards', asMap(posted));
    expect(read.unknownFields).toEqual([]);
    expect(read.input).toEqual({
      documentNumber: 'ISO 9001',
      documentTitle: 'quality',
      publisher: ['ISO', 'IEC'],
      status: ['current', 'withdrawn'],
      country: 'JP',
      dataset: 'international',
      crossReference: 'IEC 60204-1',
    });
  });

  it('posts the collections fields the server reads', () => {
    expect(postedFields('collections', filters, false)).toEqual([['query_1', 'ISO']]);
    const read = readSearchBarFields('collections', asMap(postedFields('collections', filters, true)));
    expect(read.unknownFields).toEqual([]);
    expect(read.input).toEqual({
      documentNumber: 'ISO',
      collections: [3, 4],
      companyCollection: 7,
      documentType: 'guide',
      status: ['current'],
      tags: ['safety'],
      notes: 'pump',
    });
  });

  it('posts a typed ICS code, or the descriptor levels the server turns into the most specific one', () => {
    const typed = readSearchBarFields('categories', asMap(postedFields('categories', filters, true)));
    expect(typed.unknownFields).toEqual([]);
    expect(typed.input).toMatchObject({ icsCode: '03.120', publisher: ['ISO'], country: 'INT', status: ['current'] });

    const descriptors = { ...filters, categories: { ...filters.categories, isDescriptorFilter: true, descriptorField: '03', descriptorGroup: '03.120' } };
    const posted = postedFields('categories', descriptors, false);
    expect(posted).toContainEqual(['ics_code_descriptor_filter', '1']);
    expect(readSearchBarFields('categories', asMap(posted)).input).toEqual({ icsCode: '03.120' });
    expect(effectiveIcsCode(descriptors.categories)).toBe('03.120');
  });

  it('posts every latest field (latest has no advanced row)', () => {
    const read = readSearchBarFields('latest', asMap(postedFields('latest', filters, false)));
    expect(read.unknownFields).toEqual([]);
    expect(read.input).toEqual({ latestWhat: 'changed', publisher: ['IEEE'], latestWhen: 90, dataset: 'ieee' });
  });

  it('accepts ICS codes of digits and dots only', () => {
    expect(isValidIcsCode('03.120.10')).toBe(true);
    expect(isValidIcsCode('')).toBe(true);
    expect(isValidIcsCode('03-120')).toBe(false);
  });
});
