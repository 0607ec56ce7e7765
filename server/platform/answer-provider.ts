/**
 * The port the AI assistant answers through (issue 17): the chat service retrieves a version's
 * passages for a question and hands them here; an adapter writes the answer from them alone.
 * Two adapters: the embedded one (offline, quotes the passages verbatim) and the
 * OpenAI-compatible one (any chat-completions server).
 */

/** One retrieved passage: a sentence (or list item, definition, table row) of the version, with its section. */
export type AnswerPassage = {
  sectionKey: string;
  sectionNumber: string | null;
  sectionTitle: string;
  text: string;
  /** The ranking's score (higher is better); comparable within one question only. */
  score: number;
  /** The share (0..1) of the question's content words that this passage or its section holds. */
  coverage: number;
};

export type AnswerRequest = {
  question: string;
  /** The best passages first. */
  passages: AnswerPassage[];
  /** The answer's language (a catalogue language code, e.g. "en"). */
  language: string;
  documentNumber: string;
  documentTitle: string;
  signal?: AbortSignal;
  /** Called with each piece of text as it arrives, for a streamed reply. */
  onDelta?: (text: string) => void;
};

export type AnswerResult = {
  text: string;
  /** The passages the answer relies on, in the order it cites them; empty when it declines. */
  used: AnswerPassage[];
  /** False when the passages do not answer the question and the text says so. */
  answered: boolean;
};

/** The compare summary to write (issue 18): the engine's own summary and the classified changes it was written from. */
export type ChangeSummaryRequest = {
  documentNumber: string;
  olderName: string;
  newerName: string;
  /** The response format's name, such as "Clause by clause". */
  format: string;
  /** The summary's language (a catalogue language code). */
  language: string;
  /** The engine's summary in this format: the model rewrites it and keeps its citations. */
  draft: string;
  /** Each change with the citation that names its sections, most significant first. */
  changes: { citation: string; text: string }[];
  signal?: AbortSignal;
};

export interface AnswerProvider {
  readonly name: string;
  answer(request: AnswerRequest): Promise<AnswerResult>;
  /** Writes a compare summary from classified changes; a provider without it leaves the engine's summary as it is. */
  writeChangeSummary?(request: ChangeSummaryRequest): Promise<string>;
}

/** A provider that timed out, failed or answered nothing: the user sees openai_could_not_process_request and keeps the quota unit. */
export class AnswerProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnswerProviderError';
  }
}
