import { pct } from './demo-metal-builder.ts';

/**
 * Ladle compositions derived from EN 10027-1 names of high-alloy steels ('X5CrNiMo17-12-2',
 * 'GX4CrNi13-4'): the number after X is the carbon content × 100, the numbers after the
 * symbols the nominal mass percent of the first elements; elements named without a number
 * get the ranges their grades typically specify. The ranges follow those of EN 10088-1 for
 * the usual grades closely; for the others they are the nominal content ± the usual spread.
 */

const NAME = /^G?X(\d+)((?:[A-Z][a-z]?)+)([\d-]*)$/;

/** Typical ranges of elements a name lists without a number. */
const UNNUMBERED: Record<string, string> = {
  Ti: '<=0.70',
  Nb: '<=1.00',
  N: '0.10-0.22',
  Cu: '0.50-2.00',
  S: '0.15-0.35',
  Si: '1.00-2.00',
  Al: '0.70-1.50',
  V: '0.10-0.20',
  W: '0.50-1.00',
  Ce: '0.03-0.08',
  Zr: '<=0.50',
  B: '<=0.005',
  Mn: '4.0-6.0',
  Mo: '0.20-0.60',
  Ni: '<=1.00',
  Co: '<=1.00',
};

function carbon(n: number): string {
  if (n <= 2) return `<=${n <= 1 ? '0.020' : '0.030'}`;
  if (n <= 9) return `<=${pct((n + 2) / 100)}`;
  return `${pct(Math.max(0.01, (n - 5) / 100))}-${pct((n + 5) / 100)}`;
}

function numbered(element: string, nominal: number): string {
  const range = (low: number, high: number) => `${pct(Math.max(0, low))}-${pct(high)}`;
  switch (element) {
    case 'Cr':
      return nominal >= 20 || nominal < 15 ? range(nominal - 1, nominal + 1) : range(nominal - 0.5, nominal + 1.5);
    case 'Ni':
      if (nominal >= 20) return range(nominal - 1, nominal + 1);
      return nominal >= 8 ? range(nominal - 2, nominal + 1) : range(nominal - 1, nominal + 1);
    case 'Mo':
      if (nominal === 1) return '0.80-1.40';
      return nominal === 2 ? '2.00-2.50' : range(nominal - 0.5, nominal + 0.5);
    case 'Mn':
      return range(nominal - 1, nominal + 1);
    default:
      return range(nominal - 0.5, nominal + 0.5);
  }
}

/**
 * The composition of a high-alloy steel from its EN name, e.g. 'X2CrNiMo17-12-2' →
 * 'C:<=0.030|Si:<=1.00|Mn:<=2.00|P:<=0.045|S:<=0.015|Cr:16.5-18.5|Ni:10.0-13.0|Mo:2.00-2.50|N:<=0.10|Fe:rest'.
 * `overrides` replace or add single elements ('Cu:3.0-5.0').
 */
export function compositionFromHighAlloyName(name: string, overrides: string = ''): string {
  const match = NAME.exec(name);
  if (!match?.[1] || !match[2]) throw new Error(`not a high-alloy steel name: ${name}`);
  const elements: string[] = match[2].match(/[A-Z][a-z]?/g) ?? [];
  const numbers = (match[3] ?? '').split('-').filter((part) => part !== '').map(Number);
  const ranges = new Map<string, string>();
  ranges.set('C', carbon(Number(match[1])));
  const nickel = elements.indexOf('Ni') >= 0 && (numbers[elements.indexOf('Ni')] ?? 0) >= 6;
  const residuals: [string, string][] = [
    ['Si', '<=1.00'],
    ['Mn', nickel ? '<=2.00' : '<=1.00'],
    ['P', nickel ? '<=0.045' : '<=0.040'],
    ['S', '<=0.015'],
  ];
  for (const [element, range] of residuals) if (!elements.includes(element)) ranges.set(element, range);
  elements.forEach((element, index) => {
    const nominal = numbers[index];
    ranges.set(element, nominal === undefined ? (UNNUMBERED[element] ?? '<=1.00') : numbered(element, nominal));
  });
  if (nickel && !ranges.has('N')) ranges.set('N', '<=0.11');
  for (const part of overrides.split('|')) {
    const [element, range] = part.split(':');
    if (element && range) ranges.set(element, range);
  }
  return [...[...ranges].map(([element, range]) => `${element}:${range}`), 'Fe:rest'].join('|');
}
