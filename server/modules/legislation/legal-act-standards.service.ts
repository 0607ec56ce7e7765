import { CITING_ACTS_IN_MAIL, type ActStandardList, type CitingActList } from '../../../common/legislation/legal-act-standards.contract.ts';
import { legislationPagePaths } from '../../../common/legislation/legislation.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { readAddOnState } from './legislation-access.service.ts';
import { requireAddOn } from './legislation-library.service.ts';
import * as repo from './legal-act-standards.repo.ts';
import { findCitedStandards, standardNumberCandidates } from './standard-citations.ts';

/** Status codes of a document no longer in force because it was withdrawn or cancelled (common/catalogue/document-status.ts). */
const WITHDRAWN_CODES = new Set(['W', 'C', 'T']);
const SUPERSEDED_CODES = new Set(['S', 'P']);

/**
 * The catalogue document each standard number stands for (null when none): every candidate key of
 * every number is looked up at once, and each number takes its best candidate that exists.
 */
export async function matchStandardNumbers(sql: ExecuteSql, numbers: string[]): Promise<Map<string, number | null>> {
  const candidates = new Map(numbers.map((number) => [number, standardNumberCandidates(number)]));
  const all = [...candidates.values()].flat();
  const [byVersion, byWork] = await Promise.all([
    repo.findDocumentsByVersionKeys(sql, [...new Set(all.filter((c) => c.kind === 'version').map((c) => c.key))]),
    repo.findDocumentsByWorkKeys(sql, [...new Set(all.filter((c) => c.kind === 'work').map((c) => c.key))]),
  ]);
  const matched = new Map<string, number | null>();
  for (const [number, list] of candidates) {
    const hit = list.map((c) => (c.kind === 'version' ? byVersion.get(c.key) : byWork.get(c.key))).find((id) => id !== undefined);
    matched.set(number, hit ?? null);
  }
  return matched;
}

export type TitleCitationReport = { actsRead: number; citations: number; matched: number; removed: number };

/**
 * (Re)builds the 'cited' links of the given acts (every act when omitted) from the standard numbers
 * their titles cite, matched to catalogue documents. Links the titles no longer give go; nothing
 * changes on a second run. The legislation importer calls it for the acts it wrote (a harmonised
 * list changes no title, so its import does not).
 */
export async function rebuildTitleCitations(database: DatabaseHandle, actIds?: number[]): Promise<TitleCitationReport> {
  const scope = actIds ? [...new Set(actIds)] : null;
  if (scope?.length === 0) return { actsRead: 0, citations: 0, matched: 0, removed: 0 };
  const acts = await repo.findActTitles(database.executeSql, scope);
  const cited = acts.flatMap((act) => findCitedStandards(act.title).map((standardNumber) => ({ actId: act.id, standardNumber })));
  const documents = await matchStandardNumbers(database.executeSql, [...new Set(cited.map((c) => c.standardNumber))]);
  const rows: repo.ActStandardRow[] = cited.map((c) => ({
    ...c,
    documentId: documents.get(c.standardNumber) ?? null,
    relation: 'cited',
    origin: 'title',
    reference: null,
    dateFrom: null,
    dateTo: null,
  }));
  const removed = await database.transaction(async (tx) => {
    await repo.upsertActStandards(tx, rows);
    return repo.deleteStaleTitleCitations(tx, scope, cited);
  });
  return { actsRead: acts.length, citations: rows.length, matched: rows.filter((row) => row.documentId !== null).length, removed };
}

/** Matches links whose standard was not in the catalogue when they were written; answers how many it matched. */
export async function linkUnmatchedStandards(database: DatabaseHandle): Promise<number> {
  const numbers = await repo.findUnmatchedNumbers(database.executeSql);
  const documents = await matchStandardNumbers(database.executeSql, numbers);
  const matches = [...documents].flatMap(([standardNumber, documentId]) => (documentId === null ? [] : [{ standardNumber, documentId }]));
  return repo.linkUnmatched(database.executeSql, matches);
}

export type CitingActsSummary = { acts: { identifier: string; title: string }[]; total: number };

/**
 * The acts linking each document, at most CITING_ACTS_IN_MAIL each with the total: what a watch
 * change mail says of a watched standard. Acts are public law, so the mail names them whatever the
 * reader's add-ons; the act pages they would lead to are what the add-on opens. `sql`: the caller's
 * (the watch mail reads it inside the transaction that claims the changes).
 */
export async function findCitingActsForMail(sql: ExecuteSql, documentIds: number[]): Promise<Map<number, CitingActsSummary>> {
  return repo.findCitingActsOfDocuments(sql, [...new Set(documentIds)], CITING_ACTS_IN_MAIL);
}

/** The act page's standards and a standard's display page's acts (the legislation add-on's calls). */
export function createLegalActStandardsService(database: DatabaseHandle) {
  const sql = database.executeSql;
  return {
    /** The standards an act lists; 403 without the legislation add-on, 404 for an unknown act. */
    async actStandards(actor: Actor, actId: number): Promise<ActStandardList> {
      await requireAddOn(database, actor, 'legislation');
      const act = await repo.findAct(sql, actId);
      if (!act) throw notFound('The act');
      const rows = await repo.listActStandards(sql, actId, actor.organisationId, actor.language);
      return {
        act: { id: act.id, identifier: act.identifier, title: act.title, link: legislationPagePaths.act(act.id) },
        standards: rows.map((row) => ({
          standardNumber: row.standardNumber,
          relation: row.relation,
          origin: row.origin,
          reference: row.reference,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          presumptionCeased: row.presumptionCeased,
          documentId: row.documentId,
          documentNumber: row.documentNumber,
          title: row.title,
          statusCode: row.statusCode,
          withdrawn: row.cancelled || (row.statusCode !== null && WITHDRAWN_CODES.has(row.statusCode)),
          superseded: row.superseded || (row.statusCode !== null && SUPERSEDED_CODES.has(row.statusCode)),
          link: row.documentId === null ? null : pagePaths.version(0, row.documentId),
        })),
      };
    },

    /**
     * The acts linking a document the organisation may see (else 404). Without the legislation add-on
     * the list is empty and says the add-on is locked: the display page still loads.
     */
    async citingActs(actor: Actor, documentId: number): Promise<CitingActList> {
      if (!(await repo.isDocumentVisible(sql, documentId, actor.organisationId))) throw notFound('The document');
      if ((await readAddOnState(database, actor, 'legislation')) !== 'unlocked') return { addOnLocked: true, acts: [] };
      const rows = await repo.listCitingActs(sql, documentId, actor.organisationId);
      return { addOnLocked: false, acts: rows.map((row) => ({ ...row, link: legislationPagePaths.act(row.actId) })) };
    },
  };
}

export type LegalActStandardsService = ReturnType<typeof createLegalActStandardsService>;
