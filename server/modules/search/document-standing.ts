/**
 * A document's standing in the catalogue, 0 to 255, independent of any search: what an engineer
 * expects first among documents that match equally well. A base document comes before its parts
 * (part 1 first) and well before an amendment or a corrigendum of it; a document that other
 * documents cite, amend, adopt or replace, or that went through editions, is the one people use.
 */
export function documentStanding(document: { publisherCode: string; number: string; docType: string; cited: number; versionCount: number }): number {
  let standing = 150;
  if (isAddition(document)) standing -= 100;
  standing -= KIND_PENALTY[document.docType] ?? 0;
  // A redline or commented copy of a standard comes after the standard itself.
  if (/ (?:RLV|CMV)$/.test(document.number)) standing -= 30;
  const [part, ...subParts] = partPath(document.publisherCode, document.number);
  if (part !== undefined) standing -= Math.min(40, 8 + 4 * (part - 1)) + 6 * subParts.length;
  standing += Math.min(100, Math.round(18 * Math.log1p(document.cited + Math.max(0, document.versionCount - 1))));
  return Math.max(0, Math.min(255, standing));
}

/** Specifications and reports come after the standards and recommendations they accompany. */
const KIND_PENALTY: Readonly<Record<string, number>> = {
  'technical-specification': 12,
  specification: 12,
  'publicly-available-specification': 12,
  'technical-report': 24,
  report: 24,
  guide: 24,
  note: 24,
  article: 24,
  practice: 24,
  handbook: 24,
  other: 24,
};

/** An amendment, a corrigendum, an addendum or a supplement to another document. */
export function isAddition(document: { number: string; docType: string }): boolean {
  return document.docType === 'amendment' || document.docType === 'corrigendum' || /(?:\/(?:Amd|AMD|Cor|COR|Add|ADD|Suppl|SUPPL)\b| Cor\. \d)/.test(document.number);
}

/** Publishers whose numbers name a part after a hyphen: ISO 26262-1, IEC 61000-4-2, JIS B 9960-1, OIML R 76-1, ETSI EN 301 489-1. */
const PARTS_AFTER_HYPHEN = new Set(['ISO', 'IEC', 'JIS', 'OIML', 'CIE', 'ETSI']);

/** The part numbers a number names after its hyphens: [1] for ISO 26262-1, [1, 3] for IEC 61215-1-3, none for a whole document. */
function partPath(publisherCode: string, number: string): number[] {
  if (!PARTS_AFTER_HYPHEN.has(publisherCode)) return [];
  const withoutEdition = number.replace(/:\d{4}.*$/, '').replace(/ V\d.*$/, '');
  const hyphenated = /\d((?:-\d+)+)/.exec(withoutEdition)?.[1] ?? '';
  return hyphenated.split('-').slice(1).map(Number);
}

/** The part a number names (its first part number), 0 for a whole document. */
export function partNumber(publisherCode: string, number: string): number {
  return partPath(publisherCode, number)[0] ?? 0;
}
