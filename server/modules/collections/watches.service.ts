import { WATCHES_PAGE_SIZE, type WatchChange, type WatchedDocument, type WatchList, type WatchListRequest } from '../../../common/watches/watches.contract.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { messageIdFor } from '../../emails/message-id.ts';
import { renderWatchChangeEmail, type CitingActs } from '../../emails/watch-change.email.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { Actor } from '../account/index.ts';
import { watchActions } from './collections.policy.ts';
import * as repo from './watches.repo.ts';

export type WatchesServiceDependencies = {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  /** Who a job acts for; undefined for a disabled or removed user. */
  actorForUser: (userId: number) => Promise<Actor | undefined>;
  /**
   * The legal acts linking each document (the legislation module's), read on the mail's own
   * transaction (`sql`): PGlite has one connection, which the claim holds. Without it the mail names none.
   */
  citingActs?: (sql: ExecuteSql, documentIds: number[]) => Promise<Map<number, CitingActs>>;
};

export type WatchNotifyReport = { usersMailed: number; changesMailed: number; changesSkipped: number };

/** The Watched documents page and the 'watches.notify' job (watching itself is in collections.service.ts). */
export function createWatchesService({ database, mailer, logger, publicUrl, actorForUser, citingActs }: WatchesServiceDependencies) {
  const sql = database.executeSql;

  /**
   * Mails one user every change pending for them, in one transaction: the claim (a row per
   * watch and change in watch_notifications) commits only once the mail server took the mail.
   * A failed send, or a worker killed mid-way, rolls the claim back and the retry mails it; a
   * second run at once waits on the claimed rows, then finds them taken. A crash between the mail
   * server's answer and the commit, one round trip, leaves the retry to send the same changes
   * again: as the same message (its Message-ID is fixed by the user and the changes it lists).
   */
  async function notifyUser(actor: Actor, signal: AbortSignal | undefined): Promise<number> {
    return database.transaction(async (tx) => {
      const claimed = await repo.claimPendingChanges(tx, actor.organisationId, actor.userId, actor.language);
      if (claimed.length === 0) return 0;
      const citedBy = citingActs ? await citingActs(tx, claimed.map((change) => change.documentId)) : new Map<number, CitingActs>();
      const changes = claimed.map((change) => ({ ...change, citedBy: citedBy.get(change.documentId) }));
      const mail = renderWatchChangeEmail({ language: actor.language, recipientName: actor.name, publicUrl, changes });
      // An attempt that lost its job leaves the mail to the one that holds it.
      signal?.throwIfAborted();
      const about = `${actor.userId} ${claimed.map((change) => `${change.watchId}:${change.eventId}`).sort().join(',')}`;
      await mailer.send({ to: actor.email, ...mail, messageId: messageIdFor('watch', about, publicUrl) });
      return claimed.length;
    });
  }

  /** A page of the user's watched documents by number, with the row actions, and how many they watch. */
  async function page(actor: Actor, limit: number, offset: number): Promise<{ watches: WatchedDocument[]; total: number }> {
    const [total, rows] = await Promise.all([
      repo.countUserWatches(sql, actor.organisationId, actor.userId),
      repo.listUserWatches(sql, actor.organisationId, actor.userId, { language: actor.language, limit, offset }),
    ]);
    return {
      watches: rows.map((row) => ({
        docId: row.documentId,
        number: row.number,
        title: row.title,
        publisher: row.publisher,
        publisherName: row.publisherName,
        statusCode: row.statusCode,
        cancelled: row.cancelled,
        superseded: row.superseded,
        watchedSince: row.watchedSince.toISOString(),
        latestChange: row.latestChange,
        actions: watchActions(actor, row.organisationWatchers),
      })),
      total,
    };
  }

  return {
    async list(actor: Actor, request: WatchListRequest): Promise<WatchList> {
      const { watches, total } = await page(actor, WATCHES_PAGE_SIZE, (request.page - 1) * WATCHES_PAGE_SIZE);
      return { watches, total, page: request.page, pageSize: WATCHES_PAGE_SIZE };
    },

    /** The first `limit` watched documents, as the list has them (the dashboard's watched documents table). */
    async firstWatches(actor: Actor, limit: number): Promise<{ watches: WatchedDocument[]; total: number }> {
      return page(actor, limit, 0);
    },

    /** What each event changed, in the words of a watch (events of documents the actor's organisation does not see are left out). */
    async describeChanges(actor: Actor, eventIds: number[]): Promise<Map<number, WatchChange>> {
      return repo.findChanges(sql, actor.organisationId, [...new Set(eventIds)]);
    },

    /**
     * Sends each watcher one mail listing every change to their watched documents since the
     * last run ('watches.notify', every WATCH_NOTIFY_CRON). Imports run in another process, so
     * the schedule picks their changes up. A failed user does not stop the others; the run
     * then fails so the job queue retries it. `signal`: the job's (job-registry.ts).
     */
    async notifyChanges(options: { signal?: AbortSignal } = {}): Promise<WatchNotifyReport> {
      const { signal } = options;
      const report: WatchNotifyReport = { usersMailed: 0, changesMailed: 0, changesSkipped: 0 };
      const failures: unknown[] = [];
      for (const watcher of await repo.findPendingWatchers(sql)) {
        signal?.throwIfAborted();
        const actor = await actorForUser(watcher.userId);
        if (!actor || actor.organisationId !== watcher.organisationId) {
          // A disabled user gets nothing, and not a backlog of old changes if enabled again.
          const dropped = await database.transaction((tx) => repo.claimPendingChanges(tx, watcher.organisationId, watcher.userId, 'en'));
          report.changesSkipped += dropped.length;
          continue;
        }
        try {
          const mailed = await notifyUser(actor, signal);
          if (mailed > 0) {
            report.usersMailed += 1;
            report.changesMailed += mailed;
          }
        } catch (error) {
          if (signal?.aborted) throw error;
          logger.error({ err: error, userId: actor.userId }, 'watch mail not sent; its changes wait for the next run');
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} watch mail(s) could not be sent`);
      if (report.usersMailed > 0 || report.changesSkipped > 0) logger.info(report, 'watchers notified');
      return report;
    },
  };
}

export type WatchesService = ReturnType<typeof createWatchesService>;
