import { describe, expect, it } from 'vitest';
import { GENERATED_MATERIAL_SUPPLIERS, GENERATED_METAL_SUPPLIERS, generateMaterialSuppliers, generateMetalSuppliers } from './demo-generate-suppliers.ts';
import { DEMO_KEYWORD, demoMaterialRows, demoMaterialSupplierRows, demoMaterialSuppliers, demoMetalRows, demoMetalSupplierRows, demoMetalSuppliers } from './demo-materials.ts';
import { DEMO_MATERIAL_SUPPLIERS, DEMO_METAL_SUPPLIERS } from './demo-suppliers.data.ts';

const metals = demoMetalRows();
const materials = demoMaterialRows();
const metalSuppliers = demoMetalSuppliers();
const materialSuppliers = demoMaterialSuppliers();
const generatedMetalSuppliers = metalSuppliers.slice(DEMO_METAL_SUPPLIERS.length);
const generatedMaterialSuppliers = materialSuppliers.slice(DEMO_MATERIAL_SUPPLIERS.length);

const ESTABLISHMENT_TYPES = ['mill', 'service centre', 'stockholder', 'foundry', 'forge', 'distributor', 'manufacturer'];
/** Company names that real metal and plastics firms carry; none may turn up in the demo. */
const REAL_NAMES = /thyssen|kl[oö]ckner|arcelor|outokumpu|acerinox|aperam|salzgitter|voestalpine|tata|nucor|posco|nippon|sandvik|jindal|ryerson|reliance|alcoa|novelis|constellium|aurubis|wieland|basf|covestro|dupont|sabic|lanxess|evonik|solvay|victrex/i;

describe('generated demo suppliers', () => {
  it('has about three hundred metal and one hundred and fifty material suppliers', () => {
    expect(metalSuppliers.length).toBe(DEMO_METAL_SUPPLIERS.length + GENERATED_METAL_SUPPLIERS);
    expect(metalSuppliers.length).toBeGreaterThanOrEqual(280);
    expect(metalSuppliers.length).toBeLessThanOrEqual(330);
    expect(materialSuppliers.length).toBe(DEMO_MATERIAL_SUPPLIERS.length + GENERATED_MATERIAL_SUPPLIERS);
    expect(materialSuppliers.length).toBeGreaterThanOrEqual(130);
    expect(materialSuppliers.length).toBeLessThanOrEqual(170);
  });

  it('has unique, obviously invented names and unique source keys', () => {
    for (const suppliers of [metalSuppliers, materialSuppliers]) {
      expect(new Set(suppliers.map((supplier) => supplier.name)).size).toBe(suppliers.length);
      expect(new Set(suppliers.map((supplier) => supplier.sourceKey)).size).toBe(suppliers.length);
      for (const supplier of suppliers) {
        expect(supplier.name, supplier.name).not.toMatch(REAL_NAMES);
        expect(supplier.website, supplier.name).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\/$/);
        expect(supplier.country, supplier.name).toMatch(/^[A-Z]{2}$/);
      }
    }
    for (const supplier of [...generatedMetalSuppliers, ...generatedMaterialSuppliers]) expect(supplier.name, supplier.name).toMatch(/^[A-Z][a-z]+ \S/);
  });

  it('lists only demo metals, 3 to 40 each, and demo materials, at least 3 each', () => {
    const designations = new Set(metals.map((metal) => metal.designation));
    for (const supplier of metalSuppliers) {
      expect(supplier.metals.length, supplier.name).toBeGreaterThanOrEqual(3);
      expect(supplier.metals.length, supplier.name).toBeLessThanOrEqual(40);
      expect(new Set(supplier.metals).size, supplier.name).toBe(supplier.metals.length);
      for (const designation of supplier.metals) expect(designations.has(designation), `${supplier.name}: ${designation}`).toBe(true);
    }
    const tradeNames = new Set(materials.map((material) => material.tradeName));
    for (const supplier of materialSuppliers) {
      expect(supplier.materials.length, supplier.name).toBeGreaterThanOrEqual(3);
      expect(supplier.materials.length, supplier.name).toBeLessThanOrEqual(25);
      for (const tradeName of supplier.materials) expect(tradeNames.has(tradeName), `${supplier.name}: ${tradeName}`).toBe(true);
    }
  });

  it('describes each metal supplier by establishment type, forms, descriptions and keywords, labelled as demo data', () => {
    for (const supplier of metalSuppliers) {
      expect(ESTABLISHMENT_TYPES, supplier.name).toContain(supplier.establishmentType);
      expect(supplier.forms.length, supplier.name).toBeGreaterThan(0);
      expect(supplier.descriptions.length, supplier.name).toBeGreaterThan(0);
      expect(supplier.keywords, supplier.name).toContain(DEMO_KEYWORD);
    }
    const types = new Set(generatedMetalSuppliers.map((supplier) => supplier.establishmentType));
    for (const type of ['mill', 'service centre', 'stockholder', 'foundry', 'forge', 'distributor']) expect(types.has(type), type).toBe(true);
  });

  it('lets foundries offer castings and mills and service centres what they make or process', () => {
    const forms = new Map(metals.map((metal) => [metal.designation, metal.forms]));
    for (const supplier of generatedMetalSuppliers.filter((entry) => entry.establishmentType === 'foundry')) {
      for (const designation of supplier.metals) expect(forms.get(designation), `${supplier.name}: ${designation}`).toContain('casting');
    }
    for (const supplier of generatedMetalSuppliers.filter((entry) => entry.establishmentType !== 'foundry')) {
      expect(supplier.metals.some((designation) => !forms.get(designation)?.includes('casting')), supplier.name).toBe(true);
    }
  });

  it('is deterministic: two runs give the same suppliers', () => {
    const names = DEMO_METAL_SUPPLIERS.map((supplier) => supplier.name);
    expect(generateMetalSuppliers(metals, names)).toEqual(generateMetalSuppliers(metals, names));
    expect(generateMaterialSuppliers(materials, [])).toEqual(generateMaterialSuppliers(materials, []));
    expect(demoMetalSupplierRows(metals)).toEqual(demoMetalSupplierRows([...metals]));
    expect(demoMaterialSupplierRows(materials)).toEqual(demoMaterialSupplierRows([...materials]));
    expect(JSON.stringify(demoMetalSuppliers())).toBe(JSON.stringify(metalSuppliers));
  });
});
