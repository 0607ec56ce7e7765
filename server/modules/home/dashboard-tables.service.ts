import type {
  AlertsContent,
  ChangedDocumentRow,
  ChangedDocumentsContent,
  KeptDocumentsContent,
  ReviewMark,
  WatchedDocumentsContent,
} from '../../../common/home/home.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { canOnCatalogue, type CatalogueService } from '../catalogue/index.ts';
import { collectionName, type WatchesService } from '../collections/index.ts';
import type { SavedSearchesService } from '../saved-searches/index.ts';
import * as repo from './dashboard-tables.repo.ts';
import { changedDocumentActions } from './home.policy.ts';

export type DashboardTablesDependencies = {
  database: DatabaseHandle;
  savedSearches: Pick<SavedSearchesService, 'firstRows'>;
  watches: Pick<WatchesService, 'firstWatches' | 'describeChanges'>;
  catalogue: Pick<CatalogueService, 'entitledPublisherIds'>;
};

/** A document's name in a table: its number, linking to its display page (the current version). */
const documentLink = (docId: number, number: string) => ({ linkName: number, linkURL: pagePaths.version(0, docId) });

/**
 * The dashboard's tables (portal-area.md §2 "Tables on the dashboard"): the documents the user
 * keeps, those of them (or of their watches) that changed since they last looked, their saved
 * searches and their watched documents, each cut to the rows its view shows, with the total.
 */
export function createDashboardTablesService({ database, savedSearches, watches, catalogue }: DashboardTablesDependencies) {
  const sql = database.executeSql;

  return {
    async keptDocuments(actor: Actor, limit: number): Promise<KeptDocumentsContent> {
      const { rows, total } = await repo.listKeptDocuments(sql, actor.organisationId, actor.userId, { language: actor.language, limit });
      return {
        rows: rows.map((row) => ({
          docId: row.documentId,
          name: documentLink(row.documentId, row.number),
          title: row.title,
          status: row.statusCode,
          collections: row.collections.map((collection) => ({ id: collection.id, name: collectionName(collection, actor.language), kind: collection.kind })),
          addedAt: row.addedAt.toISOString(),
        })),
        total,
      };
    },

    async changedDocuments(actor: Actor, limit: number): Promise<ChangedDocumentsContent> {
      const { rows, total } = await repo.listChangedDocuments(sql, actor.organisationId, actor.userId, { language: actor.language, limit });
      const changes = await watches.describeChanges(actor, rows.map((row) => row.latestEventId));
      const entitledPublisherIds = await catalogue.entitledPublisherIds(actor);
      const comparable = (row: repo.ChangedDocumentRecord) =>
        row.textVersions >= 2 && canOnCatalogue(actor, 'readContent', { organisationId: row.organisationId, publisherId: row.publisherId, entitledPublisherIds, unlocked: row.unlocked });
      return {
        rows: rows.flatMap((row): ChangedDocumentRow[] => {
          const change = changes.get(row.latestEventId);
          if (!change) return [];
          return [
            {
              docId: row.documentId,
              name: documentLink(row.documentId, row.number),
              title: row.title,
              status: row.statusCode,
              change,
              changes: row.changes,
              actions: changedDocumentActions(true, comparable(row)),
            },
          ];
        }),
        total,
      };
    },

    /** The document's changes so far are reviewed; only for a document the user keeps or watches. */
    async markReviewed(actor: Actor, docId: number): Promise<ReviewMark> {
      const reviewedAt = await repo.markReviewed(sql, actor.organisationId, actor.userId, docId);
      if (!reviewedAt) throw notFound('The document among those you keep or watch');
      return { docId, reviewedAt: reviewedAt.toISOString() };
    },

    async alerts(actor: Actor, limit: number): Promise<AlertsContent> {
      return savedSearches.firstRows(actor, limit);
    },

    async watchedDocuments(actor: Actor, limit: number): Promise<WatchedDocumentsContent> {
      const { watches: rows, total } = await watches.firstWatches(actor, limit);
      return { rows, total };
    },
  };
}

export type DashboardTablesService = ReturnType<typeof createDashboardTablesService>;
