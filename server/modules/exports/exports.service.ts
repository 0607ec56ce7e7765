import { EXPORT_LIMIT } from '../../../common/domain/constants.ts';
import {
  inExportOrder,
  type ExportCreated,
  type ExportField,
  type ExportList,
  type ExportSeparator,
  type ExportSummary,
  type ExportTab,
} from '../../../common/exports/exports.contract.ts';
import { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { SearchRequest } from '../../../common/search/search-criteria.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { renderExportReadyEmail } from '../../emails/export-ready.email.ts';
import { translatorFor } from '../../emails/email-translator.ts';
import { messageIdFor } from '../../emails/message-id.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobDefinitions, type JobContext } from '../../jobs/job-registry.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccountService, Actor } from '../account/index.ts';
import type { MaterialsService } from '../materials/index.ts';
import type { SearchService } from '../search/index.ts';
import { csvChunks, type CellValue } from './csv-writer.ts';
import { exportCells } from './export-rows.ts';
import { materialCells, materialSupplierCells, metalCells, metalSupplierCells } from './material-export-rows.ts';
import { can, exportAbilities } from './exports.policy.ts';
import * as repo from './exports.repo.ts';

const READ_BATCH = 1000;
const PURGE_BATCH = 500;
const CONTENT_TYPES: Record<ExportSeparator, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
};

export type ExportsServiceDeps = {
  database: DatabaseHandle;
  search: Pick<SearchService, 'decodeContext' | 'orderedDocumentIds'>;
  /** The metals tabs' searches: what an export of theirs holds and the records it writes. */
  materials: Pick<MaterialsService, 'exportSearch' | 'exportRecords'>;
  accounts: Pick<AccountService, 'actorForUser'>;
  jobs: Pick<JobQueue, 'start' | 'send'>;
  mailer: Pick<Mailer, 'send'>;
  storage: FileStorage;
  logger: Logger;
  /** Base of the links in the mail. */
  publicUrl: string;
  retentionDays: number;
  /** The most documents one file holds (search-area.md §9); smaller in tests. */
  exportLimit?: number;
  /** Documents read per query while writing a file. */
  batchSize?: number;
  /** Runs after the file is written and recorded, before the mail: tests make a worker crash there. */
  afterFileWritten?: (exportId: number) => Promise<void> | void;
};

export type ExportDownload = { fileName: string; byteSize: number; contentType: string; stream: NodeJS.ReadableStream };

/** A failure no retry can mend (the user can no longer sign in, the search no longer reads). */
class FinalExportError extends Error {}

const noFieldOfTab = () =>
  new AppError(400, 'Choose at least one field of this search to export.', {
    reasonKey: 'errors.invalidRequest',
    issues: [{ path: 'fieldsToExport', message: 'Choose at least one field of this search to export.' }],
  });

const liteRefused = () =>
  new AppError(403, 'Exports are not part of a lite subscription.', { reasonKey: 'exports.errors.liteSubscription' });

function toSummary(actor: Actor, row: repo.ExportRow, now: Date): ExportSummary {
  return {
    id: row.id,
    tab: row.tab,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    totalFound: row.totalFound,
    exportedCount: row.exportedCount,
    separator: row.separator,
    fields: row.fields,
    fileName: row.fileName,
    byteSize: row.byteSize,
    completedAt: row.completedAt?.toISOString() ?? null,
    mailedAt: row.mailedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    abilities: exportAbilities(actor, row, now),
  };
}

function fileNameOf(row: repo.ExportRow): string {
  const day = row.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `normscope-${row.tab}-export-${row.id}-${day}.${row.separator}`;
}

/**
 * Exports of search results (search-area.md §3, §4, §9): the call records the export and
 * queues its job in one transaction; the job writes the file, mails it and marks the
 * export complete, skipping on a retry whatever a previous attempt already did.
 */
export function createExportsService(deps: ExportsServiceDeps) {
  const { database, search, materials, accounts, jobs, mailer, storage, logger } = deps;
  const sql = database.executeSql;
  const exportLimit = deps.exportLimit ?? EXPORT_LIMIT;
  const batchSize = deps.batchSize ?? READ_BATCH;
  const { retryLimit } = jobDefinitions['exports.run'].queue;

  async function ownExport(actor: Actor, id: number): Promise<repo.ExportRow> {
    const row = await repo.findExport(sql, actor.organisationId, actor.userId, id);
    if (!row || !can(actor, 'view', row)) throw notFound('The export');
    return row;
  }

  /** The file of an export: the one already written when it is still there, else a new one. */
  async function ensureFile(row: repo.ExportRow, actor: Actor): Promise<{ key: string; fileName: string; exportedCount: number }> {
    if (row.storageKey && row.fileName && row.exportedCount !== null && (await storage.size(row.storageKey)) !== null) {
      return { key: row.storageKey, fileName: row.fileName, exportedCount: row.exportedCount };
    }
    const written = MaterialsSearchTab.safeParse(row.tab).success ? await materialBatches(row, actor) : await documentBatches(row, actor);
    const key = `export-${row.id}.${row.separator}`;
    const stored = await storage.put(key, csvChunks(row.fields, written.batches, row.separator));
    const fileName = fileNameOf(row);
    const exportedCount = written.count();
    await repo.recordFileWritten(sql, row.id, {
      storageKey: key,
      fileName,
      byteSize: stored.byteSize,
      exportedCount,
      details: { fileWrittenAt: new Date().toISOString(), hitsWhenWritten: written.hits },
    });
    await deps.afterFileWritten?.(row.id);
    return { key, fileName, exportedCount };
  }

  type Batches = { batches: AsyncGenerator<CellValue[][]>; hits: number; count: () => number };

  /** A metals or materials tab's records (only its tab's list is filled), read at once (at most the export limit), in pages of the batch size. */
  async function materialBatches(row: repo.ExportRow, actor: Actor): Promise<Batches> {
    const tab = MaterialsSearchTab.parse(row.tab);
    const found = await materials.exportRecords(actor, tab, row.criteria, exportLimit).catch((error: unknown) => {
      throw new FinalExportError(error instanceof Error ? error.message : 'The search of this export can no longer be read.');
    });
    const cells = [
      ...found.metals.map((metal) => metalCells(metal, row.fields)),
      ...found.suppliers.map((supplier) => metalSupplierCells(supplier, row.fields)),
      ...found.materials.map((material) => materialCells(material, row.fields)),
      ...found.materialSuppliers.map((supplier) => materialSupplierCells(supplier, row.fields)),
    ];
    async function* batches(): AsyncGenerator<CellValue[][]> {
      for (let start = 0; start < cells.length; start += batchSize) yield cells.slice(start, start + batchSize);
    }
    return { batches: batches(), hits: found.hits, count: () => cells.length };
  }

  /** A documents search's records, read a batch at a time in the search's order. */
  async function documentBatches(row: repo.ExportRow, actor: Actor): Promise<Batches> {
    const parsed = SearchRequest.safeParse({ tab: row.tab, criteria: row.criteria });
    if (!parsed.success) throw new FinalExportError('The search of this export can no longer be read.');
    const { ids, hits } = await search.orderedDocumentIds(actor, parsed.data, exportLimit);
    const { t } = translatorFor(actor.language);
    const context = { language: actor.language, statusLabel: (display: string) => t(`status.display.${display}`) };
    let exportedCount = 0;
    async function* batches(): AsyncGenerator<CellValue[][]> {
      for (let start = 0; start < ids.length; start += batchSize) {
        const slice = ids.slice(start, start + batchSize);
        const byId = new Map((await repo.findDocumentRows(sql, slice, row.fields.includes('summary'))).map((doc) => [doc.id, doc]));
        // The search's order; a document removed since the search is left out.
        const cells = slice.flatMap((id) => {
          const doc = byId.get(id);
          return doc ? [exportCells(doc, row.fields, context)] : [];
        });
        exportedCount += cells.length;
        yield cells;
      }
    }
    return { batches: batches(), hits, count: () => exportedCount };
  }

  async function mailFile(row: repo.ExportRow, actor: Actor, file: { key: string; fileName: string; exportedCount: number }) {
    const content = await storage.read(file.key);
    const rendered = renderExportReadyEmail({
      language: actor.language,
      tab: row.tab,
      exportedCount: file.exportedCount,
      totalFound: row.totalFound,
      limit: exportLimit,
      fileName: file.fileName,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      exportsUrl: `${deps.publicUrl}${pagePaths.exports}`,
    });
    const sent = await mailer.send({
      to: actor.email,
      messageId: messageIdFor('export', `${row.id}-${row.createdAt.getTime()}`, deps.publicUrl),
      ...rendered,
      attachments: [{ filename: file.fileName, content, contentType: CONTENT_TYPES[row.separator] }],
    });
    await repo.recordMailed(sql, row.id, { messageId: sent.messageId });
  }

  return {
    /** The export call: answers at once with what was found; the file follows by mail. */
    async create(
      actor: Actor,
      input: { tab: ExportTab; searchContext: string; fieldsToExport: ExportField[]; csvSeparator: ExportSeparator },
    ): Promise<ExportCreated> {
      if (!can(actor, 'create')) throw liteRefused();
      const fields = inExportOrder(input.fieldsToExport, input.tab);
      if (fields.length === 0) throw noFieldOfTab();
      const materialsTab = MaterialsSearchTab.safeParse(input.tab);
      let found: { tab: ExportTab; criteria: unknown; hits: number };
      if (materialsTab.success) {
        found = { tab: materialsTab.data, ...(await materials.exportSearch(actor, materialsTab.data, input.searchContext)) };
      } else {
        const request = await search.decodeContext(actor, input.searchContext, input.tab === 'collections' ? 'collections' : 'standards');
        found = { tab: request.tab, criteria: request.criteria, hits: (await search.orderedDocumentIds(actor, request, 0)).hits };
      }
      const { hits } = found;
      // The queue must be ready before the transaction: on PGlite, starting it inside would wait on that transaction.
      await jobs.start();
      const row = await database.transaction(async (executeSql) => {
        const created = await repo.insertExport(executeSql, {
          organisationId: actor.organisationId,
          userId: actor.userId,
          tab: found.tab,
          criteria: found.criteria,
          fields,
          separator: input.csvSeparator,
          totalFound: hits,
          retentionDays: deps.retentionDays,
        });
        const jobId = await jobs.send('exports.run', { exportId: created.id }, { executeSql });
        if (jobId) await repo.setJobId(executeSql, created.id, jobId);
        return created;
      });
      return { total_found: hits, exported: Math.min(hits, exportLimit), limit: exportLimit, id: row.id, status: row.status };
    },

    async list(actor: Actor): Promise<ExportList> {
      const now = new Date();
      const rows = await repo.listExports(sql, actor.organisationId, actor.userId);
      return { exports: rows.map((row) => toSummary(actor, row, now)), retentionDays: deps.retentionDays };
    },

    async get(actor: Actor, id: number): Promise<ExportSummary> {
      return toSummary(actor, await ownExport(actor, id), new Date());
    },

    async openDownload(actor: Actor, id: number): Promise<ExportDownload> {
      const row = await ownExport(actor, id);
      if (!can(actor, 'download', row) || !row.storageKey || !row.fileName) {
        throw new AppError(409, 'The file of this export is not ready.', { reasonKey: 'exports.errors.notReady' });
      }
      const byteSize = await storage.size(row.storageKey);
      if (byteSize === null) throw notFound('The export file');
      return { fileName: row.fileName, byteSize, contentType: CONTENT_TYPES[row.separator], stream: storage.stream(row.storageKey) };
    },

    /**
     * The 'exports.run' job: idempotent, so a retry after a crash completes the export once.
     * An attempt whose signal aborted no longer holds the job, so it mails nothing and
     * leaves the export's status to the attempt that does.
     */
    async run(exportId: number, context: Pick<JobContext, 'retryCount'> & { signal?: AbortSignal }): Promise<void> {
      const row = await repo.findExportForJob(sql, exportId);
      // Purged, or finished by an earlier attempt: nothing is left to do.
      if (!row || row.status !== 'inprogress') return;
      try {
        const actor = await accounts.actorForUser(row.userId);
        if (!actor || actor.organisationId !== row.organisationId) throw new FinalExportError('The user of this export can no longer sign in.');
        if (!can(actor, 'create')) throw new FinalExportError(liteRefused().reason);
        const file = await ensureFile(row, actor);
        context.signal?.throwIfAborted();
        if (!row.mailedAt) await mailFile(row, actor, file);
        await repo.markComplete(sql, row.id);
      } catch (error) {
        if (context.signal?.aborted) throw error;
        const message = error instanceof Error ? error.message : String(error);
        const final = error instanceof FinalExportError || error instanceof AppError;
        if (!final && context.retryCount < retryLimit) throw error;
        await repo.markFailed(sql, row.id, message);
        logger.warn({ exportId, err: error, retryCount: context.retryCount }, 'export failed');
        if (!final) throw error;
      }
    },

    /** The daily 'exports.purge' job: expired exports lose their file and their row. */
    async purgeExpired(): Promise<{ removed: number }> {
      let removed = 0;
      for (;;) {
        const expired = await repo.findExpired(sql, PURGE_BATCH);
        if (expired.length === 0) return { removed };
        for (const item of expired) if (item.storageKey) await storage.delete(item.storageKey);
        await repo.deleteExports(sql, expired.map((item) => item.id));
        removed += expired.length;
      }
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
