import { toIsoTimestamp as toIso } from '../../db/timestamps.ts';
import type { ExecuteSql } from '../../db/database.ts';

/**
 * Chats and their messages. Every query is scoped to the caller: a chat is its user's own, in
 * their organisation, so another user's chat id reads as missing.
 */

export type Owner = { organisationId: number; userId: number };

export type ChatRow = {
  id: number;
  organisationId: number;
  userId: number;
  documentId: number;
  versionId: number;
  publisherId: number;
  language: string;
  title: string;
  titleSource: 'temporary' | 'generated' | 'edited';
  createdAt: string;
  docName: string;
  versionName: string;
};

export type MessageRow = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  citations: unknown;
  rating: number | null;
  createdAt: string;
};

const CHAT_COLUMNS = `c.id, c.organisation_id, c.user_id, c.document_id, c.version_id, d.publisher_id, c.language, c.title, c.title_source, c.created_at,
  cv.number as doc_name, v.number as version_name`;
const CHAT_FROM = `ai_chats c join documents d on d.id = c.document_id join document_versions v on v.id = c.version_id
  left join lateral (select number from document_versions where document_id = d.id order by position limit 1) cv on true`;

function toChat(row: Record<string, unknown>): ChatRow {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    documentId: Number(row.document_id),
    versionId: Number(row.version_id),
    publisherId: Number(row.publisher_id),
    language: String(row.language),
    title: String(row.title),
    titleSource: row.title_source === 'generated' || row.title_source === 'edited' ? row.title_source : 'temporary',
    createdAt: toIso(row.created_at),
    docName: String(row.doc_name ?? row.version_name),
    versionName: String(row.version_name),
  };
}

export async function findChat(sql: ExecuteSql, owner: Owner, chatId: number): Promise<ChatRow | undefined> {
  const { rows } = await sql(`select ${CHAT_COLUMNS} from ${CHAT_FROM} where c.id = $1 and c.user_id = $2 and c.organisation_id = $3`, [chatId, owner.userId, owner.organisationId]);
  return rows[0] ? toChat(rows[0]) : undefined;
}

/** The user's chats about a document, newest first. */
export async function findChatsOfDocument(sql: ExecuteSql, owner: Owner, documentId: number, offset: number, limit: number) {
  const { rows } = await sql(
    `select ${CHAT_COLUMNS}, count(*) over () as total from ${CHAT_FROM}
     where c.user_id = $1 and c.organisation_id = $2 and c.document_id = $3
     order by c.created_at desc, c.id desc offset $4 limit $5`,
    [owner.userId, owner.organisationId, documentId, offset, limit],
  );
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? (await countChatsOfDocument(sql, owner, documentId)) : 0;
  return { chats: rows.map(toChat), total };
}

async function countChatsOfDocument(sql: ExecuteSql, owner: Owner, documentId: number): Promise<number> {
  const { rows } = await sql(`select count(*) as total from ai_chats where user_id = $1 and organisation_id = $2 and document_id = $3`, [owner.userId, owner.organisationId, documentId]);
  return Number(rows[0]?.total ?? 0);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The user's chats whose title or messages hold the term, newest first. */
export async function searchChats(sql: ExecuteSql, owner: Owner, term: string, documentId: number | undefined, limit: number): Promise<ChatRow[]> {
  const { rows } = await sql(
    `select ${CHAT_COLUMNS} from ${CHAT_FROM}
     where c.user_id = $1 and c.organisation_id = $2 and ($3::int is null or c.document_id = $3)
       and (c.title ilike $4 or exists (select 1 from ai_chat_messages m where m.chat_id = c.id and m.content ilike $4))
     order by c.created_at desc, c.id desc limit $5`,
    [owner.userId, owner.organisationId, documentId ?? null, likePattern(term), limit],
  );
  return rows.map(toChat);
}

export type NewChat = Owner & { documentId: number; versionId: number; language: string; title: string };

export async function insertChat(sql: ExecuteSql, chat: NewChat): Promise<number> {
  const { rows } = await sql(
    `insert into ai_chats (organisation_id, user_id, document_id, version_id, language, title) values ($1, $2, $3, $4, $5, $6) returning id`,
    [chat.organisationId, chat.userId, chat.documentId, chat.versionId, chat.language, chat.title],
  );
  return Number(rows[0]?.id);
}

export async function insertMessage(sql: ExecuteSql, chatId: number, role: 'user' | 'assistant', content: string, citations: unknown): Promise<{ id: number; createdAt: string }> {
  const { rows } = await sql(`insert into ai_chat_messages (chat_id, role, content, citations) values ($1, $2, $3, $4::jsonb) returning id, created_at`, [chatId, role, content, JSON.stringify(citations)]);
  await sql(`update ai_chats set updated_at = now() where id = $1`, [chatId]);
  return { id: Number(rows[0]?.id), createdAt: toIso(rows[0]?.created_at) };
}

export async function countMessages(sql: ExecuteSql, chatId: number): Promise<number> {
  const { rows } = await sql(`select count(*) as total from ai_chat_messages where chat_id = $1`, [chatId]);
  return Number(rows[0]?.total ?? 0);
}

/** A page of a chat's messages counted from the newest, in reading order. */
export async function findMessages(sql: ExecuteSql, chatId: number, offset: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await sql(
    `select * from (select id, role, content, citations, rating, created_at from ai_chat_messages where chat_id = $1 order by id desc offset $2 limit $3) page order by id`,
    [chatId, offset, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    role: row.role === 'user' ? 'user' : 'assistant',
    content: String(row.content),
    citations: row.citations,
    rating: row.rating === null ? null : Number(row.rating),
    createdAt: toIso(row.created_at),
  }));
}

export async function findFirstQuestion(sql: ExecuteSql, chatId: number): Promise<string | undefined> {
  const { rows } = await sql(`select content from ai_chat_messages where chat_id = $1 and role = 'user' order by id limit 1`, [chatId]);
  return rows[0] ? String(rows[0].content) : undefined;
}

export async function updateTitle(sql: ExecuteSql, owner: Owner, chatId: number, title: string, source: 'generated' | 'edited'): Promise<boolean> {
  const { rows } = await sql(
    `update ai_chats set title = $4, title_source = $5, updated_at = now() where id = $1 and user_id = $2 and organisation_id = $3 returning id`,
    [chatId, owner.userId, owner.organisationId, title, source],
  );
  return rows.length > 0;
}

/** Rates an answer of the user's own chat; false when there is no such answer. */
export async function rateMessage(sql: ExecuteSql, owner: Owner, chatId: number, messageId: number, rating: number | null): Promise<boolean> {
  const { rows } = await sql(
    `update ai_chat_messages m set rating = $5 from ai_chats c
     where m.id = $4 and m.chat_id = c.id and m.role = 'assistant' and c.id = $1 and c.user_id = $2 and c.organisation_id = $3 returning m.id`,
    [chatId, owner.userId, owner.organisationId, messageId, rating],
  );
  return rows.length > 0;
}

export async function deleteChat(sql: ExecuteSql, owner: Owner, chatId: number): Promise<number> {
  const { rows } = await sql(`delete from ai_chats where id = $1 and user_id = $2 and organisation_id = $3 returning id`, [chatId, owner.userId, owner.organisationId]);
  return rows.length;
}

/** The languages of a version's text; one without any is read as English, as its sections' search vectors are. */
function textLanguages(languages: unknown): string[] {
  const listed = Array.isArray(languages) ? languages.map(String) : [];
  return listed.length > 0 ? listed : ['en'];
}

export type ChatVersionRow = { versionId: number; number: string; title: string; publishedOn: string | null; position: number; languages: string[]; sectionsHash: string | null };

/** A document's versions that have full text, newest first. */
export async function findVersionsWithText(sql: ExecuteSql, organisationId: number, documentId: number) {
  const { rows } = await sql(
    `select d.id as document_id, d.publisher_id, cv.number as doc_name, cv.title as doc_title,
            v.id as version_id, v.number, v.title, v.published_on::text as published_on, v.position, v.languages, v.sections_hash
     from documents d
     join lateral (select number, title from document_versions where document_id = d.id order by position limit 1) cv on true
     left join document_versions v on v.document_id = d.id and v.has_content
     where d.id = $1 and (d.organisation_id is null or d.organisation_id = $2)
     order by v.position`,
    [documentId, organisationId],
  );
  const first = rows[0];
  if (!first) return undefined;
  const versions: ChatVersionRow[] = rows
    .filter((row) => row.version_id !== null)
    .map((row) => ({
      versionId: Number(row.version_id),
      number: String(row.number),
      title: String(row.title),
      publishedOn: (row.published_on as string | null) ?? null,
      position: Number(row.position),
      languages: textLanguages(row.languages),
      sectionsHash: (row.sections_hash as string | null) ?? null,
    }));
  return { documentId: Number(first.document_id), publisherId: Number(first.publisher_id), docName: String(first.doc_name), docTitle: String(first.doc_title), versions };
}

/** The version's languages (its text is in the first), English when it names none. */
export async function findVersionLanguages(sql: ExecuteSql, versionId: number): Promise<string[]> {
  const { rows } = await sql(`select languages from document_versions where id = $1`, [versionId]);
  return textLanguages(rows[0]?.languages);
}
