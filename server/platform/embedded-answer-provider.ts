import { type AnswerPassage, type AnswerProvider, AnswerProviderError, type AnswerRequest, type AnswerResult } from './answer-provider.ts';

/**
 * The answer provider that needs no network and no model: it quotes the best passages
 * verbatim, each with its section, after a one-line lead-in that says they are quotes, or
 * declines plainly when the passages do not answer, pointing to the sections closest to the
 * question. It writes nothing of its own beyond that line; whatever else it says, the document says.
 */

/** Below this share of the question's words (in the passage, beside it or in its section's title) it does not answer. */
export const MIN_COVERAGE = 0.5;
/** Further passages are quoted when they score at least this share of the best one and cover as much. */
const SUPPORTING_SHARE = 0.55;
const QUOTES_MAX = 3;
/** Quotes stop once the answer is this long: a reply, not a chapter. */
const ANSWER_CHARS_MAX = 1500;
const CLOSEST_MAX = 3;

type Wording = { leadIn: string; decline: string; closest: string };

const WORDING: Record<string, Wording> = {
  en: { leadIn: 'Quoted from the document:', decline: 'The document does not appear to answer this question.', closest: 'The closest sections:' },
  fr: { leadIn: 'Extraits cités du document :', decline: 'Le document ne semble pas répondre à cette question.', closest: 'Sections les plus proches :' },
  de: { leadIn: 'Wörtlich aus dem Dokument zitiert:', decline: 'Das Dokument scheint diese Frage nicht zu beantworten.', closest: 'Die nächstliegenden Abschnitte:' },
  it: { leadIn: 'Citato testualmente dal documento:', decline: 'Il documento non sembra rispondere a questa domanda.', closest: 'Le sezioni più vicine:' },
  es: { leadIn: 'Citado textualmente del documento:', decline: 'El documento no parece responder a esta pregunta.', closest: 'Las secciones más cercanas:' },
  ru: { leadIn: 'Цитаты из документа:', decline: 'Похоже, документ не отвечает на этот вопрос.', closest: 'Ближайшие разделы:' },
  zh: { leadIn: '以下内容直接引自文档：', decline: '该文档似乎没有回答这个问题。', closest: '最接近的章节：' },
  ja: { leadIn: '文書からの引用：', decline: 'この文書はこの質問に答えていないようです。', closest: '最も近い節：' },
};

function wordingFor(language: string): Wording {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return WORDING[base] ?? (WORDING.en as Wording);
}

/** "§ 3.2.2 Folding White Space and Comments", or the title alone for unnumbered sections. */
export function sectionLabel(passage: Pick<AnswerPassage, 'sectionNumber' | 'sectionTitle'>): string {
  if (!passage.sectionNumber) return passage.sectionTitle;
  if (/^\p{L}/u.test(passage.sectionNumber)) return `${passage.sectionNumber} ${passage.sectionTitle}`;
  return `§ ${passage.sectionNumber} ${passage.sectionTitle}`;
}

/** Whether the passages answer: the best one holds (with its surroundings) most of the question's words. */
export function answers(passages: readonly AnswerPassage[]): boolean {
  const best = passages[0];
  return best !== undefined && best.score > 0 && best.coverage >= MIN_COVERAGE;
}

/** The best passage and those that support it nearly as well, in their ranking's order. */
function chooseQuotes(passages: readonly AnswerPassage[]): AnswerPassage[] {
  const best = passages[0];
  if (!best) return [];
  const chosen: AnswerPassage[] = [best];
  let length = best.text.length;
  for (const passage of passages.slice(1)) {
    if (chosen.length >= QUOTES_MAX || length + passage.text.length > ANSWER_CHARS_MAX) break;
    if (passage.score < best.score * SUPPORTING_SHARE || passage.coverage < Math.min(best.coverage, MIN_COVERAGE)) continue;
    if (chosen.some((quoted) => quoted.text === passage.text)) continue;
    chosen.push(passage);
    length += passage.text.length;
  }
  return chosen;
}

function closestSections(passages: readonly AnswerPassage[]): string[] {
  const labels: string[] = [];
  for (const passage of passages) {
    const label = sectionLabel(passage);
    if (!labels.includes(label)) labels.push(label);
    if (labels.length >= CLOSEST_MAX) break;
  }
  return labels;
}

export function composeAnswer(request: Pick<AnswerRequest, 'passages' | 'language'>): AnswerResult {
  const wording = wordingFor(request.language);
  if (!answers(request.passages)) {
    const closest = closestSections(request.passages);
    const text = closest.length > 0 ? `${wording.decline}\n\n${wording.closest}\n${closest.map((label) => `- ${label}`).join('\n')}` : wording.decline;
    return { text, used: [], answered: false };
  }
  const used = chooseQuotes(request.passages);
  const quotes = used.map((passage) => `> ${passage.text}\n(${sectionLabel(passage)})`);
  return { text: [wording.leadIn, ...quotes].join('\n\n'), used, answered: true };
}

export function createEmbeddedAnswerProvider(): AnswerProvider {
  return {
    name: 'embedded',
    async answer(request: AnswerRequest): Promise<AnswerResult> {
      if (request.signal?.aborted) throw new AnswerProviderError('The question was cancelled before it was answered.', { cause: request.signal.reason });
      const result = composeAnswer(request);
      request.onDelta?.(result.text);
      return result;
    },
  };
}
