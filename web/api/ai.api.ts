import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  AllFaqs,
  ChatHistoryItem,
  ChatHistoryPage,
  ChatMessagesPage,
  ChatQuota,
  ChatRating,
  ChatReply,
  ChatSetup,
  ChatTitle,
  FaqData,
} from '../../common/ai/ai.contract.ts';
import { aiPaths, CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_PAGE_SIZE, type ChatMethod } from '../../common/ai/ai.values.ts';
import { NONCE_HEADER, type ApiEnvelope } from '../../common/envelope.ts';
import { logClientFailure } from '../app/client-log.ts';
import { currentProfile } from '../app/session-context.tsx';
import { ApiRequestError, apiRequest, redirectToSignIn } from './client.ts';

/*
 * The AI assistant's calls (portal-area.md §7 "AI chat"): every one is
 * `POST /management/services.v1.aiajax/{method}`, form encoded, answering the `{status, code, data}` envelope.
 */

type Fields = Record<string, string | number>;

function formOf(fields: Fields): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}

export function aiCall<T>(method: ChatMethod, fields: Fields = {}, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(aiPaths.call(method), { form: formOf(fields), ...(signal ? { signal } : {}) });
}

const SETUP_KEY = (docId: number) => ['ai', 'setup', docId] as const;
const QUOTA_KEY = ['ai', 'quota'] as const;
const HISTORY_KEY = (docId: number) => ['ai', 'history', docId] as const;
const SEARCH_KEY = (docId: number, term: string) => ['ai', 'history-search', docId, term] as const;
const FAQ_KEY = (docId: number, versionId: number, language: string) => ['ai', 'faq', docId, versionId, language] as const;

/** The document and the versions the caller may ask about; 403 when none is entitled. */
export function useChatSetup(docId: number) {
  return useQuery({
    queryKey: SETUP_KEY(docId),
    queryFn: ({ signal }) => aiCall<ChatSetup>('getChatSetup', { docId }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The caller's questions this month; a failure is logged only (§8). */
export function useChatQuota(enabled: boolean) {
  return useQuery({
    queryKey: QUOTA_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await aiCall<ChatQuota>('getChatQueryCountBySubId', {}, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Chat quota failed', error);
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

export function setChatQuota(client: QueryClient, quota: ChatQuota): void {
  client.setQueryData(QUOTA_KEY, quota);
}

/** The document's chats, newest first, 30 at a time. */
export function useChatHistory(docId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: HISTORY_KEY(docId),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await aiCall<ChatHistoryPage>('getChatHistory', { docId, offset: pageParam, limit: CHAT_HISTORY_PAGE_SIZE }, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Chat history failed', error);
        throw error;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.items.length : undefined),
    enabled,
    retry: false,
  });
}

/**
 * Chats whose title or messages hold the term. Each new term is a new query: the one before is
 * aborted (its signal) as soon as the box no longer asks for it.
 */
export function useChatHistorySearch(docId: number, term: string) {
  return useQuery({
    queryKey: SEARCH_KEY(docId, term),
    queryFn: async ({ signal }) => {
      try {
        return await aiCall<ChatHistoryPage>('searchChatHistory', { searchTerm: term, docId }, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Chat history search failed', error);
        throw error;
      }
    },
    enabled: term !== '',
    retry: false,
    staleTime: 0,
  });
}

type HistoryData = InfiniteData<ChatHistoryPage, number>;

/** Changes one chat wherever the history lists of the cache show it. */
export function updateHistoryItem(client: QueryClient, chatId: number, change: (item: ChatHistoryItem) => ChatHistoryItem): void {
  const edit = (page: ChatHistoryPage): ChatHistoryPage => ({ ...page, items: page.items.map((item) => (item.id === chatId ? change(item) : item)) });
  client.setQueriesData<HistoryData>({ queryKey: ['ai', 'history'] }, (data) => (data ? { ...data, pages: data.pages.map(edit) } : data));
  client.setQueriesData<ChatHistoryPage>({ queryKey: ['ai', 'history-search'] }, (page) => (page ? edit(page) : page));
}

/** The chat as the document's history in the cache shows it now (a rename shows there first). */
export function cachedHistoryItem(client: QueryClient, docId: number, chatId: number): ChatHistoryItem | undefined {
  const data = client.getQueryData<HistoryData>(HISTORY_KEY(docId));
  return data?.pages.flatMap((page) => page.items).find((item) => item.id === chatId);
}

/** A chat just created goes first in its document's history, once. */
export function addHistoryItem(client: QueryClient, item: ChatHistoryItem): void {
  client.setQueryData<HistoryData>(HISTORY_KEY(item.doc_id), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((known) => known.id === item.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, items: [item, ...first.items], total: first.total + 1 }, ...rest] };
  });
}

function removeHistoryItem(client: QueryClient, chatId: number): void {
  const drop = (page: ChatHistoryPage): ChatHistoryPage => {
    const items = page.items.filter((item) => item.id !== chatId);
    return { ...page, items, total: page.total - (page.items.length - items.length) };
  };
  client.setQueriesData<HistoryData>({ queryKey: ['ai', 'history'] }, (data) => (data ? { ...data, pages: data.pages.map(drop) } : data));
  client.setQueriesData<ChatHistoryPage>({ queryKey: ['ai', 'history-search'] }, (page) => (page ? drop(page) : page));
}

export function useDeleteChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => aiCall<{ deleted: number }>('deleteChatHistory', { chatId }),
    onSuccess: (_result, chatId) => removeHistoryItem(client, chatId),
    onError: (error) => logClientFailure('Delete chat failed', error),
  });
}

/** A title edit shows at once and goes back when the server refuses it (§4). */
export function useRenameChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatId: number; title: string; before: ChatHistoryItem }) => aiCall<ChatTitle>('updateChat', { chatId: input.chatId, chatTitle: input.title }),
    onMutate: (input) => updateHistoryItem(client, input.chatId, (item) => ({ ...item, title: input.title, titleSource: 'edited' })),
    onError: (error, input) => {
      logClientFailure('Rename chat failed', error);
      updateHistoryItem(client, input.chatId, () => input.before);
    },
    onSuccess: (renamed) => updateHistoryItem(client, renamed.chatId, (item) => ({ ...item, title: renamed.title, titleSource: 'edited' })),
  });
}

/** Asks the server for a title once the chat has more than 3 messages (§4, §9). */
export async function generateChatTitle(client: QueryClient, chatId: number): Promise<ChatTitle | null> {
  try {
    const titled = await aiCall<ChatTitle>('generateChatTitle', { chatId });
    updateHistoryItem(client, titled.chatId, (item) => ({ ...item, title: titled.title, titleSource: 'generated' }));
    return titled;
  } catch (error) {
    logClientFailure('Generate chat title failed', error);
    return null;
  }
}

export function rateChatMessage(chatId: number, messageId: number, rating: '1' | '0' | '-1'): Promise<ChatRating> {
  return aiCall<ChatRating>('rateChatMessage', { chatId, messageId, rating });
}

/** A page of a chat's messages: offset 0 is the newest 20, in reading order; "load earlier" asks the next offset. */
export function loadChatMessages(chatId: number, offset: number, signal?: AbortSignal): Promise<ChatMessagesPage> {
  return aiCall<ChatMessagesPage>('loadChatMessages', { chatId, offset, limit: CHAT_MESSAGE_PAGE_SIZE }, signal);
}

/** FAQ generation is queued when the status is pending: asked again every 2 s, for up to 30 s. */
export const FAQ_POLL_MS = 2000;
export const FAQ_POLL_LIMIT_MS = 30_000;

/** True while a queued FAQ is worth waiting for: pending, and asked fewer times than 30 s of polling allows. */
export function faqStillPending(data: FaqData | undefined, answers: number): boolean {
  return data?.status === 'pending' && answers < FAQ_POLL_LIMIT_MS / FAQ_POLL_MS;
}

export function useFaqData(docId: number, versionId: number, language: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: FAQ_KEY(docId, versionId, language),
    queryFn: async ({ signal }) => {
      try {
        return await aiCall<FaqData>('getFaqData', { docId, versionId, language }, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('FAQ failed', error);
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 60_000,
    refetchInterval: (current) => (faqStillPending(current.state.data, current.state.dataUpdateCount) ? FAQ_POLL_MS : false),
  });
  const answers = client.getQueryState(FAQ_KEY(docId, versionId, language))?.dataUpdateCount ?? 0;
  return { ...query, stillPending: faqStillPending(query.data, answers) };
}

export function fetchAllFaqs(docId: number, signal?: AbortSignal): Promise<AllFaqs> {
  return aiCall<AllFaqs>('getAllFaqForDoc', { docId }, signal);
}

export type ChatQueryInput = {
  docId: number;
  itemId: number;
  versionId: number;
  resId: number;
  pubId: number;
  chatId: number | null;
  language: string;
  message: string;
};

/**
 * Asks a question. The answer streams (server-sent events: `delta` pieces, then `done` with the
 * whole reply, or `error`); a server that answers JSON instead is read as the plain envelope.
 */
export async function sendChatQuery(input: ChatQueryInput, options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {}): Promise<ChatReply> {
  const headers: Record<string, string> = { accept: 'text/event-stream, application/json', 'x-requested-with': 'XMLHttpRequest' };
  const nonce = currentProfile()?.nonce;
  if (nonce) headers[NONCE_HEADER] = nonce;
  const body = formOf({
    docId: input.docId,
    itemId: input.itemId,
    versionId: input.versionId,
    resId: input.resId,
    pubId: input.pubId,
    chatId: input.chatId ?? '',
    language: input.language,
    message: input.message,
    stream: '1',
  });
  let response: Response;
  try {
    response = await fetch(aiPaths.call('query'), { method: 'POST', credentials: 'same-origin', headers, body, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Normscope cannot be reached.', 'errors.network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    let envelope: ApiEnvelope<ChatReply>;
    try {
      envelope = (await response.json()) as ApiEnvelope<ChatReply>;
    } catch {
      throw new ApiRequestError(response.status, 'Unexpected answer from the server.', 'errors.server');
    }
    return fromEnvelope(envelope);
  }
  return readReplyStream(response.body, options.onDelta);
}

function fromEnvelope(envelope: ApiEnvelope<ChatReply>): ChatReply {
  if (envelope.status === 'ok') return envelope.data;
  if (envelope.code === 401) redirectToSignIn();
  throw new ApiRequestError(envelope.code, envelope.data.reason, envelope.data.reasonKey, envelope.data.issues, envelope.data.values);
}

type StreamEvent = { event: string; data: string };

/** Splits server-sent events: blocks separated by a blank line, `event:` and `data:` lines (several data lines join with a newline). */
export function parseEventBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 && event === 'message' ? null : { event, data: data.join('\n') };
}

async function readReplyStream(body: ReadableStream<Uint8Array>, onDelta: ((text: string) => void) | undefined): Promise<ChatReply> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const handle = (block: string): ChatReply | null => {
    const parsed = parseEventBlock(block);
    if (!parsed) return null;
    if (parsed.event === 'delta') {
      const piece = (JSON.parse(parsed.data) as { text?: unknown }).text;
      if (typeof piece === 'string' && piece !== '') onDelta?.(piece);
      return null;
    }
    if (parsed.event === 'done' || parsed.event === 'error') return fromEnvelope(JSON.parse(parsed.data) as ApiEnvelope<ChatReply>);
    return null;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffered += decoder.decode(value ?? new Uint8Array(), { stream: !done });
      buffered = buffered.replace(/\r\n/g, '\n');
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const reply = handle(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (reply) return reply;
        end = buffered.indexOf('\n\n');
      }
      if (done) break;
    }
    const last = buffered.trim() === '' ? null : handle(buffered);
    if (last) return last;
  } finally {
    // The reply is in (or the stream failed): whatever the server still sends is not needed.
    reader.cancel().catch(() => undefined);
  }
  throw new ApiRequestError(0, 'The answer ended before it was complete.', 'errors.server');
}
