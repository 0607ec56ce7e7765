import type { ChatCitation, ChatHistoryItem, ChatMessage } from '../../../common/ai/ai.contract.ts';
import { ChatCitation as ChatCitationSchema } from '../../../common/ai/ai.contract.ts';
import type { Actor } from '../account/index.ts';
import { can } from './ai.policy.ts';
import type { ChatRow, MessageRow } from './ai-chat.repo.ts';

/** A chat as the history lists it (portal-area.md §3 "Chat history item"); this product's item and resource are the version. */
export function toHistoryItem(actor: Actor, chat: ChatRow): ChatHistoryItem {
  return {
    id: chat.id,
    item_id: chat.versionId,
    doc_id: chat.documentId,
    res_id: chat.versionId,
    pub_id: chat.publisherId,
    version_id: chat.versionId,
    created_at: chat.createdAt,
    title: chat.title,
    titleSource: chat.titleSource,
    docName: chat.docName,
    versionName: chat.versionName,
    language: chat.language,
    actions: { rename: can(actor, 'rename', chat), delete: can(actor, 'delete', chat) },
  };
}

const StoredCitations = ChatCitationSchema.array().catch([]);

export function toChatMessage(actor: Actor, chat: ChatRow, row: MessageRow): ChatMessage {
  const citations: ChatCitation[] = StoredCitations.parse(row.citations);
  return {
    messageId: row.id,
    role: row.role,
    content: row.content,
    citations,
    rating: row.rating,
    createdAt: row.createdAt,
    actions: { rate: row.role === 'assistant' && can(actor, 'rate', chat) },
  };
}
