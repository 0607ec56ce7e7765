import { splitText } from '../passage-splitter.ts';
import { passagesOf, type Passage } from './changed-passages.ts';
import {
  lineUp,
  referencesIn,
  requirementLabel,
  requirementsIn,
  unitKey,
  usesCapitalKeywords,
  valuesIn,
  type NumericValue,
  type Reference,
  type Requirement,
} from './change-extractors.ts';
import type { AlignedPair, SectionRef } from './section-alignment.ts';
import { newerTextOf, olderTextOf, type DiffSegment } from './word-diff.ts';

/**
 * Turns an aligned pair of sections and their word diff into the changes a reader of standards
 * cares about, each with a significance that puts the summary in order: a requirement made
 * stronger or weaker, a value or limit changed, a referenced document or edition changed, a
 * definition added, removed or reworded, a section added, removed or moved, and what is left:
 * rewording without any of these ('wording') and edits of whitespace, punctuation, case or word
 * order only ('editorial').
 *
 * The diff's changes are read passage by passage (changed-passages.ts), so "before" and "after"
 * read as whole sentences and a rewritten sentence is compared with its own earlier form.
 */

export type ChangeClass =
  | 'requirement-strength'
  | 'value'
  | 'reference'
  | 'definition'
  | 'section-added'
  | 'section-removed'
  | 'section-moved'
  | 'wording'
  | 'editorial';

export type ChangeDirection =
  | 'strengthened'
  | 'relaxed'
  | 'reversed'
  | 'tightened'
  | 'added'
  | 'removed'
  | 'replaced'
  | 'edition-changed'
  | 'reworded'
  | 'moved'
  | 'renumbered'
  | 'split'
  | 'merged'
  | 'changed';

export type ClassifiedChange = {
  class: ChangeClass;
  direction: ChangeDirection;
  /** 0..1, higher first in a summary. */
  significance: number;
  olderSection: SectionRef | null;
  newerSection: SectionRef | null;
  /** The passage as it read and as it reads ('' where it does not exist). */
  before: string;
  after: string;
  /** The item that changed, as it read and reads: a key word, a value, a reference, a term ('' where none). */
  from: string;
  to: string;
  /** What the item is about: the words before a value, a defined term, a referenced work ('' where none). */
  subject: string;
  detail: string;
  /** The pair's place in the alignment, to keep clause order. */
  order: number;
};

const SIGNIFICANCE = {
  reversed: 1,
  strengthOfRequirement: 0.9,
  requirementAddedOrRemoved: 0.7,
  limit: 0.85,
  value: 0.75,
  definition: 0.7,
  reference: 0.65,
  referenceAddedOrRemoved: 0.5,
  section: 0.45,
  sectionPerRequirement: 0.04,
  sectionRequirementsCap: 0.4,
  splitOrMerge: 0.4,
  moved: 0.35,
  renumbered: 0.15,
  wording: 0.2,
  wordingPerWord: 0.01,
  wordingCap: 0.2,
  editorial: 0.05,
} as const;
const SHOWN_CHARACTERS = 600;
/** Titles of the sections that hold definitions: "Terms and definitions", "Glossary", "Conventions and Terminology"... */
const DEFINITIONS_TITLE =
  /\b(?:terms and definitions|terms, definitions|glossary|terminology|vocabulary|begriffe|termes et définitions|términos y definiciones|termini e definizioni)\b|^\s*(?:definitions?|terms)\s*$/i;

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string) => {
  const folded = fold(text);
  return folded.length > SHOWN_CHARACTERS ? `${folded.slice(0, SHOWN_CHARACTERS - 1)}…` : folded;
};
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
/** Two sentences are versions of one another when they share enough of their words (Dice ≥ 0.4). */
function similar(a: string, b: string): boolean {
  const left = new Set(wordsOf(a));
  const right = new Set(wordsOf(b));
  let common = 0;
  for (const word of left) if (right.has(word)) common += 1;
  return left.size + right.size > 0 && (2 * common) / (left.size + right.size) >= 0.4;
}
/** Equal but for whitespace, punctuation, case and word order. */
const sameWords = (a: string, b: string) => wordsOf(a).sort().join(' ') === wordsOf(b).sort().join(' ');

/** "3.6.2 Originator Fields", or the title alone for an unnumbered section. */
export function sectionLabel(section: SectionRef): string {
  return section.number ? `${section.number} ${section.title}` : section.title;
}

type Base = { olderSection: SectionRef | null; newerSection: SectionRef | null; order: number };
/** A change before it is tied to its pair. */
type Found = Omit<ClassifiedChange, keyof Base>;

export type ClassifyOptions = {
  /** The pair's place in the alignment. */
  order?: number;
  /**
   * Count only capital key words (MUST, SHOULD, MAY): right for a document that writes them so,
   * where lower-case "may" is plain English. Decided from the pair's texts when not given; the
   * engine decides it once for both documents.
   */
  capitalKeywordsOnly?: boolean;
};

/** The classified changes of one aligned pair, given the word diff of its texts. */
export function classifyChanges(pair: AlignedPair, segments: readonly DiffSegment[], options: ClassifyOptions = {}): ClassifiedChange[] {
  const base: Base = { olderSection: pair.older, newerSection: pair.newer, order: options.order ?? 0 };
  const make = (change: Found): ClassifiedChange => ({ ...base, ...change, significance: Math.round(change.significance * 1000) / 1000 });
  const olderText = olderTextOf(segments);
  const newerText = newerTextOf(segments);
  const capitals = options.capitalKeywordsOnly ?? usesCapitalKeywords(`${olderText}\n${newerText}`);
  const inDefinitions = [pair.older, pair.newer].some((section) => section?.parentTitle && DEFINITIONS_TITLE.test(section.parentTitle));
  const { older, newer } = pair;
  if (!older || !newer) {
    const section = older ?? newer;
    return section ? [make(sectionAddedOrRemoved(section, older ? olderText : newerText, !older, { inDefinitions, capitals }))] : [];
  }
  const changes = structuralChanges({ ...pair, older, newer }).map(make);
  if (fold(olderText) === fold(newerText)) return changes;

  const glossary = [older.title, newer.title, older.parentTitle, newer.parentTitle].some((title) => title && DEFINITIONS_TITLE.test(title));
  const definitionChanges = glossary ? compareDefinitions(olderText, newerText) : [];
  for (const change of definitionChanges) changes.push(make(change));
  if (inDefinitions && !sameWords(olderText, newerText)) {
    const term = fold(newer.title);
    const shown = { before: clip(olderText), after: clip(newerText), from: term, to: term, subject: term };
    changes.push(make({ class: 'definition', direction: 'reworded', significance: SIGNIFICANCE.definition, ...shown, detail: `Definition of "${term}" reworded` }));
  }
  const definedTerms = definitionChanges.map((change) => (change.from || change.to).toLowerCase());
  for (const passage of passagesOf(segments)) {
    const beforeText = passage.before.join('');
    const afterText = passage.after.join('');
    const lowered = fold(`${beforeText} ${afterText}`).toLowerCase();
    const aboutDefinition = definedTerms.some((term) => lowered.includes(`${term}:`) || lowered.includes(`"${term}"`) || lowered.includes(`${term} means`));
    const found = [...requirementChanges(passage, capitals), ...valueChanges(passage), ...referenceChanges(passage)];
    if (found.length > 0) changes.push(...found.map(make));
    else if (!aboutDefinition && !inDefinitions) changes.push(make(wordingChange(beforeText, afterText)));
  }
  // A reference replaced throughout a section is one change of that section, not one per sentence citing it.
  const seen = new Set<string>();
  return changes.filter((change) => change.class !== 'reference' || (!seen.has(`${change.direction}|${change.from}|${change.to}`) && !!seen.add(`${change.direction}|${change.from}|${change.to}`)));
}

/** A whole section added or removed; a term section under "Terms and definitions" is a definition added or removed. */
function sectionAddedOrRemoved(section: SectionRef, text: string, added: boolean, options: { inDefinitions: boolean; capitals: boolean }): Found {
  const direction = added ? 'added' : 'removed';
  if (options.inDefinitions) {
    const term = fold(section.title);
    const body = clip(`${term}: ${text}`);
    const shown = added ? { before: '', after: body, from: '', to: term } : { before: body, after: '', from: term, to: '' };
    return { class: 'definition', direction, significance: SIGNIFICANCE.definition, ...shown, subject: term, detail: `Definition of "${term}" ${direction}` };
  }
  const requirements = requirementsIn(text, options.capitals);
  const counted = countRequirements(requirements);
  const significance = SIGNIFICANCE.section + Math.min(SIGNIFICANCE.sectionRequirementsCap, requirements.length * SIGNIFICANCE.sectionPerRequirement);
  const shown = clip(text || section.title);
  return {
    class: added ? 'section-added' : 'section-removed',
    direction,
    // A heading without text of its own matters less than a section that says something.
    significance: hasWords(text) ? significance : significance / 2,
    ...(added ? { before: '', after: shown, from: '', to: counted } : { before: shown, after: '', from: counted, to: '' }),
    subject: section.title,
    detail: `Section ${sectionLabel(section)} ${direction}${counted ? ` (requirements: ${counted})` : ''}`,
  };
}

/** What happened to a paired section itself: moved, renumbered, split or merged, and its title changed. */
function structuralChanges(pair: AlignedPair & { older: SectionRef; newer: SectionRef }): Found[] {
  const { older, newer } = pair;
  const changes: Found[] = [];
  if (pair.kind === 'moved' || pair.kind === 'renumbered' || pair.kind === 'split' || pair.kind === 'merged') {
    const where = pair.kind === 'renumbered' ? 'renumbered as' : pair.kind === 'moved' ? 'moved to' : pair.kind === 'split' ? 'split; a part is now' : 'merged into';
    const parent = pair.kind === 'moved' && newer.parentTitle !== older.parentTitle ? ` (now under ${newer.parentTitle ?? 'the top level'})` : '';
    const significance = pair.kind === 'renumbered' ? SIGNIFICANCE.renumbered : pair.kind === 'moved' ? SIGNIFICANCE.moved : SIGNIFICANCE.splitOrMerge;
    const shown = { before: '', after: '', from: sectionLabel(older), to: sectionLabel(newer), subject: newer.title };
    changes.push({ class: 'section-moved', direction: pair.kind, significance, ...shown, detail: `Section ${sectionLabel(older)} ${where} ${sectionLabel(newer)}${parent}` });
  }
  if (fold(older.title) !== fold(newer.title)) {
    const editorial = sameWords(older.title, newer.title);
    const shown = { before: older.title, after: newer.title, from: older.title, to: newer.title, subject: 'title' };
    changes.push({ class: editorial ? 'editorial' : 'wording', direction: 'changed', significance: editorial ? SIGNIFICANCE.editorial : SIGNIFICANCE.wording, ...shown, detail: 'Title changed' });
  }
  return changes;
}

function countRequirements(requirements: Requirement[]): string {
  const counts = new Map<string, number>();
  for (const requirement of requirements) counts.set(requirementLabel(requirement), (counts.get(requirementLabel(requirement)) ?? 0) + 1);
  return [...counts].map(([label, count]) => `${label} ×${count}`).join(', ');
}

/** Items found in each sentence of a passage side, each with its sentence. */
function itemsOf<T>(sentences: string[], find: (sentence: string) => T[]): { item: T; sentence: string }[] {
  return sentences.flatMap((sentence) => find(sentence).map((item) => ({ item, sentence })));
}

function requirementChanges(passage: Passage, capitals: boolean): Found[] {
  const find = (sentence: string) => requirementsIn(sentence, capitals);
  const before = itemsOf(passage.before, find);
  const after = itemsOf(passage.after, find);
  // A sentence with a requirement that has no counterpart is one change, however many key words it has.
  const addedOrRemoved = new Map<string, Found>();
  // Lined up by the words around each key word, so "Users should change" meets "Users shall change".
  const lined = lineUp(before, after, (entry) => entry.item.context).flatMap(([b, a]) =>
    // Key words left over in unrelated sentences are one requirement gone and another new, not one changed.
    b && a && b.item.strength !== a.item.strength && !similar(b.sentence, a.sentence) ? [[b, undefined] as const, [undefined, a] as const] : [[b, a] as const],
  );
  const changes = lined.flatMap(([b, a]): Found[] => {
    if (b && a && b.item.strength === a.item.strength) return [];
    const from = b?.item.word ?? '';
    const to = a?.item.word ?? '';
    const shown = { before: clip(b?.sentence ?? ''), after: clip(a?.sentence ?? ''), from, to, subject: '' };
    if (!b || !a) {
      const direction = b ? 'removed' : 'added';
      const key = `${direction}:${b?.sentence ?? a?.sentence ?? ''}`;
      const same = addedOrRemoved.get(key);
      if (same) {
        if (b && !same.from.split(', ').includes(from)) same.from += `, ${from}`;
        if (a && !same.to.split(', ').includes(to)) same.to += `, ${to}`;
        same.detail = `Requirement ${direction}: ${same.from || same.to}`;
        return [];
      }
      const change: Found = { class: 'requirement-strength', direction, significance: SIGNIFICANCE.requirementAddedOrRemoved, ...shown, detail: `Requirement ${direction}: ${from || to}` };
      addedOrRemoved.set(key, change);
      return [change];
    }
    const reversed = Math.sign(b.item.strength) !== Math.sign(a.item.strength);
    const direction = reversed ? 'reversed' : Math.abs(a.item.strength) > Math.abs(b.item.strength) ? 'strengthened' : 'relaxed';
    const significance = reversed ? SIGNIFICANCE.reversed : SIGNIFICANCE.strengthOfRequirement;
    const words = `${from} → ${to}`;
    const levels = `${requirementLabel(b.item)} → ${requirementLabel(a.item)}`;
    // "should → shall" also says what it means in RFC 2119 terms; "SHOULD → MUST" needs no gloss.
    const gloss = words.toUpperCase().replace(/\s+/g, ' ') === levels ? '' : ` (${levels})`;
    return [{ class: 'requirement-strength', direction, significance, ...shown, detail: `Requirement ${direction}: ${words}${gloss}` }];
  });
  return changes;
}

const valueKey = (value: NumericValue) => `${value.value} ${unitKey(value.unit)}`;

function valueChanges(passage: Passage): Found[] {
  const before = itemsOf(passage.before, valuesIn);
  const after = itemsOf(passage.after, valuesIn);
  // Values only change within a sentence that is there in both versions; a new sentence's numbers are its content.
  if (before.length === 0 || after.length === 0) return [];
  return lineUp(before, after, (entry) => valueKey(entry.item)).flatMap(([b, a]): Found[] => {
    if (!b || !a || valueKey(b.item) === valueKey(a.item)) return [];
    const sameUnit = unitKey(b.item.unit) === unitKey(a.item.unit);
    // Left over between equal values, two numbers are one value changed only if they measure the same thing (or are the same number).
    if ((!sameUnit && b.item.value !== a.item.value) || !similar(b.sentence, a.sentence)) return [];
    const bound = a.item.bound !== 'none' ? a.item.bound : b.item.bound;
    const higher = a.item.value > b.item.value;
    const direction = !sameUnit || bound === 'none' ? 'changed' : (bound === 'lower') === higher ? 'tightened' : 'relaxed';
    const limit = bound === 'lower' ? 'lower limit' : bound === 'upper' ? 'upper limit' : 'value';
    const detail = `${limit[0]?.toUpperCase()}${limit.slice(1)} ${direction === 'changed' ? 'changed' : direction}: ${b.item.text} → ${a.item.text}${a.item.context ? ` (${a.item.context} …)` : ''}`;
    const significance = direction === 'changed' ? SIGNIFICANCE.value : SIGNIFICANCE.limit;
    return [{ class: 'value', direction, significance, before: clip(b.sentence), after: clip(a.sentence), from: b.item.text, to: a.item.text, subject: a.item.context, detail }];
  });
}

function referenceChanges(passage: Passage): Found[] {
  const before = itemsOf(passage.before, referencesIn);
  const after = itemsOf(passage.after, referencesIn);
  const afterIds = new Set(after.map((entry) => entry.item.id));
  const beforeIds = new Set(before.map((entry) => entry.item.id));
  const removed = uniqueBy(before.filter((entry) => !afterIds.has(entry.item.id)));
  const added = uniqueBy(after.filter((entry) => !beforeIds.has(entry.item.id)));
  const changes: Found[] = [];
  const take = (entries: typeof added, test: (entry: (typeof added)[number]) => boolean) => {
    const at = entries.findIndex(test);
    return at < 0 ? undefined : entries.splice(at, 1)[0];
  };
  const publisher = (reference: Reference) => reference.work.split(' ')[0];
  for (const old of [...removed]) {
    const sameWork = take(added, (entry) => entry.item.work === old.item.work);
    const successor = sameWork ?? take(added, (entry) => publisher(entry.item) === publisher(old.item));
    if (!successor) continue;
    removed.splice(removed.indexOf(old), 1);
    const direction = sameWork ? 'edition-changed' : 'replaced';
    const detail = sameWork ? `Edition of ${old.item.work} changed: ${old.item.id} → ${successor.item.id}` : `Reference replaced: ${old.item.id} → ${successor.item.id}`;
    changes.push({ class: 'reference', direction, significance: SIGNIFICANCE.reference, before: clip(old.sentence), after: clip(successor.sentence), from: old.item.id, to: successor.item.id, subject: old.item.work, detail });
  }
  for (const [entries, direction] of [
    [removed, 'removed'],
    [added, 'added'],
  ] as const) {
    for (const entry of entries) {
      const shown =
        direction === 'removed'
          ? { before: clip(entry.sentence), after: '', from: entry.item.id, to: '', subject: entry.item.work }
          : { before: '', after: clip(entry.sentence), from: '', to: entry.item.id, subject: entry.item.work };
      changes.push({ class: 'reference', direction, significance: SIGNIFICANCE.referenceAddedOrRemoved, ...shown, detail: `Reference ${direction}: ${entry.item.id}` });
    }
  }
  return changes;
}

function uniqueBy<T extends { item: Reference }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.item.id) && !!seen.add(entry.item.id));
}

function wordingChange(before: string, after: string): Found {
  const shown = { before: clip(before), after: clip(after), from: '', to: '', subject: '' };
  if (before && after && sameWords(before, after)) {
    return { class: 'editorial', direction: 'changed', significance: SIGNIFICANCE.editorial, ...shown, detail: 'Editorial change (punctuation, case, spacing or word order)' };
  }
  const changedWords = Math.abs(wordsOf(before).length - wordsOf(after).length) + symmetricDifference(wordsOf(before), wordsOf(after));
  const direction = !before ? 'added' : !after ? 'removed' : 'reworded';
  const significance = SIGNIFICANCE.wording + Math.min(SIGNIFICANCE.wordingCap, changedWords * SIGNIFICANCE.wordingPerWord);
  return { class: 'wording', direction, significance, ...shown, detail: direction === 'added' ? 'Text added' : direction === 'removed' ? 'Text removed' : 'Text reworded' };
}

function symmetricDifference(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const word of b) counts.set(word, (counts.get(word) ?? 0) - 1);
  return [...counts.values()].reduce((sum, count) => sum + Math.abs(count), 0) / 2;
}

/** Glossary entries ("term: definition", a term line over its indented definition) added, removed or reworded. */
function compareDefinitions(olderText: string, newerText: string): Found[] {
  const definitions = (text: string) =>
    new Map(splitText(text).flatMap((passage) => (passage.kind === 'definition' && passage.term ? [[passage.term.toLowerCase(), passage.text] as const] : [])));
  const before = definitions(olderText);
  const after = definitions(newerText);
  const changes: Found[] = [];
  for (const [term, text] of before) {
    const now = after.get(term);
    const shown = { significance: SIGNIFICANCE.definition, subject: term, before: clip(text) };
    if (now === undefined) changes.push({ class: 'definition', direction: 'removed', ...shown, after: '', from: term, to: '', detail: `Definition of "${term}" removed` });
    else if (!sameWords(text, now)) changes.push({ class: 'definition', direction: 'reworded', ...shown, after: clip(now), from: term, to: term, detail: `Definition of "${term}" reworded` });
  }
  for (const [term, text] of after) {
    if (!before.has(term)) changes.push({ class: 'definition', direction: 'added', significance: SIGNIFICANCE.definition, subject: term, before: '', after: clip(text), from: '', to: term, detail: `Definition of "${term}" added` });
  }
  return changes;
}
