import type { CompareChangeClass, CompareHistoryItem, ComparePairing, ComparePoint, CompareResult, RedlinePair } from '../../../common/ai/compare.contract.ts';
import type { Actor } from '../account/index.ts';
import type { CompareRow, CompareVersionRow, HistoryRow } from './ai-compare.repo.ts';
import { can } from './ai.policy.ts';
import type { AlignedPair, CompareResult as EngineResult, SectionRef } from './compare/index.ts';

/**
 * How a compare's result is kept (ai_compare_results.result) and answered: the summary, its
 * points linked to both versions' sections, the redline of the aligned sections (an unchanged
 * pair without its text) and the count of changes per class.
 */
export type StoredResult = {
  summary: string;
  points: ComparePoint[];
  redline: RedlinePair[];
  counts: Partial<Record<CompareChangeClass, number>>;
};

const refOf = (section: SectionRef | null) => (section ? { key: section.key, number: section.number, title: section.title } : null);

export function pairingsOf(alignment: readonly AlignedPair[]): ComparePairing[] {
  return alignment.map((pair) => ({ olderKey: pair.older?.key ?? null, newerKey: pair.newer?.key ?? null, kind: pair.kind }));
}

export function toStoredResult(computed: EngineResult): StoredResult {
  const classesAt = new Map<number, Set<CompareChangeClass>>();
  const counts: Partial<Record<CompareChangeClass, number>> = {};
  for (const change of computed.changes) {
    classesAt.set(change.order, (classesAt.get(change.order) ?? new Set()).add(change.class));
    counts[change.class] = (counts[change.class] ?? 0) + 1;
  }
  return {
    summary: computed.summary.text,
    points: computed.summary.points.map((point) => ({ text: point.text, changeClass: point.changeClass, olderSectionKey: point.olderSectionKey, newerSectionKey: point.newerSectionKey })),
    redline: computed.redline.map((entry, order) => ({
      kind: entry.pair.kind,
      older: refOf(entry.pair.older),
      newer: refOf(entry.pair.newer),
      segments: entry.pair.kind === 'same' ? [] : entry.segments,
      changeClasses: [...(classesAt.get(order) ?? [])],
    })),
    counts,
  };
}

const versionOf = (versions: readonly CompareVersionRow[], versionId: number) => {
  const found = versions.find((version) => version.versionId === versionId);
  return { itemId: versionId, versionId, itemName: found?.number ?? '', title: found?.title ?? '', publishedOn: found?.publishedOn ?? null };
};

/** getPromptResultByJobId's reply. `stored` is the JSON toStoredResult wrote. */
export function storedResultOf(compare: CompareRow, stored: unknown, writtenBy: string, docName: string, versions: readonly CompareVersionRow[]): CompareResult {
  const result = stored as StoredResult;
  return {
    id: compare.id,
    jobId: compare.jobId,
    aiMessage: result.summary,
    promptId: compare.promptId,
    rating: compare.rating,
    writtenBy,
    docId: compare.documentId,
    docName,
    prior: versionOf(versions, compare.olderVersionId),
    newer: versionOf(versions, compare.newerVersionId),
    toc1Selection: compare.olderSelection,
    toc2Selection: compare.newerSelection,
    points: result.points,
    redline: result.redline,
    counts: result.counts,
    createdAt: compare.updatedAt,
  };
}

/** portal-area.md §3 "Compare history item", with the row's actions. */
export function historyItemOf(actor: Actor, row: HistoryRow): CompareHistoryItem {
  const thing = { organisationId: row.organisationId, userId: row.userId };
  const version1 = { itemId: row.olderVersionId, itemName: row.older.number, title: row.older.title };
  const version2 = { itemId: row.newerVersionId, itemName: row.newer.number, title: row.newer.title };
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    date: row.updatedAt,
    docId: row.documentId,
    docName: row.docName,
    version1,
    version2,
    rating: row.rating,
    selectedPromptId: row.promptId,
    diffSummary: row.summary,
    params: { compareContent: [version1, version2].map(({ itemName, title }) => ({ itemName, title })), toc1Selection: row.olderSelection, toc2Selection: row.newerSelection },
    actions: {
      open: row.status === 'FINISHED' && can(actor, 'view', thing),
      delete: can(actor, 'delete', thing),
      rate: row.status === 'FINISHED' && can(actor, 'rate', thing),
    },
  };
}
