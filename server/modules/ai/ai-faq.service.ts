import type { AllFaqs, FaqData } from '../../../common/ai/ai.contract.ts';
import { parseFaqText } from '../../../common/ai/ai.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Actor } from '../account/index.ts';
import type { ReaderService } from '../reader/index.ts';
import * as chats from './ai-chat.repo.ts';
import * as repo from './ai-faq.repo.ts';
import { generateFaq } from './faq-generator.ts';

/**
 * FAQs per document version and language (portal-area.md §3 "FAQ entry"): generated once in a
 * background job from the version's text, kept until the text changes, read by the FAQ step.
 */
export function createAiFaqs(deps: { database: DatabaseHandle; reader: Pick<ReaderService, 'requireReadableVersion'>; jobs: Pick<JobQueue, 'send'> }) {
  const { database, reader, jobs } = deps;
  const sql = database.executeSql;

  function toData(docId: number, versionId: number, language: string, row: repo.FaqRow | undefined, hash: string | null | undefined): FaqData {
    const stale = !row || row.sectionsHash !== hash;
    const status = !row ? 'none' : stale && row.status !== 'failed' ? 'pending' : row.status;
    const text = status === 'ready' && row ? row.text : '';
    return { docId, versionId, language, status, text, faqs: parseFaqText(text) };
  }

  return {
    /** The FAQ of one version in one language; queues its generation when there is none yet or the text changed. */
    async faq(actor: Actor, docId: number, versionId: number | undefined, language: string | undefined): Promise<FaqData> {
      const versions = await chats.findVersionsWithText(sql, actor.organisationId, docId);
      if (!versions) throw notFound('The document');
      const version = versionId === undefined ? versions.versions[0] : versions.versions.find((candidate) => candidate.versionId === versionId);
      if (!version) throw notFound('The full text of this version');
      await reader.requireReadableVersion(actor, docId, version.versionId);
      const languages = version.languages;
      const chosen = language ?? (languages.includes(actor.language) ? actor.language : (languages[0] ?? 'en'));
      if (!languages.includes(chosen)) throw new AppError(400, `This version's text is not in the language "${chosen}".`, { reasonKey: 'errors.invalidRequest' });
      const hash = version.sectionsHash;
      const row = await repo.findFaq(sql, version.versionId, chosen);
      // Missing, or made from text that has changed since (a pending one is already queued).
      const needed = !row || (row.status !== 'pending' && row.sectionsHash !== hash);
      if (!needed) return toData(docId, version.versionId, chosen, row, hash);
      if (await repo.markPending(sql, version.versionId, chosen, hash)) {
        await jobs.send('ai.faq', { versionId: version.versionId, language: chosen }, { singletonKey: `${version.versionId}:${chosen}` });
      }
      return { docId, versionId: version.versionId, language: chosen, status: 'pending', text: '', faqs: [] };
    },

    /** Every FAQ the document's readable versions have, in every language generated so far. */
    async allFaqs(actor: Actor, docId: number): Promise<AllFaqs> {
      const versions = await chats.findVersionsWithText(sql, actor.organisationId, docId);
      if (!versions) throw notFound('The document');
      const first = versions.versions[0];
      if (!first) return { docId, items: [] };
      await reader.requireReadableVersion(actor, docId, first.versionId);
      const hashes = new Map(versions.versions.map((version) => [version.versionId, version.sectionsHash]));
      const rows = await repo.findFaqsOfVersions(sql, [...hashes.keys()]);
      const items: FaqData[] = rows.map((row) => toData(docId, row.versionId, row.language, row, hashes.get(row.versionId)));
      return { docId, items };
    },

    /** The job: writes the FAQ from the version's current text (again only if the text changed since). */
    async generate(versionId: number, language: string): Promise<void> {
      const hash = await repo.findSectionsHash(sql, versionId);
      if (hash === undefined) return;
      const existing = await repo.findFaq(sql, versionId, language);
      if (existing?.status === 'ready' && existing.sectionsHash === hash) return;
      const sections = await repo.findSections(sql, versionId);
      const text = sections.length > 0 ? generateFaq(sections, language) : '';
      await repo.saveFaq(sql, { versionId, language, status: text ? 'ready' : 'failed', text, sectionsHash: hash });
    },
  };
}

export type AiFaqs = ReturnType<typeof createAiFaqs>;
