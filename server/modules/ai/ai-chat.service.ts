import type { ChatCitation, ChatInfoReply, ChatQueryRequest, ChatReply, ChatSetup } from '../../../common/ai/ai.contract.ts';
import { CHAT_TEMPORARY_TITLE_LENGTH } from '../../../common/ai/ai.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type AnswerPassage, type AnswerProvider, AnswerProviderError } from '../../platform/answer-provider.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Actor } from '../account/index.ts';
import type { ReadableVersion, ReaderService } from '../reader/index.ts';
import { toHistoryItem } from './ai-chat-items.ts';
import * as repo from './ai-chat.repo.ts';
import type { AiQuota, QuotaReservation } from './ai-quota.service.ts';

/** What the chat needs of the retrieval index (ai-index.service.ts). */
export type Retrieval = {
  ensureIndex: (versionId: number) => Promise<unknown>;
  retrieve: (versionId: number, question: string) => Promise<{ passages: AnswerPassage[]; closestSections: { sectionKey: string; number: string | null; title: string }[] }>;
};

/** A question that passed every check, ready to be answered (streamed or not). */
export type PreparedQuestion = { actor: Actor; version: ReadableVersion; chat: repo.ChatRow | undefined; language: string; message: string };

const PASSAGES_SENT = 8;
const CITATIONS_MAX = 5;
const QUOTE_IN_LINK_MAX = 300;

/** The start of a quote up to a word's end, short enough for a link. */
function quoteForLink(text: string): string {
  if (text.length <= QUOTE_IN_LINK_MAX) return text;
  const cut = text.slice(0, QUOTE_IN_LINK_MAX);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim();
}

export function createAiChat(deps: { database: DatabaseHandle; reader: Pick<ReaderService, 'requireReadableVersion'>; retrieval: Retrieval; provider: AnswerProvider; quota: AiQuota; logger: Logger }) {
  const { database, reader, retrieval, provider, quota, logger } = deps;
  const sql = database.executeSql;

  function citationsOf(version: ReadableVersion, passages: readonly AnswerPassage[]): ChatCitation[] {
    return passages.slice(0, CITATIONS_MAX).map((passage) => ({
      sectionId: passage.sectionKey,
      number: passage.sectionNumber,
      title: passage.sectionTitle,
      quote: passage.text,
      href: pagePaths.reader(version.documentId, version.versionId, passage.sectionKey, quoteForLink(passage.text)),
    }));
  }

  function closestOf(version: ReadableVersion, sections: { sectionKey: string; number: string | null; title: string }[]): ChatCitation[] {
    return sections.slice(0, 3).map((section) => ({
      sectionId: section.sectionKey,
      number: section.number,
      title: section.title,
      quote: '',
      href: pagePaths.reader(version.documentId, version.versionId, section.sectionKey),
    }));
  }

  async function infoReply(prepared: PreparedQuestion, reply: ChatInfoReply): Promise<ChatReply> {
    return {
      role: 'info',
      aiMessage: reply,
      messageId: null,
      userMessageId: null,
      citations: [],
      chatId: prepared.chat?.id ?? null,
      response_at: new Date().toISOString(),
      created: null,
      answered: false,
      messageCount: prepared.chat ? await repo.countMessages(sql, prepared.chat.id) : 0,
      quota: await quota.chatQuota(prepared.actor),
    };
  }

  return {
    /** The document and the versions the caller may ask about: with full text, and entitled (else 403). */
    async setup(actor: Actor, docId: number): Promise<ChatSetup> {
      const found = await repo.findVersionsWithText(sql, actor.organisationId, docId);
      if (!found) throw notFound('The document');
      const first = found.versions[0];
      if (!first) throw notFound('The full text of this document');
      // Entitlement is the document's (its publisher or an unlock), the same for each version.
      await reader.requireReadableVersion(actor, docId, first.versionId);
      return {
        docId: found.documentId,
        docName: found.docName,
        docTitle: found.docTitle,
        versions: found.versions.map((version) => ({
          versionId: version.versionId,
          versionName: version.number,
          title: version.title,
          publishedOn: version.publishedOn,
          current: version.position === 0,
          lang: version.languages.map((language) => ({ language, uid: version.versionId, res_id: version.versionId, pub_id: found.publisherId })),
        })),
      };
    },

    /** Every check before a question is answered: the version is readable, the ids agree, the chat is the caller's. */
    async prepare(actor: Actor, input: ChatQueryRequest): Promise<PreparedQuestion> {
      const version = await reader.requireReadableVersion(actor, input.docId, input.versionId);
      if (input.itemId !== version.versionId || input.resId !== version.versionId || input.pubId !== version.publisherId) {
        throw new AppError(400, "The version's item, resource and publisher do not match the document.", { reasonKey: 'errors.invalidRequest' });
      }
      const chat = input.chatId === '' ? undefined : await repo.findChat(sql, { organisationId: actor.organisationId, userId: actor.userId }, input.chatId);
      if (input.chatId !== '' && !chat) throw notFound('The chat');
      if (chat && (chat.documentId !== version.documentId || chat.versionId !== version.versionId)) {
        throw new AppError(400, 'This chat is about another version; start a new chat to ask this one.', { reasonKey: 'errors.invalidRequest' });
      }
      const allowed = await repo.findVersionLanguages(sql, version.versionId);
      const language = chat?.language ?? input.language ?? allowed[0] ?? 'en';
      if (!allowed.includes(language)) throw new AppError(400, `This version's text is not in the language "${language}".`, { reasonKey: 'errors.invalidRequest' });
      return { actor, version, chat, language, message: input.message };
    },

    /**
     * Answers a prepared question: reserves a unit of both quotas, retrieves the version's best
     * passages, asks the provider and stores the question with its answer. A provider failure or an
     * empty answer gives the unit back and replies openai_could_not_process_request.
     */
    async answer(prepared: PreparedQuestion, onDelta?: (text: string) => void): Promise<ChatReply> {
      const { actor, version } = prepared;
      const reserved: QuotaReservation | ChatInfoReply = await quota.reserveChat(actor);
      if (typeof reserved === 'string') return infoReply(prepared, reserved);
      let result: Awaited<ReturnType<AnswerProvider['answer']>>;
      let closest: ChatCitation[];
      try {
        await retrieval.ensureIndex(version.versionId);
        const found = await retrieval.retrieve(version.versionId, prepared.message);
        closest = closestOf(version, found.closestSections);
        result = await provider.answer({
          question: prepared.message,
          passages: found.passages.slice(0, PASSAGES_SENT),
          language: prepared.language,
          documentNumber: version.number,
          documentTitle: version.title,
          ...(onDelta ? { onDelta } : {}),
        });
        if (!result.text.trim()) throw new AnswerProviderError('The answer was empty.');
      } catch (error) {
        await quota.releaseChat(actor, reserved);
        if (!(error instanceof AnswerProviderError)) throw error;
        logger.warn({ err: error, provider: provider.name, versionId: version.versionId }, 'The AI provider could not answer');
        return infoReply(prepared, 'openai_could_not_process_request');
      }
      const citations = result.answered ? citationsOf(version, result.used) : closest;
      const owner = { organisationId: actor.organisationId, userId: actor.userId };
      const saved = await database.transaction(async (tx) => {
        // The temporary title (§4): the reply's first characters, taken from what it quotes rather than its lead-in.
        const title = (result.used[0]?.text ?? result.text).replace(/\s+/g, ' ').trim().slice(0, CHAT_TEMPORARY_TITLE_LENGTH);
        const chatId = prepared.chat?.id ?? (await repo.insertChat(tx, { ...owner, documentId: version.documentId, versionId: version.versionId, language: prepared.language, title }));
        const question = await repo.insertMessage(tx, chatId, 'user', prepared.message, []);
        const reply = await repo.insertMessage(tx, chatId, 'assistant', result.text, citations);
        return { chatId, question, reply, messageCount: await repo.countMessages(tx, chatId) };
      });
      const created = prepared.chat ? null : await repo.findChat(sql, owner, saved.chatId);
      return {
        role: 'assistant',
        aiMessage: result.text,
        messageId: saved.reply.id,
        userMessageId: saved.question.id,
        citations,
        chatId: saved.chatId,
        response_at: saved.reply.createdAt,
        created: created ? toHistoryItem(actor, created) : null,
        answered: result.answered,
        messageCount: saved.messageCount,
        quota: await quota.chatQuota(actor),
      };
    },
  };
}

export type AiChat = ReturnType<typeof createAiChat>;
