import type { ChatCitation, ChatHistoryItem, ChatMessage, ChatMessagesPage, ChatReply, ChatVersion } from '../../../common/ai/ai.contract.ts';
import { CHAT_INFO_REPLIES, type ChatInfoReply, type ChatWizardStep } from '../../../common/ai/ai.values.ts';
import { isOneOf } from '../../../common/one-of.ts';

/** What a question is about: a version's text in one language (portal-area.md §3 "Chat state"). */
export type ChatTarget = { versionId: number; versionName: string; itemId: number; resId: number; pubId: number; language: string };

/** A message as the window shows it; info messages carry their key (translated under `ai.info.*`) as content. */
export type ViewMessage = {
  key: string;
  messageId: number | null;
  role: 'user' | 'assistant' | 'info';
  content: string;
  citations: ChatCitation[];
  rating: number | null;
  canRate: boolean;
};

export type ChatState = {
  step: ChatWizardStep;
  versionId: number | null;
  target: ChatTarget | null;
  chatId: number | null;
  /** The open chat's history item (its title and where the title came from). */
  chat: ChatHistoryItem | null;
  messages: ViewMessage[];
  waiting: boolean;
  /** The reply's text so far while it streams. */
  streaming: string;
  /** How many stored messages are loaded, and whether earlier ones exist. */
  loaded: number;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  loadingChat: boolean;
  nextKey: number;
};

export type ChatAction =
  | { type: 'pickVersion'; versionId: number }
  | { type: 'pickLanguage'; target: ChatTarget }
  | { type: 'toVersions' }
  | { type: 'startMessaging' }
  | { type: 'send'; message: string }
  | { type: 'delta'; text: string }
  | { type: 'reply'; reply: ChatReply }
  | { type: 'sendFailed' }
  | { type: 'loadingChat' }
  | { type: 'chatLoaded'; page: ChatMessagesPage }
  | { type: 'loadFailed' }
  | { type: 'loadingEarlier' }
  | { type: 'earlierLoaded'; page: ChatMessagesPage }
  | { type: 'earlierFailed' }
  | { type: 'rated'; messageId: number; rating: number | null }
  | { type: 'chatUpdated'; chat: ChatHistoryItem }
  | { type: 'newChat' };

/** A new chat: at version-selection, or at language-selection when the window opened on a version (the reader). */
export function initialChatState(versionId: number | null = null): ChatState {
  return {
    step: versionId === null ? 'version-selection' : 'language-selection',
    versionId,
    target: null,
    chatId: null,
    chat: null,
    messages: [],
    waiting: false,
    streaming: '',
    loaded: 0,
    hasEarlier: false,
    loadingEarlier: false,
    loadingChat: false,
    nextKey: 1,
  };
}

/** The reply a chat shows: info replies by their key; an empty or unknown one as openai_could_not_process_request (§4). */
export function infoKeyOf(text: string): ChatInfoReply {
  return isOneOf(CHAT_INFO_REPLIES, text) ? text : 'openai_could_not_process_request';
}

function storedMessage(message: ChatMessage): ViewMessage {
  const info = message.role === 'info' || (message.role === 'assistant' && message.content.trim() === '');
  return {
    key: message.messageId === null ? `stored-${message.createdAt}` : `m${message.messageId}`,
    messageId: message.messageId,
    role: info ? 'info' : message.role,
    content: info ? infoKeyOf(message.content) : message.content,
    citations: message.citations,
    rating: message.rating,
    canRate: !info && message.role === 'assistant' && message.messageId !== null && message.actions.rate,
  };
}

function replyMessage(reply: ChatReply, key: string): ViewMessage {
  const info = reply.role === 'info' || reply.aiMessage.trim() === '';
  return {
    key,
    messageId: info ? null : reply.messageId,
    role: info ? 'info' : 'assistant',
    content: info ? infoKeyOf(reply.aiMessage) : reply.aiMessage,
    citations: info ? [] : reply.citations,
    rating: null,
    canRate: !info && reply.messageId !== null,
  };
}

function targetOfChat(chat: ChatHistoryItem): ChatTarget {
  return { versionId: chat.version_id, versionName: chat.versionName, itemId: chat.item_id, resId: chat.res_id, pubId: chat.pub_id, language: chat.language };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'pickVersion':
      return { ...state, versionId: action.versionId, target: null, step: 'language-selection' };
    case 'pickLanguage':
      return { ...state, target: action.target, step: 'faq-selection' };
    case 'toVersions':
      return { ...state, target: null, step: 'version-selection' };
    case 'startMessaging':
      return { ...state, step: 'chat-messaging' };
    case 'send': {
      const message: ViewMessage = { key: `local-${state.nextKey}`, messageId: null, role: 'user', content: action.message, citations: [], rating: null, canRate: false };
      return { ...state, step: 'chat-messaging', messages: [...state.messages, message], waiting: true, streaming: '', nextKey: state.nextKey + 1 };
    }
    case 'delta':
      return state.waiting ? { ...state, streaming: state.streaming + action.text } : state;
    case 'reply': {
      const { reply } = action;
      // The first reply names the chat; the question just asked is stamped with its stored id.
      const chatId = state.chatId ?? reply.chatId;
      const messages = state.messages.map((message, index) =>
        index === state.messages.length - 1 && message.role === 'user' && reply.userMessageId !== null ? { ...message, messageId: reply.userMessageId } : message,
      );
      const stored = reply.role === 'info' ? 0 : 2;
      return {
        ...state,
        chatId,
        chat: reply.created ?? state.chat,
        messages: [...messages, replyMessage(reply, `local-${state.nextKey}`)],
        waiting: false,
        streaming: '',
        loaded: state.loaded + stored,
        nextKey: state.nextKey + 1,
      };
    }
    case 'sendFailed':
      return {
        ...state,
        messages: [...state.messages, { key: `local-${state.nextKey}`, messageId: null, role: 'info', content: 'openai_could_not_process_request', citations: [], rating: null, canRate: false }],
        waiting: false,
        streaming: '',
        nextKey: state.nextKey + 1,
      };
    case 'loadingChat':
      return { ...state, loadingChat: true };
    case 'chatLoaded': {
      const { page } = action;
      return {
        ...initialChatState(),
        step: 'chat-messaging',
        versionId: page.chat.version_id,
        target: targetOfChat(page.chat),
        chatId: page.chat.id,
        chat: page.chat,
        messages: page.messages.map(storedMessage),
        loaded: page.messages.length,
        hasEarlier: page.hasMore,
        nextKey: state.nextKey,
      };
    }
    case 'loadFailed':
      return { ...state, loadingChat: false };
    case 'loadingEarlier':
      return { ...state, loadingEarlier: true };
    case 'earlierLoaded': {
      const known = new Set(state.messages.map((message) => message.key));
      const earlier = action.page.messages.map(storedMessage).filter((message) => !known.has(message.key));
      return { ...state, messages: [...earlier, ...state.messages], loaded: state.loaded + action.page.messages.length, hasEarlier: action.page.hasMore, loadingEarlier: false };
    }
    case 'earlierFailed':
      return { ...state, loadingEarlier: false };
    case 'rated':
      return { ...state, messages: state.messages.map((message) => (message.messageId === action.messageId && message.role === 'assistant' ? { ...message, rating: action.rating } : message)) };
    case 'chatUpdated':
      return state.chatId === action.chat.id ? { ...state, chat: action.chat } : state;
    case 'newChat':
      return { ...initialChatState(), nextKey: state.nextKey };
  }
}

/** The target of a version in one language, from the setup's language list. */
export function targetOf(version: ChatVersion, language: ChatVersion['lang'][number]): ChatTarget {
  return { versionId: version.versionId, versionName: version.versionName, itemId: language.uid, resId: language.res_id, pubId: language.pub_id, language: language.language };
}

/** The language picked without asking: the user's own when the version has it, else the only one it has. */
export function automaticLanguage(version: ChatVersion, uiLanguage: string): ChatVersion['lang'][number] | null {
  const own = version.lang.find((entry) => entry.language === uiLanguage.slice(0, 2));
  if (own) return own;
  return version.lang.length === 1 ? (version.lang[0] ?? null) : null;
}

/** Versions in the order the wizard lists them: the current one first, then the newest. */
export function versionsInOrder(versions: readonly ChatVersion[]): ChatVersion[] {
  return [...versions].sort((a, b) => Number(b.current) - Number(a.current) || (b.publishedOn ?? '').localeCompare(a.publishedOn ?? '') || b.versionId - a.versionId);
}
