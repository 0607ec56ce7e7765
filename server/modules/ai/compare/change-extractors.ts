/**
 * What the change classifier looks for in a sentence: requirement key words with their strength,
 * numeric values with their unit and the kind of limit they set, and references to other documents
 * with their edition. Each finder returns the items in reading order so two versions of a sentence
 * can be lined up item by item.
 */

/**
 * A requirement key word: its strength is 3 (must, shall), 2 (should), 1 (may), negative when
 * prohibited; `context` is the word before and the word after it, which finds the same requirement
 * in the other version when its key word changed.
 */
export type Requirement = { word: string; strength: number; context: string };
export type Bound = 'lower' | 'upper' | 'none';
export type NumericValue = { text: string; value: number; unit: string; bound: Bound; context: string };

/** A unit in the form that compares: lower case, singular ("1000 character" and "1000 characters" are the same). */
export const unitKey = (unit: string) => unit.toLowerCase().replace(/(?<=\p{L}{3})s$/u, '');
export type Reference = { id: string; work: string; edition: string | null };

// Longest first, so "MUST NOT" is read before "MUST". A key word in quotes is being named (RFC 2119's own paragraph), not used.
const REQUIREMENT =
  /(?<!["“'\p{L}])(must not|shall not|should not|may not|not recommended|is required to|are required to|must|shall|should|required|recommended|may|optional)(?![\p{L}"”'])/giu;
const STRENGTH: Record<string, number> = {
  'must not': -3,
  'shall not': -3,
  'should not': -2,
  'not recommended': -2,
  'may not': -1,
  'is required to': 3,
  'are required to': 3,
  must: 3,
  shall: 3,
  required: 3,
  should: 2,
  recommended: 2,
  may: 1,
  optional: 1,
};

/**
 * The requirement key words of a sentence. Lower-case "required", "recommended" and "optional"
 * are plain adjectives in prose, so only their RFC 2119 capitals count; must, shall, should and
 * may count in either case (ISO drafting uses them lower case) unless `capitalsOnly`: a document
 * that writes its key words in capitals uses the lower-case ones as plain English.
 */
export function requirementsIn(sentence: string, capitalsOnly = false): Requirement[] {
  const found: Requirement[] = [];
  for (const match of sentence.matchAll(REQUIREMENT)) {
    const word = match[1] ?? '';
    if (capitalsOnly && word !== word.toUpperCase()) continue;
    const lower = word.toLowerCase().replace(/\s+/g, ' ');
    if (/^(?:required|recommended|optional|not recommended)$/.test(lower) && word !== word.toUpperCase()) continue;
    // "May 2008" is a month.
    if (lower === 'may' && word !== 'MAY' && /^\s+\d/.test(sentence.slice((match.index ?? 0) + word.length))) continue;
    const strength = STRENGTH[lower];
    const at = match.index ?? 0;
    const previous = /([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u.exec(sentence.slice(0, at))?.[1] ?? '';
    const next = /^[^\p{L}\p{N}]*([\p{L}\p{N}]+)/u.exec(sentence.slice(at + word.length))?.[1] ?? '';
    if (strength !== undefined) found.push({ word, strength, context: `${previous} _ ${next}`.toLowerCase() });
  }
  return found;
}

/** Whether a text writes its requirement key words in capitals, RFC 2119 style. */
export function usesCapitalKeywords(text: string): boolean {
  return (text.match(/\b(?:MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED)\b/g) ?? []).length >= 3;
}

const strengthName = (strength: number) => ['may', 'should', 'must'][Math.abs(strength) - 1] ?? 'may';
/** A key word's normal form for display: "SHOULD NOT", "MAY". */
export const requirementLabel = (requirement: Requirement) => `${strengthName(requirement.strength)}${requirement.strength < 0 ? ' not' : ''}`.toUpperCase();

const PUBLISHER =
  'ISO\\/IEC\\/IEEE|ISO\\/IEC|ISO\\/TS|ISO\\/TR|ISO\\/ASTM|ISO|IEC|IEEE Std|IEEE|EN ISO|EN|ITU-T|DIN EN ISO|DIN EN|DIN|BS EN|BS|ASTM|ANSI|NIST SP|FIPS PUB|FIPS|ETSI EN|ETSI TS|ETSI TR|ETSI ES|ECMA|CEN\\/TS|IETF RFC|RFC|BCP|STD';
const REFERENCE = new RegExp(`(?<![\\p{L}\\p{N}])(${PUBLISHER})[ -]?((?:[A-Z]{1,2}\\.?)?\\d+(?:[.-]\\d+)*)(?::(\\d{4}))?(?![\\p{L}\\p{N}])`, 'gu');

/** References to other documents: "RFC 5322", "[RFC2822]", "ISO 9001:2015", "IEEE 802.11-2016", "ITU-T X.509". */
export function referencesIn(text: string): Reference[] {
  const found = new Map<string, Reference>();
  for (const match of text.matchAll(REFERENCE)) {
    const publisher = (match[1] ?? '').replace(/^IETF /, '');
    // "[RFC0822]" and "RFC 822" are the same document.
    let number = (match[2] ?? '').replace(/^0+(?=\d)/, '');
    let edition = match[3] ?? null;
    // A year after a hyphen is the edition where the publisher writes it so (IEEE 802.11-2016).
    const year = /^(.+)-((?:19|20)\d\d)$/.exec(number);
    if (!edition && year?.[1] && year[2] && publisher !== 'RFC') [number, edition] = [year[1], year[2]];
    const work = `${publisher} ${number}`;
    const id = edition ? `${work}:${edition}` : work;
    if (!found.has(id)) found.set(id, { id, work, edition });
  }
  return [...found.values()];
}

/** Where references and cross-references stand, blanked out so their numbers are not read as values. */
function maskReferences(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(REFERENCE, blank)
    .replace(/\b(?:sections?|clauses?|subclauses?|tables?|figures?|appendix|appendices|annex(?:es)?|chapters?|steps?|items?|paragraphs?|pages?|parts?|versions?|editions?)\s+[A-Z]?\d+(?:\.\d+)*/giu, blank)
    .replace(/\b\d+(?:\.\d+){2,}\b/g, blank)
    // List item numbers: "17." or "(3)" opening a line or a sentence.
    .replace(/(?:^|(?<=\n))[ \t]*\(?\d{1,3}[.)](?=\s|$)/g, blank)
    .replace(/\b(?:19|20)\d\d-\d\d-\d\d\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:\d{1,2},?\s+)?\d{4}\b/g, blank);
}

const NUMBER = /(?<![\p{L}\p{N}.,:/*%^+\-−<])([+\-−](?=\d))?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\p{N}]|[.,:]\d|\.\.|-\p{L}|\*)(?:\s?(%|‰|°[CF]?|[\p{L}µ]{1,20}(?:\/[\p{L}]{1,10})?))?/gu;
const NOT_UNITS = new Set([
  'and', 'or', 'of', 'the', 'to', 'in', 'is', 'are', 'a', 'an', 'for', 'with', 'by', 'on', 'at', 'as', 'be', 'if', 'it', 'that', 'this', 'then', 'than',
  'from', 'was', 'were', 'has', 'have', 'must', 'shall', 'should', 'may', 'not', 'but', 'per', 'each', 'only', 'when', 'which',
  'through', 'thru', 'till', 'until', 'into', 'onto', 'upon', 'after', 'before', 'between', 'within', 'without', 'under', 'over', 'above', 'below',
  'via', 'so', 'such', 'these', 'those', 'its', 'their', 'we', 'you', 'they', 'no', 'nor', 'yet', 'all', 'any', 'some', 'more', 'less', 'most',
  'least', 'can', 'will', 'would', 'could', 'do', 'does', 'also', 'where', 'while', 'who', 'what', 'there', 'here', 'other', 'same', 'see', 'i', 'e',
]);
// The words just before a number that make it a limit ("not exceed" is tried before "exceed"); a comparison sign
// only with a space before it, as "<0..2^16-1>" in a structure is a vector's length, not a limit.
const UPPER = /\b(?:at most|maximum(?: of)?|max\.?|no (?:more|greater|longer|larger) than|not (?:more|greater|longer|larger) than|not exceed(?:ing)?|not to exceed|less than|fewer than|shorter than|smaller than|below|under|up to|within|limit(?:ed)? (?:to|of))\s*(?:\S+\s+)?$|(?:^|\s)(?:≤|<=?)\s*$/i;
const LOWER = /\b(?:at least|minimum(?: of)?|min\.?|no (?:less|fewer|shorter|smaller) than|not (?:less|fewer|shorter|smaller) than|more than|greater than|longer than|larger than|exceed(?:s|ing)?|above|over)\s*(?:\S+\s+)?$|(?:^|\s)(?:≥|>=?)\s*$/i;

const RANGE = /\b(?:range|between|from)\b[^.;]*$/i;

/** Numeric values with the word after them as their unit and, where the words before say so, the kind of limit. */
export function valuesIn(sentence: string): NumericValue[] {
  const masked = maskReferences(sentence);
  const found: NumericValue[] = [];
  for (const match of masked.matchAll(NUMBER)) {
    const at = match.index ?? 0;
    const sign = match[1] && match[1] !== '+' ? -1 : 1;
    const whole = (match[2] ?? '').replace(/,/g, '');
    const fraction = match[3];
    const value = sign * Number(`${whole}${fraction ? `.${fraction}` : ''}`);
    const unitWord = match[4] ?? '';
    const unit = NOT_UNITS.has(unitWord.toLowerCase()) ? '' : unitWord;
    // A year is a date, not a value ("Copyright (C) The IETF Trust (2008)").
    if (!unit && !fraction && value >= 1900 && value <= 2099) continue;
    const text = sentence.slice(at, at + match[0].length - (unit ? 0 : unitWord.length)).trim();
    const before = sentence.slice(Math.max(0, at - 40), at);
    // The ends of a range ("between 1 and 12", "within the range 00 through 59") are not one-sided limits.
    const bound: Bound = RANGE.test(before) ? 'none' : UPPER.test(before) ? 'upper' : LOWER.test(before) ? 'lower' : 'none';
    const context = before.split(/\s+/).filter(Boolean).slice(-4).join(' ');
    if (Number.isFinite(value)) found.push({ text, value, unit, bound, context });
  }
  return found;
}

/**
 * Lines up two lists by equal keys (longest common subsequence) and pairs what is left between
 * matched items by position: [before, after] with one side undefined where nothing was left to pair.
 */
export function lineUp<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): [T | undefined, T | undefined][] {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = table[i] as Int32Array;
      const next = table[i + 1] as Int32Array;
      row[j] = key(before[i] as T) === key(after[j] as T) ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [T | undefined, T | undefined][] = [];
  let gapBefore: T[] = [];
  let gapAfter: T[] = [];
  const flush = () => {
    for (let at = 0; at < Math.max(gapBefore.length, gapAfter.length); at += 1) pairs.push([gapBefore[at], gapAfter[at]]);
    gapBefore = [];
    gapAfter = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const b = before[i];
    const a = after[j];
    if (b !== undefined && a !== undefined && key(b) === key(a)) {
      flush();
      pairs.push([b, a]);
      i += 1;
      j += 1;
    } else if (b !== undefined && (a === undefined || (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
      gapBefore.push(b);
      i += 1;
    } else if (a !== undefined) {
      gapAfter.push(a);
      j += 1;
    }
  }
  flush();
  return pairs;
}

/**
 * Sentence starts of a text, so a position can be traced to its sentence: every line starts one,
 * and within a line a full stop, question or exclamation mark followed by space and a capital,
 * digit, quote or bracket. A sentence owns the whitespace after it.
 */
export function sentenceStarts(text: string): number[] {
  const starts = [0];
  const boundary = /\n+|[.!?]["'”’)\]]*[ \t]+(?=["'“([]?[\p{Lu}\p{N}])/gu;
  for (const match of text.matchAll(boundary)) {
    if (ABBREVIATION.test(text.slice(Math.max(0, (match.index ?? 0) - 12), (match.index ?? 0) + 1))) continue;
    let end = (match.index ?? 0) + match[0].length;
    while (end < text.length && /[ \t]/.test(text[end] ?? '')) end += 1;
    if (end < text.length && end > (starts.at(-1) ?? 0)) starts.push(end);
  }
  return starts;
}

/** A full stop that ends an abbreviation, not a sentence. */
const ABBREVIATION = /(?:^|[^\p{L}])(?:e\.g|i\.e|cf|vs|viz|fig|figs|no|nos|sec|sect|ch|eq|ref|refs|vol|pp?|para|approx|incl|resp|al|mr|mrs|dr|prof)\.$/iu;

/** The index of the sentence holding a position. */
export function sentenceAt(starts: readonly number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
