import { HISTORIC_VERSIONS_SHOWN } from '../../../common/domain/constants.ts';
import type { SearchRecord } from '../../../common/search/search-results.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import type { Actor } from '../account/index.ts';
import { canOnCatalogue } from '../catalogue/index.ts';
import type { CollectionThing, DocumentUserState, MembershipRow, WatchStateRow } from '../collections/index.ts';
import type { OrganisationStateCache } from './organisation-state.ts';
import type { RecordCache } from './record-cache.ts';
import * as repo from './search-page.repo.ts';

/** How long a document counts as recently created or modified on the result list. */
const RECENT_DAYS = 30;

export type RecordContext = {
  actor: Actor;
  /** The session whose stamp to read with the records (a remembered one to confirm), or null. */
  sessionId: string | null;
  /** The records shared by every caller read before, for the catalogue version they hold for. */
  sharedRecords: RecordCache;
  /**
   * The confirming statement the search sent before matching (search-page.repo.ts's findConfirmation):
   * when every record is known and the organisation's state is kept at its version, the page needs no statement.
   */
  confirmed?: Promise<repo.PageConfirmation>;
  organisationStates: OrganisationStateCache;
  /** The collections module's view of each document, from the memberships and watches read with the records. */
  documentStatesFrom: (
    actor: Actor,
    ids: number[],
    active: CollectionThing & { id: number },
    memberships: readonly MembershipRow[],
    watchStates: readonly WatchStateRow[],
  ) => Map<number, DocumentUserState>;
};

/** The record's version text and what it is (search-area.md §3): an edition, a version label, else the year. */
function versionOf(row: repo.SharedRecord): SearchRecord['version'] {
  if (row.edition) return { text: row.edition, kind: 'edition' };
  if (row.version) return { text: row.version, kind: 'version' };
  if (row.publicationYear) return { text: String(row.publicationYear), kind: 'year' };
  return { text: '', kind: 'none' };
}

/** A page's rows with the context and session stamp they were confirmed with. */
type ReadPage = { context: repo.SearchRequestContext; rows: repo.PageRow[]; sessionStamp: string | null };

/** The page from what is known: records kept for the confirmed catalogue version and the organisation's state at its version. */
async function pageFromMemory(
  sql: ExecuteSql,
  ids: number[],
  known: ReturnType<RecordCache['find']>,
  { actor, confirmed, organisationStates }: RecordContext,
): Promise<ReadPage | undefined> {
  if (!confirmed) return undefined;
  const { context, sessionStamp, stateVersion } = await confirmed;
  if (!context || known.found.size !== ids.length || known.version !== context.catalogueVersion) return undefined;
  const states = await organisationStates.callerStates(sql, actor, stateVersion, ids);
  if (!states) return undefined;
  const rows = ids.flatMap((id) => {
    const caller = states.get(id);
    return caller ? [{ id, shared: null, caller }] : [];
  });
  return { context, sessionStamp, rows };
}

/** The page read in one statement: the records not known yet, the caller's state of every one, the context and the session's stamp. */
async function pageFromStatement(sql: ExecuteSql, ids: number[], known: ReturnType<RecordCache['find']>, { actor, sessionId }: RecordContext): Promise<ReadPage | undefined> {
  const read = (recordsWanted: number[]) => repo.findPage(sql, { ids, recordsWanted, historicShown: HISTORIC_VERSIONS_SHOWN }, actor, sessionId);
  let page = await read(ids.filter((id) => !known.found.has(id)));
  if (!page.context) return undefined;
  // Records kept for another catalogue version than the statement read (an import in between): read them all now.
  if (known.found.size > 0 && page.context.catalogueVersion !== known.version) {
    known.found.clear();
    page = await read(ids);
  }
  return page.context ? { ...page, context: page.context } : undefined;
}

/**
 * The records of one page, in the page's order, shaped as search-area.md §3, and the caller's
 * context as read with them (search-page.repo.ts): the records' entitlements and row actions
 * follow that context. Undefined for a user without a personal collection.
 */
export async function buildPage(
  sql: ExecuteSql,
  ids: number[],
  recordContext: RecordContext,
  now = new Date(),
): Promise<{ records: SearchRecord[]; context: repo.SearchRequestContext; sessionStamp: string | null } | undefined> {
  const { actor, sharedRecords, documentStatesFrom } = recordContext;
  const known = sharedRecords.find(actor.language, ids);
  const page = (await pageFromMemory(sql, ids, known, recordContext)) ?? (await pageFromStatement(sql, ids, known, recordContext));
  if (!page) return undefined;
  const { context, rows, sessionStamp } = page;
  const fetched = new Map(rows.flatMap((row) => (row.shared ? [[row.id, row.shared] as const] : [])));
  sharedRecords.keep(context.catalogueVersion, actor.language, fetched);
  const sharedOf = (id: number) => fetched.get(id) ?? known.found.get(id);
  const watchStates = rows.flatMap((row) => (row.caller.watch ? [row.caller.watch] : []));
  const states = documentStatesFrom(actor, ids, context.activeCollection, rows.flatMap((row) => row.caller.memberships), watchStates);
  const byId = new Map(rows.flatMap((row) => {
    const shared = sharedOf(row.id);
    return shared ? [[row.id, { id: row.id, ...shared, ...row.caller }] as const] : [];
  }));
  const recent = now.getTime() - RECENT_DAYS * 86_400_000;
  const records = ids.flatMap((id): SearchRecord[] => {
    const row = byId.get(id);
    const state = states.get(id);
    if (!row || !state) return [];
    return [
      {
        doc_id: row.id,
        name: row.number,
        title: row.title,
        subtitle: row.subtitle,
        languages: row.languages,
        historic_versions: row.historic,
        historic_versions_total: row.historicTotal,
        docVersionId: 0,
        version: versionOf(row),
        docStatusCode: row.statusCode,
        cancelled: row.cancelled === 'Y' ? 'Y' : 'N',
        superceded: row.superseded === 'Y' ? 'Y' : row.superseded === 'P' ? 'P' : 'N',
        myDoc: state.myDoc,
        collection: state.collection,
        collections: state.collections,
        recently_created: row.createdAt.getTime() >= recent ? 'Y' : 'N',
        recently_modifed: row.changedAt !== null && row.changedAt.getTime() >= recent ? 'Y' : 'N',
        notes: state.notes,
        tags: state.tags,
        watch: state.watch,
        docs: row.docs,
        links: row.links,
        unpublished: row.statusCode === 'NA' || row.statusCode === 'AP' ? 'Y' : 'N',
        lawlex: { legislation: 'N', euLaw: 'N' },
        publisher: row.publisherCode,
        publishedOn: row.publishedOn,
        docType: row.docType,
        entitled: canOnCatalogue(actor, 'readContent', { ...row, entitledPublisherIds: context.entitledPublisherIds }),
        actions: state.actions,
      },
    ];
  });
  return { records, context, sessionStamp };
}
