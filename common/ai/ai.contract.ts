import { z } from 'zod';
import { RowIdText } from '../stored-values.ts';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_PAGE_SIZE, CHAT_QUESTION_MAX, CHAT_RATINGS, CHAT_SEARCH_TERM_MAX, CHAT_TITLE_MAX, FAQ_STATUSES } from './ai.values.ts';

// The plain values (service name, paths, limits) live apart from the schemas, for the web app.
export * from './ai.values.ts';
export * from './faq-text.ts';

/*
 * The AI chat calls (portal-area.md §7 "AI chat"). Requests are forms, so every field is text;
 * `nonce` may come as a form field. Ids: docId is the document, versionId its version, itemId the
 * version's text in one language (this product keeps one text per version, so itemId is the
 * versionId), resId the same text as a resource, pubId the document's publisher.
 */

const nonce = { nonce: z.string().optional() };
const Offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const language = z.string().regex(/^[a-z]{2}$/, 'A two-letter language code.');

export const ChatDocumentRequest = z.strictObject({ docId: RowIdText, ...nonce });
export type ChatDocumentRequest = z.infer<typeof ChatDocumentRequest>;

export const ChatIdRequest = z.strictObject({ chatId: RowIdText, ...nonce });

export const ChatQueryRequest = z.strictObject({
  docId: RowIdText,
  itemId: RowIdText,
  versionId: RowIdText,
  resId: RowIdText,
  pubId: RowIdText,
  /** Empty for a new chat. */
  chatId: z.union([z.literal(''), RowIdText]).default(''),
  /** The answer's language; the version's first language when absent. */
  language: language.optional(),
  message: z.string().trim().min(1, 'Type a question.').max(CHAT_QUESTION_MAX, `At most ${CHAT_QUESTION_MAX} characters.`),
  /** "1": answer as server-sent events (delta, then done with the reply). */
  stream: z.enum(['0', '1']).default('0'),
  ...nonce,
});
export type ChatQueryRequest = z.infer<typeof ChatQueryRequest>;

export const ChatHistoryRequest = z.strictObject({
  docId: RowIdText,
  offset: Offset,
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
  ...nonce,
});

export const ChatHistorySearchRequest = z.strictObject({
  searchTerm: z.string().trim().min(1, 'Type a word to find.').max(CHAT_SEARCH_TERM_MAX),
  /** Only this document's chats, when given. */
  docId: RowIdText.optional(),
  ...nonce,
});

export const ChatTitleRequest = z.strictObject({
  chatId: RowIdText,
  chatTitle: z.string().trim().min(1, 'A title cannot be empty.').max(CHAT_TITLE_MAX, `At most ${CHAT_TITLE_MAX} characters.`),
  ...nonce,
});

export const ChatRatingRequest = z.strictObject({ chatId: RowIdText, messageId: RowIdText, rating: z.enum(CHAT_RATINGS), ...nonce });

export const ChatMessagesRequest = z.strictObject({
  chatId: RowIdText,
  offset: Offset,
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGE_PAGE_SIZE).default(CHAT_MESSAGE_PAGE_SIZE),
  ...nonce,
});

export const FaqRequest = z.strictObject({ docId: RowIdText, versionId: RowIdText.optional(), language: language.optional(), ...nonce });

export const EmptyRequest = z.strictObject({ ...nonce });

/** A quoted passage an answer relies on; `href` opens the reader at the section with the quote highlighted. */
export const ChatCitation = z.object({ sectionId: z.string(), number: z.string().nullable(), title: z.string(), quote: z.string(), href: z.string() });
export type ChatCitation = z.infer<typeof ChatCitation>;

/** portal-area.md §3 "Chat message". Info messages are never stored: they have no id. */
export const ChatMessage = z.object({
  messageId: z.number().int().nullable(),
  role: z.enum(['user', 'assistant', 'info']),
  content: z.string(),
  citations: z.array(ChatCitation),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  actions: z.object({ rate: z.boolean() }),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** portal-area.md §3 "Chat history item", with the document's number and the chat's language. */
export const ChatHistoryItem = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  doc_id: z.number().int(),
  res_id: z.number().int(),
  pub_id: z.number().int(),
  version_id: z.number().int(),
  created_at: z.string(),
  title: z.string(),
  /** temporary (the first reply's start), generated (generateChatTitle) or edited (updateChat). */
  titleSource: z.enum(['temporary', 'generated', 'edited']),
  docName: z.string(),
  versionName: z.string(),
  language: z.string(),
  actions: z.object({ rename: z.boolean(), delete: z.boolean() }),
});
export type ChatHistoryItem = z.infer<typeof ChatHistoryItem>;

export const ChatHistoryPage = z.object({ items: z.array(ChatHistoryItem), total: z.number().int(), offset: z.number().int(), hasMore: z.boolean() });
export type ChatHistoryPage = z.infer<typeof ChatHistoryPage>;

export const ChatMessagesPage = z.object({ chat: ChatHistoryItem, messages: z.array(ChatMessage), total: z.number().int(), offset: z.number().int(), hasMore: z.boolean() });
export type ChatMessagesPage = z.infer<typeof ChatMessagesPage>;

/** A version's text in one language (§3 Chat state "versions ... lang list"). */
export const ChatVersionLanguage = z.object({ language: z.string(), uid: z.number().int(), res_id: z.number().int(), pub_id: z.number().int() });
export const ChatVersion = z.object({
  versionId: z.number().int(),
  versionName: z.string(),
  title: z.string(),
  publishedOn: z.string().nullable(),
  current: z.boolean(),
  lang: z.array(ChatVersionLanguage),
});
export type ChatVersion = z.infer<typeof ChatVersion>;

/** What the chat window opens with: the document and the versions the caller may ask about (full text and entitled). */
export const ChatSetup = z.object({ docId: z.number().int(), docName: z.string(), docTitle: z.string(), versions: z.array(ChatVersion) });
export type ChatSetup = z.infer<typeof ChatSetup>;

/** The caller's questions this month: what they used and what they can still ask (the smaller of their and the subscription's remainder). */
export const ChatQuota = z.object({
  quotaUsed: z.number().int(),
  quotaAvailable: z.number().int(),
  user: z.object({ used: z.number().int(), limit: z.number().int() }),
  subscription: z.object({ used: z.number().int(), limit: z.number().int() }),
  period: z.string(),
});
export type ChatQuota = z.infer<typeof ChatQuota>;

/** The query call's reply (§7): aiMessage, messageId, citations, chatId, response_at; role says how to show it. */
export const ChatReply = z.object({
  role: z.enum(['assistant', 'info']),
  aiMessage: z.string(),
  messageId: z.number().int().nullable(),
  userMessageId: z.number().int().nullable(),
  citations: z.array(ChatCitation),
  chatId: z.number().int().nullable(),
  response_at: z.string(),
  /** The history item when the reply created the chat. */
  created: ChatHistoryItem.nullable(),
  /** True when the answer quotes the document; false when it says the document does not answer. */
  answered: z.boolean(),
  messageCount: z.number().int(),
  quota: ChatQuota,
});
export type ChatReply = z.infer<typeof ChatReply>;

export const FaqStatus = z.enum(FAQ_STATUSES);
export const FaqEntrySchema = z.object({ question: z.string(), answer: z.string() });
export const FaqData = z.object({ docId: z.number().int(), versionId: z.number().int(), language: z.string(), status: FaqStatus, text: z.string(), faqs: z.array(FaqEntrySchema) });
export type FaqData = z.infer<typeof FaqData>;
export const AllFaqs = z.object({ docId: z.number().int(), items: z.array(FaqData) });
export type AllFaqs = z.infer<typeof AllFaqs>;

export const ChatTitle = z.object({ chatId: z.number().int(), title: z.string() });
export type ChatTitle = z.infer<typeof ChatTitle>;
export const ChatRating = z.object({ chatId: z.number().int(), messageId: z.number().int(), rating: z.number().int().nullable() });
export type ChatRating = z.infer<typeof ChatRating>;
export const ChatDeleted = z.object({ deleted: z.number().int() });
export type ChatDeleted = z.infer<typeof ChatDeleted>;
