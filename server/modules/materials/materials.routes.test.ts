import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  materialsPaths,
  type MetalDetail,
  type MetalsResults,
  type MetalSupplierDetail,
  type MetalSuppliersResults,
} from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { metalRecord, metalSupplierRecord, property, writeMetals } from '../../test/materials-factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

/*
 * The metals and metal suppliers searches through HTTP: every field, the popups' ranges and
 * their refusals, facets, order and pages, lite and entitlement rules, suggestions and options.
 */

let t: TestApp;
let full: TestSession;
let lite: TestSession;
let withoutMetals: TestSession;
let linkedDocId: number;

const tensile = (min: number, max: number) => property('ultimateTensileStrength', { min, max });
const METALS = [
  metalRecord('S235JR', {
    materialNumber: '1.0038',
    standard: 'ISO 630-2',
    country: 'EU',
    forms: ['plate', 'sheet'],
    description: 'Non-alloy structural steel for welded constructions',
    composition: [{ element: 'C', max: 0.17 }, { element: 'Mn', max: 1.4 }, { element: 'Fe' }],
    properties: [tensile(360, 510), property('yieldStrength', { min: 235 }), property('youngsModulus', { value: 210_000 }), property('density', { value: 7850 }, 'kg/m^3')],
  }),
  metalRecord('X5CrNi18-10', {
    materialNumber: '1.4301',
    kind: 'stainless-steel',
    standard: 'EN 10088-2',
    country: 'EU',
    forms: ['sheet', 'tube'],
    description: 'Austenitic stainless steel, AISI 304',
    composition: [{ element: 'C', max: 0.07 }, { element: 'Cr', min: 17.5, max: 19.5 }, { element: 'Ni', min: 8, max: 10.5 }],
    properties: [tensile(520, 720), property('yieldStrength', { min: 210 })],
  }),
  metalRecord('X46Cr13', {
    materialNumber: '1.4034',
    kind: 'stainless-steel',
    standard: 'EN 10088-3',
    country: 'EU',
    forms: ['bar'],
    description: 'Martensitic stainless steel for cutlery and tools',
    composition: [{ element: 'C', min: 0.43, max: 0.5 }, { element: 'Cr', min: 12.5, max: 14.5 }],
    properties: [tensile(650, 850)],
  }),
  metalRecord('X20Cr13', {
    materialNumber: '1.4021',
    kind: 'stainless-steel',
    standard: 'EN 10088-3',
    country: 'EU',
    forms: ['bar'],
    description: 'Martensitic stainless steel for pump shafts',
    composition: [{ element: 'C', min: 0.16, max: 0.25 }, { element: 'Cr', min: 12, max: 14 }],
    properties: [tensile(650, 800)],
  }),
  metalRecord('42CrMo4', {
    materialNumber: '1.7225',
    standard: 'EN 10083-3',
    country: 'DE',
    forms: ['bar', 'forging'],
    description: 'Quenched and tempered alloy steel for shafts and gears',
    composition: [{ element: 'C', min: 0.38, max: 0.45 }, { element: 'Cr', min: 0.9, max: 1.2 }, { element: 'Mo', min: 0.15, max: 0.3 }],
    properties: [tensile(900, 1100)],
  }),
  metalRecord('EN AW-6082-T6', {
    kind: 'aluminium-alloy',
    standard: 'EN 573-3',
    country: 'EU',
    forms: ['profile', 'plate'],
    description: 'Structural aluminium alloy, solution treated and artificially aged',
    composition: [{ element: 'Si', min: 0.7, max: 1.3 }, { element: 'Mg', min: 0.6, max: 1.2 }],
    properties: [tensile(310, 340), property('youngsModulus', { value: 70_000 })],
  }),
  // Enough plain steels for a second page.
  ...Array.from({ length: 14 }, (_, index) => metalRecord(`S355J${index}`, { country: 'GB', forms: ['plate'], description: 'Filler structural steel', standard: 'BS 4360' })),
];

const SUPPLIERS = [
  metalSupplierRecord('Nordstahl Handel GmbH', { country: 'DE', forms: ['plate', 'bar'], establishmentType: 'stockholder', descriptions: ['hot-rolled plate', 'bright bar'], keywords: ['cutting'], metals: ['S235JR', '42CrMo4'] }),
  metalSupplierRecord('Rivière Inox SA', { country: 'FR', forms: ['sheet', 'tube'], establishmentType: 'service centre', descriptions: ['cold-rolled sheet', 'precision tube'], metals: ['X5CrNi18-10'] }),
  metalSupplierRecord('Pacific Alloy Distributors', { country: 'AU', forms: ['profile', 'sheet'], establishmentType: 'distributor', descriptions: ['extruded profile', 'cold-rolled sheet'], metals: ['EN AW-6082-T6'] }),
];

beforeAll(async () => {
  t = await createTestApp();
  const ids = await importCatalogue(t.database, [standardRecord('ISO 630-2:2021', { titles: [{ language: 'en', full: 'Structural steels — Part 2' }] })]);
  linkedDocId = ids.get('ISO 630-2:2021') ?? 0;
  await writeMetals(t.database, METALS, SUPPLIERS);
  const db = t.database.db;
  const datasets = [await datasetId(t.database, 'international'), await datasetId(t.database, 'metals')];
  const organisation = await createOrganisation(db, { name: 'Metalworks' });
  const fullSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: datasets });
  const liteSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: datasets, isLite: true });
  const standardsOnly = await createSubscription(db, { organisationId: organisation.id, datasetIds: [datasets[0] ?? 0] });
  full = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: fullSubscription.id })).email);
  lite = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: liteSubscription.id })).email);
  withoutMetals = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: standardsOnly.id })).email);
});

afterAll(async () => {
  await t.close();
});

type Answer<T> = { status: number; data: T; reason: string; reasonKey: string | undefined; issues: { path: string; message: string }[] };

async function post<T>(session: TestSession | null, url: string, fields: Record<string, string | string[]>): Promise<Answer<T>> {
  const response = await t.app.inject({ method: 'POST', url, headers: { ...(session ? asUser(session) : {}), accept: 'application/json' }, body: formData(fields) });
  const envelope = envelopeOf<T>(response);
  const error = envelope.status === 'error' ? envelope.data : undefined;
  return { status: response.statusCode, data: envelope.data as T, reason: error?.reason ?? '', reasonKey: error?.reasonKey, issues: error?.issues ?? [] };
}

async function get<T>(session: TestSession, url: string): Promise<{ status: number; data: T }> {
  const response = await t.app.inject({ method: 'GET', url, headers: asUser(session) });
  return { status: response.statusCode, data: envelopeOf<T>(response).data as T };
}

type Row = Partial<Record<'element' | 'elementValue' | 'minValue' | 'maxValue' | 'singleValue' | 'deviation', string | number>>;
const rows = (...list: Row[]) => JSON.stringify(list);
const metals = (fields: Record<string, string | string[]>, session: TestSession = full) => post<MetalsResults>(session, materialsPaths.search('metals'), fields);
const suppliers = (fields: Record<string, string | string[]>, session: TestSession = full) => post<MetalSuppliersResults>(session, materialsPaths.search('metalsSupplier'), fields);
const designations = (answer: Answer<MetalsResults>) => answer.data.records.map((record) => record.designation);

describe('metals search', () => {
  it('finds by designation or material number, the exact and starting designations first', async () => {
    expect(designations(await metals({ designation: 'x46' }))).toEqual(['X46Cr13']);
    expect(designations(await metals({ designation: '1.4301' }))).toEqual(['X5CrNi18-10']);
    const steels = await metals({ designation: 'S235JR' });
    expect(designations(steels)[0]).toBe('S235JR');
  });

  it('filters by description words, country, form, standard and keyword', async () => {
    expect(designations(await metals({ description: 'martensitic stainless' })).sort()).toEqual(['X20Cr13', 'X46Cr13']);
    expect(designations(await metals({ country: 'de' }))).toEqual(['42CrMo4']);
    expect(designations(await metals({ form: 'Profile' }))).toEqual(['EN AW-6082-T6']);
    expect(designations(await metals({ standard: '10088-3' })).sort()).toEqual(['X20Cr13', 'X46Cr13']);
    expect(designations(await metals({ keyword: 'AISI 304' }))).toEqual(['X5CrNi18-10']);
    // The user's own wildcards are text.
    expect((await metals({ keyword: '%' })).data.hits).toBe(0);
  });

  it('answers a composition range in one query: 0.3-0.5 % C and Cr above 12 %', async () => {
    const answer = await metals({
      chemicalComposition: rows({ element: 'C', elementValue: 'C', minValue: '0.3', maxValue: '0.5' }, { element: 'Cr', elementValue: 'Cr', minValue: 12 }),
    });
    expect(answer.status).toBe(200);
    expect(designations(answer)).toEqual(['X46Cr13']);
    expect(answer.data.records[0]?.matched).toEqual(['C', 'Cr']);
    expect(answer.data.records[0]?.composition).toContainEqual({ element: 'Cr', min: 12.5, max: 14.5 });
  });

  it('answers mechanical ranges in the popup units: MPa, and GPa for the modulus', async () => {
    const upTo550 = await metals({ mechanicalComposition: rows({ element: 'Tensile strength', elementValue: 'ultimateTensileStrength', maxValue: 550 }) });
    expect(designations(upTo550).sort()).toEqual(['EN AW-6082-T6', 'S235JR', 'X5CrNi18-10']);
    const modulus = await metals({ mechanicalComposition: rows({ element: "Young's modulus", elementValue: 'youngsModulus', singleValue: 70 }) });
    expect(designations(modulus)).toEqual(['EN AW-6082-T6']);
    const withYield = await metals({ mechanicalComposition: rows({ element: 'Yield', elementValue: 'yieldStrength', minValue: 230 }) });
    expect(designations(withYield).sort()).toEqual(['S235JR', 'X5CrNi18-10']);
    // An element given alone asks only that it is known.
    const withMolybdenum = await metals({ chemicalComposition: rows({ element: 'Mo', elementValue: 'Mo' }) });
    expect(designations(withMolybdenum)).toEqual(['42CrMo4']);
    // The popup's untouched first row asks for nothing.
    expect((await metals({ chemicalComposition: rows({}) })).data.hits).toBe(METALS.length);
  });

  it('refuses a bad popup row with the popup message, naming the row', async () => {
    const cases: [string, string, string, string][] = [
      ['chemicalComposition', rows({ elementValue: 'C', minValue: 0.5, maxValue: 0.3 }), 'Min value should be less than Max value', 'chemicalComposition.0'],
      ['chemicalComposition', rows({ elementValue: 'C', maxValue: 0.3 }, { minValue: 1 }), 'Each row must have an element selected', 'chemicalComposition.1'],
      ['chemicalComposition', rows({ elementValue: 'Cr', minValue: 1 }, { elementValue: 'Cr', maxValue: 5 }), 'Unique Elements must be inserted', 'chemicalComposition.1'],
      ['chemicalComposition', rows({ elementValue: 'Cr', maxValue: 150 }), 'Values must be numbers between 0 and 100', 'chemicalComposition.0'],
      ['mechanicalComposition', rows({ elementValue: 'yieldStrength', maxValue: 10_000 }), 'Values must be numbers between 0 and 9999', 'mechanicalComposition.0'],
      ['mechanicalComposition', rows({ elementValue: 'yieldStrength', minValue: 'lots' }), 'Values must be numbers between 0 and 9999', 'mechanicalComposition.0'],
      ['mechanicalComposition', rows({ elementValue: 'yieldStrength', singleValue: 300, deviation: 0 }), 'Values must be numbers between 1 and 100', 'mechanicalComposition.0'],
    ];
    for (const [field, value, message, path] of cases) {
      const answer = await metals({ [field]: value });
      expect(answer.status, value).toBe(400);
      expect(answer.reason).toBe(message);
      expect(answer.issues).toEqual([{ path, message }]);
    }
    // Only the first problem is told.
    const two = await metals({ chemicalComposition: rows({ elementValue: 'C', minValue: 2, maxValue: 1 }, { minValue: 1 }) });
    expect(two.reason).toBe('Min value should be less than Max value');
  });

  it('refuses rows that are not a JSON list of rows, unknown row fields and unknown fields', async () => {
    for (const value of ['{not json', '{"element":"C"}', '[1]', rows({ elementValue: 'C', colour: 'red' } as Row)]) {
      expect((await metals({ chemicalComposition: value })).status, value).toBe(400);
    }
    const unknown = await metals({ designation: 'S235', alloyFamily: 'steel' });
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toContain('alloyFamily');
    expect((await metals({ page: '0' })).status).toBe(400);
  });

  it('counts facets over what the fields found, each without its own choice, and narrows by them', async () => {
    const all = await metals({});
    expect(all.data.total).toBe(METALS.length);
    const country = all.data.facets.find((facet) => facet.key === 'country');
    expect(country?.options.slice(0, 3)).toEqual([
      { id: 'GB', text: 'GB', count: 14, selected: false },
      { id: 'EU', text: 'EU', count: 5, selected: false },
      { id: 'DE', text: 'DE', count: 1, selected: false },
    ]);
    const narrowed = await metals({ facetCountry: ['EU', 'DE'], 'facetForm[]': ['bar'] });
    expect(designations(narrowed).sort()).toEqual(['42CrMo4', 'X20Cr13', 'X46Cr13']);
    expect(narrowed.data.total).toBe(METALS.length);
    expect(narrowed.data.canReset).toBe(true);
    // The country facet counts with the form chosen, not with its own choice.
    expect(narrowed.data.facets.find((facet) => facet.key === 'country')?.options).toContainEqual({ id: 'DE', text: 'DE', count: 1, selected: true });
    expect(narrowed.data.facets.find((facet) => facet.key === 'kind')?.options).toContainEqual({ id: 'stainless-steel', text: 'stainless-steel', count: 2, selected: false });
  });

  it('pages by 15, sorts alphabetically, and links the governing standard to the catalogue', async () => {
    const first = await metals({ orderBy: '1' });
    expect(first.data.recordsPerPage).toBe(15);
    expect(first.data.records).toHaveLength(15);
    expect(first.data.hits).toBe(METALS.length);
    const second = await metals({ orderBy: '1', page: '2' });
    const all = [...designations(first), ...designations(second)];
    expect(new Set(all).size).toBe(METALS.length);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await metals({ page: '9' })).data).toMatchObject({ hits: METALS.length, records: [], nohits: false });
    const s235 = (await metals({ designation: 'S235JR' })).data.records[0];
    expect(s235).toMatchObject({ standard: 'ISO 630-2', standardDocId: linkedDocId });
    expect(s235?.properties).toContainEqual({ group: 'mechanical', key: 'yieldStrength', name: 'yieldStrength', min: 235, max: null, unit: 'MPa' });
    expect((await metals({ designation: 'X46Cr13' })).data.records[0]?.standardDocId).toBeNull();
  });

  it('gives a lite subscription no sort and no export, and refuses a subscription without the metals data', async () => {
    const answer = await metals({ orderBy: '1' }, lite);
    expect(answer.status).toBe(200);
    expect(answer.data.actions).toEqual({ sort: false, export: false });
    expect(answer.data.orderBy).toBe(0);
    expect((await metals({})).data.actions).toEqual({ sort: true, export: true });
    const refused = await metals({ designation: 'S235' }, withoutMetals);
    expect(refused.status).toBe(403);
    expect((await suppliers({}, withoutMetals)).status).toBe(403);
    expect((await post(null, materialsPaths.search('metals'), {})).status).toBe(401);
  });
});

describe('metal suppliers search', () => {
  const names = (answer: Answer<MetalSuppliersResults>) => answer.data.records.map((record) => record.name).sort();

  it('filters by name, country, forms, establishment type, descriptions and keyword', async () => {
    expect(names(await suppliers({ name: 'inox' }))).toEqual(['Rivière Inox SA']);
    expect(names(await suppliers({ country: 'au' }))).toEqual(['Pacific Alloy Distributors']);
    expect(names(await suppliers({ 'form[]': ['tube', 'profile'] }))).toEqual(['Pacific Alloy Distributors', 'Rivière Inox SA']);
    expect(names(await suppliers({ establishmentType: 'Stockholder' }))).toEqual(['Nordstahl Handel GmbH']);
    expect(names(await suppliers({ descriptions: 'rolled' }))).toEqual(['Nordstahl Handel GmbH', 'Pacific Alloy Distributors', 'Rivière Inox SA']);
    expect(names(await suppliers({ descriptionsList: ['cold-rolled sheet', 'precision tube'] }))).toEqual(['Rivière Inox SA']);
    expect(names(await suppliers({ keyword: '42CrMo4' }))).toEqual(['Nordstahl Handel GmbH']);
  });

  it('counts and applies facets', async () => {
    const answer = await suppliers({ facetEstablishmentType: ['distributor'] });
    expect(names(answer)).toEqual(['Pacific Alloy Distributors']);
    expect(answer.data.total).toBe(3);
    expect(answer.data.facets.find((facet) => facet.key === 'form')?.options).toContainEqual({ id: 'sheet', text: 'sheet', count: 1, selected: false });
    expect(answer.data.records[0]).toMatchObject({ country: 'AU', forms: ['profile', 'sheet'], metals: ['EN AW-6082-T6'] });
  });
});

describe('metals lookups', () => {
  it('suggests from two characters, those beginning with the text first', async () => {
    const suggest = (field: Parameters<typeof materialsPaths.suggest>[0], term: string) => post<Suggestion[]>(full, materialsPaths.suggest(field), { term, type: field });
    expect((await suggest('metals_designation', 'x')).data).toEqual([]);
    expect((await suggest('metals_designation', 'x4')).data).toEqual([{ value: 'X46Cr13', label: 'X46Cr13' }]);
    expect((await suggest('metals_standard', 'en 10088')).data.map((item) => item.value)).toEqual(['EN 10088-2', 'EN 10088-3']);
    expect((await suggest('metals_supplier_name', 'pac')).data.map((item) => item.value)).toEqual(['Pacific Alloy Distributors']);
    expect((await suggest('metals_supplier_description_autocomplete', 'sheet')).data.map((item) => item.value)).toEqual(['cold-rolled sheet']);
    expect((await post(full, materialsPaths.suggest('metals_description'), { term: 'steel' })).data).toHaveLength(6);
    expect((await post(full, '/management/search/field/metals_colour', { term: 'steel' })).status).toBe(400);
    expect((await post(withoutMetals, materialsPaths.suggest('metals_designation'), { term: 'x4' })).status).toBe(403);
  });

  it('lists the options of the selects and popups from the data', async () => {
    const options = async (field: Parameters<typeof materialsPaths.options>[0]) => (await get<LookupOption[]>(full, materialsPaths.options(field))).data.map((option) => option.id);
    expect(await options('metalElements')).toEqual(expect.arrayContaining(['C', 'Cr', 'Mo', 'Ni', 'Fe']));
    expect(await options('metalMechanicalProperties')).toEqual(expect.arrayContaining(['ultimateTensileStrength', 'yieldStrength', 'youngsModulus', 'density']));
    expect((await options('metalCountries'))[0]).toBe('GB');
    expect(await options('metalKinds')).toEqual(['steel', 'stainless-steel', 'aluminium-alloy']);
    expect(await options('establishmentTypes')).toEqual(['distributor', 'service centre', 'stockholder']);
    expect((await get(withoutMetals, materialsPaths.options('metalForms'))).status).toBe(403);
  });
});

describe('from the search bar to the results and the record pages', () => {
  it('goes to the results of a new search, or straight to the one record it found', async () => {
    const many = await t.app.inject({ method: 'POST', url: searchPaths.formPost, headers: { ...asUser(full), accept: 'text/html' }, body: formData({ searchCriteria: 'metals', mainsearch: '1', description: 'stainless' }) });
    expect(many.statusCode).toBe(303);
    const location = String(many.headers.location);
    expect(location).toMatch(/^\/management\/search\/index\/0\/-\/m/);
    const searchContext = location.split('/').at(-1) ?? '';
    // The results page posts the context back with what changed: the page, then a facet (back to page 1).
    const first = await metals({ searchContext });
    expect(designations(first).sort()).toEqual(['X20Cr13', 'X46Cr13', 'X5CrNi18-10']);
    expect(first.data.searchContext).toBe(searchContext);
    const narrowed = await metals({ searchContext, 'facetForm[]': ['bar'] });
    expect(designations(narrowed).sort()).toEqual(['X20Cr13', 'X46Cr13']);
    expect((await metals({ searchContext: narrowed.data.searchContext })).data.criteria).toMatchObject({ description: 'stainless', facetForm: ['bar'], page: 1 });
    // A new search from the bar forgets the context.
    expect(designations(await metals({ searchContext, mainsearch: '1', designation: '42CrMo4' }))).toEqual(['42CrMo4']);

    const one = await t.app.inject({ method: 'POST', url: searchPaths.formPost, headers: { ...asUser(full), accept: 'text/html' }, body: formData({ searchCriteria: 'metalsSupplier', mainsearch: '1', name: 'inox' }) });
    expect(one.statusCode).toBe(303);
    const supplierId = (await suppliers({ name: 'inox' })).data.records[0]?.id ?? 0;
    expect(one.headers.location).toBe(pagePaths.metalSupplier(supplierId));
  });

  it('refuses a forged or foreign context and a bad form post', async () => {
    expect((await metals({ searchContext: 'm%%%' })).status).toBe(400);
    expect((await metals({ searchContext: `m${Buffer.from('{"page":0}').toString('base64url')}` })).status).toBe(400);
    expect((await metals({ searchContext: (await suppliers({})).data.searchContext })).status).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: searchPaths.formPost, headers: { ...asUser(full), accept: 'application/json' }, body: formData({ searchCriteria: 'metals', chemicalComposition: rows({ minValue: 1 }) }) });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).data).toMatchObject({ reason: 'Each row must have an element selected' });
  });

  it('opens a metal with its suppliers, and a supplier with its metals linked', async () => {
    const s235 = (await metals({ designation: 'S235JR' })).data.records[0];
    const metal = await get<MetalDetail>(full, materialsPaths.metal(s235?.id ?? 0));
    expect(metal.status).toBe(200);
    expect(metal.data).toMatchObject({ designation: 'S235JR', standardDocId: linkedDocId, suppliers: [{ name: 'Nordstahl Handel GmbH', country: 'DE' }] });
    const nordstahl = (await suppliers({ name: 'nordstahl' })).data.records[0];
    const supplier = await get<MetalSupplierDetail>(full, materialsPaths.metalSupplier(nordstahl?.id ?? 0));
    const ids = new Map((await metals({})).data.records.map((record) => [record.designation, record.id]));
    expect(supplier.data.metalLinks).toEqual([
      { id: ids.get('S235JR'), designation: 'S235JR' },
      { id: ids.get('42CrMo4'), designation: '42CrMo4' },
    ]);
    expect((await get(full, materialsPaths.metal(999_999))).status).toBe(404);
    expect((await get(full, materialsPaths.metal('abc'))).status).toBe(400);
    expect((await get(withoutMetals, materialsPaths.metal(s235?.id ?? 0))).status).toBe(403);
    expect((await get(withoutMetals, materialsPaths.metalSupplier(nordstahl?.id ?? 0))).status).toBe(403);
  });
});
