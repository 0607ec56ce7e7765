import { pagePaths } from '../../../common/routes.ts';
import type { SearchRequest } from '../../../common/search/search-criteria.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { renderAlertDigest, type AlertDigestDocument, type AlertDigestOverflow } from '../../emails/alert-digest.email.ts';
import { messageIdFor } from '../../emails/message-id.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccountService, Actor } from '../account/index.ts';
import type { SearchService } from '../search/index.ts';
import * as repo from './saved-search-alerts.repo.ts';
import { can } from './saved-searches.policy.ts';
import { searchRequestOf } from './saved-search-request.ts';

/** How many documents of one search's results an alert run compares with the changes. */
export const ALERT_SEARCH_LIMIT = 200_000;
/** A digest lists at most this many documents per saved search, then says how many more there are. */
export const ALERT_DOCUMENTS_PER_SEARCH = 100;

export type AlertRunSummary = {
  /** The newest document event this run looked at. */
  throughEventId: number;
  /** Notify-enabled searches that had events to look at. */
  searchesDue: number;
  /** Searches actually run (the others had no change after their last run, or their user gets no alerts). */
  searchesRun: number;
  changedDocuments: number;
  mailsSent: number;
  documentsAlerted: number;
  /** Users whose digest failed (logged); the job fails so it is retried. */
  failedUsers: number;
  milliseconds: number;
};

type Dependencies = {
  database: DatabaseHandle;
  search: SearchService;
  accounts: AccountService;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
};

type Found = { saved: repo.NotifySearch; request: SearchRequest; documentIds: number[]; overflow: number };

function groupByUser(searches: repo.NotifySearch[]): repo.NotifySearch[][] {
  const groups = new Map<number, repo.NotifySearch[]>();
  for (const saved of searches) {
    const group = groups.get(saved.userId);
    if (group) group.push(saved);
    else groups.set(saved.userId, [saved]);
  }
  return [...groups.values()];
}

/**
 * Saved-search alerts ('alerts.run'): each notify-enabled search runs as its owner, and
 * the documents it finds that have a document event after its cursor become one digest
 * per user. The changes are read once per run; the alert rows guard against sending a
 * change twice, and each cursor then moves to the run's newest event.
 */
export function createSavedSearchAlerts({ database, search, accounts, mailer, logger, publicUrl }: Dependencies) {
  const sql = database.executeSql;

  /** The documents a search finds that changed after its cursor, in its results order. */
  async function findChanged(actor: Actor, saved: repo.NotifySearch, latestChange: Map<number, number>): Promise<Found | null> {
    const request = searchRequestOf(saved);
    if (!can(actor, 'notify', { organisationId: saved.organisationId, userId: saved.userId, tab: request.tab })) return null;
    const { ids } = await search.orderedDocumentIds(actor, request, ALERT_SEARCH_LIMIT);
    const documentIds: number[] = [];
    let overflow = 0;
    for (const id of ids) {
      if ((latestChange.get(id) ?? 0) <= saved.alertedThroughEventId) continue;
      if (documentIds.length < ALERT_DOCUMENTS_PER_SEARCH) documentIds.push(id);
      else overflow += 1;
    }
    return documentIds.length > 0 ? { saved, request, documentIds, overflow } : null;
  }

  /** Records the user's alerts, moves their cursors and mails the digest, all or nothing. */
  async function alertUser(
    actor: Actor,
    searches: repo.NotifySearch[],
    found: Found[],
    changesByDocument: Map<number, repo.DocumentChange[]>,
    throughEventId: number,
    signal: AbortSignal | undefined,
  ) {
    const owner = { organisationId: actor.organisationId, userId: actor.userId };
    const wanted = found.flatMap(({ saved, documentIds }) =>
      documentIds.flatMap((documentId) =>
        (changesByDocument.get(documentId) ?? [])
          .filter((change) => change.id > saved.alertedThroughEventId)
          .map((change) => ({ savedSearchId: saved.id, eventId: change.id, documentId })),
      ),
    );
    const overflowLinks = await Promise.all(
      found
        .filter((entry) => entry.overflow > 0)
        .map(async (entry): Promise<AlertDigestOverflow> => ({
          searchName: entry.saved.name,
          count: entry.overflow,
          href: `${publicUrl}${pagePaths.searchResults(await search.encodeContext(actor, entry.request))}`,
        })),
    );
    return database.transaction(async (tx) => {
      const recorded = await repo.recordAlerts(tx, owner, wanted);
      await repo.advanceCursors(tx, owner, searches.map((saved) => saved.id), throughEventId);
      if (recorded.length === 0) return 0;
      const names = new Map(searches.map((saved) => [saved.id, saved.name]));
      const byDocument = new Map<number, { eventIds: Set<number>; searchNames: Set<string> }>();
      for (const alert of recorded) {
        const entry = byDocument.get(alert.documentId) ?? { eventIds: new Set<number>(), searchNames: new Set<string>() };
        entry.eventIds.add(alert.eventId);
        entry.searchNames.add(names.get(alert.savedSearchId) ?? '');
        byDocument.set(alert.documentId, entry);
      }
      const documents = await repo.findDigestDocuments(tx, actor.organisationId, [...byDocument.keys()], actor.language);
      // In the order the searches found them: the first search's best matches first.
      const order = [...new Set(found.flatMap((entry) => entry.documentIds))].filter((id) => byDocument.has(id) && documents.has(id));
      const listed: AlertDigestDocument[] = order.map((documentId) => {
        const entry = byDocument.get(documentId) as { eventIds: Set<number>; searchNames: Set<string> };
        const document = documents.get(documentId) as { number: string; title: string };
        return {
          documentId,
          ...document,
          changes: (changesByDocument.get(documentId) ?? []).filter((change) => entry.eventIds.has(change.id)),
          searchNames: [...entry.searchNames].sort((a, b) => a.localeCompare(b)),
        };
      });
      if (listed.length === 0) return 0;
      const mail = renderAlertDigest({ language: actor.language, publicUrl, documents: listed, overflow: overflowLinks });
      // Sent inside the transaction: a failed send, or a worker killed before the commit, leaves
      // nothing recorded, so the retry sends it (killed after the mail server's answer, as the same
      // message: the Message-ID is fixed by the alerts it lists); an attempt that lost its job sends nothing.
      signal?.throwIfAborted();
      const about = `${actor.userId} ${recorded.map((alert) => `${alert.savedSearchId}:${alert.documentId}:${alert.eventId}`).sort().join(',')}`;
      await mailer.send({ to: actor.email, ...mail, messageId: messageIdFor('alert', about, publicUrl) });
      return listed.length;
    });
  }

  return {
    /** `signal`: the job's (job-registry.ts); once it aborts, the run stops before its next mail. */
    async run(options: { signal?: AbortSignal } = {}): Promise<AlertRunSummary> {
      const { signal } = options;
      const started = performance.now();
      const throughEventId = await repo.newestEventId(sql);
      const due = await repo.listNotifySearchesBehind(sql, throughEventId);
      const summary: AlertRunSummary = {
        throughEventId,
        searchesDue: due.length,
        searchesRun: 0,
        changedDocuments: 0,
        mailsSent: 0,
        documentsAlerted: 0,
        failedUsers: 0,
        milliseconds: 0,
      };
      if (due.length > 0) {
        const changes = await repo.listChanges(sql, Math.min(...due.map((saved) => saved.alertedThroughEventId)), throughEventId);
        const changesByDocument = new Map<number, repo.DocumentChange[]>();
        const latestChange = new Map<number, number>();
        for (const change of changes) {
          const documentChanges = changesByDocument.get(change.documentId);
          if (documentChanges) documentChanges.push(change);
          else changesByDocument.set(change.documentId, [change]);
          latestChange.set(change.documentId, change.id);
        }
        summary.changedDocuments = changesByDocument.size;

        for (const searches of groupByUser(due)) {
          signal?.throwIfAborted();
          const first = searches[0] as repo.NotifySearch;
          const owner = { organisationId: first.organisationId, userId: first.userId };
          try {
            // Disabled users, and lite subscriptions, get nothing; their cursors still move on.
            const actor = await accounts.actorForUser(owner.userId);
            const found: Found[] = [];
            if (actor && actor.organisationId === owner.organisationId && !actor.isLite && changes.length > 0) {
              for (const saved of searches) {
                if ((changes.at(-1)?.id ?? 0) <= saved.alertedThroughEventId) continue;
                summary.searchesRun += 1;
                const hit = await findChanged(actor, saved, latestChange);
                if (hit) found.push(hit);
              }
            }
            if (!actor || found.length === 0) {
              await repo.advanceCursors(sql, owner, searches.map((saved) => saved.id), throughEventId);
              continue;
            }
            const documents = await alertUser(actor, searches, found, changesByDocument, throughEventId, signal);
            if (documents > 0) {
              summary.mailsSent += 1;
              summary.documentsAlerted += documents;
            }
          } catch (error) {
            if (signal?.aborted) throw error;
            summary.failedUsers += 1;
            logger.error({ err: error, userId: owner.userId }, 'saved-search alerts failed for a user');
          }
        }
      }
      summary.milliseconds = Math.round(performance.now() - started);
      logger.info({ alerts: summary }, 'saved-search alerts run');
      if (summary.failedUsers > 0) throw new Error(`saved-search alerts failed for ${summary.failedUsers} user(s); the others were sent`);
      return summary;
    },
  };
}
