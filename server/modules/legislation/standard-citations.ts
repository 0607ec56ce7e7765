import { numberKey } from '../catalogue/index.ts';

/**
 * Standard numbers as EU acts write them, and the catalogue numbers they may stand for. Pure
 * functions: the title citations (legal-act-standards.service.ts) and the harmonised-standards
 * list import (harmonised-list-import.ts) both read numbers through them.
 */

/**
 * The bodies a cited number starts with, longest first so "EN ISO/IEC" wins over "EN ISO" and "EN".
 * Case-sensitive on purpose: "en" or "iso" in running text are words, not standards.
 */
const PREFIXES = [
  'EN ISO/IEC',
  'EN IEC',
  'EN ISO',
  'ETSI EN',
  'ETSI TS',
  'ETSI ES',
  'ETSI TR',
  'ETSI EG',
  'CEN/TS',
  'CEN/TR',
  'CLC/TS',
  'CLC/TR',
  'ISO/IEC',
  'ISO/TS',
  'ISO/TR',
  'IEC/TS',
  'IEC/TR',
  'CISPR',
  'ISO',
  'IEC',
  'EN',
  'HD',
];

const PREFIX = PREFIXES.map((prefix) => prefix.replace(/\//g, '\\/').replace(/ /g, '\\s+')).join('|');
/** ETSI numbers are two groups of three digits ("301 489-1"); the others one run of digits with parts ("60204-1"). */
const NUMBER = String.raw`\d{3}\s\d{3}(?:-\d+)*|\d+(?:-\d+)*`;
/** ":2010", ": 2000" (a title artefact) or "-2010" is not taken: a year follows a colon. */
const YEAR = String.raw`(?::\s?\d{4})?`;
/** "+A1:2013", "/A12:2011", "/AC:2010": amendments and corrigenda of the cited edition. */
const AMENDMENTS = String.raw`(?:\s?[/+]\s?(?:AC|Amd|Cor|A)\s?\d*(?::\d{4})?)*`;
/** "V2.2.3": an ETSI version. */
const VERSION = String.raw`(?:\s+V\d+(?:\.\d+)+)?`;
// Numbers of EU acts look alike ("2006/42/EC", "No 305/2011", "C(2011) 5626") but never follow a standards body's code.
const CITATION = new RegExp(String.raw`(?<![\w/])(${PREFIX})\s+(${NUMBER})(${YEAR})(${AMENDMENTS})(${VERSION})(?![\w/-])`, 'g');

/** Collapses the spacing a title may carry ("EN ISO 4869-4: 2000" → "EN ISO 4869-4:2000"). */
function tidy(prefix: string, number: string, year: string, amendments: string, version: string): string {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  return `${flat(prefix)} ${flat(number)}${year.replace(/\s/g, '')}${amendments.replace(/\s/g, '')}${flat(version) ? ` ${flat(version)}` : ''}`;
}

/**
 * The standard numbers a title cites, in order of first appearance, each once (numbers with the same
 * catalogue key are one). "EN 15649 (parts 1-7)" gives "EN 15649": the series, as the title names it.
 */
export function findCitedStandards(title: string): string[] {
  const found = new Map<string, string>();
  for (const match of title.matchAll(CITATION)) {
    const [, prefix = '', number = '', year = '', amendments = '', version = ''] = match;
    const cited = tidy(prefix, number, year, amendments, version);
    const key = numberKey(cited);
    if (!found.has(key)) found.set(key, cited);
  }
  return [...found.values()];
}

/** A number without its edition: the year, amendments and ETSI version dropped ("EN ISO 12100:2010+A1:2011" → "EN ISO 12100"). */
export function undatedNumber(number: string): string {
  return number
    .replace(/\s+V\d+(?:\.\d+)+\s*$/, '')
    .replace(/\s?[/+]\s?(?:AC|Amd|Cor|A)\s?\d*(?::\d{4})?/g, '')
    .replace(/:\s?\d{4}(?:\(\w\))?\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a European number may be in a catalogue of international standards: "EN ISO 12100" is ISO 12100
 * adopted unchanged, "EN IEC 61000-6-2" IEC 61000-6-2, and an EN 60000-69999 the IEC standard of the
 * same number (CENELEC's numbering of IEC adoptions), an EN 3xx xxx ETSI's. Undefined when the number is the body's own.
 */
export function internationalNumber(number: string): string | undefined {
  const adopted = /^EN\s+((?:ISO|IEC)\b.*)$/.exec(number);
  if (adopted?.[1]) return adopted[1];
  const iec = /^EN\s+(6\d{4}\b.*)$/.exec(number);
  if (iec?.[1]) return `IEC ${iec[1]}`;
  // ETSI's European Norms are numbered "EN 301 489-1"; the catalogue files them under ETSI.
  const etsi = /^EN\s+(3\d{2}\s\d{3}\b.*)$/.exec(number);
  if (etsi?.[1]) return `ETSI EN ${etsi[1]}`;
  return undefined;
}

/** The first word of a number is its body's code, as the catalogue keys its works ("ISO:iso 12100"). */
function workKeysOf(undated: string): string[] {
  const key = numberKey(undated);
  const body = key.split(' ')[0]?.toUpperCase() ?? '';
  const keys = [`${body}:${key}`];
  // Joint ISO/IEC standards are filed under either body.
  if (key.startsWith('iso iec ')) keys.push(`IEC:${key}`);
  return keys;
}

/** How a catalogue document is found for a number: an edition's number key, or a work key. */
export type NumberCandidate = { kind: 'version' | 'work'; key: string };

/**
 * The catalogue keys a standard number may match, best first: the edition as written, the work it
 * belongs to, then the same for the international standard it adopts.
 */
export function standardNumberCandidates(number: string): NumberCandidate[] {
  const forms = [number];
  const international = internationalNumber(number);
  if (international) forms.push(international);
  const candidates: NumberCandidate[] = [];
  for (const form of forms) {
    const undated = undatedNumber(form);
    candidates.push({ kind: 'version', key: numberKey(form) });
    if (undated !== form) candidates.push({ kind: 'version', key: numberKey(undated) });
    for (const key of workKeysOf(undated)) candidates.push({ kind: 'work', key });
  }
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const id = `${candidate.kind}|${candidate.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return candidate.key !== '' && !candidate.key.endsWith(':');
  });
}
