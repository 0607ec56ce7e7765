import type { PublisherCode } from '../../publishers.ts';

/**
 * Document numbers as each publisher writes them, and the work number that stays the
 * same across a document's editions (so editions chain into one document). Drafts join
 * the work of the standard they lead to; amendments and corrigenda are works of their
 * own, named after the edition they amend.
 */

const PUBLISHER_ALIASES: Record<string, PublisherCode> = {
  ISO: 'ISO',
  IWA: 'ISO',
  IEC: 'IEC',
  CISPR: 'IEC',
  IEEE: 'IEEE',
  AIEE: 'IEEE',
  ANSI: 'IEEE',
  ASA: 'IEEE',
  ETSI: 'ETSI',
  ITU: 'ITU',
  'ITU-T': 'ITU',
  'ITU-R': 'ITU',
  'ITU-D': 'ITU',
  JIS: 'JIS',
  W3C: 'W3C',
  OIML: 'OIML',
  OGC: 'OGC',
  CIE: 'CIE',
  ECMA: 'ECMA',
  CCSDS: 'CCSDS',
};

/** The publisher a number's first body names ('ISO/IEC 27001' → ISO, 'CISPR 10' → IEC), if any. */
export function publisherNamedBy(number: string): PublisherCode | undefined {
  const first = /^([A-Za-z]+(?:-[A-Z])?)/.exec(number)?.[1]?.toUpperCase();
  return first ? PUBLISHER_ALIASES[first] : undefined;
}

/**
 * The publisher a number belongs to: its first body ('ISO/IEC 27001' is ISO's,
 * 'IEC/IEEE 62271' IEC's), else the publisher whose file it came from.
 */
export function publisherOfNumber(number: string, home: PublisherCode): PublisherCode {
  // JIS technical reports and specifications are numbered 'TR A 0016', 'TS C 0017'.
  if (home === 'JIS' && /^T[RS]\s/.test(number)) return 'JIS';
  return publisherNamedBy(number) ?? home;
}

export type AmendmentKind = 'amendment' | 'corrigendum' | 'other';
export type AmendmentParts = { base: string; kind: AmendmentKind; label: string; n: string };

/** Stage tokens of drafts, dropped from work numbers; the value is the type they announce. */
const DRAFT_TOKENS: Record<string, string> = {
  PWI: '',
  NP: '',
  AWI: '',
  WD: '',
  CD: '',
  CDV: '',
  DIS: '',
  FDIS: '',
  PRF: '',
  DTS: 'TS',
  FDTS: 'TS',
  PDTS: 'TS',
  DTR: 'TR',
  FDTR: 'TR',
  PDTR: 'TR',
  DPAS: 'PAS',
  Unapproved: '',
  Approved: '',
  Std: '',
};

const AMENDMENT_LABELS: { pattern: RegExp; label: string; kind: AmendmentKind }[] = [
  { pattern: /^(?:(?:CD|AWI|WD|NP|PD|F?D|P)\s?)?(?:Amd|AMD|Amendment|AMENDMENT|DAM|FDAM|PDAM|DAmd)\.?$/, label: 'Amd', kind: 'amendment' },
  { pattern: /^(?:(?:F?D|P)\s?)?(?:Cor|COR|CORRIGENDUM|Corrigendum|DCOR|FDCOR|Technical Corrigendum)\.?$/, label: 'Cor', kind: 'corrigendum' },
  { pattern: /^(?:Add|DAD|ISH|FRAG|EXPLANATION|Suppl)\.?$/, label: '', kind: 'other' },
];

/**
 * Splits 'ISO 9001:2015/Amd 1:2024' into the edition it amends and the amendment;
 * nested ones ('…/AMD2:1995/COR1:1995') amend the amendment before them.
 */
export function splitAmendment(number: string): AmendmentParts | undefined {
  const match =
    /^(?<base>.+?\d[^/]*?(?:\/(?:AMD|Amd|COR|Cor)\s?\d+(?:[:-]\d{4})?)*)\s*(?:\/|\s(?=(?:Amd|Cor|Suppl)\.))\s*(?<label>(?:[A-Z]{1,4}\s)?[A-Za-z]+\.?|Technical Corrigendum)\s*(?<n>\d+)(?:[:-]\d{4}(?:-\d{2})?|\s*\(\d{2}\/\d{4}\))?\s*$/.exec(
      number,
    );
  if (!match?.groups) return undefined;
  const { base = '', label = '', n = '' } = match.groups;
  const known = AMENDMENT_LABELS.find((entry) => entry.pattern.test(label.trim()));
  if (!known) return undefined;
  const normalised = known.label || label.trim().replace(/\.$/, '');
  return { base: base.trim(), kind: known.kind, label: normalised, n };
}

/** Strips draft tokens and iteration suffixes ('ISO/CD TS 10303-1001.2' → 'ISO/TS 10303-1001'). */
function withoutDraftTokens(number: string): { number: string; draft: boolean } {
  let draft = false;
  const replaced = number.replace(/(^|[/\s])([A-Za-z]+)(?=[\s/]|\d)/g, (whole, lead: string, token: string) => {
    if (!(token in DRAFT_TOKENS)) return whole;
    if (token !== 'Std') draft = true;
    const type = DRAFT_TOKENS[token] ?? '';
    return type ? `${lead}${type}` : lead;
  });
  const cleaned = replaced.replace(/\s{2,}/g, ' ').replace(/\/\s+/g, '/').replace(/\s+\//g, '/').replace(/\/(?=\d)/, ' ').trim();
  return { number: draft ? cleaned.replace(/(\d)\.\d+$/, '$1') : cleaned, draft };
}

/** ISO, IEC, CISPR, JIS: ':YYYY' (with '-MM' and language suffixes) marks the edition. */
function isoStyleWork(number: string): string {
  const amendment = splitAmendment(number);
  if (amendment) return `${amendment.base}/${amendment.label} ${amendment.n}`;
  const consolidated = /^(.*?):\d{4}(?:\+\S+)+\s+CSV$/.exec(number);
  if (consolidated?.[1]) return withoutDraftTokens(consolidated[1]).number;
  const series = /^(.*?):\d{4}\s+(SER|RLV|EXV|CMV|PRV)$/.exec(number);
  if (series?.[1]) return `${series[1]} ${series[2]}`;
  return withoutDraftTokens(number)
    .number.replace(/\(([A-Z]{1,2})\)$/, '')
    .replace(/:\d{4}(?:-\d{2})?\s*$/, '')
    .trim();
}

function ieeeWork(number: string): string {
  const amendment = splitAmendment(number);
  if (amendment) return `${amendment.base.replace(/™|®/g, '').replace(/^ANSI\/(?=IEEE\b)/, '').replace(/\bStd\s+/, '')}/${amendment.label} ${amendment.n}`;
  let work = number.replace(/™|®/g, '').replace(/^ANSI\/(?=IEEE\b)/, '');
  work = work.replace(/\/D-?[\w.]+(?:-\d{4}(?:-\d{2})?)?$/, '').replace(/\/D\d[\w.]*$/, '');
  const redline = /\s+Redline$/i.test(work);
  work = work.replace(/\s+Redline$/i, '');
  work = withoutDraftTokens(work).number;
  work = work.replace(/(^|[\s/])(?:CD\d|CDV)\s+/g, '$1');
  work = work.replace(/(^|\s)P(?=[A-Z]?\d)/, '$1');
  work = work.replace(/-(?:19|20)\d{2}(?:-\d{2})?$/, '').replace(/-$/, '').replace(/\.(?:19|20)\d{2}$/, '');
  return redline ? `${work} Redline` : work;
}

function ituWork(number: string): { work: string; version?: string } {
  const amendment = /^(.*?\(\d{4}\))\s+(Amd|Cor|Amendment|Corrigendum)\.?\s*(\d+)/.exec(number);
  if (amendment?.[1]) return { work: `${amendment[1]} ${amendment[2]}. ${amendment[3]}` };
  const radio = /^(ITU-R\s+[A-Z]+\.\d+(?:\.\d+)?)-(\d+)$/.exec(number);
  if (radio?.[1]) return { work: radio[1], version: radio[2] };
  return { work: number.replace(/\s*\(\d{1,2}\/\d{4}\)$/, '').replace(/\s*\(\d{4}\)$/, '') };
}

function etsiWork(number: string): { work: string; version?: string; edition?: string } {
  const match = /^(.*?)\s+(?:V(\d+(?:\.\d+)*)|ed\.?\s?(\d+))(?:\s*\(\d{4}-\d{2}\))?$/.exec(number);
  if (!match?.[1]) return { work: number.replace(/\s*\(\d{4}-\d{2}\)$/, '') };
  return { work: match[1], ...(match[2] ? { version: `V${match[2]}` } : {}), ...(match[3] ? { edition: match[3] } : {}) };
}

function ccsdsWork(number: string): { work: string; edition?: string; silver: boolean } {
  const corrigendum = /^(.*?)\s+Cor\.\s*\d+$/.exec(number);
  if (corrigendum) return { work: number.replace(/-S(?=\s+Cor\.)/, ''), silver: /-S\s+Cor\./.test(number) };
  const match = /^(CCSDS\s+\S+?-[A-Z])-(\d+)(-S)?$/.exec(number);
  if (!match?.[1]) return { work: number, silver: false };
  return { work: match[1], ...(match[2] ? { edition: match[2] } : {}), silver: Boolean(match[3]) };
}

function cieWork(number: string): string {
  if (!/^CIE\s+(?:S\s+|ISO\s+|DIS\s+)?\d/.test(number)) return number;
  return number
    .replace(/\/E:?\d{4}$|[:-]\d{4}$/, '')
    .replace(/^CIE\s+DIS\s+/, 'CIE S ')
    .replace(/\b0+(\d)/g, '$1');
}

function w3cWork(number: string, editionOf: string | undefined): string {
  if (editionOf) return editionOf;
  return number.replace(/^W3C\s+(?:[A-Z]+-)?(.+?)-\d{8}$/, 'W3C $1');
}

export type NumberParts = { number: string; workNumber: string; edition?: string; version?: string; silver?: boolean };

/** The number to show and the work number of a record, per its publisher's conventions. */
export function numberPartsOf(
  publisher: PublisherCode,
  identifier: string,
  context: { edition?: string; editionOf?: string },
): NumberParts {
  switch (publisher) {
    case 'ISO':
    case 'IEC':
    case 'JIS':
      return { number: identifier, workNumber: isoStyleWork(identifier) };
    case 'IEEE':
      return { number: identifier, workNumber: ieeeWork(identifier) };
    case 'ITU': {
      const { work, version } = ituWork(identifier);
      return { number: identifier, workNumber: work, ...(version ? { version } : {}) };
    }
    case 'ETSI': {
      const { work, version, edition } = etsiWork(identifier);
      return { number: identifier, workNumber: work, ...(version ? { version } : {}), ...(edition ? { edition } : {}) };
    }
    case 'CCSDS': {
      const { work, edition, silver } = ccsdsWork(identifier);
      return { number: identifier, workNumber: work, ...(edition ? { edition } : {}), silver };
    }
    case 'CIE':
      return { number: identifier, workNumber: cieWork(identifier) };
    case 'W3C':
      return { number: identifier, workNumber: w3cWork(identifier, context.editionOf) };
    case 'OGC': {
      const number = /^OGC\b/.test(identifier) ? identifier : `OGC ${identifier}`;
      return { number, workNumber: number.replace(/(\d)[rRcC]\d+[a-z]?\s*$/, '$1').trim() };
    }
    case 'OIML':
      return {
        number: identifier,
        workNumber: /Bulletin/.test(identifier) ? identifier : identifier.replace(/\s*\([A-Z]{1,2}\)$/, '').replace(/:\d{4}$/, ''),
      };
    case 'ECMA': {
      const edition = context.edition;
      return { number: edition ? `${identifier} (${editionLabel(edition)})` : identifier, workNumber: identifier };
    }
    default:
      return { number: identifier, workNumber: identifier.replace(/:\d{4}$/, '') };
  }
}

function editionLabel(edition: string): string {
  const value = Number(edition);
  if (!Number.isInteger(value)) return `edition ${edition}`;
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix} edition`;
}

/** The number of what an amendment amends, as its relation target. */
export function amendedNumber(publisher: PublisherCode, number: string): { target: string; kind: AmendmentKind } | undefined {
  if (publisher === 'ITU') {
    const match = /^(.*?)\s+\(\d{4}\)\s+(Amd|Cor)\.?\s*\d+/.exec(number);
    return match?.[1] ? { target: match[1], kind: match[2] === 'Cor' ? 'corrigendum' : 'amendment' } : undefined;
  }
  if (publisher === 'CCSDS') {
    const match = /^(.*?)\s+Cor\.\s*\d+$/.exec(number);
    return match?.[1] ? { target: match[1], kind: 'corrigendum' } : undefined;
  }
  const parts = splitAmendment(number);
  return parts ? { target: parts.base, kind: parts.kind } : undefined;
}
