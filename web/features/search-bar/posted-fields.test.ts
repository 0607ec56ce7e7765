import { describe, expect, it } from 'vitest';
import { MATERIALS_LIST_FIELDS, MATERIALS_ROW_FIELDS, TAB_CRITERIA, type MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { emptyRangeRow } from '../../../common/materials/range-rows.ts';
import { readSearchBarFields } from '../../../common/search/search-form-fields.ts';
import { StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import { effectiveIcsCode, isValidIcsCode, latestDateIssue, postedFields } from './posted-fields.ts';
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
  latest: { what: 'revised', publisher: ['IEEE'], when: '90', dateFrom: '2026-01-01', dateTo: '2026-01-31', dataset: 'ieee' },
  metals: {
    designation: 'X5CrNi18-10',
    description: 'austenitic',
    country: 'EU',
    form: 'sheet',
    standard: 'EN 10088-2',
    keyword: 'AISI 304',
    chemicalComposition: [
      { ...emptyRangeRow(), element: 'Cr', elementValue: 'Cr', minValue: '17', maxValue: '19.5' },
      emptyRangeRow(),
      { ...emptyRangeRow(), element: 'Ni', elementValue: 'Ni', minValue: '8' },
    ],
    mechanicalComposition: [emptyRangeRow()],
  },
  metalsSupplier: {
    name: 'Inox',
    country: 'FR',
    form: ['sheet', 'tube'],
    establishmentType: 'service centre',
    descriptions: 'rolled',
    descriptionsList: ['cold-rolled sheet', 'precision tube'],
    keyword: 'stainless',
  },
  materials: {
    ...emptyFilters.materials,
    tradeName: 'PA66',
    description: 'housings',
    class: 'thermoplastic',
    form: ['granulate'],
    productType: 'PA66 GF30',
    additives: 'glass fibre',
    keyword: 'automotive',
    chemicalAnalysis: ['polyamide 66'],
    formulation: ['glass fibre 30 %'],
    specialCharacteristics: ['heat resistant', 'high stiffness'],
    chemicalResistance: ['fuels'],
    processing: ['injection moulding'],
    thermalProperties: [{ ...emptyRangeRow(), element: 'Maximum service temperature', elementValue: 'maxServiceTemperature', minValue: '120' }, emptyRangeRow()],
    physicalProperties: [{ ...emptyRangeRow(), element: 'Density', elementValue: 'density', singleValue: '1360', deviation: '5' }],
    mechanicalProperties: [emptyRangeRow()],
  },
  materialsSupplier: { name: 'Rhein', country: 'DE' },
};

const asMap = (fields: readonly (readonly [string, string])[]) => {
  const map = new Map<string, string[]>();
  for (const [name, value] of fields) map.set(name, [...(map.get(name) ?? []), value]);
  return map;
};

/**
 * The metals form as server/modules/materials/materials-form.ts reads it (the web app may not
 * import the server): `name[]` as `name`, list fields keep every value, row fields are JSON.
 */
function readMaterialsForm(tab: MaterialsSearchTab, fields: readonly (readonly [string, string])[]) {
  const input: Record<string, unknown> = {};
  for (const [rawName, value] of fields) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (MATERIALS_LIST_FIELDS[tab].includes(name)) input[name] = [...((input[name] as string[] | undefined) ?? []), value];
    else if (MATERIALS_ROW_FIELDS[tab].includes(name)) input[name] = JSON.parse(value) as unknown;
    else input[name] = value;
  }
  return TAB_CRITERIA[tab].parse(input);
}

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

  it('posts every latest field (latest has no advanced row), the dates only with a date range', () => {
    const read = readSearchBarFields('latest', asMap(postedFields('latest', filters, false)));
    expect(read.unknownFields).toEqual([]);
    expect(read.input).toEqual({ latestWhat: 'revised', publisher: ['IEEE'], latestWhen: 90, dataset: 'ieee' });
    expect(latestDateIssue(filters.latest)).toBeNull();

    const range = { ...filters.latest, when: 'range' };
    const posted = postedFields('latest', { ...filters, latest: range }, false);
    expect(posted).toContainEqual(['dateFrom', '2026-01-01']);
    const ranged = readSearchBarFields('latest', asMap(posted));
    expect(ranged.input).toEqual({ latestWhat: 'revised', publisher: ['IEEE'], latestWhen: 0, latestFrom: '2026-01-01', latestTo: '2026-01-31', dataset: 'ieee' });
    expect(StandardsCriteria.safeParse(ranged.input).success).toBe(true);
  });

  it('stops a date range the server would refuse, with the first problem on its field', () => {
    const range = (dateFrom: string, dateTo: string) => latestDateIssue({ ...filters.latest, when: 'range', dateFrom, dateTo });
    expect(range('', '2026-01-31')).toEqual({ issue: 'dateRequired', field: 'from' });
    expect(range('2026-01-01', '')).toEqual({ issue: 'dateRequired', field: 'to' });
    expect(range('2026-02-30', '2026-03-01')).toEqual({ issue: 'dateInvalid', field: 'from' });
    expect(range('2026-02-01', '2026-01-31')).toEqual({ issue: 'dateOrder', field: 'from' });
    expect(range('2026-01-31', '2026-01-31')).toBeNull();
    for (const [dateFrom = '', dateTo = ''] of [['2026-02-01', '2026-01-31'], ['2026-02-30', '2026-03-01']]) {
      const latest = { ...filters.latest, when: 'range', dateFrom, dateTo };
      const read = readSearchBarFields('latest', asMap(postedFields('latest', { ...filters, latest }, false)));
      expect(StandardsCriteria.safeParse(read.input).success).toBe(false);
    }
  });

  it('reads what and when as the latest tab left them before: legacy values and any period mapped, a bad period refused', () => {
    const read = (fields: [string, string][]) => StandardsCriteria.parse(readSearchBarFields('latest', asMap(fields)).input);
    expect(read([])).toMatchObject({ latestWhat: 'all', latestWhen: 30 });
    expect(StandardsCriteria.parse({ latestWhat: 'published', latestWhen: 14 })).toMatchObject({ latestWhat: 'all', latestWhen: 30 });
    expect(StandardsCriteria.parse({ latestWhat: 'added', latestWhen: 7 })).toMatchObject({ latestWhat: 'new', latestWhen: 7 });
    expect(StandardsCriteria.parse({ latestWhat: 'changed', latestWhen: 3650 })).toMatchObject({ latestWhat: 'all', latestWhen: 365 });
    expect(() => read([['what', 'new'], ['when', '14']])).toThrow();
    expect(() => read([['what', 'lately']])).toThrow();
  });

  it('posts only the quick metals fields while the advanced row is hidden', () => {
    expect(postedFields('metals', filters, false)).toEqual([
      ['designation', 'X5CrNi18-10'],
      ['description', 'austenitic'],
    ]);
  });

  it('posts the metals fields named as the criteria, each popup as one JSON list of its filled rows', () => {
    const posted = postedFields('metals', filters, true);
    // The mechanical popup holds only its untouched first row: no field at all.
    expect(posted.map(([name]) => name)).toEqual(['designation', 'description', 'country', 'form', 'standard', 'keyword', 'chemicalComposition']);
    const rows = JSON.parse(posted.find(([name]) => name === 'chemicalComposition')?.[1] ?? '[]') as unknown;
    expect(rows).toEqual([
      { element: 'Cr', elementValue: 'Cr', minValue: '17', maxValue: '19.5', singleValue: '', deviation: '' },
      { element: 'Ni', elementValue: 'Ni', minValue: '8', maxValue: '', singleValue: '', deviation: '' },
    ]);
    expect(readMaterialsForm('metals', posted)).toMatchObject({
      designation: 'X5CrNi18-10',
      description: 'austenitic',
      country: 'EU',
      form: 'sheet',
      standard: 'EN 10088-2',
      keyword: 'AISI 304',
      chemicalComposition: rows,
      mechanicalComposition: [],
    });
  });

  it('posts the metal suppliers fields, forms and chosen descriptions as repeated list fields', () => {
    expect(postedFields('metalsSupplier', filters, false)).toEqual([['name', 'Inox']]);
    const posted = postedFields('metalsSupplier', filters, true);
    expect(posted.filter(([name]) => name === 'form[]')).toEqual([
      ['form[]', 'sheet'],
      ['form[]', 'tube'],
    ]);
    expect(readMaterialsForm('metalsSupplier', posted)).toMatchObject({
      name: 'Inox',
      country: 'FR',
      form: ['sheet', 'tube'],
      establishmentType: 'service centre',
      descriptions: 'rolled',
      descriptionsList: ['cold-rolled sheet', 'precision tube'],
      keyword: 'stainless',
    });
  });

  it('posts the materials fields named as the criteria: lists repeated, each property popup as one JSON list of its filled rows', () => {
    expect(postedFields('materials', filters, false)).toEqual([
      ['tradeName', 'PA66'],
      ['description', 'housings'],
    ]);
    const posted = postedFields('materials', filters, true);
    expect(posted.filter(([name]) => name.endsWith('Properties')).map(([name]) => name)).toEqual(['physicalProperties', 'thermalProperties']);
    expect(readMaterialsForm('materials', posted)).toMatchObject({
      tradeName: 'PA66',
      class: 'thermoplastic',
      form: ['granulate'],
      productType: 'PA66 GF30',
      additives: 'glass fibre',
      keyword: 'automotive',
      chemicalAnalysis: ['polyamide 66'],
      formulation: ['glass fibre 30 %'],
      specialCharacteristics: ['heat resistant', 'high stiffness'],
      chemicalResistance: ['fuels'],
      processing: ['injection moulding'],
      thermalProperties: [{ element: 'Maximum service temperature', elementValue: 'maxServiceTemperature', minValue: '120', maxValue: '', singleValue: '', deviation: '' }],
      physicalProperties: [{ element: 'Density', elementValue: 'density', minValue: '', maxValue: '', singleValue: '1360', deviation: '5' }],
      mechanicalProperties: [],
    });
  });

  it('posts the material suppliers name and country whatever the advanced flag (the tab has no advanced row)', () => {
    const expected = [
      ['name', 'Rhein'],
      ['country', 'DE'],
    ];
    expect(postedFields('materialsSupplier', filters, false)).toEqual(expected);
    expect(readMaterialsForm('materialsSupplier', postedFields('materialsSupplier', filters, true))).toMatchObject({ name: 'Rhein', country: 'DE' });
  });

  it('posts nothing of another tab', () => {
    const names = postedFields('metals', filters, true).map(([name]) => name);
    expect(names).not.toContain('name');
    expect(names).not.toContain('query_1');
    expect(postedFields('standards', filters, true).map(([name]) => name)).not.toContain('designation');
  });

  it('accepts ICS codes of digits and dots only', () => {
    expect(isValidIcsCode('03.120.10')).toBe(true);
    expect(isValidIcsCode('')).toBe(true);
    expect(isValidIcsCode('03-120')).toBe(false);
  });
});
