import { createHash, randomUUID } from 'node:crypto';
import type {
  CompareHistoryPage,
  CompareHistoryRequest,
  CompareParams,
  ComparePairing,
  ComparePrompts,
  CompareQuota,
  CompareRating,
  CompareResult,
  CompareStarted,
  CompareStatus,
  CompareToc,
} from '../../../common/ai/compare.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { jobDefinitions, type JobContext } from '../../jobs/job-registry.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AnswerProvider } from '../../platform/answer-provider.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Actor } from '../account/index.ts';
import type { ReaderService } from '../reader/index.ts';
import * as repo from './ai-compare.repo.ts';
import { historyItemOf, pairingsOf, storedResultOf, toStoredResult, type StoredResult } from './ai-compare-results.ts';
import type { AiQuota } from './ai-quota.service.ts';
import { alignSections, COMPARE_PROMPTS, compareEngine, isComparePromptId } from './compare/index.ts';

const badRequest = (reason: string) => new AppError(400, reason, { reasonKey: 'errors.invalidRequest' });

/** The two versions of one document a compare reads, the older first. */
type VersionPair = { docId: number; older: repo.CompareVersionRow; newer: repo.CompareVersionRow; swapped: boolean };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type AiCompareDeps = {
  database: DatabaseHandle;
  reader: Pick<ReaderService, 'requireReadableVersion'>;
  jobs: Pick<JobQueue, 'send'>;
  provider: AnswerProvider;
  quota: AiQuota;
  logger: Logger;
};

/**
 * AI compare (issue 18): two versions' aligned tables of contents, compares queued as jobs with
 * their quota, results cached per pair of texts, selection, format and language, and each user's
 * history of compares with its rating.
 */
export function createAiCompare(deps: AiCompareDeps) {
  const { database, reader, jobs, provider, quota, logger } = deps;
  const sql = database.executeSql;
  const owner = (actor: Actor): repo.Owner => ({ organisationId: actor.organisationId, userId: actor.userId });

  /** Both versions exist for the caller, are of one document (docId when given), differ, have full text and are entitled. */
  async function requirePair(actor: Actor, itemIds: [number, number], docId?: number): Promise<VersionPair> {
    if (itemIds[0] === itemIds[1]) throw badRequest('Choose two different versions to compare.');
    const found = await repo.findVersions(sql, actor.organisationId, itemIds);
    const first = found.find((version) => version.versionId === itemIds[0]);
    const second = found.find((version) => version.versionId === itemIds[1]);
    if (!first || !second) throw notFound('The version');
    if (first.documentId !== second.documentId) throw badRequest('The two versions are of different documents.');
    if (docId !== undefined && first.documentId !== docId) throw badRequest('The versions are not of this document.');
    if (!first.hasContent || !second.hasContent) throw notFound('The full text of this version');
    // Entitlement is the document's (its publisher or an unlock): 403 when the subscription does not open it.
    await reader.requireReadableVersion(actor, first.documentId, first.versionId);
    const swapped = isNewer(first, second);
    return { docId: first.documentId, older: swapped ? second : first, newer: swapped ? first : second, swapped };
  }

  /** Whether `a` is the newer edition: by place in the document's history, then by publication. */
  function isNewer(a: repo.CompareVersionRow, b: repo.CompareVersionRow): boolean {
    if (a.position !== b.position) return a.position < b.position;
    return (a.publishedOn ?? '') > (b.publishedOn ?? '');
  }

  const textsHash = (pair: VersionPair) => sha256(`${pair.older.sectionsHash ?? pair.older.versionId}:${pair.newer.sectionsHash ?? pair.newer.versionId}`);

  /** The pairs of the two whole texts, built once per pair of texts and kept. */
  async function pairingsFor(pair: VersionPair): Promise<ComparePairing[]> {
    const hash = textsHash(pair);
    const kept = await repo.findAlignment(sql, pair.older.versionId, pair.newer.versionId, hash);
    if (Array.isArray(kept)) return kept as ComparePairing[];
    const alignment = alignSections(await repo.findSections(sql, pair.older.versionId), await repo.findSections(sql, pair.newer.versionId));
    const pairs = pairingsOf(alignment);
    await repo.saveAlignment(sql, pair.older.versionId, pair.newer.versionId, hash, pairs);
    return pairs;
  }

  function cacheKeyOf(pair: VersionPair, selection: { older: string[]; newer: string[] }, promptId: number, language: string, writer: string): string {
    return sha256(JSON.stringify([textsHash(pair), pair.older.versionId, pair.newer.versionId, [...selection.older].sort(), [...selection.newer].sort(), promptId, language, writer]));
  }

  async function requireSelection(versionId: number, selection: string[], side: string): Promise<void> {
    if (selection.length === 0) return;
    const known = new Set((await repo.findToc(sql, versionId)).map((entry) => entry.key));
    const unknown = selection.filter((key) => !known.has(key));
    if (unknown.length > 0) throw badRequest(`The ${side} version has no section ${unknown.slice(0, 3).join(', ')}.`);
  }

  async function requireOwnCompare(actor: Actor, where: { jobId: string } | { id: number }): Promise<repo.CompareRow> {
    const found = await repo.findCompareOfOwner(sql, owner(actor), where);
    if (!found) throw notFound('The compare');
    return found;
  }

  /** Runs the engine on the two texts and, where a model is configured, has it write the summary. */
  async function computeResult(compare: repo.CompareRow, signal: AbortSignal | undefined): Promise<{ stored: StoredResult; writtenBy: string }> {
    const versions = await repo.findVersions(sql, compare.organisationId, [compare.olderVersionId, compare.newerVersionId]);
    const olderName = versions.find((version) => version.versionId === compare.olderVersionId)?.number ?? 'the older version';
    const newerName = versions.find((version) => version.versionId === compare.newerVersionId)?.number ?? 'the newer version';
    const computed = compareEngine(await repo.findSections(sql, compare.olderVersionId), await repo.findSections(sql, compare.newerVersionId), {
      promptId: compare.promptId,
      olderSelection: compare.olderSelection,
      newerSelection: compare.newerSelection,
      olderName,
      newerName,
    });
    const stored = toStoredResult(computed);
    if (!provider.writeChangeSummary) return { stored, writtenBy: 'embedded' };
    try {
      const summary = await provider.writeChangeSummary({
        documentNumber: await repo.findDocumentName(sql, compare.documentId),
        olderName,
        newerName,
        format: COMPARE_PROMPTS.find((prompt) => prompt.id === compare.promptId)?.title ?? '',
        language: compare.language,
        draft: stored.summary,
        changes: computed.summary.points.map((point) => ({ citation: point.citation, text: point.text })),
        ...(signal ? { signal } : {}),
      });
      return { stored: { ...stored, summary }, writtenBy: provider.name };
    } catch (error) {
      // The engine's own summary stands: the compare never fails because a model did.
      logger.warn({ err: error, compareId: compare.id }, 'The AI compare summary was not written by the model');
      return { stored, writtenBy: 'embedded' };
    }
  }

  return {
    prompts(): ComparePrompts {
      return { prompts: COMPARE_PROMPTS.filter((prompt) => prompt.id !== 0).map((prompt) => ({ id: prompt.id, title: prompt.title })) };
    },

    async toc(actor: Actor, itemIds: [number, number]): Promise<CompareToc> {
      const pair = await requirePair(actor, itemIds);
      const version = async (row: repo.CompareVersionRow) => ({
        itemId: row.versionId,
        versionId: row.versionId,
        itemName: row.number,
        title: row.title,
        publishedOn: row.publishedOn,
        toc: await repo.findToc(sql, row.versionId),
      });
      return { docId: pair.docId, docName: await repo.findDocumentName(sql, pair.docId), prior: await version(pair.older), newer: await version(pair.newer), pairs: await pairingsFor(pair) };
    },

    /** Queues a compare and answers its job, reuses the caller's own or a cached result (no quota), or names the limit reached. */
    async start(actor: Actor, params: CompareParams): Promise<CompareStarted> {
      if (!isComparePromptId(params.promptId)) throw badRequest('Choose a response format.');
      const pair = await requirePair(actor, [params.itemId1, params.itemId2], params.docId);
      const selection = pair.swapped ? { older: params.toc2Selection, newer: params.toc1Selection } : { older: params.toc1Selection, newer: params.toc2Selection };
      await requireSelection(pair.older.versionId, selection.older, 'prior');
      await requireSelection(pair.newer.versionId, selection.newer, 'newer');
      const cacheKey = cacheKeyOf(pair, selection, params.promptId, params.language, provider.writeChangeSummary ? provider.name : 'embedded');

      const own = await repo.findReusableCompare(sql, owner(actor), cacheKey);
      if (own) {
        await repo.touchCompare(sql, own.id);
        return { jobId: own.jobId, limitError: null, cached: own.status === 'FINISHED' };
      }
      const base = {
        jobId: randomUUID(),
        organisationId: actor.organisationId,
        subscriptionId: actor.subscriptionId,
        userId: actor.userId,
        documentId: pair.docId,
        olderVersionId: pair.older.versionId,
        newerVersionId: pair.newer.versionId,
        promptId: params.promptId,
        language: params.language,
        olderSelection: selection.older,
        newerSelection: selection.newer,
        cacheKey,
      };
      const resultId = await repo.findResultId(sql, cacheKey);
      if (resultId !== undefined) {
        await repo.insertCompare(sql, { ...base, status: 'FINISHED', resultId, quotaPeriod: null });
        return { jobId: base.jobId, limitError: null, cached: true };
      }
      const reserved = await quota.reserveCompare(actor, (tx, reservation) => repo.insertCompare(tx, { ...base, status: 'PENDING', resultId: null, quotaPeriod: reservation.period }));
      if ('limitError' in reserved) return { jobId: null, limitError: reserved.limitError, cached: false };
      try {
        await jobs.send('ai.compare', { compareId: reserved.recorded });
      } catch (error) {
        await repo.moveCompare(sql, reserved.recorded, ['PENDING'], 'ERROR', { error: 'The compare could not be queued.' });
        const row = await repo.findCompare(sql, reserved.recorded);
        if (row?.quotaPeriod) await quota.releaseCompare(actor, { period: row.quotaPeriod });
        throw error;
      }
      return { jobId: base.jobId, limitError: null, cached: false };
    },

    async status(actor: Actor, jobId: string): Promise<CompareStatus> {
      const compare = await requireOwnCompare(actor, { jobId });
      return { jobId: compare.jobId, status: compare.status };
    },

    async result(actor: Actor, jobId: string): Promise<CompareResult> {
      const compare = await requireOwnCompare(actor, { jobId });
      const stored = compare.status === 'FINISHED' && compare.resultId !== null ? await repo.findResult(sql, compare.resultId) : undefined;
      if (!stored) throw new AppError(409, 'The compare has not finished.', { reasonKey: 'errors.invalidRequest' });
      const versions = await repo.findVersions(sql, compare.organisationId, [compare.olderVersionId, compare.newerVersionId]);
      return storedResultOf(compare, stored.result, stored.writtenBy, await repo.findDocumentName(sql, compare.documentId), versions);
    },

    async rate(actor: Actor, summaryId: number, rating: number): Promise<CompareRating> {
      if (!(await repo.rateCompare(sql, owner(actor), summaryId, rating))) throw notFound('The compare summary');
      return { summaryId, rating };
    },

    async history(actor: Actor, filters: CompareHistoryRequest): Promise<CompareHistoryPage> {
      const found = await repo.findHistory(sql, owner(actor), filters);
      return { data: found.rows.map((row) => historyItemOf(actor, row)), total: found.total, offset: filters.offset, limit: filters.limit };
    },

    async remove(actor: Actor, compareId: number): Promise<{ deleted: number }> {
      return { deleted: await repo.deleteCompare(sql, owner(actor), compareId) };
    },

    compareQuota: (actor: Actor): Promise<CompareQuota> => quota.compareQuota(actor),

    /**
     * The compare job: computes the result (or takes the cached one) and finishes the compare,
     * once. A compare already finished or failed is left alone, so a job run again after a restart
     * changes nothing; the last attempt's failure marks it ERROR and gives its quota unit back.
     */
    async run(compareId: number, context: Pick<JobContext, 'retryCount'> & { signal?: AbortSignal }): Promise<void> {
      const compare = await repo.findCompare(sql, compareId);
      if (!compare || compare.status === 'FINISHED' || compare.status === 'ERROR') return;
      await repo.moveCompare(sql, compareId, ['PENDING', 'PROCESSING'], 'PROCESSING');
      try {
        let resultId = await repo.findResultId(sql, compare.cacheKey);
        if (resultId === undefined) {
          const { stored, writtenBy } = await computeResult(compare, context.signal);
          if (context.signal?.aborted) throw new Error('The compare job lost its lease.');
          // A summary the model could not write is kept under the embedded engine's key, so a later request asks the model again.
          const key = provider.writeChangeSummary && writtenBy === 'embedded' ? fallbackCacheKey(compare) : compare.cacheKey;
          resultId = await repo.saveResult(sql, { cacheKey: key, olderVersionId: compare.olderVersionId, newerVersionId: compare.newerVersionId, result: stored, writtenBy });
        }
        await repo.moveCompare(sql, compareId, ['PROCESSING'], 'FINISHED', { resultId });
      } catch (error) {
        if (context.retryCount < jobDefinitions['ai.compare'].queue.retryLimit) throw error;
        logger.warn({ err: error, compareId }, 'AI compare failed');
        if (await repo.moveCompare(sql, compareId, ['PENDING', 'PROCESSING'], 'ERROR', { error: error instanceof Error ? error.message : String(error) })) {
          if (compare.quotaPeriod) await quota.releaseCompare(compare, { period: compare.quotaPeriod });
        }
      }
    },
  };

  /** Where a result whose summary the model could not write is kept: beside the key the model's would have. */
  function fallbackCacheKey(compare: repo.CompareRow): string {
    return sha256(`${compare.cacheKey}:embedded`);
  }
}

export type AiCompare = ReturnType<typeof createAiCompare>;
