import { type AnswerPassage, type AnswerProvider, AnswerProviderError, type AnswerRequest, type AnswerResult, type ChangeSummaryRequest } from './answer-provider.ts';

export type OpenAiProviderOptions = { baseUrl: string; apiKey: string | undefined; model: string; timeoutSeconds: number };

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', de: 'German', it: 'Italian', es: 'Spanish', ru: 'Russian', zh: 'Chinese' };

/** How the model marks a reply that does not answer, so the decline is read the same in every language. */
const NOT_ANSWERED = '[NOT IN DOCUMENT]';

/** How the model names a section it relies on: "[§ 3.2.3]". The answer's citations are read back from these marks. */
const CITATION_MARK = /\[§\s*([^\]\s][^\]]*?)\s*\]/g;

function sectionLabel(passage: AnswerPassage): string {
  return passage.sectionNumber ?? passage.sectionKey;
}

function instructionFor(request: AnswerRequest): string {
  const language = LANGUAGE_NAMES[request.language] ?? 'English';
  return [
    `You answer questions about the document ${request.documentNumber} "${request.documentTitle}" using only the numbered passages the user sends.`,
    'Never add a requirement, value or fact that the passages do not state; quote their wording where you can.',
    'After each statement, cite the section it comes from as [§ section], with the section exactly as given for its passage.',
    `If the passages do not answer the question, start with ${NOT_ANSWERED}, then say plainly in one sentence that the document does not appear to answer it and name the closest sections as [§ section].`,
    `Answer in ${language}, in a few sentences of plain text.`,
  ].join('\n');
}

function passagesMessage(request: AnswerRequest): string {
  const passages = request.passages.map((passage, index) => `(${index + 1}) [§ ${sectionLabel(passage)}] ${passage.sectionTitle}: ${passage.text}`);
  return `Passages:\n${passages.join('\n')}\n\nQuestion: ${request.question}`;
}

/** The passages the answer cites, best first within each section, in the order the answer names the sections. */
function citedPassages(text: string, passages: readonly AnswerPassage[]): AnswerPassage[] {
  const used: AnswerPassage[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(CITATION_MARK)) {
    const label = match[1] ?? '';
    if (seen.has(label)) continue;
    seen.add(label);
    const passage = passages.find((candidate) => sectionLabel(candidate) === label);
    if (passage) used.push(passage);
  }
  return used;
}

type CompletionChunk = { choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[] };

function contentOf(chunk: CompletionChunk): string {
  const choice = chunk.choices?.[0];
  return choice?.delta?.content ?? choice?.message?.content ?? '';
}

/** Reads a chat-completions event stream, passing each piece of text on as it arrives. */
async function readEventStream(body: ReadableStream<Uint8Array>, onDelta: ((text: string) => void) | undefined): Promise<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice('data:'.length).trim();
      if (data === '[DONE]') return text;
      const piece = contentOf(JSON.parse(data) as CompletionChunk);
      if (piece) {
        text += piece;
        onDelta?.(piece);
      }
    }
  }
  return text;
}

/** Passes streamed text on, except the decline marker at its start, which the answer never shows. */
function withoutMarker(onDelta: ((text: string) => void) | undefined): ((text: string) => void) | undefined {
  if (!onDelta) return undefined;
  let held = '';
  let decided = false;
  return (piece) => {
    if (decided) return onDelta(piece);
    held += piece;
    const start = held.trimStart();
    if (start.length < NOT_ANSWERED.length && NOT_ANSWERED.startsWith(start)) return;
    decided = true;
    const shown = start.startsWith(NOT_ANSWERED) ? start.slice(NOT_ANSWERED.length).trimStart() : held;
    if (shown) onDelta(shown);
  };
}

/**
 * Answers through any server that speaks the chat-completions API (OpenAI, or a local one such
 * as llama.cpp, vLLM or Ollama): the retrieved passages go with an instruction to answer only from
 * them and to cite their sections; the reply streams back. A timeout, an error answer or an empty
 * reply is an AnswerProviderError, which the chat shows as openai_could_not_process_request.
 */
function changeSummaryInstruction(request: ChangeSummaryRequest): string {
  const language = LANGUAGE_NAMES[request.language] ?? 'English';
  return [
    `You write the "${request.format}" of what changed in ${request.documentNumber} from ${request.olderName} to ${request.newerName}, for engineers who must apply the newer edition.`,
    'Use only the changes and the draft the user sends: never add a change, value or requirement they do not state.',
    'Keep every citation in parentheses exactly as written in the draft, after the point it supports; keep the most significant changes first.',
    `Write in ${language}, as plain text (numbered points, or a table with | where the draft has one).`,
  ].join('\n');
}

function changeSummaryMessage(request: ChangeSummaryRequest): string {
  const changes = request.changes.map((change, index) => `(${index + 1}) ${change.text} ${change.citation}`);
  return `Changes:\n${changes.join('\n')}\n\nDraft:\n${request.draft}`;
}

type Completion = { system: string; user: string; signal: AbortSignal | undefined; onDelta: ((text: string) => void) | undefined };

export function createOpenAiAnswerProvider(options: OpenAiProviderOptions): AnswerProvider {
  /** One chat-completions request, streamed back; a timeout, an error status or a failed request is an AnswerProviderError. */
  async function complete(completion: Completion): Promise<string> {
    const timeout = AbortSignal.timeout(options.timeoutSeconds * 1000);
    const signal = completion.signal ? AbortSignal.any([completion.signal, timeout]) : timeout;
    try {
      const response = await fetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream, application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: options.model,
          stream: true,
          temperature: 0,
          messages: [
            { role: 'system', content: completion.system },
            { role: 'user', content: completion.user },
          ],
        }),
        signal,
      });
      if (!response.ok || !response.body) throw new AnswerProviderError(`The AI server answered ${response.status}.`);
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream')) return await readEventStream(response.body, completion.onDelta);
      const text = contentOf((await response.json()) as CompletionChunk);
      if (text) completion.onDelta?.(text);
      return text;
    } catch (error) {
      if (error instanceof AnswerProviderError) throw error;
      const reason = timeout.aborted ? `no answer within ${options.timeoutSeconds} s` : 'the request failed';
      throw new AnswerProviderError(`The AI server could not answer: ${reason}.`, { cause: error });
    }
  }

  return {
    name: 'openai',
    async answer(request: AnswerRequest): Promise<AnswerResult> {
      let text = await complete({ system: instructionFor(request), user: passagesMessage(request), signal: request.signal, onDelta: withoutMarker(request.onDelta) });
      text = text.trim();
      const declined = text.startsWith(NOT_ANSWERED);
      if (declined) text = text.slice(NOT_ANSWERED.length).trim();
      if (!text) throw new AnswerProviderError('The AI server sent an empty answer.');
      if (declined) return { text, used: [], answered: false };
      return { text, used: citedPassages(text, request.passages), answered: true };
    },

    /** The model's summary of the classified changes; an AnswerProviderError when it drops a citation, so the engine's stands. */
    async writeChangeSummary(request: ChangeSummaryRequest): Promise<string> {
      const text = (await complete({ system: changeSummaryInstruction(request), user: changeSummaryMessage(request), signal: request.signal, onDelta: undefined })).trim();
      if (!text) throw new AnswerProviderError('The AI server sent an empty summary.');
      const dropped = [...new Set(request.changes.map((change) => change.citation))].filter((citation) => citation && !text.includes(citation));
      if (dropped.length > 0) throw new AnswerProviderError(`The AI summary dropped ${dropped.length} citation(s), such as ${dropped[0]}.`);
      return text;
    },
  };
}
