import path from 'node:path';
import type { MaterialProperty, MaterialRecord, MetalRecord } from '../../materials-record.ts';
import { normaliseProperty } from './material-units.ts';

/** A card's `[Section]` → `Key` → value, as written (empty values dropped). */
export type FcmatSections = Record<string, Record<string, string>>;

export type FcmatResult =
  | { kind: 'metal'; record: MetalRecord }
  | { kind: 'material'; record: MaterialRecord }
  | { kind: 'error'; reason: string };

export const FCMAT_SOURCE = 'fcmat';

/** Reads the INI-like FreeCAD card format: `; comments`, `[Section]`, `Key = Value`. */
export function parseFcmatSections(text: string): FcmatSections {
  const sections: FcmatSections = {};
  let current = 'General';
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header?.[1]) {
      current = header[1].trim();
      sections[current] ??= {};
      continue;
    }
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    const key = line.slice(0, equals).trim();
    const value = line.slice(equals + 1).trim();
    if (key === '' || value === '') continue;
    (sections[current] ??= {})[key] = value;
  }
  return sections;
}

/**
 * Maps one FreeCAD material card to a metal or a non-metal material. Cards without a name
 * (the TEMPLATE card) and the placeholder "None" card are errors: they describe no material.
 */
export function parseFcmat(text: string, fileName: string): FcmatResult {
  const sections = parseFcmatSections(text);
  if (Object.keys(sections).length === 0) return { kind: 'error', reason: 'not a FreeCAD material card: no sections or values' };
  const general = sections['General'] ?? {};
  const name = general['Name']?.trim();
  if (!name) return { kind: 'error', reason: 'card has no Name (a template, not a material)' };
  if (/^none$/i.test(name) || /^none$/i.test(general['Father'] ?? '')) {
    return { kind: 'error', reason: 'placeholder card "None" describes no material' };
  }

  const baseName = path.basename(fileName).replace(/\.fcmat$/i, '');
  const sourceKey = `${FCMAT_SOURCE}:${baseName.toLowerCase()}`;
  const properties = cardProperties(sections);
  const classification = classifyCard(general, baseName);

  if (classification.kind === 'metal') {
    const materialNumber = normaliseMaterialNumber(general['MaterialNumber']) ?? materialNumberInText(name);
    const kind = classification.metalKind === 'metal' && materialNumber ? (metalKindFromMaterialNumber(materialNumber) ?? 'metal') : classification.metalKind;
    const record: MetalRecord = {
      source: FCMAT_SOURCE,
      sourceKey,
      designation: name,
      kind,
      forms: [],
      properties,
      composition: [],
      raw: sections,
    };
    if (materialNumber) record.materialNumber = materialNumber;
    const standard = cardStandard(general);
    if (standard) record.standard = standard;
    const description = metalDescription(general, name);
    if (description) record.description = description;
    return { kind: 'metal', record };
  }

  const record: MaterialRecord = {
    source: FCMAT_SOURCE,
    sourceKey,
    tradeName: name,
    materialClass: classification.materialClass,
    forms: [],
    chemicalResistance: [],
    processing: [],
    properties,
    raw: sections,
  };
  const description = general['Description']?.trim();
  if (description) record.description = description;
  const standard = cardStandard(general);
  if (standard) record.standard = standard;
  return { kind: 'material', record };
}

function cardProperties(sections: FcmatSections): MaterialProperty[] {
  const properties: MaterialProperty[] = [];
  for (const [section, entries] of Object.entries(sections)) {
    for (const [key, value] of Object.entries(entries)) {
      const property = normaliseProperty(section, key, value);
      if (property) properties.push(property);
    }
  }
  return properties;
}

function cardStandard(general: Record<string, string>): string | undefined {
  const norm = general['Norm'] ?? general['StandardCode'];
  return norm ? norm.replace(/\s+/g, ' ').trim() : undefined;
}

/**
 * Steel cards carry only German descriptions; the English kind ("Heat-treatable steel") is the
 * better summary, and the German (mostly the former DIN) designation helps people search.
 */
function metalDescription(general: Record<string, string>, name: string): string | undefined {
  const parts: string[] = [];
  const summary = general['Description'] ?? general['KindOfMaterial'];
  if (summary) parts.push(summary.trim().replace(/\.$/, ''));
  const german = general['NameDE']?.trim();
  if (german && german !== '-' && german.replace(/\s+/g, '') !== name.replace(/\s+/g, '')) {
    parts.push(`German designation: ${german}`);
  }
  return parts.length > 0 ? `${parts.join('. ')}.` : undefined;
}

type Classification = { kind: 'metal'; metalKind: string } | { kind: 'material'; materialClass: string };

const METAL_WORDS =
  /\b(steel|iron|alumin(i)?um|copper|brass|bronze|titanium|nickel|invar|inconel|zinc|magnesium|reinforcement|rebar)\b|^al[a-z]*\d|steel|stahl/i;
const PLASTIC_WORDS =
  /\b(abs|pla|pet|petg|pp|pe|hdpe|ldpe|pvc|ptfe|pmma|pom|peek|pc|ps|pa\d*|polyamide|nylon|poly\w+|acrylic|plexiglas|thermoplast\w*)\b/i;

function classifyCard(general: Record<string, string>, baseName: string): Classification {
  const father = (general['Father'] ?? '').toLowerCase();
  const kindOfMaterial = general['KindOfMaterial'] ?? '';
  const name = general['Name'] ?? '';
  const nameText = `${name} ${baseName.replace(/[-_]+/g, ' ')}`;
  const description = general['Description'] ?? '';

  // Checked before "metal": one shipped card's Father is a garbled template comment mentioning both.
  if (father.includes('thermoplast')) return { kind: 'material', materialClass: 'thermoplastic' };
  if (father.includes('thermoset')) return { kind: 'material', materialClass: 'thermoset' };
  if (father.includes('elastomer')) return { kind: 'material', materialClass: 'elastomer' };
  if (father.includes('metal') || metalKindFromText(kindOfMaterial)) {
    return { kind: 'metal', metalKind: metalKindFromText(kindOfMaterial) ?? metalKindFromText(nameText) ?? 'metal' };
  }
  if (father.includes('glass')) return { kind: 'material', materialClass: nonMetalClass(`${nameText} ${description}`) ?? 'glass' };
  if (father.includes('aggregate')) return { kind: 'material', materialClass: nonMetalClass(nameText) ?? 'aggregate' };
  if (father.includes('carbon')) return { kind: 'material', materialClass: 'carbon' };
  if (father.includes('ceramic')) return { kind: 'material', materialClass: 'ceramic' };
  if (father.includes('composite')) return { kind: 'material', materialClass: 'composite' };

  // No usable Father: the name tells, metals first because rebar cards mention concrete.
  if (METAL_WORDS.test(nameText)) return { kind: 'metal', metalKind: metalKindFromText(nameText) ?? 'metal' };
  if (PLASTIC_WORDS.test(nameText)) return { kind: 'material', materialClass: 'thermoplastic' };
  const fromName = nonMetalClass(nameText) ?? nonMetalClass(description);
  if (fromName) return { kind: 'material', materialClass: fromName };
  if (METAL_WORDS.test(description)) return { kind: 'metal', metalKind: metalKindFromText(description) ?? 'metal' };
  return { kind: 'material', materialClass: 'other' };
}

function nonMetalClass(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (/fib(re|er)/.test(lower)) return 'fibre';
  if (lower.includes('glass')) return 'glass';
  if (lower.includes('concrete') || lower.includes('mortar')) return 'concrete';
  if (/\b(wood|timber|plywood|lumber)\b/.test(lower)) return 'wood';
  if (/\b(graphite|carbon)\b/.test(lower)) return 'carbon';
  if (/\b(ceramic|porcelain|alumina|zirconia)\b/.test(lower)) return 'ceramic';
  if (/\b(rubber|elastomer|silicone)\b/.test(lower)) return 'elastomer';
  if (/\b(brick|stone|granite|marble|sand|gravel)\b/.test(lower)) return 'aggregate';
  return undefined;
}

/**
 * The metal kind a free text names ("Stainless steel", "Cast iron", "Aluminium"), or undefined.
 * Shared with the CSV importer, which accepts these words as well as the kebab-case kinds.
 */
export function metalKindFromText(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[_-]+/g, ' ');
  if (lower.trim() === '') return undefined;
  if (/stainless|rostfrei|inox|niro/.test(lower)) return 'stainless-steel';
  if (/cast iron|grey iron|gray iron|ductile iron|malleable iron|\bguss(eisen)?\b|\bgj[lsmv]/.test(lower)) return 'cast-iron';
  if (/cast steel|stahlguss/.test(lower)) return 'cast-steel';
  if (/tool steel|werkzeugstahl/.test(lower)) return 'tool-steel';
  if (/alumin(i)?um|^al[a-z]*\d|\bal\s?\d{4}\b/.test(lower)) return 'aluminium-alloy';
  if (/copper|brass|bronze|\bcu[a-z]*\d/.test(lower)) return 'copper-alloy';
  if (/titanium|\bti\s?\d|\bti[a-z]+\d/.test(lower)) return 'titanium-alloy';
  if (/nickel|invar|inconel|monel|hastelloy/.test(lower)) return 'nickel-alloy';
  if (/magnesium/.test(lower)) return 'magnesium-alloy';
  if (/zinc/.test(lower)) return 'zinc-alloy';
  if (/steel|stahl|reinforcement|rebar/.test(lower)) return 'steel';
  return undefined;
}

/** Groups of the EN (DIN) material number system: 1.4xxx stainless, 0.6xxx grey cast iron... */
export function metalKindFromMaterialNumber(materialNumber: string): string | undefined {
  const match = /^(\d)\.(\d{2})/.exec(materialNumber);
  if (!match?.[1] || !match[2]) return undefined;
  const group = Number(match[2]);
  if (match[1] === '0') return 'cast-iron';
  if (match[1] === '1') {
    if (group >= 40 && group <= 45) return 'stainless-steel';
    if (group >= 20 && group <= 39) return 'tool-steel';
    return 'steel';
  }
  if (match[1] === '2') {
    if (group <= 17) return 'copper-alloy';
    if (group >= 40 && group <= 49) return 'nickel-alloy';
    return undefined;
  }
  if (match[1] === '3') {
    if (group <= 49) return 'aluminium-alloy';
    if (group >= 50 && group <= 59) return 'magnesium-alloy';
    if (group >= 70 && group <= 79) return 'titanium-alloy';
  }
  return undefined;
}

/**
 * FreeCAD stored material numbers as decimals and lost trailing zeros (1.005 for 1.0050,
 * 0.602 for 0.6020); the group digit plus four digits restore them. Aluminium numbers with a
 * temper suffix (3.3535.26) pass through.
 */
export function normaliseMaterialNumber(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const short = /^(\d)\.(\d{1,4})$/.exec(trimmed);
  if (short?.[1] && short[2]) return `${short[1]}.${short[2].padEnd(4, '0')}`;
  return trimmed;
}

function materialNumberInText(text: string): string | undefined {
  return /(?:^|[^\d.])(\d\.\d{4}(?:\.\d{2})?)(?![\d.])/.exec(text)?.[1];
}
