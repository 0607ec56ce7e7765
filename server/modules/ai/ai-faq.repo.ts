import type { ExecuteSql } from '../../db/database.ts';

/** FAQs per version and language (ai_faqs), and the version text the generator reads. */

export type FaqRow = { versionId: number; language: string; status: 'pending' | 'ready' | 'failed'; text: string; sectionsHash: string | null };

function toFaq(row: Record<string, unknown>): FaqRow {
  const status = row.status === 'ready' || row.status === 'failed' ? row.status : 'pending';
  return { versionId: Number(row.version_id), language: String(row.language), status, text: String(row.text), sectionsHash: (row.sections_hash as string | null) ?? null };
}

export async function findFaq(sql: ExecuteSql, versionId: number, language: string): Promise<FaqRow | undefined> {
  const { rows } = await sql(`select version_id, language, status, text, sections_hash from ai_faqs where version_id = $1 and language = $2`, [versionId, language]);
  return rows[0] ? toFaq(rows[0]) : undefined;
}

export async function findFaqsOfVersions(sql: ExecuteSql, versionIds: number[]): Promise<FaqRow[]> {
  if (versionIds.length === 0) return [];
  const { rows } = await sql(`select version_id, language, status, text, sections_hash from ai_faqs where version_id = any($1::int[]) order by version_id, language`, [versionIds]);
  return rows.map(toFaq);
}

/** Marks the FAQ as being generated; true when this call queued it (it was missing, failed or made from other text). */
export async function markPending(sql: ExecuteSql, versionId: number, language: string, sectionsHash: string | null): Promise<boolean> {
  const { rows } = await sql(
    `insert into ai_faqs (version_id, language, status) values ($1, $2, 'pending')
     on conflict (version_id, language) do update set status = 'pending'
       where ai_faqs.status = 'failed' or ai_faqs.sections_hash is distinct from $3
     returning version_id`,
    [versionId, language, sectionsHash],
  );
  return rows.length > 0;
}

export async function saveFaq(sql: ExecuteSql, faq: { versionId: number; language: string; status: 'ready' | 'failed'; text: string; sectionsHash: string | null }): Promise<void> {
  await sql(
    `insert into ai_faqs (version_id, language, status, text, sections_hash, generated_at) values ($1, $2, $3, $4, $5, now())
     on conflict (version_id, language) do update set status = excluded.status, text = excluded.text, sections_hash = excluded.sections_hash, generated_at = now()`,
    [faq.versionId, faq.language, faq.status, faq.text, faq.sectionsHash],
  );
}

export async function findSectionsHash(sql: ExecuteSql, versionId: number): Promise<string | null | undefined> {
  const { rows } = await sql(`select sections_hash from document_versions where id = $1`, [versionId]);
  return rows[0] ? ((rows[0].sections_hash as string | null) ?? null) : undefined;
}

export type FaqSection = { sectionKey: string; number: string | null; title: string; level: number; bodyText: string };

export async function findSections(sql: ExecuteSql, versionId: number): Promise<FaqSection[]> {
  const { rows } = await sql(`select section_key, number, title, level, body_text from document_sections where version_id = $1 order by position`, [versionId]);
  return rows.map((row) => ({
    sectionKey: String(row.section_key),
    number: (row.number as string | null) ?? null,
    title: String(row.title),
    level: Number(row.level),
    bodyText: String(row.body_text),
  }));
}
