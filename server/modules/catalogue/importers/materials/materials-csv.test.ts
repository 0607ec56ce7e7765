import { describe, expect, it } from 'vitest';
import { parseComposition, parseRange } from './material-units.ts';
import { csvSourceKey, detectMaterialsCsvKind, materialsCsvKindFromFileName, parseMaterialsCsv } from './materials-csv.ts';

const METALS = [
  'designation,material_number,standard,kind,description,country,forms,composition,tensile_strength_mpa,yield_strength_mpa,elongation_pct,hardness_hb,density_kg_m3,youngs_modulus_mpa',
  'S235JR,1.0038,EN 10025-2,steel,Non-alloy structural steel,de,Sheet|Plate|bar|plate,C:<=0.17|Mn:<=1.40|P:<=0.035|S:<=0.035|N:<=0.012|Cu:<=0.55|Fe:rest,360-510,235,26,,7850,210000',
  '"X5CrNi18-10",1.4301,EN 10088-2,,"Austenitic stainless steel, the ""18/8"" grade",,coil,"C:<=0.07|Cr:17.5-19.5|Ni:8.0-10.5|Mn:<=2.0",500-700,>=210,45,215,7900,200000',
  'C45,1.0503,EN 10083-2,steel,,,bar,C:0.50-0.42,630-780,370,17,,7850,210000',
  'EN-GJS-400-15,0.704,EN 1563,Cast iron,Ductile iron,,casting,C:3.4-3.8|Si:2.2-2.8,400,250,15,130-175,7100,169000',
  ',1.0570,EN 10025-2,steel,,,,,,,,,,',
  'AlMg3,3.3535,EN 573-3,,,,sheet,Mg:2.6-3.6|Al:rest,190-240,80,,52,2660,70000',
  'Bad,1.0050,,steel,,,,Xy:1,,,,,,',
  'Too,1.0050,,steel,,,,C:120,,,,,,',
  'Many,,,steel,,,,,,,,,,,,extra',
].join('\n');

describe('parseMaterialsCsv: metals', () => {
  const result = parseMaterialsCsv(METALS, 'metals', 'metals.csv');

  it('maps good rows, with pipes, ranges and composition', () => {
    expect(result.records.map((record) => record.designation)).toEqual(['S235JR', 'X5CrNi18-10', 'EN-GJS-400-15', 'AlMg3']);
    const [s235, x5, castIron, alMg3] = result.records;
    expect(s235).toMatchObject({
      source: 'csv',
      sourceKey: 'csv:metals:s235jr',
      designation: 'S235JR',
      materialNumber: '1.0038',
      standard: 'EN 10025-2',
      kind: 'steel',
      description: 'Non-alloy structural steel',
      country: 'DE',
      forms: ['sheet', 'plate', 'bar'],
    });
    expect(s235?.composition).toEqual([
      { element: 'C', max: 0.17 },
      { element: 'Mn', max: 1.4 },
      { element: 'P', max: 0.035 },
      { element: 'S', max: 0.035 },
      { element: 'N', max: 0.012 },
      { element: 'Cu', max: 0.55 },
      { element: 'Fe' },
    ]);
    expect(s235?.properties).toEqual([
      { group: 'mechanical', key: 'ultimateTensileStrength', name: 'Tensile strength', min: 360, max: 510, unit: 'MPa' },
      { group: 'mechanical', key: 'yieldStrength', name: 'Yield strength', value: 235, unit: 'MPa' },
      { group: 'mechanical', key: 'ultimateStrain', name: 'Elongation at break', value: 26, unit: '%' },
      { group: 'mechanical', key: 'density', name: 'Density', value: 7850, unit: 'kg/m^3' },
      { group: 'mechanical', key: 'youngsModulus', name: "Young's modulus", value: 210000, unit: 'MPa' },
    ]);
    expect(s235?.raw).toMatchObject({ designation: 'S235JR', tensile_strength_mpa: '360-510' });
    expect(s235?.raw, 'empty cells are left out').not.toHaveProperty('hardness_hb');

    expect(x5).toMatchObject({ kind: 'stainless-steel', description: 'Austenitic stainless steel, the "18/8" grade' });
    expect(x5).not.toHaveProperty('country');
    expect(x5?.composition).toContainEqual({ element: 'Cr', min: 17.5, max: 19.5 });
    expect(x5?.properties).toContainEqual({ group: 'mechanical', key: 'yieldStrength', name: 'Yield strength', min: 210, unit: 'MPa' });

    expect(castIron).toMatchObject({ materialNumber: '0.7040', kind: 'cast-iron' });
    expect(castIron?.properties).toContainEqual({ group: 'mechanical', key: 'hardnessBrinell', name: 'Hardness (Brinell)', min: 130, max: 175, unit: 'HB' });
    expect(alMg3).toMatchObject({ materialNumber: '3.3535', kind: 'aluminium-alloy' });
  });

  it('reports bad rows with their line number and keeps going', () => {
    expect(result.errors).toEqual([
      { row: 4, reason: 'range "0.50-0.42" has its minimum above its maximum' },
      { row: 6, reason: 'designation is empty' },
      { row: 8, reason: 'composition: "Xy" is not a chemical element symbol' },
      { row: 9, reason: 'composition: C 120 is outside 0–100 %' },
      { row: 10, reason: 'the row has 16 fields, the header 14' },
    ]);
  });
});

describe('parseMaterialsCsv: suppliers and materials', () => {
  it('maps metal suppliers', () => {
    const text = [
      'name,country,forms,establishment_type,descriptions,keywords,website,metals',
      'Stahlhandel Nord GmbH,DE,sheet|plate,stockist,Cut to size|Same-day dispatch,steel|structural,stahl-nord.example,S235JR|S355J2',
      'Acme Metals,USA?,bar,,,,,',
      'Bad Web,FR,,,,,not a website,',
    ].join('\r\n');
    const result = parseMaterialsCsv(text, 'metal-suppliers', 'metal-suppliers.csv');
    expect(result.records).toEqual([
      {
        source: 'csv',
        sourceKey: 'csv:metal-suppliers:stahlhandel-nord-gmbh',
        name: 'Stahlhandel Nord GmbH',
        country: 'DE',
        forms: ['sheet', 'plate'],
        establishmentType: 'stockist',
        descriptions: ['Cut to size', 'Same-day dispatch'],
        keywords: ['steel', 'structural'],
        website: 'https://stahl-nord.example/',
        metals: ['S235JR', 'S355J2'],
      },
    ]);
    expect(result.errors).toEqual([
      { row: 3, reason: 'country "USA?" is not an ISO 3166 code such as DE' },
      { row: 4, reason: 'website "not a website" is not a web address' },
    ]);
  });

  it('maps materials, semicolon-separated with decimal commas', () => {
    const text = [
      'trade_name;class;description;forms;product_type;additives;standard;chemical_resistance;processing;density_kg_m3;tensile_strength_mpa;thermal_expansion_um_mk;max_service_temperature_c',
      'Makrolon 2405;Thermoplastic;Polycarbonate;sheet|granulate;PC;UV stabiliser;ISO 7391;water|dilute acids;injection moulding|extrusion;1200;65;65;125',
      'Plexiglas XT;plastic;;sheet;PMMA;;;;;1190;70-80;70-90;-40-80',
      'Nameless;;;;;;;;;;;;',
      'Rubbery;elastomer;;;;;;;;1,1;12 MPa;;',
    ].join('\n');
    const result = parseMaterialsCsv(text, 'materials', 'materials.csv');
    expect(result.records).toHaveLength(2);
    expect(result.records[0]).toMatchObject({
      sourceKey: 'csv:materials:makrolon-2405',
      tradeName: 'Makrolon 2405',
      materialClass: 'thermoplastic',
      description: 'Polycarbonate',
      forms: ['sheet', 'granulate'],
      productType: 'PC',
      additives: 'UV stabiliser',
      standard: 'ISO 7391',
      chemicalResistance: ['water', 'dilute acids'],
      processing: ['injection moulding', 'extrusion'],
    });
    expect(result.records[1]?.materialClass).toBe('thermoplastic');
    expect(result.records[1]?.properties).toContainEqual({
      group: 'thermal',
      key: 'maxServiceTemperature',
      name: 'Maximum service temperature',
      min: -40,
      max: 80,
      unit: '°C',
    });
    expect(result.errors).toEqual([
      { row: 4, reason: 'class is empty' },
      { row: 5, reason: 'tensile_strength_mpa "12 MPa" is not a number or range (the column fixes the unit, MPa)' },
    ]);
  });

  it('reads the materials tab lists and the electrical, physical and processing property columns', () => {
    const text = [
      'trade_name,class,chemical_analysis,formulation,special_characteristics,dielectric_strength_kv_mm,water_absorption_pct,melt_flow_rate_g_10min',
      'Ultramid A3WG6,thermoplastic,polyamide 66,glass fibre 30 %|heat stabiliser,engine bay|Food contact|food contact,30,5.5-6.5,',
    ].join('\n');
    const [record] = parseMaterialsCsv(text, 'materials', 'materials.csv').records;
    expect(record).toMatchObject({
      chemicalAnalysis: ['polyamide 66'],
      formulation: ['glass fibre 30 %', 'heat stabiliser'],
      specialCharacteristics: ['engine bay', 'Food contact'],
    });
    expect(record?.properties).toEqual([
      { group: 'electromagnetic', key: 'dielectricStrength', name: 'Dielectric strength', value: 30, unit: 'kV/mm' },
      { group: 'physical', key: 'waterAbsorption', name: 'Water absorption', min: 5.5, max: 6.5, unit: '%' },
    ]);
  });

  it('maps material suppliers and rejects a duplicate', () => {
    const text = 'Name,Country,Website,Materials\nKunststoff AG,ch,https://kunststoff.example,Makrolon 2405|Plexiglas XT\nkunststoff ag,CH,,\n';
    const result = parseMaterialsCsv(text, 'material-suppliers', 'material-suppliers.csv');
    expect(result.records).toEqual([
      {
        source: 'csv',
        sourceKey: 'csv:material-suppliers:kunststoff-ag',
        name: 'Kunststoff AG',
        country: 'CH',
        website: 'https://kunststoff.example/',
        materials: ['Makrolon 2405', 'Plexiglas XT'],
      },
    ]);
    expect(result.errors).toEqual([{ row: 3, reason: 'duplicate of line 2 (same name)' }]);
  });
});

describe('parseMaterialsCsv: file structure', () => {
  it('counts lines across quoted line breaks, comments and blank lines', () => {
    const text = '# exported 2026-01-01\ndesignation,description,kind\n\nA1,"two\nlines",steel\nB2,"ok",bogus kind\n,empty,steel\n';
    const result = parseMaterialsCsv(text, 'metals', 'metals.csv');
    expect(result.records.map((record) => [record.designation, record.description, record.kind])).toEqual([
      ['A1', 'two\nlines', 'steel'],
      ['B2', 'ok', 'bogus-kind'],
    ]);
    expect(result.errors).toEqual([{ row: 7, reason: 'designation is empty' }]);
  });

  it('skips a malformed row without losing the rows after it', () => {
    const text = 'designation,kind\nA,steel\nB"x,steel\nC,steel\n"D,steel\nE,steel\n';
    const result = parseMaterialsCsv(text, 'metals', 'metals.csv');
    expect(result.records.map((record) => record.designation)).toEqual(['A', 'C', 'E']);
    expect(result.errors.map((error) => error.row)).toEqual([3, 5]);
  });

  it('fails the file on a missing required column and notes unknown columns', () => {
    expect(parseMaterialsCsv('name,kind\nS235JR,steel\n', 'metals', 'metals.csv')).toEqual({
      kind: 'metals',
      records: [],
      errors: [{ row: 1, reason: 'missing required column(s): designation' }],
    });
    const withExtra = parseMaterialsCsv('designation,kind,colour\nS235JR,steel,grey\n', 'metals', 'metals.csv');
    expect(withExtra.records).toHaveLength(1);
    expect(withExtra.errors).toEqual([{ row: 1, reason: 'unknown column "colour" is ignored' }]);
  });

  it('derives the kind of a metal from its material number when the column is empty', () => {
    const result = parseMaterialsCsv('designation,material_number\nX2CrNi12,1.4003\nMystery,\n', 'metals', 'metals.csv');
    expect(result.records[0]?.kind).toBe('stainless-steel');
    expect(result.errors).toEqual([{ row: 3, reason: 'kind is empty and neither material_number nor designation tells it' }]);
  });

  it('tells the kind from the file name or the header with "auto"', () => {
    expect(materialsCsvKindFromFileName('/data/metal-suppliers-2026.csv')).toBe('metal-suppliers');
    expect(materialsCsvKindFromFileName('material_suppliers.csv')).toBe('material-suppliers');
    expect(materialsCsvKindFromFileName('Metals.CSV')).toBe('metals');
    expect(materialsCsvKindFromFileName('materials-plastics.csv')).toBe('materials');
    expect(materialsCsvKindFromFileName('export.csv')).toBeUndefined();
    expect(detectMaterialsCsvKind(['Designation', 'Kind'])).toBe('metals');
    expect(detectMaterialsCsvKind(['trade name', 'class'])).toBe('materials');
    expect(detectMaterialsCsvKind(['name', 'metals'])).toBe('metal-suppliers');
    expect(detectMaterialsCsvKind(['name', 'materials'])).toBe('material-suppliers');
    expect(detectMaterialsCsvKind(['name', 'country'])).toBeUndefined();
    expect(parseMaterialsCsv('trade_name,class\nPEEK,thermoplastic\n', 'auto', 'export.csv').kind).toBe('materials');
    expect(parseMaterialsCsv('name,country\nX,DE\n', 'auto', 'export.csv')).toEqual({
      kind: 'unknown',
      records: [],
      errors: [{ row: 1, reason: 'cannot tell the kind of CSV from its name or header' }],
    });
  });
});

describe('values', () => {
  it.each([
    ['510', { value: 510 }],
    ['360-510', { min: 360, max: 510 }],
    ['360 – 510', { min: 360, max: 510 }],
    ['0,17-0,20', { min: 0.17, max: 0.2 }],
    ['0.17..0.20', { min: 0.17, max: 0.2 }],
    ['-40-80', { min: -40, max: 80 }],
    ['<=0.2', { max: 0.2 }],
    ['≤0.2', { max: 0.2 }],
    ['max. 0.2', { max: 0.2 }],
    ['>=235', { min: 235 }],
    ['min 235', { min: 235 }],
  ])('reads the range %j', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each(['', 'abc', '1-2-3', '<=x'])('refuses the range %j', (text) => {
    expect(parseRange(text)).toBeUndefined();
  });

  it('reads compositions and checks them', () => {
    expect(parseComposition('C:0.17-0.20|Mn = 0.5 - 1.4|Cr+Mo+Ni:<=0.48|Si:0.4%|Fe:bal')).toEqual([
      { element: 'C', min: 0.17, max: 0.2 },
      { element: 'Mn', min: 0.5, max: 1.4 },
      { element: 'Cr+Mo+Ni', max: 0.48 },
      { element: 'Si', min: 0.4, max: 0.4 },
      { element: 'Fe' },
    ]);
    expect(() => parseComposition('C:0.2|C:0.3')).toThrow('composition lists C twice');
    expect(() => parseComposition('Cu:60-70|Zn:>=45')).toThrow('composition minimums add up to 105 %, above 100 %');
    expect(() => parseComposition('Cu:-1')).toThrow('outside 0–100 %');
    expect(() => parseComposition('carbon 0.2')).toThrow('is not ELEMENT:RANGE');
  });

  it('normalises source keys', () => {
    expect(csvSourceKey('metals', ' S235 JR ')).toBe('csv:metals:s235-jr');
    expect(csvSourceKey('material-suppliers', 'Kunststoffwerk Müller & Söhne')).toBe('csv:material-suppliers:kunststoffwerk-muller-sohne');
  });
});
