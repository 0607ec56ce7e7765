/*
 * The AI assistant's plain values (portal-area.md §7 "AI chat", §9): its one service name,
 * its calls, the info replies and the limits, without zod, for the web app. ai.contract.ts
 * re-exports them for the server. The AI compare calls (issue 18) use the same service name.
 */

/** The AI service's name in `services.v1.{AI service}ajax`: one name for chat and compare. */
export const AI_SERVICE = 'ai';

const AI_BASE = `/management/services.v1.${AI_SERVICE}ajax`;

/** Every AI call is `POST /management/services.v1.aiajax/{method}`, form encoded, answering `{status: ok, data}`. */
export const CHAT_METHODS = [
  'getChatSetup',
  'query',
  'getChatHistory',
  'searchChatHistory',
  'deleteChatHistory',
  'generateChatTitle',
  'updateChat',
  'rateChatMessage',
  'loadChatMessages',
  'getChatQueryCountBySubId',
  'getAllFaqForDoc',
  'getFaqData',
] as const;
export type ChatMethod = (typeof CHAT_METHODS)[number];

/** The AI compare calls (portal-area.md §7 "AI compare"): the same service, encoding and envelope. */
export const COMPARE_METHODS = [
  'getPdfTOC',
  'getSectionDiffSummary',
  'getPrompts',
  'updateSummaryRating',
  'checkDiffSummaryStatus',
  'getPromptResultByJobId',
  'getCompareHistory',
  'deleteCompareHistory',
  'getCompareQueryCountBySubId',
] as const;
export type CompareMethod = (typeof COMPARE_METHODS)[number];

export const aiPaths = {
  call: (method: ChatMethod | CompareMethod) => `${AI_BASE}/${method}`,
} as const;

/** Replies shown as info messages (§4 "Sending a prompt"); the web app translates them under `ai.info.*`. */
export const CHAT_INFO_REPLIES = ['subscription_chat_limit_exceeded', 'user_chat_limit_exceeded', 'openai_could_not_process_request'] as const;
export type ChatInfoReply = (typeof CHAT_INFO_REPLIES)[number];

export const CHAT_WIZARD_STEPS = ['version-selection', 'language-selection', 'faq-selection', 'chat-messaging'] as const;
export type ChatWizardStep = (typeof CHAT_WIZARD_STEPS)[number];

/** §9: a temporary title is the first reply's first 30 characters; a title is generated once there are more than 3 messages. */
export const CHAT_TEMPORARY_TITLE_LENGTH = 30;
export const CHAT_TITLE_AFTER_MESSAGES = 3;
export const CHAT_TITLE_MAX = 100;
export const CHAT_HISTORY_PAGE_SIZE = 30;
export const CHAT_MESSAGE_PAGE_SIZE = 20;
export const CHAT_QUESTION_MAX = 2000;
export const CHAT_SEARCH_TERM_MAX = 100;
/** §4: the view scrolls to the bottom 200 ms after a message. */
export const CHAT_SCROLL_DELAY_MS = 200;

/** History groups (§3 "Chat history item"), then a month name this year, then a year. */
export const CHAT_HISTORY_RECENT_GROUPS = ['today', 'yesterday', 'previous7days', 'previous30days'] as const;

export const FAQ_STATUSES = ['pending', 'ready', 'failed', 'none'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

/** A rating: 1 helpful, 0 not helpful, -1 clears it. */
export const CHAT_RATINGS = ['1', '0', '-1'] as const;

/** §4 "Compare job" and §9: the first status poll after 10 s, then every 5 s, at most 15 polls. */
export const COMPARE_FIRST_POLL_MS = 10_000;
export const COMPARE_POLL_MS = 5_000;
export const COMPARE_MAX_POLLS = 15;
export const COMPARE_JOB_STATUSES = ['PENDING', 'PROCESSING', 'FINISHED', 'ERROR'] as const;
export type CompareJobStatus = (typeof COMPARE_JOB_STATUSES)[number];
/** §9: compare history 10 per page, newest first; a rating of -1 is unrated. */
export const COMPARE_HISTORY_PAGE_SIZE = 10;
export const COMPARE_UNRATED = -1;
/** The limit errors a start may answer (§8: the first shows as query_limit_exceeded). */
export const COMPARE_LIMIT_ERRORS = ['subscription_compare_limit_exceeded', 'user_compare_limit_exceeded'] as const;
export type CompareLimitError = (typeof COMPARE_LIMIT_ERRORS)[number];
/** The window's error keys (§8), translated under `compare.errors.*`. */
export const COMPARE_ERROR_KEYS = ['failed_to_compare', 'query_limit_exceeded', 'user_compare_limit_exceeded', 'failed_to_rate'] as const;
export type CompareErrorKey = (typeof COMPARE_ERROR_KEYS)[number];
/** A summary's rating: 1 to 5 stars, or -1 to clear it. */
export const COMPARE_RATINGS = ['1', '2', '3', '4', '5', '-1'] as const;
export const COMPARE_SORT_FIELDS = ['date', 'rating'] as const;
/** At most this many sections picked on one side (a whole document is an empty selection). */
export const COMPARE_SELECTION_MAX = 1000;
/** The window's pages (§2 "AI compare window"); a stack of them lets the user go back. */
export const COMPARE_PAGES = ['compare-toc', 'compare-summary', 'compare-history'] as const;
export type ComparePage = (typeof COMPARE_PAGES)[number];
