import { popupPropertyOf } from '../../../common/materials/material-properties.ts';
import type { PropertyShown } from '../../../common/materials/materials-search.contract.ts';

/*
 * How a metal's composition and properties read (search-area.md §3): a range, a lower or upper
 * limit, one value, in the units the search popups use (common/materials/material-properties.ts).
 */

/** A stored range as people read it: min = max is one value, min only "≥", max only "≤". */
export type RangeShape =
  | { kind: 'exact'; value: number }
  | { kind: 'between'; min: number; max: number }
  | { kind: 'atLeast'; min: number }
  | { kind: 'atMost'; max: number }
  | { kind: 'none' };

export function rangeShape(min: number | null, max: number | null): RangeShape {
  if (min !== null && max !== null) return min === max ? { kind: 'exact', value: min } : { kind: 'between', min, max };
  if (min !== null) return { kind: 'atLeast', min };
  if (max !== null) return { kind: 'atMost', max };
  return { kind: 'none' };
}

/** A range as text: "360–510", "≥ 235", "≤ 0.17", "7,850"; `none` for one without limits. */
export function formatRange(min: number | null, max: number | null, formatNumber: (value: number) => string, none: string): string {
  const shape = rangeShape(min, max);
  switch (shape.kind) {
    case 'exact':
      return formatNumber(shape.value);
    case 'between':
      return `${formatNumber(shape.min)}–${formatNumber(shape.max)}`;
    case 'atLeast':
      return `≥ ${formatNumber(shape.min)}`;
    case 'atMost':
      return `≤ ${formatNumber(shape.max)}`;
    default:
      return none;
  }
}

/** Units as the importer writes them ("kg/m^3") in their printed form ("kg/m³"). */
export function displayUnit(unit: string | null | undefined): string {
  if (!unit) return '';
  return unit.replace(/\^2\b/g, '²').replace(/\^3\b/g, '³').replace(/\^-1\b/g, '⁻¹').trim();
}

/**
 * A property in the unit the mechanical popup shows it in: the stored value is in the importer's
 * unit (a modulus in MPa), the popup's may be another (GPa: stored = shown × factor), so a value
 * is divided by the factor when its unit is not already the popup's. Other properties keep theirs.
 */
export function shownProperty(property: PropertyShown): PropertyShown {
  const popup = popupPropertyOf(property.key);
  if (!popup || popup.factor === 1 || displayUnit(property.unit) === displayUnit(popup.unit)) return { ...property, unit: displayUnit(property.unit) || null };
  const scale = (value: number | null) => (value === null ? null : value / popup.factor);
  return { ...property, min: scale(property.min), max: scale(property.max), unit: popup.unit || null };
}

/** Hardness in whichever scale the record has, the first known of these. */
const HARDNESS_KEYS = ['hardnessBrinell', 'hardnessVickers', 'hardnessRockwellC'];
/** The key properties a result shows: tensile, yield, elongation, hardness, density (in this order). */
const KEY_PROPERTIES: readonly (string | readonly string[])[] = ['ultimateTensileStrength', 'yieldStrength', 'ultimateStrain', HARDNESS_KEYS, 'density'];

/**
 * The properties a result shows: the key ones the record has, then any other one the search
 * asked about, so every row the popups matched is on screen.
 */
export function keyPropertiesOf(properties: readonly PropertyShown[], matched: readonly string[]): PropertyShown[] {
  const shown: PropertyShown[] = [];
  for (const wanted of KEY_PROPERTIES) {
    const keys = typeof wanted === 'string' ? [wanted] : wanted;
    const found = keys.map((key) => properties.find((property) => property.key === key)).find((property) => property !== undefined);
    if (found) shown.push(found);
  }
  for (const property of properties) if (isMatched(matched, property.key) && !shown.includes(property)) shown.push(property);
  return shown.map(shownProperty);
}

/** Whether the popups asked about this element or property (element symbols compare case-insensitively). */
export function isMatched(matched: readonly string[], key: string): boolean {
  const wanted = key.toLowerCase();
  return matched.some((value) => value.toLowerCase() === wanted);
}

/** Property groups in the order a record page shows them; others follow alphabetically. */
const GROUP_ORDER = ['mechanical', 'thermal', 'electromagnetic', 'electrical', 'physical', 'chemical'];

export type PropertyGroup = { group: string; properties: PropertyShown[] };

/** A record's properties by group, each in the popup's units. */
export function groupProperties(properties: readonly PropertyShown[]): PropertyGroup[] {
  const groups = new Map<string, PropertyShown[]>();
  for (const property of properties) {
    const list = groups.get(property.group) ?? [];
    list.push(shownProperty(property));
    groups.set(property.group, list);
  }
  const rank = (group: string) => {
    const index = GROUP_ORDER.indexOf(group);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, properties: list }));
}

/** A key as a reader can take it when no translation names it: "stainless-steel" → "Stainless steel", "yieldStrength" → "Yield strength". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Numbers of compositions and properties: as many decimals as they have (0.0005 % boron stays 0.0005), grouped for the locale. */
const valueFormats = new Map<string, Intl.NumberFormat>();
export function formatValue(tag: string, value: number): string {
  let format = valueFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 6 });
    valueFormats.set(tag, format);
  }
  return format.format(value);
}

/** A supplier's website as a link can take it: only http(s) addresses, a bare host gets https. */
export function websiteHref(website: string | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A website as it reads: no scheme, no trailing slash. */
export function websiteText(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
