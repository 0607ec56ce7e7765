import { indentOf } from './text-block-formatter.ts';

/** A section heading found in an RFC, with where its body starts. */
export type RfcHeading = {
  /** Index of the heading line. */
  line: number;
  /** Index of the first body line (after a title wrapped onto a second line). */
  bodyStart: number;
  key: string;
  number?: string;
  title: string;
  /** Keys of the ancestors by numbering, the nearest first. */
  parentKeys: string[];
};

/** A heading's numbering: '3.2.2' is { parts: [3, 2, 2] }, 'A.1' { appendix: 'A', parts: [1] }. */
type Numbering = { appendix?: string; parts: number[] };

const NUMBERED = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+(\S.*)$/;
const APPENDIX = /^Appendix\s+([A-Z])((?:\.\d{1,3})*)\.?(?:\s*[:.–-])?(?:\s+(\S.*))?$/;
const LETTERED = /^([A-Z])((?:\.\d{1,3})+)\.?\s+(\S.*)$/;
const BARE_LETTER = /^([A-Z])\.\s+(\S.*)$/;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Finds the headings at the left margin: numbered ('3.6.', '3.6'), appendices ('Appendix A.',
 * 'A.1.', 'Appendix A.1.') and unnumbered ones ('Abstract', "Author's Address"). A numbered
 * line counts only when its number can follow the previous heading's, so a figure line that
 * happens to start with a number does not split a section.
 */
export function findRfcHeadings(lines: readonly string[], from: number, options: { unnumbered?: boolean } = {}): RfcHeading[] {
  const unnumbered = options.unnumbered ?? true;
  const headings: RfcHeading[] = [];
  let lastNumber: Numbering | undefined;
  let lastAppendix: Numbering | undefined;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line === '' || indentOf(line) > 0) continue;
    const previous = lines[index - 1];
    if (index > from && previous !== '' && previous !== undefined) continue;
    const next = lines[index + 1];
    const parsed = parseHeading(line);
    let numbering: Numbering | undefined;
    let title: string | undefined;
    if (parsed && titleLooksLikeHeading(parsed.title, true)) {
      const plausible = parsed.numbering.appendix === undefined ? follows(lastNumber, parsed.numbering) : followsAppendix(lastAppendix, parsed.numbering);
      if (plausible) {
        numbering = parsed.numbering;
        title = parsed.title;
      }
    }
    if (numbering === undefined) {
      // A numbered line out of sequence is text (a figure, a list), never an unnumbered heading.
      if (parsed || !unnumbered || !isUnnumberedHeading(line, next)) continue;
      title = line.trim();
    }
    if (numbering?.appendix !== undefined) lastAppendix = numbering;
    else if (numbering) lastNumber = numbering;
    headings.push(buildHeading(lines, index, title ?? '', numbering));
  }
  return headings;
}

function parseHeading(line: string): { numbering: Numbering; title: string } | undefined {
  const appendix = APPENDIX.exec(line);
  if (appendix) return { numbering: { appendix: appendix[1] ?? 'A', parts: partsOf(appendix[2] ?? '') }, title: (appendix[3] ?? '').trim() };
  const lettered = LETTERED.exec(line);
  if (lettered) return { numbering: { appendix: lettered[1] ?? 'A', parts: partsOf(lettered[2] ?? '') }, title: (lettered[3] ?? '').trim() };
  const bare = BARE_LETTER.exec(line);
  if (bare) return { numbering: { appendix: bare[1] ?? 'A', parts: [] }, title: (bare[2] ?? '').trim() };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { numbering: { parts: partsOf(numbered[1] ?? '') }, title: (numbered[2] ?? '').trim() };
  return undefined;
}

function partsOf(dotted: string): number[] {
  return dotted
    .split('.')
    .filter((part) => part !== '')
    .map((part) => Number.parseInt(part, 10));
}

/** Whether section number `next` (as parts: [3, 1]) can follow `previous` in a document. */
export function numberingFollows(previous: readonly number[] | undefined, next: readonly number[]): boolean {
  return follows(previous ? { parts: [...previous] } : undefined, { parts: [...next] });
}

/** Whether `next` can come after `previous` in a numbering: a sibling, a child, or an ancestor's sibling. */
function follows(previous: Numbering | undefined, next: Numbering): boolean {
  const parts = next.parts;
  if (!previous) return parts.length <= 2 && (parts[0] ?? 99) <= 2;
  const before = previous.parts;
  const samePrefix = (length: number): boolean => before.slice(0, length).every((part, at) => part === parts[at]);
  // A child, or a grandchild under a sub-section that has no heading of its own (RFC 2616's 13.1).
  if (parts.length > before.length && parts.length <= before.length + 2 && samePrefix(before.length)) {
    return parts.slice(before.length).every((part) => part <= 2);
  }
  if (parts.length > before.length || parts.length === 0) return false;
  const step = (parts.at(-1) ?? 0) - (before[parts.length - 1] ?? 0);
  return samePrefix(parts.length - 1) && step >= 1 && step <= 3;
}

function followsAppendix(previous: Numbering | undefined, next: Numbering): boolean {
  const letter = next.appendix ?? 'A';
  if (!previous) return letter === 'A' && (next.parts.length === 0 || (next.parts.length === 1 && next.parts[0] === 1));
  const step = letter.charCodeAt(0) - (previous.appendix ?? 'A').charCodeAt(0);
  // 'Appendix A' counts as A.0 so that 'A.1' is its next sibling-or-child.
  if (step === 0) return next.parts.length > 0 && follows({ parts: previous.parts.length > 0 ? previous.parts : [0] }, next);
  if (step < 1 || step > 2) return false;
  return next.parts.length === 0 || (next.parts.length === 1 && next.parts[0] === 1);
}

function titleLooksLikeHeading(title: string, numbered: boolean): boolean {
  if (title.length > 100 || / {3,}/.test(title) || /\.{4,}|…/.test(title)) return false;
  if (/[|{}]/.test(title) || (!numbered && /[<>=^]/.test(title)) || CJK.test(title)) return false;
  return numbered ? title === '' || /^[\p{L}\p{N}"'(#]/u.test(title) : /^\p{Lu}/u.test(title);
}

/** An unnumbered heading: a short line at the margin, a blank or indented text after it. */
function isUnnumberedHeading(line: string, next: string | undefined): boolean {
  const title = line.trim();
  if (!titleLooksLikeHeading(title, false) || title.length > 72 || /[.,;:]$|:\s|\[|\]|;/.test(title)) return false;
  if (title.split(/\s+/).length > 10) return false;
  return next === undefined || next === '' || indentOf(next) > 0;
}

function buildHeading(lines: readonly string[], index: number, title: string, numbering: Numbering | undefined): RfcHeading {
  let bodyStart = index + 1;
  let fullTitle = title;
  const next = lines[index + 1];
  // A long title wraps onto an indented second line; a translated title may follow it.
  if (next && indentOf(next) > 0 && !CJK.test(next) && (lines[index] ?? '').length >= 50 && lines[index + 2] === '') {
    fullTitle = `${title} ${next.trim()}`;
    bodyStart += 1;
  }
  const key = numbering ? keyOf(numbering) : slug(fullTitle);
  return {
    line: index,
    bodyStart,
    key,
    ...(numbering ? { number: displayNumber(numbering) } : {}),
    title: fullTitle || displayNumber(numbering ?? { parts: [] }),
    parentKeys: numbering ? ancestorKeys(numbering) : [],
  };
}

function keyOf(numbering: Numbering): string {
  if (numbering.appendix === undefined) return numbering.parts.join('.');
  const letter = numbering.appendix.toLowerCase();
  return numbering.parts.length === 0 ? `appendix-${letter}` : [letter, ...numbering.parts].join('.');
}

function displayNumber(numbering: Numbering): string {
  if (numbering.appendix === undefined) return numbering.parts.join('.');
  return numbering.parts.length === 0 ? `Appendix ${numbering.appendix}` : [numbering.appendix, ...numbering.parts].join('.');
}

function ancestorKeys(numbering: Numbering): string[] {
  const keys: string[] = [];
  for (let length = numbering.parts.length - 1; length >= (numbering.appendix === undefined ? 1 : 0); length -= 1) {
    keys.push(keyOf({ ...numbering, parts: numbering.parts.slice(0, length) }));
  }
  return keys;
}

/** A URL-safe key of an unnumbered title: "Author's Address" is 'authors-address'. */
export function slug(title: string): string {
  const key = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key || 'section';
}
