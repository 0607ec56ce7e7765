import type { DatabaseHandle } from '../../db/database.ts';
import type { AnswerPassage } from '../../platform/answer-provider.ts';
import * as repo from './ai-index.repo.ts';
import { splitSection } from './passage-splitter.ts';

/**
 * The AI assistant's retrieval over a version's full text (issue 17): the text cut into passages
 * (passage-splitter.ts) and stemmed in PostgreSQL once per text (rebuilt when the version's
 * sections_hash changes), then, per question, the passages holding its words ranked BM25-style
 * with the version's statistics, raised when their section's title names the question's words,
 * when they define what a "what is" question asks, or state requirements a "must" question asks.
 */

export type RetrieveOptions = { limit?: number };
export type ClosestSection = { sectionKey: string; number: string | null; title: string };
export type Retrieved = { passages: AnswerPassage[]; closestSections: ClosestSection[] };
export type BuildResult = { built: boolean; passages: number; ms: number };

const PASSAGES_RETURNED = 8;
const CLOSEST_SECTIONS = 3;
/** BM25's term saturation and length normalisation; passages are sentences, so length matters less than for pages. */
const K1 = 1.2;
const B = 0.5;
/** How much a section title naming all the question's words (and little else) raises its passages. */
const TITLE_BOOST = 1.0;
/** Two question words close together in a passage, as in the question. */
const PHRASE_BONUS = 0.6;
/** A word of the section's title counts for this share in each of its passages: the section is about it. */
const TITLE_WORD_SHARE = 0.5;
/** Framing words ("used", "mean", "requirements") count this much in a passage's score, never in its coverage. */
const FRAMING_SHARE = 0.3;
/** A neighbour's matches lend a passage this share of their score: sentences lean on the ones around them. */
const NEIGHBOUR_SHARE = 0.25;
/** A definition of the very words a "what is" question asks about. */
const DEFINITION_BOOST = 2.5;
/** Where a definition's term stands: "term: text", "A "term" is …", "… defines the term (T)". */
const TERM_PLACES = 8;
const REQUIREMENT_BOOST = 1.35;
/** A word found only elsewhere in the passage's section counts for this much of its coverage. */
const SECTION_PRESENCE = 0.5;
/** Scope questions take the first passages of the abstract, scope, purpose or introduction. */
const SCOPE_PASSAGES = 12;

/** What kind of answer a question asks for, read from its wording in any of the catalogue's languages. */
export type QuestionIntent = { definition: boolean; requirement: boolean; scope: boolean };

const DEFINITION_WORDING = [
  /\b(?:mean|means|meaning|definition|define[sd]?|stands? for)\b/i,
  /^\s*(?:what|who)\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?!.*\b(?:of|for|in|on|to|when|if|used|between|and)\b)[^?\s]+(?:\s+[^?\s]+){0,3}\s*\?*\s*$/i,
  /^\s*what\s+does\s+(?:an?\s+|the\s+)?[^?\s]+(?:\s+[^?\s]+){0,3}\s+do\s*\?*\s*$/i,
  /(?:que signifie|qu['’]est[- ]ce qu|que veut dire|définition|was (?:bedeutet|ist|sind)|bedeutung|cosa significa|che cos['’]è|cos['’]è|definizione|qué (?:significa|es|son)|definición|что (?:означает|такое)|определение|是什么|什么是|含义|定义|とは)/iu,
];
const REQUIREMENT_WORDING =
  /(?<![\p{L}])(?:must|shall|should|required?|requirements?|mandatory|obliged|need(?:s)? to|ha(?:s|ve) to|allowed|permitted|prohibited|forbidden|doit|doivent|obligatoire|exig\p{L}*|muss|müssen|soll(?:en)?|pflicht\p{L}*|erforderlich|darf|dürfen|deve|devono|obbligatori\p{L}*|debe|deben|obligatori\p{L}*|долж\p{L}*|обязан\p{L}*|требован\p{L}*)(?![\p{L}])|必须|应当|要求|しなければ/iu;
const SCOPE_WORDING = [
  /\b(?:scope|purpose|aim|goal|objective|subject)\b.*\b(?:this|the)\s+(?:document|specification|standard|rfc|memo)\b/i,
  /\bwhat\s+(?:is|does)\s+(?:this|the)\s+(?:document|specification|standard|rfc|memo)\s+(?:about|cover|specify|define|describe)\b/i,
  /(?:domaine d['’]application|objet (?:de|du) (?:ce|la|cette)|anwendungsbereich|wovon handelt|zweck (?:des|dieser|dieses)|ámbito|alcance (?:de|del)|objeto (?:de|del)|scopo (?:del|della|di)|campo di applicazione|область применения|назначение (?:документа|стандарта)|о чём (?:этот|документ)|范围|适用范围|目的|適用範囲)/iu,
];
/**
 * Words that frame a question rather than say what it is about ("what does X mean", "how many",
 * "must …", "this document"): kept, they would count against passages that answer it. They still
 * match section titles ("Requirements on …").
 */
const FRAMING_WORDS = new Set([
  'mean', 'means', 'meaning', 'meant', 'define', 'defined', 'defines', 'definition', 'definitions', 'term', 'terms', 'purpose', 'used', 'use', 'document',
  'documents', 'specification', 'spec', 'rfc', 'standard', 'memo', 'say', 'says', 'said', 'describe', 'describes', 'described', 'explain', 'explains',
  'tell', 'please', 'happen', 'happens', 'work', 'works', 'exactly', 'must', 'shall', 'may', 'might', 'ought', 'required', 'require', 'requires',
  'requirement', 'requirements', 'need', 'needs', 'needed', 'mandatory', 'allowed', 'permitted', 'according', 'mention', 'mentioned', 'stand', 'stands',
  'still', 'many', 'much', 'able', 'kind', 'kinds', 'signifie', 'signifient', 'veut', 'dire', 'définition', 'terme', 'norme', 'doit', 'doivent',
  'obligatoire', 'exigé', 'exigée', 'exigence', 'exigences', 'faut', 'bedeutet', 'bedeuten', 'bedeutung', 'definiert', 'begriff', 'dokument', 'norm',
  'muss', 'müssen', 'soll', 'sollen', 'erforderlich', 'anforderung', 'anforderungen', 'darf', 'dürfen', 'significa', 'definizione', 'termine', 'documento',
  'norma', 'deve', 'devono', 'requisito', 'requisiti', 'obbligatorio', 'definición', 'término', 'debe', 'deben', 'requisitos', 'obligatorio', 'означает',
  'значит', 'определение', 'термин', 'документ', 'стандарт', 'должен', 'должна', 'должны', 'требование', 'требования', 'обязательно',
]);
/** Verbs that ask for a manner in a "how" question ("how is X built?"): the answer says how, rarely with that verb. */
const MANNER_VERBS = new Set([
  'written', 'write', 'built', 'build', 'made', 'make', 'done', 'handled', 'handle', 'computed', 'compute', 'calculated', 'calculate', 'constructed',
  'construct', 'created', 'create', 'represented', 'represent', 'expressed', 'express', 'specified', 'specify', 'encoded', 'encode', 'formatted', 'format',
  'chosen', 'choose', 'selected', 'select', 'determined', 'determine', 'obtained', 'obtain', 'achieved', 'achieve', 'implemented', 'implement',
]);
/** Phrases that join a question's parts and say nothing of its subject ("in addition to"). */
const CONNECTIVES = /\b(?:in addition to|as well as|with respect to|with regard to|in terms of|in order to|instead of|rather than|in case of|in relation to|as opposed to)\b/gi;
/** The words of a scope question that name the document itself; what remains must still be found. */
const SCOPE_WORDS = new Set(['scope', 'purpose', 'aim', 'goal', 'objective', 'subject', 'about', 'cover', 'covers', 'specify', 'specifies', 'describe', 'describes', 'this']);
/** Section titles a scope question is answered from (a PostgreSQL regular expression, case-insensitive). */
const SCOPE_TITLE_PATTERN =
  '^(abstract|scope|purpose|introduction|overview|summary|résumé|domaine d.application|objet|anwendungsbereich|zweck|einleitung|zusammenfassung|ámbito|alcance|objeto|introducción|resumen|scopo|campo di applicazione|introduzione|sommario|область применения|назначение|введение|аннотация|范围|概述|引言|摘要|適用範囲|序論|概要)' +
  // "Scope and purpose", "Introduction to this document"; not "Scope of Operation of SMTP Servers".
  '($|\\s+(and|et|und|y|e)\\s|\\s+(of|to|du|des|de|del|della)\\s+(this|the|ce|la|dieses|este|questo)\\s+(document|specification|standard|memo|norme|dokuments|documento))';

export function readQuestionIntent(question: string): QuestionIntent {
  return {
    definition: DEFINITION_WORDING.some((pattern) => pattern.test(question)),
    requirement: REQUIREMENT_WORDING.test(question),
    scope: SCOPE_WORDING.some((pattern) => pattern.test(question)),
  };
}

/** "HelloRetryRequest" read as "Hello Retry Request" too: protocol texts name messages so, and questions in words. */
export function splitCamelCase(word: string): string {
  return word.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

/** The words inside a text's CamelCase identifiers, stemmed beside the text so "key exchange" finds "ServerKeyExchange". */
function camelCaseWords(text: string): string {
  return (text.match(/\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu) ?? []).map(splitCamelCase).join(' ');
}

/**
 * A question's word as the ranking sees it: its own lexeme (`head`) and, for a compound, its
 * parts' lexemes; its place; whether it only frames the question.
 */
type QuestionWord = { place: number; head: string | undefined; parts: string[]; lexemes: string[]; lexemeIdf: Map<string, number>; idf: number; framing: boolean };

/**
 * The question cut into words, each stemmed on its own so a compound ("Content-Length",
 * "close_notify", "HelloRetryRequest" read also as "Hello Retry Request") stays one word whose
 * parts never count twice.
 */
export function questionWords(question: string, intent: QuestionIntent): { text: string; framing: boolean; compound: boolean }[] {
  const asksHow = /^\s*how\b/i.test(question);
  return question
    .replace(CONNECTIVES, ' ')
    .split(/\s+/)
    .map((raw) => raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .map((word, index, all) => {
      const lower = word.toLowerCase();
      const asksHowMuch = all[index - 1]?.toLowerCase() === 'how' && /^(?:long|many|much|often|far|big|large)$/.test(lower);
      const framing = FRAMING_WORDS.has(lower) || asksHowMuch || (asksHow && MANNER_VERBS.has(lower)) || (intent.scope && SCOPE_WORDS.has(lower));
      const camel = /\p{Ll}\p{Lu}/u.test(word) ? ` ${splitCamelCase(word)}` : '';
      return { text: `${word}${camel}`, framing, compound: camel !== '' || word.includes('-') };
    });
}

type Scored = { candidate: repo.Candidate; score: number; coverage: number };

/** Ranks the candidates for the question's words: BM25 per word (its best lexeme), phrases, titles, intent and coverage. */
function rank(words: QuestionWord[], statistics: { averageLength: number }, intent: QuestionIntent, candidates: repo.Candidate[]): Scored[] {
  const content = words.filter((word) => !word.framing);
  const contentIdf = content.reduce((sum, word) => sum + word.idf, 0) || 1;
  const averageLength = statistics.averageLength || 1;
  const hitsOf = (candidate: repo.Candidate) => new Map(candidate.hits.map((hit) => [hit.lexeme, hit.positions]));
  const hitMaps = new Map(candidates.map((candidate) => [candidate.id, hitsOf(candidate)]));
  const lexemeIdf = (lexeme: string, word: QuestionWord) => word.lexemeIdf.get(lexeme) ?? word.idf;

  /**
   * How much of a word the passage holds: all of it with the word itself; with some of a
   * compound's parts, their share of the parts' weight, squared, as "length" alone says little of "Content-Length".
   */
  function presence(hits: Map<string, number[]>, word: QuestionWord): number {
    if (word.head !== undefined && hits.has(word.head)) return 1;
    const total = word.parts.reduce((sum, lexeme) => sum + lexemeIdf(lexeme, word), 0);
    if (total === 0) return 0;
    const share = word.parts.filter((lexeme) => hits.has(lexeme)).reduce((sum, lexeme) => sum + lexemeIdf(lexeme, word), 0) / total;
    return word.head === undefined ? share : share * share;
  }

  /** How often the word (or its most frequent part) occurs in the passage. */
  function frequency(hits: Map<string, number[]>, word: QuestionWord): number {
    return Math.max(0, ...word.lexemes.map((lexeme) => hits.get(lexeme)?.length ?? 0));
  }

  function bm25(candidate: repo.Candidate, title: Map<string, number[]> | undefined): number {
    const hits = hitMaps.get(candidate.id) ?? new Map<string, number[]>();
    const norm = K1 * (1 - B + (B * candidate.length) / averageLength);
    const saturated = (tf: number) => (tf * (K1 + 1)) / (tf + norm);
    let sum = 0;
    for (const word of words) {
      const here = presence(hits, word);
      const inTitle = title ? TITLE_WORD_SHARE * presence(title, word) : 0;
      const best = here >= inTitle ? word.idf * here * saturated(frequency(hits, word)) : word.idf * inTitle * saturated(1);
      sum += word.framing ? FRAMING_SHARE * best : best;
    }
    for (let index = 1; index < content.length; index++) {
      const before = content[index - 1];
      const after = content[index];
      if (!before || !after) continue;
      const gap = after.place - before.place;
      const first = before.lexemes.flatMap((lexeme) => hits.get(lexeme) ?? []);
      const second = after.lexemes.flatMap((lexeme) => hits.get(lexeme) ?? []);
      if (first.some((place) => second.some((other) => other > place && other <= place + gap + 2))) sum += PHRASE_BONUS * Math.min(before.idf, after.idf);
    }
    return sum;
  }

  const byPosition = new Map(candidates.map((candidate) => [candidate.position, candidate]));
  const headings = new Map(candidates.filter((candidate) => candidate.kind === 'heading').map((candidate) => [candidate.sectionKey, candidate]));
  const sectionLexemes = new Map<string, Map<string, number[]>>();
  for (const candidate of candidates) {
    const merged = sectionLexemes.get(candidate.sectionKey) ?? new Map<string, number[]>();
    for (const hit of candidate.hits) merged.set(hit.lexeme, hit.positions);
    sectionLexemes.set(candidate.sectionKey, merged);
  }
  const titleScores = new Map(
    [...headings.values()].map((heading) => {
      const hits = hitMaps.get(heading.id) ?? new Map<string, number[]>();
      const share = words.reduce((sum, word) => sum + (word.framing ? FRAMING_SHARE : 1) * word.idf * presence(hits, word), 0) / contentIdf;
      const matchedPlaces = new Set(heading.hits.flatMap((hit) => hit.positions)).size;
      return [heading.sectionKey, Math.min(1.2, share) * (0.7 + (0.3 * Math.min(matchedPlaces, heading.length)) / heading.length)];
    }),
  );
  const own = new Map(
    candidates.map((candidate) => {
      const heading = headings.get(candidate.sectionKey);
      return [candidate.id, bm25(candidate, heading ? hitMaps.get(heading.id) : undefined)];
    }),
  );

  return candidates
    .filter((candidate) => candidate.kind !== 'heading')
    .map((candidate) => {
      const neighbours = [byPosition.get(candidate.position - 1), byPosition.get(candidate.position + 1)].filter(
        (neighbour): neighbour is repo.Candidate => neighbour !== undefined && neighbour.sectionKey === candidate.sectionKey && neighbour.kind !== 'heading',
      );
      const heading = headings.get(candidate.sectionKey);
      const near = new Map([candidate, ...neighbours, ...(heading ? [heading] : [])].flatMap((passage) => [...(hitMaps.get(passage.id) ?? new Map<string, number[]>())]));
      const section = sectionLexemes.get(candidate.sectionKey) ?? new Map<string, number[]>();
      const covered = content.reduce((sum, word) => sum + word.idf * Math.max(presence(near, word), SECTION_PRESENCE * presence(section, word)), 0);
      const coverage = content.length === 0 ? 0 : covered / contentIdf;
      const context = Math.max(0, ...neighbours.map((neighbour) => own.get(neighbour.id) ?? 0));
      let value = ((own.get(candidate.id) ?? 0) + NEIGHBOUR_SHARE * context) * candidate.weight * (1 + TITLE_BOOST * (titleScores.get(candidate.sectionKey) ?? 0));
      if (intent.definition && candidate.kind === 'definition') {
        const hits = hitMaps.get(candidate.id) ?? new Map<string, number[]>();
        const within = (places: number) =>
          content.reduce((sum, word) => sum + (word.lexemes.some((lexeme) => (hits.get(lexeme) ?? []).some((place) => place <= places)) ? word.idf : 0), 0) / contentIdf;
        value *= 1 + (DEFINITION_BOOST - 1) * within(TERM_PLACES);
      }
      if (intent.requirement && candidate.kind === 'requirement') value *= REQUIREMENT_BOOST;
      return { candidate, score: value * (0.3 + 0.7 * coverage), coverage };
    });
}

/** Passages of the scope-like sections in reading order, ranked above the rest for a question about the document itself. */
function scopeRanked(found: repo.Candidate[], ranked: Scored[], contentWords: number): Scored[] {
  const top = Math.max(1, ranked[0]?.score ?? 1);
  const rankedById = new Map(ranked.map((entry) => [entry.candidate.id, entry]));
  return found
    .filter((candidate) => candidate.kind !== 'heading')
    .map((candidate, index) => {
      const matched = rankedById.get(candidate.id);
      // Words beyond "scope of this document" still count, but the section itself answers "what scope".
      const coverage = contentWords === 0 ? 1 : Math.max(matched?.coverage ?? 0, 0.5);
      return { candidate, score: top * 1.5 * candidate.weight * 0.9 ** index + (matched?.score ?? 0), coverage };
    });
}

export function createAiIndexService(database: DatabaseHandle) {
  const sql = database.executeSql;

  async function buildIndex(versionId: number): Promise<BuildResult> {
    const started = performance.now();
    const result = await database.transaction(async (tx) => {
      await repo.lockIndex(tx, versionId);
      const state = await repo.findIndexState(tx, versionId);
      if (!state) return { built: false, passages: 0 };
      const hash = state.sectionsHash ?? '';
      if (state.indexedHash === hash) return { built: false, passages: 0 };
      const sections = await repo.findSections(tx, versionId);
      const passages: repo.NewPassage[] = [];
      for (const section of sections) {
        for (const passage of splitSection({ title: section.title, text: section.bodyText })) {
          passages.push({
            sectionKey: section.sectionKey,
            position: passages.length,
            kind: passage.kind,
            text: passage.text,
            alsoRead: camelCaseWords(passage.text),
            weight: passage.weight,
          });
        }
      }
      await repo.replacePassages(tx, versionId, passages);
      return { built: true, passages: await repo.saveIndexStatistics(tx, versionId, hash, state.language) };
    });
    return { ...result, ms: Math.round(performance.now() - started) };
  }

  async function retrieve(versionId: number, question: string, options: RetrieveOptions = {}): Promise<Retrieved> {
    const limit = options.limit ?? PASSAGES_RETURNED;
    const intent = readQuestionIntent(question);
    const raw = questionWords(question, intent);
    const reading = await repo.readQuestionWords(sql, versionId, raw.map((word) => word.text));
    const idf = (documentFrequency: number) => Math.log(1 + (reading.passageCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
    const words: QuestionWord[] = [];
    for (const [index, word] of raw.entries()) {
      const lexemes = reading.lexemes.filter((entry) => entry.place === index + 1).sort((a, b) => a.at - b.at);
      if (lexemes.length === 0) continue;
      const head = lexemes.length === 1 || word.compound ? lexemes[0]?.lexeme : undefined;
      // A compound weighs what its rarest lexeme weighs.
      const lexemeIdf = new Map(lexemes.map((entry) => [entry.lexeme, idf(entry.documentFrequency)]));
      const all = [...lexemeIdf.keys()];
      words.push({ place: index + 1, head, parts: all.filter((lexeme) => lexeme !== head), lexemes: all, lexemeIdf, idf: Math.max(...lexemeIdf.values()), framing: word.framing });
    }
    const contentLexemes = [...new Set(words.filter((word) => !word.framing).flatMap((word) => word.lexemes))];
    const candidates = await repo.findCandidates(sql, versionId, contentLexemes, [...new Set(words.flatMap((word) => word.lexemes))]);
    let ranked = rank(words, reading, intent, candidates);
    if (intent.scope) {
      const contentWords = words.filter((word) => !word.framing).length;
      const scope = scopeRanked(await repo.findPassagesOfSections(sql, versionId, SCOPE_TITLE_PATTERN, SCOPE_PASSAGES), ranked, contentWords);
      const scopeIds = new Set(scope.map((entry) => entry.candidate.id));
      ranked = [...scope, ...ranked.filter((entry) => !scopeIds.has(entry.candidate.id))];
    }
    ranked.sort((a, b) => b.score - a.score || a.candidate.position - b.candidate.position);

    const best = ranked.slice(0, limit);
    const texts = await repo.findPassageTexts(sql, versionId, best.map((entry) => entry.candidate.id));
    const passages = best.flatMap(({ candidate, score, coverage }) => {
      const found = texts.get(candidate.id);
      if (!found) return [];
      return [{ sectionKey: candidate.sectionKey, sectionNumber: found.sectionNumber, sectionTitle: found.sectionTitle, text: found.text, score, coverage }];
    });

    const sectionScores = new Map<string, number>();
    for (const entry of ranked) sectionScores.set(entry.candidate.sectionKey, Math.max(sectionScores.get(entry.candidate.sectionKey) ?? 0, entry.score));
    const closestKeys = [...sectionScores.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, CLOSEST_SECTIONS)
      .map(([key]) => key);
    return { passages, closestSections: await repo.findSectionHeadings(sql, versionId, closestKeys) };
  }

  return {
    /** Builds the version's index from its sections; does nothing while the index matches the text (its sections_hash). */
    buildIndex,

    /** The index, built on demand when missing or stale: the first question on a never-indexed version pays for it. */
    async ensureIndex(versionId: number): Promise<BuildResult> {
      const state = await repo.findIndexState(sql, versionId);
      if (!state || state.indexedHash === (state.sectionsHash ?? '')) return { built: false, passages: 0, ms: 0 };
      return buildIndex(versionId);
    },

    /** The passages that best answer the question, best first, and the sections closest to it. */
    retrieve,

    /** Versions with full text whose index is missing or stale, for the sweep job. */
    versionsNeedingIndex: (limit: number) => repo.findVersionsNeedingIndex(sql, limit),
  };
}

export type AiIndexService = ReturnType<typeof createAiIndexService>;
