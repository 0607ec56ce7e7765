import { HISTORIC_VERSIONS_SHOWN } from '../../../common/domain/constants.ts';
import type { SearchRecord } from '../../../common/search/search-results.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import type { Actor } from '../account/index.ts';
import type { CollectionThing, DocumentUserState } from '../collections/index.ts';
import * as repo from './search.repo.ts';

/** How long a document counts as recently created or modified on the result list. */
const RECENT_DAYS = 30;

export type RecordContext = {
  actor: Actor;
  entitledPublisherIds: ReadonlySet<number>;
  activeCollection: CollectionThing & { id: number };
  documentStates: (actor: Actor, ids: number[], active: CollectionThing & { id: number }) => Promise<Map<number, DocumentUserState>>;
};

/** The record's version text and what it is (search-area.md §3): an edition, a version label, else the year. */
function versionOf(row: repo.RecordRow): SearchRecord['version'] {
  if (row.edition) return { text: row.edition, kind: 'edition' };
  if (row.version) return { text: row.version, kind: 'version' };
  if (row.publicationYear) return { text: String(row.publicationYear), kind: 'year' };
  return { text: '', kind: 'none' };
}

/** The records of one page, in the page's order, shaped as search-area.md §3. */
export async function buildRecords(sql: ExecuteSql, ids: number[], context: RecordContext, now = new Date()): Promise<SearchRecord[]> {
  if (ids.length === 0) return [];
  const [rows, states] = await Promise.all([
    repo.findRecordRows(sql, ids, HISTORIC_VERSIONS_SHOWN),
    context.documentStates(context.actor, ids, context.activeCollection),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const recent = now.getTime() - RECENT_DAYS * 86_400_000;
  const language = context.actor.language;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const state = states.get(id);
    if (!row || !state) return [];
    return [
      {
        doc_id: row.id,
        name: row.number,
        title: row.titles[language]?.full ?? row.title,
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
        entitled: row.organisationId !== null ? row.organisationId === context.actor.organisationId : context.entitledPublisherIds.has(row.publisherId),
        actions: state.actions,
      },
    ];
  });
}
