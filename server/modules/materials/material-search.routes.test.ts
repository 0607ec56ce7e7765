import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  materialsPaths,
  type MaterialDetail,
  type MaterialsResults,
  type MaterialSupplierDetail,
  type MaterialSuppliersResults,
} from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { materialRecord, materialSupplierRecord, property, writeMaterials } from '../../test/materials-factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

/*
 * The materials and material suppliers searches through HTTP: every field, the seven property
 * popups and their refusals, facets, order and pages, lite and entitlement rules, another
 * organisation, suggestions, options and the record pages.
 */

let t: TestApp;
let full: TestSession;
let lite: TestSession;
let withoutMaterials: TestSession;
let otherOrganisation: TestSession;
let linkedDocId: number;

const thermal = (key: string, value: number) => property(key, { value }, '°C', 'thermal');
const MATERIALS = [
  materialRecord('PA66 GF30', {
    description: 'Polyamide 66 reinforced with 30 % glass fibre; for housings and brackets',
    forms: ['granulate'],
    productType: 'PA66 GF30',
    additives: '30 % glass fibre',
    standard: 'ISO 1874-1',
    chemicalResistance: ['mineral oils', 'greases', 'fuels'],
    processing: ['injection moulding'],
    chemicalAnalysis: ['polyamide 66'],
    formulation: ['glass fibre 30 %'],
    specialCharacteristics: ['high stiffness', 'heat stabilized'],
    properties: [
      property('ultimateTensileStrength', { value: 185 }),
      property('youngsModulus', { value: 10_000 }),
      property('density', { value: 1360 }, 'kg/m^3'),
      thermal('maxServiceTemperature', 120),
      property('dielectricStrength', { value: 30 }, 'kV/mm', 'electromagnetic'),
      property('impactStrength', { value: 12 }, 'kJ/m^2'),
      property('meltFlowRate', { value: 10 }, 'g/10 min', 'processing'),
    ],
  }),
  materialRecord('PP homopolymer', {
    description: 'Polypropylene homopolymer for food containers and caps',
    forms: ['granulate', 'sheet'],
    productType: 'PP',
    standard: 'ISO 19069-1',
    chemicalResistance: ['water', 'dilute acids', 'alcohols'],
    processing: ['injection moulding', 'extrusion', 'thermoforming'],
    chemicalAnalysis: ['polypropylene'],
    specialCharacteristics: ['food contact'],
    properties: [property('ultimateTensileStrength', { value: 33 }), property('youngsModulus', { value: 1500 }), property('density', { value: 905 }, 'kg/m^3'), thermal('maxServiceTemperature', 100)],
  }),
  materialRecord('FKM 75', {
    materialClass: 'elastomer',
    description: 'Fluoroelastomer compound of 75 Shore A for seals in fuels and oils',
    forms: ['sheet', 'O-ring'],
    productType: 'FKM',
    additives: 'carbon black, bisphenol cure',
    standard: 'ISO 1629',
    chemicalResistance: ['fuels', 'mineral oils', 'acids'],
    processing: ['compression moulding'],
    chemicalAnalysis: ['fluoroelastomer'],
    formulation: ['carbon black'],
    specialCharacteristics: ['fuel resistant'],
    properties: [property('hardnessShoreA', { value: 75 }, 'Shore A'), property('ultimateTensileStrength', { value: 12 }), thermal('maxServiceTemperature', 200), thermal('glassTransitionTemperature', -20)],
  }),
  materialRecord('Alumina 99.5', {
    materialClass: 'ceramic',
    description: 'Dense aluminium oxide ceramic for insulators and wear parts',
    forms: ['plate', 'tube'],
    productType: 'Al2O3',
    standard: 'IEC 60672-3',
    chemicalResistance: ['acids', 'alkalis'],
    processing: ['sintering', 'grinding'],
    chemicalAnalysis: ['aluminium oxide'],
    specialCharacteristics: ['electrical insulator'],
    properties: [property('youngsModulus', { value: 380_000 }), property('density', { value: 3890 }, 'kg/m^3'), property('volumeResistivity', { value: 1e14 }, 'Ω·m', 'electromagnetic'), property('poissonRatio', { value: 0.22 }, '')],
  }),
  // Enough plain grades for a second page.
  ...Array.from({ length: 14 }, (_, index) => materialRecord(`PE-HD grade ${String(index + 1).padStart(2, '0')}`, { forms: ['pipe'], productType: 'PE-HD', description: 'Filler polyethylene', standard: 'ISO 17855-1' })),
];

const SUPPLIERS = [
  materialSupplierRecord('Rhein Polymer Compounds GmbH', { country: 'DE', website: 'https://rhein-polymer.example/', materials: ['PA66 GF30', 'PP homopolymer', 'PA6 GF15'] }),
  materialSupplierRecord('Lyon Élastomères SAS', { country: 'FR', materials: ['FKM 75'] }),
  materialSupplierRecord('Osaka Fine Ceramics KK', { country: 'JP', materials: ['Alumina 99.5'] }),
];

beforeAll(async () => {
  t = await createTestApp();
  const ids = await importCatalogue(t.database, [standardRecord('ISO 1874-1:2010', { titles: [{ language: 'en', full: 'Polyamide moulding and extrusion materials — Part 1' }] })]);
  linkedDocId = ids.get('ISO 1874-1:2010') ?? 0;
  await writeMaterials(t.database, MATERIALS, SUPPLIERS);
  const db = t.database.db;
  const datasets = [await datasetId(t.database, 'international'), await datasetId(t.database, 'materials')];
  const organisation = await createOrganisation(db, { name: 'Polymer Works' });
  const fullSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: datasets });
  const liteSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: datasets, isLite: true });
  const metalsOnly = await createSubscription(db, { organisationId: organisation.id, datasetIds: [datasets[0] ?? 0, await datasetId(t.database, 'metals')] });
  full = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: fullSubscription.id })).email);
  lite = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: liteSubscription.id })).email);
  withoutMaterials = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: metalsOnly.id })).email);
  // Another organisation with the materials data; the catalogue's own documents only.
  const other = await createOrganisation(db, { name: 'Other Plastics' });
  const otherSubscription = await createSubscription(db, { organisationId: other.id, datasetIds: [datasets[1] ?? 0] });
  otherOrganisation = await signIn(t.app, (await createUser(db, { organisationId: other.id, subscriptionId: otherSubscription.id })).email);
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
const materials = (fields: Record<string, string | string[]>, session: TestSession = full) => post<MaterialsResults>(session, materialsPaths.search('materials'), fields);
const suppliers = (fields: Record<string, string | string[]>, session: TestSession = full) => post<MaterialSuppliersResults>(session, materialsPaths.search('materialsSupplier'), fields);
const tradeNames = (answer: Answer<MaterialsResults>) => answer.data.records.map((record) => record.tradeName);
const sorted = (answer: Answer<MaterialsResults>) => tradeNames(answer).sort();

describe('materials search', () => {
  it('filters by trade name, description, class, product type, additives and keyword', async () => {
    expect(tradeNames(await materials({ tradeName: 'gf30' }))).toEqual(['PA66 GF30']);
    expect(sorted(await materials({ description: 'food containers' }))).toEqual(['PP homopolymer']);
    expect(sorted(await materials({ class: 'Elastomer' }))).toEqual(['FKM 75']);
    expect(sorted(await materials({ productType: 'al2o3' }))).toEqual(['Alumina 99.5']);
    expect(sorted(await materials({ additives: 'glass fibre' }))).toEqual(['PA66 GF30']);
    expect(sorted(await materials({ keyword: 'insulators' }))).toEqual(['Alumina 99.5']);
    expect(sorted(await materials({ keyword: 'food contact' }))).toEqual(['PP homopolymer']);
    // The user's own wildcards are text.
    expect((await materials({ keyword: '_' })).data.hits).toBe(0);
  });

  it('filters by every multi select: any value chosen matches', async () => {
    expect(sorted(await materials({ 'form[]': ['O-ring', 'tube'] }))).toEqual(['Alumina 99.5', 'FKM 75']);
    expect(sorted(await materials({ chemicalAnalysis: ['polyamide 66', 'polypropylene'] }))).toEqual(['PA66 GF30', 'PP homopolymer']);
    expect(sorted(await materials({ formulation: ['Glass fibre 30 %'] }))).toEqual(['PA66 GF30']);
    expect(sorted(await materials({ specialCharacteristics: ['food contact'] }))).toEqual(['PP homopolymer']);
    expect(sorted(await materials({ 'chemicalResistance[]': ['fuels'] }))).toEqual(['FKM 75', 'PA66 GF30']);
    expect(sorted(await materials({ processing: ['sintering'] }))).toEqual(['Alumina 99.5']);
    // Lists combine with each other: both must hold.
    expect(sorted(await materials({ 'chemicalResistance[]': ['fuels'], processing: ['injection moulding'] }))).toEqual(['PA66 GF30']);
  });

  it('answers each property popup as ranges in its units, the matched properties named', async () => {
    const strong = await materials({ mechanicalProperties: rows({ element: 'Tensile strength', elementValue: 'ultimateTensileStrength', minValue: 100 }) });
    expect(tradeNames(strong)).toEqual(['PA66 GF30']);
    expect(strong.data.records[0]?.matched).toEqual(['ultimateTensileStrength']);
    // Young's modulus in GPa: 10 GPa ± 10 % is the glass-filled polyamide only.
    expect(tradeNames(await materials({ mechanicalProperties: rows({ elementValue: 'youngsModulus', singleValue: 10, deviation: 10 }) }))).toEqual(['PA66 GF30']);
    expect(sorted(await materials({ physicalProperties: rows({ elementValue: 'density', maxValue: 1400 }) }))).toEqual(['PA66 GF30', 'PP homopolymer']);
    expect(tradeNames(await materials({ electricalProperties: rows({ elementValue: 'volumeResistivity', minValue: '1e12' }) }))).toEqual(['Alumina 99.5']);
    expect(tradeNames(await materials({ impactProperties: rows({ elementValue: 'impactStrength', minValue: 5 }) }))).toEqual(['PA66 GF30']);
    expect(tradeNames(await materials({ processingProperties: rows({ elementValue: 'meltFlowRate', maxValue: 20 }) }))).toEqual(['PA66 GF30']);
    const hot = await materials({ thermalProperties: rows({ elementValue: 'maxServiceTemperature', minValue: 110 }, { elementValue: 'glassTransitionTemperature', maxValue: 0 }) });
    expect(tradeNames(hot)).toEqual(['FKM 75']);
    expect(hot.data.records[0]?.matched).toEqual(['maxServiceTemperature', 'glassTransitionTemperature']);
    expect(tradeNames(await materials({ otherProperties: rows({ elementValue: 'poissonRatio', singleValue: 0.22, deviation: 5 }) }))).toEqual(['Alumina 99.5']);
    // Two popups at once, and the popups' untouched first rows ask for nothing.
    expect(tradeNames(await materials({ mechanicalProperties: rows({ elementValue: 'youngsModulus', minValue: 1 }), physicalProperties: rows({ elementValue: 'density', minValue: 3000 }) }))).toEqual(['Alumina 99.5']);
    expect((await materials({ thermalProperties: rows({}) })).data.hits).toBe(MATERIALS.length);
  });

  it('refuses a bad popup row with the popup message, naming the row', async () => {
    const cases: [string, string, string, string][] = [
      ['mechanicalProperties', rows({ elementValue: 'ultimateTensileStrength', minValue: 50, maxValue: 20 }), 'Min value should be less than Max value', 'mechanicalProperties.0'],
      ['physicalProperties', rows({ elementValue: 'density', maxValue: 2000 }, { minValue: 1 }), 'Each row must have an element selected', 'physicalProperties.1'],
      ['thermalProperties', rows({ elementValue: 'meltingPoint', minValue: 100 }, { elementValue: 'meltingPoint', maxValue: 300 }), 'Unique Elements must be inserted', 'thermalProperties.1'],
      ['mechanicalProperties', rows({ elementValue: 'ultimateTensileStrength', singleValue: 50, deviation: 0 }), 'Values must be numbers between 1 and 100', 'mechanicalProperties.0'],
      ['electricalProperties', rows({ elementValue: 'dielectricStrength', singleValue: 30, deviation: 101 }), 'Values must be numbers between 1 and 100', 'electricalProperties.0'],
      ['impactProperties', rows({ elementValue: 'impactStrength', minValue: 'lots' }), 'Values must be numbers between 0 and 9999', 'impactProperties.0'],
      ['otherProperties', rows({ elementValue: 'colour', minValue: 1 }), 'Unknown property: colour', 'otherProperties.0'],
      // A property of another popup is not this popup's.
      ['thermalProperties', rows({ elementValue: 'density', minValue: 1 }), 'Unknown property: density', 'thermalProperties.0'],
    ];
    for (const [field, value, message, path] of cases) {
      const answer = await materials({ [field]: value });
      expect(answer.status, value).toBe(400);
      expect(answer.reason).toBe(message);
      expect(answer.issues).toEqual([{ path, message }]);
    }
    expect((await materials({ mechanicalProperties: rows({ elementValue: 'youngsModulus', minValue: 5, maxValue: 1 }, { minValue: 1 }) })).reason).toBe('Min value should be less than Max value');
  });

  it('refuses rows that are not a JSON list of rows, unknown fields and bad options', async () => {
    for (const value of ['{not json', '{"element":"density"}', '[1]', rows({ elementValue: 'density', colour: 'red' } as Row)]) {
      expect((await materials({ physicalProperties: value })).status, value).toBe(400);
    }
    const unknown = await materials({ tradeName: 'PA', colourProperties: rows({}) });
    expect(unknown.status).toBe(400);
    expect(unknown.reason).toContain('colourProperties');
    expect((await materials({ orderBy: '7' })).status).toBe(400);
    expect((await materials({ page: '0' })).status).toBe(400);
    expect((await materials({ 'form[]': ['x'.repeat(101)] })).status).toBe(400);
    // A metals field is not a materials field.
    expect((await materials({ designation: 'S235' })).status).toBe(400);
  });

  it('counts facets over what the fields found, each without its own choice, and narrows by them', async () => {
    const all = await materials({});
    expect(all.data.total).toBe(MATERIALS.length);
    expect(all.data.facets.map((facet) => facet.key)).toEqual(['class', 'form', 'productType', 'standard']);
    expect(all.data.facets.find((facet) => facet.key === 'class')?.options).toEqual([
      { id: 'thermoplastic', text: 'thermoplastic', count: 16, selected: false },
      { id: 'ceramic', text: 'ceramic', count: 1, selected: false },
      { id: 'elastomer', text: 'elastomer', count: 1, selected: false },
    ]);
    const narrowed = await materials({ facetClass: ['thermoplastic', 'elastomer'], 'facetForm[]': ['sheet'] });
    expect(sorted(narrowed)).toEqual(['FKM 75', 'PP homopolymer']);
    expect(narrowed.data.canReset).toBe(true);
    // The class facet counts with the form chosen (no ceramic sheet), not with its own choice.
    expect(narrowed.data.facets.find((facet) => facet.key === 'class')?.options).toEqual([
      { id: 'elastomer', text: 'elastomer', count: 1, selected: true },
      { id: 'thermoplastic', text: 'thermoplastic', count: 1, selected: true },
    ]);
    expect(narrowed.data.facets.find((facet) => facet.key === 'form')?.options).toContainEqual({ id: 'pipe', text: 'pipe', count: 14, selected: false });
    expect(sorted(await materials({ facetProductType: ['FKM'], facetStandard: ['ISO 1629'] }))).toEqual(['FKM 75']);
  });

  it('pages by 15, sorts alphabetically, and links the governing standard to the catalogue', async () => {
    const first = await materials({ orderBy: '1' });
    expect(first.data.records).toHaveLength(15);
    expect(first.data.recordsPerPage).toBe(15);
    const second = await materials({ orderBy: '1', page: '2' });
    const all = [...tradeNames(first), ...tradeNames(second)];
    expect(new Set(all).size).toBe(MATERIALS.length);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const pa66 = (await materials({ tradeName: 'PA66' })).data.records[0];
    expect(pa66).toMatchObject({ standard: 'ISO 1874-1', standardDocId: linkedDocId, chemicalAnalysis: ['polyamide 66'], formulation: ['glass fibre 30 %'] });
    expect(pa66?.properties).toContainEqual({ group: 'mechanical', key: 'youngsModulus', name: 'youngsModulus', min: 10_000, max: 10_000, unit: 'MPa' });
    expect((await materials({ tradeName: 'Alumina' })).data.records[0]?.standardDocId).toBeNull();
  });

  it('gives lite no sort and no export, refuses a subscription without the materials data, answers another organisation alike', async () => {
    const answer = await materials({ orderBy: '1' }, lite);
    expect(answer.status).toBe(200);
    expect(answer.data.actions).toEqual({ sort: false, export: false });
    expect(answer.data.orderBy).toBe(0);
    expect((await materials({})).data.actions).toEqual({ sort: true, export: true });
    const refused = await materials({ tradeName: 'PA' }, withoutMaterials);
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe('Your subscription does not include the materials data.');
    expect((await suppliers({}, withoutMaterials)).status).toBe(403);
    expect((await post(null, materialsPaths.search('materials'), {})).status).toBe(401);
    // The data is the catalogue's: another organisation finds the same, but not this organisation's documents.
    const other = await materials({ tradeName: 'PA66' }, otherOrganisation);
    expect(other.data.records[0]).toMatchObject({ tradeName: 'PA66 GF30', standardDocId: linkedDocId });
  });
});

describe('material suppliers search', () => {
  const names = (answer: Answer<MaterialSuppliersResults>) => answer.data.records.map((record) => record.name).sort();

  it('filters by name and country, counts and applies the country facet', async () => {
    expect(names(await suppliers({ name: 'polymer' }))).toEqual(['Rhein Polymer Compounds GmbH']);
    expect(names(await suppliers({ country: 'fr' }))).toEqual(['Lyon Élastomères SAS']);
    const all = await suppliers({ facetCountry: ['JP'] });
    expect(names(all)).toEqual(['Osaka Fine Ceramics KK']);
    expect(all.data.total).toBe(3);
    expect(all.data.facets).toEqual([
      {
        key: 'country',
        kind: 'multi',
        options: [
          { id: 'DE', text: 'DE', count: 1, selected: false },
          { id: 'FR', text: 'FR', count: 1, selected: false },
          { id: 'JP', text: 'JP', count: 1, selected: true },
        ],
      },
    ]);
    const rhein = (await suppliers({ name: 'rhein' })).data.records[0];
    expect(rhein).toMatchObject({ country: 'DE', website: 'https://rhein-polymer.example/', materials: ['PA66 GF30', 'PP homopolymer', 'PA6 GF15'] });
    // The materials the data holds are linked in the results already; a trade name it lacks is not.
    const pa66 = (await materials({ tradeName: 'PA66' })).data.records[0]?.id;
    expect(rhein?.materialLinks[0]).toEqual({ id: pa66, tradeName: 'PA66 GF30' });
    expect(rhein?.materialLinks[2]).toEqual({ id: null, tradeName: 'PA6 GF15' });
    expect((await suppliers({ form: 'sheet' })).status).toBe(400);
    expect((await suppliers({}, lite)).data.actions).toEqual({ sort: false, export: false });
  });
});

describe('materials lookups', () => {
  it('suggests trade names and supplier names from two characters', async () => {
    const suggest = (field: Parameters<typeof materialsPaths.suggest>[0], term: string, session = full) => post<Suggestion[]>(session, materialsPaths.suggest(field), { term, type: field });
    expect((await suggest('material_trade_name', 'p')).data).toEqual([]);
    expect((await suggest('material_trade_name', 'pa')).data).toEqual([{ value: 'PA66 GF30', label: 'PA66 GF30' }]);
    expect((await suggest('material_trade_name', 'pe-hd')).data).toHaveLength(10);
    expect((await suggest('material_supplier_name', 'osa')).data.map((item) => item.value)).toEqual(['Osaka Fine Ceramics KK']);
    expect((await suggest('material_trade_name', 'pa', withoutMaterials)).status).toBe(403);
  });

  it('lists the options of the selects and of each popup from the data', async () => {
    const options = async (field: Parameters<typeof materialsPaths.options>[0]) => (await get<LookupOption[]>(full, materialsPaths.options(field))).data.map((option) => option.id);
    expect(await options('materialClasses')).toEqual(['thermoplastic', 'ceramic', 'elastomer']);
    expect(await options('materialForms')).toEqual(expect.arrayContaining(['granulate', 'sheet', 'O-ring', 'pipe']));
    expect(await options('materialProductTypes')).toEqual(expect.arrayContaining(['PA66 GF30', 'FKM', 'PE-HD']));
    expect(await options('materialAdditives')).toEqual(expect.arrayContaining(['30 % glass fibre']));
    expect(await options('materialChemicalAnalysis')).toEqual(expect.arrayContaining(['polyamide 66', 'aluminium oxide']));
    expect(await options('materialFormulations')).toEqual(expect.arrayContaining(['glass fibre 30 %', 'carbon black']));
    expect(await options('materialSpecialCharacteristics')).toEqual(expect.arrayContaining(['food contact', 'fuel resistant']));
    expect(await options('materialChemicalResistance')).toEqual(expect.arrayContaining(['fuels', 'acids']));
    expect(await options('materialProcessing')).toEqual(expect.arrayContaining(['injection moulding', 'sintering']));
    expect(await options('materialSupplierCountries')).toEqual(['DE', 'FR', 'JP']);
    expect(await options('materialMechanicalProperties')).toEqual(['ultimateTensileStrength', 'youngsModulus', 'hardnessShoreA']);
    expect(await options('materialPhysicalProperties')).toEqual(['density']);
    expect(await options('materialElectricalProperties')).toEqual(['dielectricStrength', 'volumeResistivity']);
    expect(await options('materialImpactProperties')).toEqual(['impactStrength']);
    expect(await options('materialProcessingProperties')).toEqual(['meltFlowRate']);
    expect(await options('materialThermalProperties')).toEqual(['glassTransitionTemperature', 'maxServiceTemperature']);
    expect(await options('materialOtherProperties')).toEqual(['poissonRatio']);
    expect((await get(withoutMaterials, materialsPaths.options('materialClasses'))).status).toBe(403);
  });
});

describe('materials: from the search bar to the results and the record pages', () => {
  it('goes to the results of a new search, or straight to the one record it found', async () => {
    const form = (fields: Record<string, string | string[]>) =>
      t.app.inject({ method: 'POST', url: searchPaths.formPost, headers: { ...asUser(full), accept: 'text/html' }, body: formData({ mainsearch: '1', ...fields }) });
    const many = await form({ searchCriteria: 'materials', 'chemicalResistance[]': ['fuels'] });
    expect(many.statusCode).toBe(303);
    const searchContext = String(many.headers.location).split('/').at(-1) ?? '';
    expect(many.headers.location).toBe(pagePaths.searchResults(searchContext));
    expect(searchContext).toMatch(/^w/);
    const first = await materials({ searchContext });
    expect(sorted(first)).toEqual(['FKM 75', 'PA66 GF30']);
    const narrowed = await materials({ searchContext, 'facetClass[]': ['elastomer'] });
    expect(tradeNames(narrowed)).toEqual(['FKM 75']);
    expect((await materials({ searchContext: narrowed.data.searchContext })).data.criteria).toMatchObject({ chemicalResistance: ['fuels'], facetClass: ['elastomer'], page: 1 });
    // Another tab's context is refused.
    expect((await materials({ searchContext: (await suppliers({})).data.searchContext })).status).toBe(400);

    const one = await form({ searchCriteria: 'materials', tradeName: 'alumina' });
    const alumina = (await materials({ tradeName: 'alumina' })).data.records[0]?.id ?? 0;
    expect(one.headers.location).toBe(pagePaths.material(alumina));
    const supplier = await form({ searchCriteria: 'materialsSupplier', name: 'osaka' });
    const osaka = (await suppliers({ name: 'osaka' })).data.records[0]?.id ?? 0;
    expect(supplier.headers.location).toBe(pagePaths.materialSupplier(osaka));
    const bad = await t.app.inject({
      method: 'POST',
      url: searchPaths.formPost,
      headers: { ...asUser(full), accept: 'application/json' },
      body: formData({ searchCriteria: 'materials', thermalProperties: rows({ elementValue: 'meltingPoint', singleValue: 200, deviation: 0 }) }),
    });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).data).toMatchObject({ reason: 'Values must be numbers between 1 and 100' });
  });

  it('opens a material with its suppliers, and a supplier with its materials linked where a trade name matches', async () => {
    const pa66 = (await materials({ tradeName: 'PA66' })).data.records[0]?.id ?? 0;
    const material = await get<MaterialDetail>(full, materialsPaths.material(pa66));
    expect(material.status).toBe(200);
    expect(material.data).toMatchObject({ tradeName: 'PA66 GF30', materialClass: 'thermoplastic', standardDocId: linkedDocId, suppliers: [{ name: 'Rhein Polymer Compounds GmbH', country: 'DE' }] });
    const rhein = (await suppliers({ name: 'rhein' })).data.records[0]?.id ?? 0;
    const supplier = await get<MaterialSupplierDetail>(full, materialsPaths.materialSupplier(rhein));
    const pp = (await materials({ tradeName: 'PP homo' })).data.records[0]?.id ?? 0;
    expect(supplier.data.materialLinks).toEqual([
      { id: pa66, tradeName: 'PA66 GF30' },
      { id: pp, tradeName: 'PP homopolymer' },
      { id: null, tradeName: 'PA6 GF15' },
    ]);
    expect((await get(full, materialsPaths.material(999_999))).status).toBe(404);
    expect((await get(full, materialsPaths.materialSupplier(999_999))).status).toBe(404);
    expect((await get(full, materialsPaths.material('abc'))).status).toBe(400);
    expect((await get(withoutMaterials, materialsPaths.material(pa66))).status).toBe(403);
    expect((await get(withoutMaterials, materialsPaths.materialSupplier(rhein))).status).toBe(403);
  });
});
