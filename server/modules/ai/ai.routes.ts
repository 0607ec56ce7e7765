import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../../../common/envelope.ts';
import {
  aiPaths,
  ChatDocumentRequest,
  ChatHistoryRequest,
  ChatHistorySearchRequest,
  ChatIdRequest,
  ChatMessagesRequest,
  type ChatMethod,
  ChatQueryRequest,
  ChatRatingRequest,
  ChatReply,
  ChatTitleRequest,
  EmptyRequest,
  FaqRequest,
} from '../../../common/ai/ai.contract.ts';
import type { CompareMethod } from '../../../common/ai/ai.values.ts';
import { CompareDeleteRequest, CompareHistoryRequest, CompareParams, CompareJobRequest, CompareRatingRequest, CompareStartRequest, CompareTocRequest } from '../../../common/ai/compare.contract.ts';
import { AppError } from '../../errors/app-error.ts';
import { readFormFields, readLastFormValues } from '../../http/form-fields.ts';
import { routeContracts, type RouteContract } from '../../http/route-contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { SessionActor } from '../account/index.ts';
import type { AiService } from './ai.service.ts';

type Handler = (actor: SessionActor, fields: Record<string, unknown>) => Promise<unknown>;

const route = routeContracts('AI');
const call = (summary: string, body: RouteContract['body'], more: Partial<RouteContract> = {}) => route('user', { summary, body, encoding: 'form', ...more });

/** What each call takes (its form fields, parsed by the handler below with the same contract). */
const CALLS: Record<ChatMethod | CompareMethod, ReturnType<typeof call>> = {
  query: call('Asks a question about a version: server-sent events with `stream=1`.', ChatQueryRequest, { response: ChatReply, answer: 'events' }),
  getChatSetup: call('What the chat window needs for a document.', ChatDocumentRequest),
  getChatHistory: call("The caller's chats about a document, a page at a time.", ChatHistoryRequest),
  searchChatHistory: call("Searches the caller's chats.", ChatHistorySearchRequest),
  deleteChatHistory: call('Deletes a chat.', ChatIdRequest),
  generateChatTitle: call("Writes a chat's title from its first question.", ChatIdRequest),
  updateChat: call('Renames a chat.', ChatTitleRequest),
  rateChatMessage: call('Rates an answer.', ChatRatingRequest),
  loadChatMessages: call("A chat's messages, a page at a time.", ChatMessagesRequest),
  getChatQueryCountBySubId: call("The month's chat quota and use.", EmptyRequest),
  getAllFaqForDoc: call("A document's frequently asked questions.", ChatDocumentRequest),
  getFaqData: call("One version's FAQ in a language.", FaqRequest),
  getPdfTOC: call("Two versions' section trees, paired (`itemIds[]` twice).", CompareTocRequest),
  getPrompts: call('The compare formats.', EmptyRequest),
  getSectionDiffSummary: call('Starts a compare of selected sections (`compareParams`: JSON).', CompareStartRequest),
  checkDiffSummaryStatus: call("A compare's status.", CompareJobRequest),
  getPromptResultByJobId: call("A finished compare's result.", CompareJobRequest),
  updateSummaryRating: call('Rates a compare.', CompareRatingRequest),
  getCompareHistory: call("The caller's compares of a document.", CompareHistoryRequest),
  deleteCompareHistory: call('Deletes a compare.', CompareDeleteRequest),
  getCompareQueryCountBySubId: call("The month's compare quota and use.", EmptyRequest),
};

/** compareParams is a JSON object in one form field. */
function parseCompareParams(text: string): CompareParams {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(400, 'Invalid request. compareParams is not JSON.', { reasonKey: 'errors.invalidRequest' });
  }
  return parseInput(CompareParams, json);
}

/** Writes one server-sent event. */
function writeEvent(reply: FastifyReply, event: string, data: unknown): void {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The AI chat and compare calls (portal-area.md §7 "AI chat", "AI compare"): `POST /management/services.v1.aiajax/{method}`,
 * form encoded, answering `{status: ok, data}`. The query call answers as server-sent events when
 * asked (`stream=1`): the answer's text as it comes, then the whole reply.
 */
export function registerAiRoutes(app: FastifyInstance, ai: AiService): void {
  const handlers: Record<Exclude<ChatMethod, 'query'>, Handler> = {
    getChatSetup: async (actor, fields) => ai.setup(actor, parseInput(ChatDocumentRequest, fields).docId),
    getChatHistory: async (actor, fields) => {
      const input = parseInput(ChatHistoryRequest, fields);
      return ai.history(actor, input.docId, input.offset, input.limit);
    },
    searchChatHistory: async (actor, fields) => {
      const input = parseInput(ChatHistorySearchRequest, fields);
      return ai.searchHistory(actor, input.searchTerm, input.docId);
    },
    deleteChatHistory: async (actor, fields) => ai.deleteChat(actor, parseInput(ChatIdRequest, fields).chatId),
    generateChatTitle: async (actor, fields) => ai.generateTitle(actor, parseInput(ChatIdRequest, fields).chatId),
    updateChat: async (actor, fields) => {
      const input = parseInput(ChatTitleRequest, fields);
      return ai.renameChat(actor, input.chatId, input.chatTitle);
    },
    rateChatMessage: async (actor, fields) => {
      const input = parseInput(ChatRatingRequest, fields);
      return ai.rateMessage(actor, input.chatId, input.messageId, input.rating);
    },
    loadChatMessages: async (actor, fields) => {
      const input = parseInput(ChatMessagesRequest, fields);
      return ai.messages(actor, input.chatId, input.offset, input.limit);
    },
    getChatQueryCountBySubId: async (actor, fields) => {
      parseInput(EmptyRequest, fields);
      return ai.chatQuota(actor);
    },
    getAllFaqForDoc: async (actor, fields) => ai.allFaqs(actor, parseInput(ChatDocumentRequest, fields).docId),
    getFaqData: async (actor, fields) => {
      const input = parseInput(FaqRequest, fields);
      return ai.faq(actor, input.docId, input.versionId, input.language);
    },
  };

  // AI compare (portal-area.md §7 "AI compare"): the same service, encoding and envelope.
  const compareHandlers: Record<Exclude<CompareMethod, 'getPdfTOC'>, Handler> = {
    getPrompts: async (_actor, fields) => {
      parseInput(EmptyRequest, fields);
      return ai.comparePrompts();
    },
    getSectionDiffSummary: async (actor, fields) => ai.startCompare(actor, parseCompareParams(parseInput(CompareStartRequest, fields).compareParams)),
    checkDiffSummaryStatus: async (actor, fields) => ai.compareStatus(actor, parseInput(CompareJobRequest, fields).jobId),
    getPromptResultByJobId: async (actor, fields) => ai.compareResult(actor, parseInput(CompareJobRequest, fields).jobId),
    updateSummaryRating: async (actor, fields) => {
      const input = parseInput(CompareRatingRequest, fields);
      return ai.rateCompare(actor, input.summaryId, Number(input.rating));
    },
    getCompareHistory: async (actor, fields) => ai.compareHistory(actor, parseInput(CompareHistoryRequest, fields)),
    deleteCompareHistory: async (actor, fields) => ai.deleteCompare(actor, parseInput(CompareDeleteRequest, fields).compareId),
    getCompareQueryCountBySubId: async (actor, fields) => {
      parseInput(EmptyRequest, fields);
      return ai.compareQuota(actor);
    },
  };

  for (const [method, handler] of [...Object.entries(handlers), ...Object.entries(compareHandlers)] as [ChatMethod | CompareMethod, Handler][]) {
    app.post(aiPaths.call(method), CALLS[method], async (request, reply) => reply.ok(await handler(actorOf(request), await readLastFormValues(request))));
  }

  // Two texts by one repeated field: `itemIds[]` (or `itemIds`) twice, or a JSON list.
  app.post(aiPaths.call('getPdfTOC'), CALLS.getPdfTOC, async (request, reply) => {
    const fields = await readFormFields(request);
    const itemIds = [...(fields.get('itemIds[]') ?? []), ...(fields.get('itemIds') ?? [])];
    const others = [...fields].filter(([name]) => name !== 'itemIds[]' && name !== 'itemIds').map(([name, values]) => [name, values.at(-1)]);
    const input = parseInput(CompareTocRequest, { ...Object.fromEntries(others), itemIds });
    const [first, second] = input.itemIds;
    return reply.ok(await ai.compareToc(actorOf(request), [first ?? 0, second ?? 0]));
  });

  app.post(aiPaths.call('query'), CALLS.query, async (request, reply) => {
    const actor = actorOf(request);
    const input = parseInput(ChatQueryRequest, await readLastFormValues(request));
    // Every refusal (bad ids, not entitled, another user's chat) is an ordinary error reply, before any stream starts.
    const prepared = await ai.prepareQuestion(actor, input);
    if (input.stream === '0') return reply.ok(await ai.answerQuestion(prepared));

    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff', connection: 'keep-alive' });
    try {
      const answer = await ai.answerQuestion(prepared, (text) => writeEvent(reply, 'delta', { text }));
      const done: ApiEnvelope<typeof answer> = { status: 'ok', code: 200, data: answer };
      writeEvent(reply, 'done', done);
    } catch (error) {
      request.log.error({ err: error }, 'The AI answer failed while streaming');
      const code = error instanceof AppError ? error.code : 500;
      const reason = error instanceof AppError ? error.reason : 'The answer could not be completed.';
      const failed: ApiEnvelope<never> = { status: 'error', code, data: { reason, reasonKey: error instanceof AppError ? error.reasonKey : 'errors.unexpected' } };
      writeEvent(reply, 'error', failed);
    }
    reply.raw.end();
  });
}
