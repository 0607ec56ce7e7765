import { formatFaqText, type FaqEntry } from '../../../common/ai/faq-text.ts';
import { isBoilerplateTitle, splitSection, type Passage } from './passage-splitter.ts';

/**
 * A version's FAQ drawn from its own text, with no model (portal-area.md §3 "FAQ entry"): what
 * the document covers (from its abstract, scope or introduction), what its defined terms mean
 * (from the definitions), and what its requirements ask (from MUST/SHALL sentences of its main
 * sections). Answers are the document's sentences, at most trimmed; only the questions are
 * written here, from templates in the FAQ's language.
 */

export type FaqSourceSection = { sectionKey: string; number: string | null; title: string; level: number; bodyText: string };

const DEFINITIONS_MAX = 4;
const REQUIREMENTS_MAX = 7;
const ENTRIES_MAX = 12;
const ANSWER_CHARS_MAX = 400;
const REQUIREMENT_CHARS = { min: 40, max: 320 } as const;

type Templates = { scope: string; definition: (term: string) => string; requirementOf: (title: string) => string };

const TEMPLATES: Record<string, Templates> = {
  en: { scope: 'What is the scope of this document?', definition: (term) => `What does '${term}' mean?`, requirementOf: (title) => `What does the document require regarding ${title}?` },
  fr: { scope: "Quel est le domaine d'application de ce document ?", definition: (term) => `Que signifie « ${term} » ?`, requirementOf: (title) => `Qu'exige le document au sujet de « ${title} » ?` },
  de: { scope: 'Was ist der Anwendungsbereich dieses Dokuments?', definition: (term) => `Was bedeutet „${term}“?`, requirementOf: (title) => `Was verlangt das Dokument zu „${title}“?` },
  it: { scope: 'Qual è il campo di applicazione di questo documento?', definition: (term) => `Che cosa significa «${term}»?`, requirementOf: (title) => `Che cosa richiede il documento riguardo a «${title}»?` },
  es: { scope: '¿Cuál es el ámbito de aplicación de este documento?', definition: (term) => `¿Qué significa «${term}»?`, requirementOf: (title) => `¿Qué exige el documento sobre «${title}»?` },
  ru: { scope: 'Какова область применения этого документа?', definition: (term) => `Что означает «${term}»?`, requirementOf: (title) => `Что требует документ в отношении «${title}»?` },
  zh: { scope: '本文件的适用范围是什么？', definition: (term) => `“${term}”是什么意思？`, requirementOf: (title) => `关于“${title}”，文件有哪些要求？` },
};

/** Where a document says what it covers, best first. */
const SCOPE_TITLES = [
  // "Scope", "Scope and purpose", "Scope of this document"; not "Scope of Operation of SMTP Servers".
  /^(?:scope|domaine d.application|anwendungsbereich|ámbito|alcance|campo di applicazione|scopo|область применения|范围|适用范围)(?:$|\s+(?:and|et|und|y|e)\s|\s+(?:of|du|des|de|del|della)\s+(?:this|the|ce|la|dieses|este|questo)\s)/i,
  /^(?:abstract|summary|résumé|zusammenfassung|resumen|sommario|аннотация|摘要)/i,
  /^(?:purpose|objet|zweck|objeto|назначение|目的)/i,
  /^(?:introduction|overview|einleitung|introducción|introduzione|введение|引言|概述)/i,
];
const TERMINOLOGY_TITLE = /terminolog|definition|glossary|terms|conventions|begriffe|définitions|termini|términos|термины|术语/i;
/** Sections whose requirements are not what a reader asks about first. */
const MINOR_TITLE = /^(?:iana|changes? (?:from|to|log)|change log|appendix|annex|acknowledg|history)|structure of (?:this|the) document|notation|conventions|terminology|registration/i;

function templatesFor(language: string): Templates {
  return TEMPLATES[language.toLowerCase().split(/[-_]/)[0] ?? 'en'] ?? (TEMPLATES.en as Templates);
}

/** One line, at most ANSWER_CHARS_MAX characters, cut after a word when longer. */
function trimAnswer(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= ANSWER_CHARS_MAX) return line;
  const cut = line.slice(0, ANSWER_CHARS_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')} …`;
}

const isAppendix = (section: FaqSourceSection) => /^[a-z]/i.test(section.number ?? '') || /^appendix/i.test(section.sectionKey);
const isProse = (passage: Passage) => passage.kind !== 'table' && passage.kind !== 'heading';

type Split = { section: FaqSourceSection; passages: Passage[] };

function scopeEntry(splits: Split[], templates: Templates): FaqEntry | undefined {
  for (const pattern of SCOPE_TITLES) {
    for (const { section, passages } of splits) {
      if (!pattern.test(section.title.trim())) continue;
      const sentences = passages.filter(isProse).slice(0, 2);
      if (sentences.length === 0) continue;
      const first = sentences[0]?.text ?? '';
      const answer = first.length < 120 && sentences[1] ? `${first} ${sentences[1].text}` : first;
      return { question: templates.scope, answer: trimAnswer(answer) };
    }
  }
  return undefined;
}

/** The defined terms the document uses most, in the order of their use counts. */
function definitionEntries(splits: Split[], templates: Templates): FaqEntry[] {
  const wholeText = splits.map((split) => split.section.bodyText.toLowerCase()).join('\n');
  const seen = new Set<string>();
  const found: { term: string; answer: string; rank: number; inTerminology: boolean }[] = [];
  for (const { section, passages } of splits) {
    if (/^(?:iana|appendix|annex)|registration/i.test(section.title.trim())) continue;
    for (const passage of passages) {
      const term = passage.term?.replace(/^["“'«„]|["”'»“]$/g, '').trim();
      if (passage.kind !== 'definition' || !term || seen.has(term.toLowerCase()) || /[=_{}[\]:]/.test(term) || term.length < 3 || term.split(' ').length > 4) continue;
      seen.add(term.toLowerCase());
      // A "term: text" passage answers with its text; a defining sentence answers whole.
      const answer = passage.text.startsWith(`${passage.term}: `) ? passage.text.slice((passage.term ?? '').length + 2) : passage.text;
      const words = answer.split(' ').length;
      if (words < 5) continue;
      // Terms the document uses often, defined at some length, make the useful questions.
      const uses = wholeText.split(term.toLowerCase()).length - 1;
      found.push({ term, answer, rank: Math.log(uses + 1) * Math.min(1, words / 12), inTerminology: TERMINOLOGY_TITLE.test(section.title) });
    }
  }
  return found
    .sort((a, b) => Number(b.inTerminology) - Number(a.inTerminology) || b.rank - a.rank)
    .slice(0, DEFINITIONS_MAX)
    .map((entry) => ({ question: templates.definition(entry.term), answer: trimAnswer(entry.answer) }));
}

/** The notation paragraph names the key words rather than using them ("the terms "MUST", …", "MUST level requirements"). */
const KEY_WORDS_NAMED = /["“'](?:MUST|SHALL|SHOULD|MAY|REQUIRED)\b|\b(?:MUST|SHALL|SHOULD|MAY)(?: NOT)? (?:level|or|and)\b|\bkey words\b/;

const PREPOSITIONS = new Set(['with', 'to', 'for', 'on', 'in', 'by', 'from', 'as', 'about', 'into', 'at']);

/**
 * "What must a proxy implement?" from "A proxy MUST implement …": the subject before MUST (or
 * SHALL) and the verb after it. Undefined when the sentence does not read so simply (a
 * condition first, a pronoun subject, a passive).
 */
export function requirementQuestion(sentence: string): string | undefined {
  const match = /^([A-Z][\w'’/().-]*(?: [\w'’/().-]+){0,7}?) (MUST|SHALL)( NOT)? ([a-z]+)(?: ([a-z]+))?/.exec(sentence);
  if (!match) return undefined;
  const [, subject = '', keyword = '', negation, verb = '', next] = match;
  if (/^(?:it|this|these|they|that|there|if|when|otherwise|however|note|such|each of)\b/i.test(subject) || /,|\b(?:that|which|who|whose)\b/.test(subject)) return undefined;
  // A passive, an adverb or the key word named rather than used: no simple verb to ask about.
  if (['be', 'not', 'also', 'only', 'always', 'never', 'still', 'either', 'first', 'then', 'therefore', 'have', 'or', 'and', 'level'].includes(verb)) return undefined;
  const firstWord = subject.split(' ')[0] ?? '';
  // "A proxy" reads "a proxy" mid-question; "TLS implementations" and "SMTP" keep their capitals.
  const subjectText = /^[A-Z][a-z]*$/.test(firstWord) ? `${firstWord.toLowerCase()}${subject.slice(firstWord.length)}` : subject;
  const modal = keyword === 'SHALL' ? 'shall' : 'must';
  const tail = next && PREPOSITIONS.has(next) ? ` ${next}` : '';
  return `What ${modal} ${subjectText}${negation ? ' not' : ''} ${verb}${tail}?`;
}

/** One requirement per main section, spread over the document. */
function requirementEntries(splits: Split[], templates: Templates, english: boolean, count: number): FaqEntry[] {
  const candidates: FaqEntry[] = [];
  for (const { section, passages } of splits) {
    if (isAppendix(section) || MINOR_TITLE.test(section.title.trim()) || section.level > 3) continue;
    const mandatory = passages.filter((passage) => passage.kind === 'requirement' && /\b(?:MUST|SHALL|REQUIRED)\b|必须|应当/u.test(passage.text) && !KEY_WORDS_NAMED.test(passage.text));
    const fitting = mandatory.filter((passage) => passage.text.length >= REQUIREMENT_CHARS.min && passage.text.length <= REQUIREMENT_CHARS.max);
    const phrased = english ? fitting.map((passage) => ({ passage, question: requirementQuestion(passage.text) })).find((entry) => entry.question) : undefined;
    const chosen = phrased ?? (fitting[0] ? { passage: fitting[0], question: templates.requirementOf(section.title.trim()) } : undefined);
    if (chosen?.question) candidates.push({ question: chosen.question, answer: trimAnswer(chosen.passage.text) });
  }
  if (candidates.length <= count) return candidates;
  // Evenly spaced picks, so the FAQ covers the whole document rather than its first chapter.
  return Array.from({ length: count }, (_, index) => candidates[Math.floor((index * candidates.length) / count)]).filter((entry): entry is FaqEntry => !!entry);
}

/** The FAQ text ("Q-n: …" / "A-n: …" blocks) of a version's sections, or '' when the text yields no entry. */
export function generateFaq(sections: readonly FaqSourceSection[], language: string): string {
  const templates = templatesFor(language);
  const english = templates === TEMPLATES.en;
  const splits = sections
    .filter((section) => !isBoilerplateTitle(section.title))
    .map((section) => ({ section, passages: splitSection({ title: section.title, text: section.bodyText }) }));
  const entries: FaqEntry[] = [];
  const scope = scopeEntry(splits, templates);
  if (scope) entries.push(scope);
  entries.push(...definitionEntries(splits, templates));
  entries.push(...requirementEntries(splits, templates, english, Math.min(REQUIREMENTS_MAX, ENTRIES_MAX - entries.length)));
  const unique = entries.filter((entry, index) => entries.findIndex((other) => other.question === entry.question) === index);
  return formatFaqText(unique.slice(0, ENTRIES_MAX));
}
