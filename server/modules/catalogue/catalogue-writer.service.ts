import { createHash } from 'node:crypto';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import type { CatalogueRecord, FullTextDocument } from './catalogue-record.ts';
import { numberKey, numberSortKey } from './document-number.ts';
import { DATASETS, KNOWN_PUBLISHERS, UNKNOWN_PUBLISHER_COUNTRY } from './publishers.ts';
import * as repo from './catalogue-writer.repo.ts';
import * as merges from './document-merge.repo.ts';

export type ImportStats = {
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  documentsCreated: number;
  documentsMerged: number;
  sectionsWritten: number;
  events: Record<string, number>;
  errors: { where: string; reason: string }[];
};

type DocumentState = { statusCode: string; currentVersionId: number | null; number: string };

/** Keeps the first errors in full; a summary line counts the rest. */
const MAX_ERRORS_KEPT = 500;
const FIRST_ANALYZE_AT = 2_000;

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export function workKeyOf(record: Pick<CatalogueRecord, 'publisher' | 'workNumber'>, organisationId: number | null): string {
  const key = `${record.publisher}:${numberKey(record.workNumber)}`;
  return organisationId === null ? key : `org${organisationId}/${key}`;
}

/**
 * Writes importer output into the catalogue: documents as chains of versions,
 * relations both ways, statuses, search vectors, and the events of what changed.
 * Each batch is one transaction; `finish` resolves what only the whole run can.
 */
export async function createCatalogueWriter(
  database: DatabaseHandle,
  options: { kind: string; paths: string[]; organisationId?: number },
) {
  const organisationId = options.organisationId ?? null;
  const run = await repo.startImportRun(database.executeSql, options.kind, options.paths);
  const searchIndexesDropped = await repo.dropSearchIndexesWhenEmpty(database.executeSql);
  const publisherCache = new Map<string, { id: number; country: string }>();
  /** Pre-run state of every existing document the run touched, for the events at the end. */
  const snapshots = new Map<number, DocumentState>();
  const createdInRun = new Set<number>();
  const writtenNumberKeys = new Set<string>();
  const chainingVersionIds: number[] = [];
  const newAmendmentVersionIds: number[] = [];
  /** Editions written when the statistics are next refreshed; doubles each time. */
  let analyzeAt = FIRST_ANALYZE_AT;
  const stats: ImportStats = {
    records: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    documentsCreated: 0,
    documentsMerged: 0,
    sectionsWritten: 0,
    events: {},
    errors: [],
  };

  async function ensurePublishers(sql: ExecuteSql, codes: string[]) {
    const missing = [...new Set(codes)].filter((code) => !publisherCache.has(code));
    if (missing.length === 0) return;
    const rows = await repo.upsertPublishers(
      sql,
      missing.map((code) => {
        const known = KNOWN_PUBLISHERS.find((p) => p.code === code);
        return {
          code,
          name: known?.name ?? code,
          country: known?.country ?? UNKNOWN_PUBLISHER_COUNTRY,
          website: known?.website ?? null,
          dataset: known?.dataset ?? null,
        };
      }),
      DATASETS,
    );
    for (const row of rows) publisherCache.set(row.code, { id: row.id, country: row.country });
  }

  function toRow(record: CatalogueRecord): repo.VersionRow {
    const publisher = publisherCache.get(record.publisher);
    if (!publisher) throw new Error(`publisher ${record.publisher} not loaded`);
    const titles: repo.VersionRow['titles'] = {};
    for (const title of record.titles) {
      titles[title.language] ??= {
        full: title.full,
        ...(title.intro ? { intro: title.intro } : {}),
        ...(title.main ? { main: title.main } : {}),
        ...(title.part ? { part: title.part } : {}),
      };
    }
    const abstracts: Record<string, string> = {};
    for (const entry of record.abstracts) {
      abstracts[entry.language] = abstracts[entry.language] ? `${abstracts[entry.language]}\n\n${entry.text}` : entry.text;
    }
    const title = titles.en?.full ?? record.titles[0]?.full ?? record.number;
    return {
      source: record.source,
      source_key: record.sourceKey,
      publisher_id: publisher.id,
      work_key: workKeyOf(record, organisationId),
      organisation_id: organisationId,
      number: record.number,
      number_key: numberKey(record.number),
      number_sort: numberSortKey(record.number),
      title,
      titles,
      subtitle: record.subtitle ?? null,
      abstracts,
      keywords: record.keywords,
      languages: record.languages,
      published_on: record.publishedOn ?? null,
      publication_year: record.publicationYear ?? (record.publishedOn ? Number(record.publishedOn.slice(0, 4)) : null),
      edition: record.edition ?? null,
      version: record.version ?? null,
      doc_type: record.docType,
      source_status_code: record.statusCode ?? null,
      stage: record.stage ?? null,
      ics_codes: record.icsCodes,
      committee: record.committee ?? null,
      links: record.links,
      raw: record.raw ?? null,
      content_hash: sha256(record),
      country: publisher.country,
    };
  }

  async function snapshot(sql: ExecuteSql, documentIds: number[]) {
    const unknown = documentIds.filter((id) => !snapshots.has(id) && !createdInRun.has(id));
    if (unknown.length === 0) return;
    // Documents this run created have no "before"; their only event is 'added'.
    for (const state of await repo.findDocumentStates(sql, unknown)) {
      if (state.createdAt < run.startedAt) snapshots.set(state.id, state);
      else createdInRun.add(state.id);
    }
  }

  async function writeBatch(sql: ExecuteSql, input: CatalogueRecord[]): Promise<number[]> {
    const bySourceKey = new Map(input.map((record) => [record.sourceKey, record]));
    const records = [...bySourceKey.values()];
    stats.records += input.length;
    const existing = await repo.findExistingVersions(sql, records.map((r) => r.sourceKey));
    await ensurePublishers(sql, records.map((r) => r.publisher));
    const outranked = (record: CatalogueRecord) => {
      const before = existing.get(record.sourceKey);
      return Boolean(record.secondary && before && before.source !== record.source);
    };
    const changed = records
      .filter((record) => !outranked(record))
      .map((record) => ({ record, row: toRow(record) }))
      .filter(({ row }) => existing.get(row.source_key)?.contentHash !== row.content_hash);
    stats.unchanged += records.length - changed.length;
    if (changed.length === 0) return [];

    const aliases = await repo.findAliases(sql, [...new Set(changed.map((c) => c.row.work_key))]);
    const documentByWorkKey = new Map(aliases);
    const toCreate = changed.filter((c) => !aliases.has(c.row.work_key)).map((c) => c.row);
    if (toCreate.length > 0) {
      for (const document of await repo.ensureDocuments(sql, toCreate)) {
        documentByWorkKey.set(document.workKey, document.id);
        if (document.createdAt >= run.startedAt) createdInRun.add(document.id);
        else if (!snapshots.has(document.id)) snapshots.set(document.id, document);
      }
    }
    await snapshot(
      sql,
      [...aliases.values()].filter((id) => !snapshots.has(id)),
    );

    const rows = changed.map(({ row }) => ({ ...row, document_id: documentByWorkKey.get(row.work_key) ?? 0 }));
    const written = await repo.upsertVersions(sql, rows);
    const touched = new Set<number>();
    /** Documents that lost an edition to another document: old document → the one that took it. */
    const movedFrom = new Map<number, number>();
    for (const version of written) {
      const before = existing.get(version.sourceKey);
      if (before) {
        stats.updated += 1;
        if (before.documentId !== version.documentId) {
          touched.add(before.documentId);
          movedFrom.set(before.documentId, version.documentId);
        }
      } else {
        stats.inserted += 1;
        if (version.docType === 'amendment' || version.docType === 'corrigendum') newAmendmentVersionIds.push(version.id);
      }
      touched.add(version.documentId);
      const record = bySourceKey.get(version.sourceKey);
      if (record?.chainsThroughObsoletes) chainingVersionIds.push(version.id);
    }
    for (const { row } of changed) writtenNumberKeys.add(row.number_key);

    const relations = written.flatMap((version) => {
      const record = bySourceKey.get(version.sourceKey);
      if (!record) return [];
      const ownKey = numberKey(record.number);
      return record.relations
        .map((relation) => ({
          source_key: version.sourceKey,
          type: relation.type,
          target_number: relation.targetNumber,
          target_number_key: numberKey(relation.targetNumber),
        }))
        .filter((relation) => relation.target_number_key !== '' && relation.target_number_key !== ownKey);
    });
    const inverseTargets = await repo.replaceRelations(sql, written.map((v) => v.id), relations);
    await snapshot(sql, inverseTargets);
    for (const id of inverseTargets) touched.add(id);

    for (const id of await mergeChains(sql, written.filter((v) => bySourceKey.get(v.sourceKey)?.chainsThroughObsoletes).map((v) => v.id))) {
      touched.add(id);
    }
    // A document whose every edition moved elsewhere lives on in the document that took them,
    // with whatever users saved on it.
    for (const emptyId of await merges.findEmptyDocuments(sql, [...movedFrom.keys()])) {
      const survivor = movedFrom.get(emptyId);
      if (survivor === undefined || (await repo.filterExistingDocuments(sql, [survivor])).length === 0) continue;
      snapshots.delete(emptyId);
      await merges.mergeDocuments(sql, survivor, emptyId);
      touched.delete(emptyId);
      touched.add(survivor);
    }
    await repo.refreshDocuments(sql, await repo.filterExistingDocuments(sql, [...touched]));
    return written.map((v) => v.id);
  }

  /** Joins RFC-style chains; answers the surviving documents. */
  async function mergeChains(sql: ExecuteSql, versionIds: number[]): Promise<number[]> {
    const survivors: number[] = [];
    for (const pair of await merges.findChainMerges(sql, versionIds)) {
      const survivor = Math.min(pair.newer, pair.older);
      const merged = Math.max(pair.newer, pair.older);
      // An earlier pair of the same run may already have merged one of them.
      if ((await repo.filterExistingDocuments(sql, [survivor, merged])).length !== 2) continue;
      await snapshot(sql, [survivor]);
      snapshots.delete(merged);
      await merges.mergeDocuments(sql, survivor, merged);
      stats.documentsMerged += 1;
      survivors.push(survivor);
    }
    return survivors;
  }

  function countEvent(kind: string, n = 1) {
    stats.events[kind] = (stats.events[kind] ?? 0) + n;
  }

  return {
    runId: run.id,
    stats,

    /** Writes one batch of records (a few hundred at a time keeps transactions short). */
    async writeRecords(records: CatalogueRecord[]) {
      if (records.length === 0) return;
      await database.transaction((sql) => writeBatch(sql, records));
      if (stats.inserted >= analyzeAt) {
        analyzeAt = stats.inserted * 2;
        await repo.analyzeCatalogue(database.executeSql);
      }
    },

    /** Writes a full text: its catalogue record, then its sections when they changed. */
    async writeFullText(document: FullTextDocument) {
      await database.transaction(async (sql) => {
        await writeBatch(sql, [document.record]);
        const version = await repo.findSectionsHash(sql, document.record.sourceKey);
        if (!version) throw new Error(`version ${document.record.sourceKey} was not written`);
        const sectionsHash = sha256(document.sections);
        if (version.sectionsHash === sectionsHash) return;
        await snapshot(sql, [version.documentId]);
        await repo.replaceSections(
          sql,
          version.versionId,
          document.sections.map((section, position) => ({
            section_key: section.key,
            parent_key: section.parentKey ?? null,
            position,
            number: section.number ?? null,
            title: section.title,
            level: section.level,
            body_html: section.html,
            body_text: section.text,
          })),
          sectionsHash,
        );
        stats.sectionsWritten += document.sections.length;
        await repo.refreshDocuments(sql, [version.documentId]);
      });
    },

    reportError(where: string, reason: string) {
      stats.skipped += 1;
      if (stats.errors.length < MAX_ERRORS_KEPT) stats.errors.push({ where, reason });
    },

    /** Resolves relations to documents written in this run, joins chains, records events. */
    async finish(): Promise<ImportStats> {
      await database.transaction(async (sql) => {
        const keys = [...writtenNumberKeys];
        const touched = new Set<number>();
        for (let offset = 0; offset < keys.length; offset += 5000) {
          const slice = keys.slice(offset, offset + 5000);
          const targets = await repo.resolveRelations(sql, `r.target_number_key = any($1::text[])`, [slice]);
          await snapshot(sql, targets);
          for (const id of targets) touched.add(id);
        }
        for (const id of await mergeChains(sql, chainingVersionIds)) touched.add(id);
        await repo.refreshDocuments(sql, await repo.filterExistingDocuments(sql, [...touched]));

        const after = await repo.findDocumentStates(sql, [...snapshots.keys()]);
        const events: Parameters<typeof repo.insertEvents>[1] = [];
        for (const state of after) {
          const before = snapshots.get(state.id);
          if (!before) continue;
          if (before.currentVersionId !== null && state.currentVersionId !== before.currentVersionId) {
            events.push({
              document_id: state.id,
              version_id: state.currentVersionId,
              kind: 'newEdition',
              summary: `New edition: ${state.number} (replaces ${before.number})`,
              details: { previousNumber: before.number, previousVersionId: before.currentVersionId },
            });
          }
          if (state.statusCode !== before.statusCode) {
            const kind = state.statusCode === 'W' ? 'withdrawn' : state.statusCode === 'S' || state.statusCode === 'P' ? 'superseded' : 'statusChanged';
            const verb = kind === 'withdrawn' ? 'Withdrawn' : kind === 'superseded' ? 'Superseded' : 'Status changed';
            events.push({
              document_id: state.id,
              version_id: state.currentVersionId,
              kind,
              summary: `${verb}: ${state.number} (${before.statusCode} → ${state.statusCode})`,
              details: { from: before.statusCode, to: state.statusCode },
            });
          }
        }
        await repo.insertEvents(sql, events, run.id);
        for (const event of events) countEvent(event.kind);
        const added = await repo.insertAddedEvents(sql, run.startedAt, run.id);
        stats.documentsCreated = added;
        countEvent('added', added);
        countEvent('amended', await repo.insertAmendmentEvents(sql, newAmendmentVersionIds, run.startedAt, run.id));
        for (const kind of Object.keys(stats.events)) if (stats.events[kind] === 0) delete stats.events[kind];
        if (stats.inserted + stats.updated + stats.documentsMerged > 0) await repo.refreshSearchWords(sql);
        await repo.finishImportRun(sql, run.id, stats);
      });
      if (searchIndexesDropped) await repo.createSearchIndexes(database.executeSql);
      return stats;
    },
  };
}

export type CatalogueWriter = Awaited<ReturnType<typeof createCatalogueWriter>>;
