import { PROPERTY_COLUMNS } from '../../../modules/catalogue/importers/materials/materials-csv.ts';
import { parseComposition, parseRange, propertyName } from '../../../modules/catalogue/importers/materials/material-units.ts';
import type { MaterialProperty, MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../../../modules/catalogue/materials-record.ts';
import { DEMO_MATERIALS } from './demo-materials.data.ts';
import type { DemoProperties } from './demo-materials.types.ts';
import { DEMO_NONFERROUS } from './demo-metals-nonferrous.data.ts';
import { DEMO_STEELS } from './demo-metals-steel.data.ts';
import { DEMO_MATERIAL_SUPPLIERS, DEMO_METAL_SUPPLIERS } from './demo-suppliers.data.ts';

const SOURCE = 'demo';

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Properties in the order and units of the CSV importer's columns. */
function propertiesOf(values: DemoProperties): MaterialProperty[] {
  const properties: MaterialProperty[] = [];
  for (const [column, definition] of Object.entries(PROPERTY_COLUMNS)) {
    const value = values[column as keyof DemoProperties];
    if (value === undefined) continue;
    const range = parseRange(String(value));
    if (!range) throw new Error(`demo property ${column} "${value}" is not a number or range`);
    properties.push({ group: definition.group, key: definition.key, name: propertyName(definition.key), ...range, ...(definition.unit ? { unit: definition.unit } : {}) });
  }
  return properties;
}

export function demoMetals(): MetalRecord[] {
  return [...DEMO_STEELS, ...DEMO_NONFERROUS].map((metal) => ({
    source: SOURCE,
    sourceKey: `demo:metals:${slug(metal.designation)}`,
    designation: metal.designation,
    ...(metal.number ? { materialNumber: metal.number } : {}),
    standard: metal.standard,
    kind: metal.kind,
    description: metal.description,
    country: metal.country,
    forms: [...metal.forms],
    properties: propertiesOf(metal.properties),
    composition: metal.composition ? parseComposition(metal.composition) : [],
    raw: null,
  }));
}

export function demoMaterials(): MaterialRecord[] {
  return DEMO_MATERIALS.map((material) => ({
    source: SOURCE,
    sourceKey: `demo:materials:${slug(material.tradeName)}`,
    tradeName: material.tradeName,
    materialClass: material.materialClass,
    description: material.description,
    forms: [...material.forms],
    ...(material.productType ? { productType: material.productType } : {}),
    ...(material.additives ? { additives: material.additives } : {}),
    ...(material.standard ? { standard: material.standard } : {}),
    chemicalResistance: [...material.chemicalResistance],
    processing: [...material.processing],
    properties: propertiesOf(material.properties),
    raw: null,
  }));
}

function checkListed(supplier: string, names: readonly string[], known: ReadonlySet<string>): string[] {
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`demo supplier ${supplier} lists unknown ${unknown.join(', ')}`);
  return [...names];
}

export function demoMetalSuppliers(): MetalSupplierRecord[] {
  const designations = new Set([...DEMO_STEELS, ...DEMO_NONFERROUS].map((metal) => metal.designation));
  return DEMO_METAL_SUPPLIERS.map((supplier) => ({
    source: SOURCE,
    sourceKey: `demo:metal-suppliers:${slug(supplier.name)}`,
    name: supplier.name,
    country: supplier.country,
    forms: [...supplier.forms],
    establishmentType: supplier.establishmentType,
    descriptions: [...supplier.descriptions],
    keywords: [...supplier.keywords],
    website: `https://www.${slug(supplier.name)}.example/`,
    metals: checkListed(supplier.name, supplier.metals, designations),
  }));
}

export function demoMaterialSuppliers(): MaterialSupplierRecord[] {
  const tradeNames = new Set(DEMO_MATERIALS.map((material) => material.tradeName));
  return DEMO_MATERIAL_SUPPLIERS.map((supplier) => ({
    source: SOURCE,
    sourceKey: `demo:material-suppliers:${slug(supplier.name)}`,
    name: supplier.name,
    country: supplier.country,
    website: `https://www.${slug(supplier.name)}.example/`,
    materials: checkListed(supplier.name, supplier.materials, tradeNames),
  }));
}
