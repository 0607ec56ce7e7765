import { PROPERTY_COLUMNS } from '../../../modules/catalogue/importers/materials/materials-csv.ts';
import { parseComposition, parseRange, propertyName } from '../../../modules/catalogue/importers/materials/material-units.ts';
import type { CompositionRange, MaterialProperty, MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../../../modules/catalogue/materials-record.ts';
import { generateDemoMaterials } from './demo-generate-materials.ts';
import { generateDemoMetals } from './demo-generate-metals.ts';
import { generateMaterialSuppliers, generateMetalSuppliers } from './demo-generate-suppliers.ts';
import { chemicalAnalysisOf, extraPropertiesOf, formulationOf, specialCharacteristicsOf } from './demo-material-lists.ts';
import { DEMO_MATERIALS } from './demo-materials.data.ts';
import type { DemoMaterial, DemoMaterialSupplier, DemoMetal, DemoMetalSupplier, DemoProperties } from './demo-materials.types.ts';
import { DEMO_NONFERROUS } from './demo-metals-nonferrous.data.ts';
import { DEMO_STEELS } from './demo-metals-steel.data.ts';
import { DEMO_MATERIAL_SUPPLIERS, DEMO_METAL_SUPPLIERS } from './demo-suppliers.data.ts';

const SOURCE = 'demo';

/** Every description of a demo metal or material says that it is demo data. */
export const DEMO_MARK = ' (demo data)';
/** The keyword that marks every demo metal supplier (their names are invented, their websites .example). */
export const DEMO_KEYWORD = 'demo data';

/**
 * The seed asks for the metals and then for their suppliers, which need the metals again. The
 * rows are reused while something still holds them and rebuilt otherwise: they are the same
 * either way, and a long-running server keeps nothing alive for it.
 */
let recentMetals: WeakRef<readonly DemoMetal[]> | undefined;
let recentMaterials: WeakRef<readonly DemoMaterial[]> | undefined;

/** The hand-written demo metals followed by the generated ones (a few thousand real grades). */
export function demoMetalRows(): readonly DemoMetal[] {
  const recent = recentMetals?.deref();
  if (recent) return recent;
  const handWritten = [...DEMO_STEELS, ...DEMO_NONFERROUS];
  const rows = [...handWritten, ...generateDemoMetals(handWritten)];
  recentMetals = new WeakRef(rows);
  return rows;
}

/** The hand-written demo materials followed by the generated ones. */
export function demoMaterialRows(): readonly DemoMaterial[] {
  const recent = recentMaterials?.deref();
  if (recent) return recent;
  const rows = [...DEMO_MATERIALS, ...generateDemoMaterials(DEMO_MATERIALS)];
  recentMaterials = new WeakRef(rows);
  return rows;
}

/** The hand-written metal suppliers followed by the invented ones, offering the given demo metals. */
export function demoMetalSupplierRows(metals: readonly DemoMetal[] = demoMetalRows()): DemoMetalSupplier[] {
  return [...DEMO_METAL_SUPPLIERS, ...generateMetalSuppliers(metals, DEMO_METAL_SUPPLIERS.map((supplier) => supplier.name))];
}

/** The hand-written material suppliers followed by the invented ones, offering the given demo materials. */
export function demoMaterialSupplierRows(materials: readonly DemoMaterial[] = demoMaterialRows()): DemoMaterialSupplier[] {
  return [...DEMO_MATERIAL_SUPPLIERS, ...generateMaterialSuppliers(materials, DEMO_MATERIAL_SUPPLIERS.map((supplier) => supplier.name))];
}

function markDemo(description: string): string {
  return description.endsWith(DEMO_MARK) ? description : `${description}${DEMO_MARK}`;
}

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The CSV importer's property columns, in its order, with what each record's property carries. */
const COLUMNS = Object.entries(PROPERTY_COLUMNS).map(([column, definition]) => ({
  column: column as keyof DemoProperties,
  group: definition.group,
  key: definition.key,
  name: propertyName(definition.key),
  unit: definition.unit,
}));

type Range = NonNullable<ReturnType<typeof parseRange>>;

/**
 * Parsers that remember what they read: a few thousand demo records repeat the same cells
 * ('7850', '>=355') and composition entries ('Fe:rest'), so each is parsed once. Parsed
 * composition entries are shared between the records of one call (nothing mutates them).
 */
function createParser() {
  const ranges = new Map<string, Range>();
  const compositions = new Map<string, CompositionRange[]>();
  const entries = new Map<string, CompositionRange>();
  function rangeOf(column: string, text: string): Range {
    let range = ranges.get(text);
    if (!range) {
      range = parseRange(text);
      if (!range) throw new Error(`demo property ${column} "${text}" is not a number or range`);
      ranges.set(text, range);
    }
    return range;
  }
  return {
    /** Properties in the order and units of the CSV importer's columns. */
    properties(values: DemoProperties): MaterialProperty[] {
      const properties: MaterialProperty[] = [];
      for (const { column, group, key, name, unit } of COLUMNS) {
        const value = values[column];
        if (value === undefined) continue;
        const property: MaterialProperty = { group, key, name };
        // A number's text always reads back as that number, so only ranges and limits need the parser.
        const range = typeof value === 'number' ? { value } : rangeOf(column, value);
        if ('value' in range) property.value = range.value;
        else {
          if (range.min !== undefined) property.min = range.min;
          if (range.max !== undefined) property.max = range.max;
        }
        if (unit) property.unit = unit;
        properties.push(property);
      }
      return properties;
    },
    /**
     * The importer's parseComposition, entry by entry: each distinct entry ('Fe:rest',
     * 'P:<=0.025') is read once, and the checks that span entries are made here as there.
     */
    composition(text: string | undefined): CompositionRange[] {
      if (!text) return [];
      const known = compositions.get(text);
      if (known) return [...known];
      const parsed: CompositionRange[] = [];
      let minimumSum = 0;
      for (const part of text.split('|')) {
        if (part.trim() === '') continue;
        let range = entries.get(part);
        if (!range) {
          [range] = parseComposition(part);
          if (!range) throw new Error(`demo composition entry "${part}" is empty`);
          entries.set(part, range);
        }
        const element = range.element;
        if (parsed.some((other) => other.element === element)) throw new Error(`demo composition "${text}" lists ${element} twice`);
        minimumSum += range.min ?? 0;
        parsed.push(range);
      }
      if (minimumSum > 100.0001) throw new Error(`demo composition "${text}" has minimums above 100 %`);
      compositions.set(text, parsed);
      return [...parsed];
    },
  };
}

export function demoMetals(): MetalRecord[] {
  const parse = createParser();
  return demoMetalRows().map((metal) => ({
    source: SOURCE,
    sourceKey: `demo:metals:${slug(metal.designation)}`,
    designation: metal.designation,
    ...(metal.number ? { materialNumber: metal.number } : {}),
    standard: metal.standard,
    kind: metal.kind,
    description: markDemo(metal.description),
    country: metal.country,
    forms: [...metal.forms],
    properties: parse.properties(metal.properties),
    composition: parse.composition(metal.composition),
    raw: null,
  }));
}

export function demoMaterials(): MaterialRecord[] {
  const parse = createParser();
  return demoMaterialRows().map((material) => ({
    source: SOURCE,
    sourceKey: `demo:materials:${slug(material.tradeName)}`,
    tradeName: material.tradeName,
    materialClass: material.materialClass,
    description: markDemo(material.description),
    forms: [...material.forms],
    ...(material.productType ? { productType: material.productType } : {}),
    ...(material.additives ? { additives: material.additives } : {}),
    ...(material.standard ? { standard: material.standard } : {}),
    chemicalResistance: [...material.chemicalResistance],
    processing: [...material.processing],
    chemicalAnalysis: chemicalAnalysisOf(material),
    formulation: formulationOf(material),
    specialCharacteristics: specialCharacteristicsOf(material),
    properties: parse.properties(extraPropertiesOf(material)),
    raw: null,
  }));
}

function checkListed(supplier: string, names: readonly string[], known: ReadonlySet<string>): string[] {
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`demo supplier ${supplier} lists unknown ${unknown.join(', ')}`);
  return [...names];
}

export function demoMetalSuppliers(): MetalSupplierRecord[] {
  const metals = demoMetalRows();
  const designations = new Set(metals.map((metal) => metal.designation));
  return demoMetalSupplierRows(metals).map((supplier) => ({
    source: SOURCE,
    sourceKey: `demo:metal-suppliers:${slug(supplier.name)}`,
    name: supplier.name,
    country: supplier.country,
    forms: [...supplier.forms],
    establishmentType: supplier.establishmentType,
    descriptions: [...supplier.descriptions],
    keywords: supplier.keywords.includes(DEMO_KEYWORD) ? [...supplier.keywords] : [...supplier.keywords, DEMO_KEYWORD],
    website: `https://www.${slug(supplier.name)}.example/`,
    metals: checkListed(supplier.name, supplier.metals, designations),
  }));
}

export function demoMaterialSuppliers(): MaterialSupplierRecord[] {
  const materials = demoMaterialRows();
  const tradeNames = new Set(materials.map((material) => material.tradeName));
  return demoMaterialSupplierRows(materials).map((supplier) => ({
    source: SOURCE,
    sourceKey: `demo:material-suppliers:${slug(supplier.name)}`,
    name: supplier.name,
    country: supplier.country,
    website: `https://www.${slug(supplier.name)}.example/`,
    materials: checkListed(supplier.name, supplier.materials, tradeNames),
  }));
}
