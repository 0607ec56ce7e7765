import type { DatabaseHandle } from '../../db/database.ts';
import { renderLegislationDigest, type LegislationDigestAct, type LegislationDigestNews } from '../../emails/legislation-digest.email.ts';
import { messageIdFor } from '../../emails/message-id.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccountService } from '../account/index.ts';
import { readAddOnState } from './legislation-access.service.ts';
import * as feedsRepo from './legislation-feeds.repo.ts';
import * as libraryRepo from './legislation-library.repo.ts';
import { actConditionsOf, actRecordOf } from './legislation-library.service.ts';
import * as repo from './legislation-saved-searches.repo.ts';

/** Acts one saved search lists in a digest, and feed items one digest lists. */
export const DIGEST_ACTS_PER_SEARCH = 50;
export const DIGEST_NEWS_MAX = 50;

export type LegislationDigestSummary = { searchesDue: number; mailsSent: number; actsMailed: number; newsMailed: number; failedUsers: number };

type Dependencies = { database: DatabaseHandle; accounts: Pick<AccountService, 'actorForUser'>; mailer: Mailer; logger: Logger; publicUrl: string };

/**
 * The saved EU-law searches' daily digest, run by the alerts job: for each user with notify-enabled
 * searches, the acts each search matches that were imported after its cursor and the feed items
 * after it, as one mail; the cursors ("digested through" ids) move in the mail's transaction, so
 * nothing is mailed twice and a failed mail is sent again by the retry.
 */
export function createLegislationDigest({ database, accounts, mailer, logger, publicUrl }: Dependencies) {
  const sql = database.executeSql;

  async function digestUser(searches: repo.SavedSearchRow[], through: { actId: number; feedItemId: number }, signal: AbortSignal | undefined): Promise<{ acts: number; news: number }> {
    const first = searches[0] as repo.SavedSearchRow;
    const owner = { organisationId: first.organisationId, userId: first.userId };
    const ids = searches.map((saved) => saved.id);
    const actor = await accounts.actorForUser(owner.userId);
    // A disabled user, one moved to another organisation or without the EU-law add-on gets nothing; the cursors still move.
    if (!actor || actor.organisationId !== owner.organisationId || (await readAddOnState(database, actor, 'euLaw')) !== 'unlocked') {
      await repo.advanceDigestCursors(sql, owner, ids, through, false);
      return { acts: 0, news: 0 };
    }
    const acts = new Map<number, LegislationDigestAct>();
    for (const saved of searches) {
      if (saved.digestedThroughActId >= through.actId) continue;
      const conditions = actConditionsOf(saved.criteria);
      const rows = await libraryRepo.findNewMatchingActs(sql, conditions, saved.digestedThroughActId, through.actId, DIGEST_ACTS_PER_SEARCH);
      for (const row of rows) {
        const record = actRecordOf(row);
        const entry = acts.get(record.id) ?? { id: record.id, identifier: record.identifier, title: record.title, datePublication: record.datePublication, searchNames: [] };
        entry.searchNames.push(saved.name);
        acts.set(record.id, entry);
      }
    }
    const newsAfter = Math.min(...searches.map((saved) => saved.digestedThroughFeedItemId));
    const news: LegislationDigestNews[] =
      newsAfter < through.feedItemId
        ? (await feedsRepo.listFeedItemsAfter(sql, owner.organisationId, newsAfter, through.feedItemId, DIGEST_NEWS_MAX)).map((item) => ({
            id: item.id,
            title: item.title,
            feedTitle: item.feedTitle,
            publishedAt: item.publishedAt,
          }))
        : [];
    return database.transaction(async (tx) => {
      const mailing = acts.size > 0 || news.length > 0;
      await repo.advanceDigestCursors(tx, owner, ids, through, mailing);
      if (!mailing) return { acts: 0, news: 0 };
      const mail = renderLegislationDigest({ language: actor.language, publicUrl, acts: [...acts.values()], news });
      // Sent inside the transaction: a failed send leaves the cursors where they were; an attempt that lost its job sends nothing.
      // Killed after the mail server's answer, the retry sends the same message (its Message-ID is fixed by what it lists).
      signal?.throwIfAborted();
      const about = `${actor.userId} acts ${[...acts.keys()].sort((a, b) => a - b).join(',')} news ${news.map((item) => item.id).sort((a, b) => a - b).join(',')}`;
      await mailer.send({ to: actor.email, ...mail, messageId: messageIdFor('eu-law', about, publicUrl) });
      return { acts: acts.size, news: news.length };
    });
  }

  return {
    async run(options: { signal?: AbortSignal } = {}): Promise<LegislationDigestSummary> {
      const { signal } = options;
      const through = { actId: await libraryRepo.newestActId(sql), feedItemId: await feedsRepo.newestFeedItemId(sql) };
      const due = await repo.listDigestsDue(sql, through.actId, through.feedItemId);
      const summary: LegislationDigestSummary = { searchesDue: due.length, mailsSent: 0, actsMailed: 0, newsMailed: 0, failedUsers: 0 };
      const byUser = new Map<number, repo.SavedSearchRow[]>();
      for (const saved of due) byUser.set(saved.userId, [...(byUser.get(saved.userId) ?? []), saved]);
      for (const searches of byUser.values()) {
        signal?.throwIfAborted();
        try {
          const sent = await digestUser(searches, through, signal);
          if (sent.acts + sent.news > 0) summary.mailsSent += 1;
          summary.actsMailed += sent.acts;
          summary.newsMailed += sent.news;
        } catch (error) {
          if (signal?.aborted) throw error;
          summary.failedUsers += 1;
          logger.error({ err: error, userId: searches[0]?.userId }, 'the legislation digest failed for a user');
        }
      }
      logger.info({ legislationDigest: summary }, 'legislation digest run');
      if (summary.failedUsers > 0) throw new Error(`the legislation digest failed for ${summary.failedUsers} user(s); the others were sent`);
      return summary;
    },
  };
}

export type LegislationDigest = ReturnType<typeof createLegislationDigest>;
