import type { ChatDeleted, ChatHistoryPage, ChatMessagesPage, ChatRating, ChatTitle } from '../../../common/ai/ai.contract.ts';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_TITLE_MAX } from '../../../common/ai/ai.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { toChatMessage, toHistoryItem } from './ai-chat-items.ts';
import * as repo from './ai-chat.repo.ts';

const owner = (actor: Actor): repo.Owner => ({ organisationId: actor.organisationId, userId: actor.userId });

/** A chat's title made from its first question: the question itself, cut at a word within the title's length. */
export function titleFromQuestion(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= CHAT_TITLE_MAX) return text;
  const cut = text.slice(0, CHAT_TITLE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}

/** The chat history (portal-area.md §7 "AI chat"): lists, search, titles, ratings, deletion, message pages. */
export function createAiHistory(database: DatabaseHandle) {
  const sql = database.executeSql;

  async function requireChat(actor: Actor, chatId: number): Promise<repo.ChatRow> {
    const chat = await repo.findChat(sql, owner(actor), chatId);
    if (!chat) throw notFound('The chat');
    return chat;
  }

  return {
    async history(actor: Actor, docId: number, offset: number, limit: number): Promise<ChatHistoryPage> {
      const { chats, total } = await repo.findChatsOfDocument(sql, owner(actor), docId, offset, limit);
      return { items: chats.map((chat) => toHistoryItem(actor, chat)), total, offset, hasMore: offset + chats.length < total };
    },

    async search(actor: Actor, searchTerm: string, docId: number | undefined): Promise<ChatHistoryPage> {
      const chats = await repo.searchChats(sql, owner(actor), searchTerm, docId, CHAT_HISTORY_PAGE_SIZE);
      return { items: chats.map((chat) => toHistoryItem(actor, chat)), total: chats.length, offset: 0, hasMore: false };
    },

    async messages(actor: Actor, chatId: number, offset: number, limit: number): Promise<ChatMessagesPage> {
      const chat = await requireChat(actor, chatId);
      const [rows, total] = [await repo.findMessages(sql, chat.id, offset, limit), await repo.countMessages(sql, chat.id)];
      return { chat: toHistoryItem(actor, chat), messages: rows.map((row) => toChatMessage(actor, chat, row)), total, offset, hasMore: offset + rows.length < total };
    },

    /** Names the chat after its first question, once; a title the user wrote is kept. */
    async generateTitle(actor: Actor, chatId: number): Promise<ChatTitle> {
      const chat = await requireChat(actor, chatId);
      if (chat.titleSource !== 'temporary') return { chatId, title: chat.title };
      const question = await repo.findFirstQuestion(sql, chat.id);
      if (!question) return { chatId, title: chat.title };
      const title = titleFromQuestion(question);
      await repo.updateTitle(sql, owner(actor), chat.id, title, 'generated');
      return { chatId, title };
    },

    async rename(actor: Actor, chatId: number, title: string): Promise<ChatTitle> {
      if (!(await repo.updateTitle(sql, owner(actor), chatId, title, 'edited'))) throw notFound('The chat');
      return { chatId, title };
    },

    async rate(actor: Actor, chatId: number, messageId: number, rating: '1' | '0' | '-1'): Promise<ChatRating> {
      const value = rating === '-1' ? null : Number(rating);
      if (!(await repo.rateMessage(sql, owner(actor), chatId, messageId, value))) throw notFound('The answer');
      return { chatId, messageId, rating: value };
    },

    async remove(actor: Actor, chatId: number): Promise<ChatDeleted> {
      const deleted = await repo.deleteChat(sql, owner(actor), chatId);
      if (deleted === 0) throw notFound('The chat');
      return { deleted };
    },
  };
}

export type AiHistory = ReturnType<typeof createAiHistory>;
