import {
  LEGISLATION_NEWS_PAGE_SIZE,
  type LegislationFeed,
  type LegislationNewsItem,
  type LegislationNewsPage,
} from '../../../common/legislation/legislation-library.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Actor } from '../account/index.ts';
import { readAddOnState } from './legislation-access.service.ts';
import { feedAddressProblem } from './feed-address.ts';
import { parseFeed } from './feed-parser.ts';
import { fetchFeedText, publicNetwork, type FeedFetchOptions, type FeedNetwork } from './legislation-feeds.fetch.ts';
import * as repo from './legislation-feeds.repo.ts';
import { requireAddOn } from './legislation-library.service.ts';

export type FeedPollSummary = { feeds: number; failed: number; newItems: number };

const ERROR_MAX = 500;

const messageOf = (error: unknown) => (error instanceof Error ? (error.name === 'TimeoutError' ? 'The feed did not answer in time.' : error.message) : String(error)).slice(0, ERROR_MAX);

const ABSENT = new Set(['notSubscribed']);

const addressNotAllowed = () =>
  new AppError(
    400,
    'This address cannot be added: a newsfeed must be on a public internet host, not a local or private network address, and the address must not contain a user name or password.',
    { reasonKey: 'legislationLibrary.errors.feedAddressNotAllowed' },
  );

/**
 * Regulatory newsfeeds: the operator's (`LEGISLATION_FEEDS`) and each organisation's own, which its
 * admins list, add and remove; the feeds job polls them all and stores each item once; members with
 * the legislation add-on read the items of the operator's feeds and their organisation's.
 */
export function createLegislationFeedsService({
  database,
  jobs,
  logger,
  fetch: fetchOptions,
  network = publicNetwork,
}: {
  database: DatabaseHandle;
  jobs: Pick<JobQueue, 'send'>;
  logger: Logger;
  fetch: FeedFetchOptions;
  /** What organisations' feeds resolve to and may reach; tests replace it. */
  network?: FeedNetwork;
}) {
  const sql = database.executeSql;

  /** Admins of an organisation whose subscription has the legislation add-on manage its feeds. */
  async function requireFeedAdmin(actor: Actor): Promise<void> {
    if (!actor.isAdmin) throw forbidden('Only an organisation administrator manages its newsfeeds.');
    if (ABSENT.has(await readAddOnState(database, actor, 'legislation'))) {
      throw new AppError(403, 'Your subscription does not include the legislation add-on.', { reasonKey: 'legislationLibrary.errors.notSubscribed' });
    }
  }

  const feedOf = (row: repo.FeedRow): LegislationFeed => ({
    id: row.id,
    url: row.url,
    title: row.title,
    operator: row.organisationId === null,
    lastPolledAt: row.lastPolledAt,
    lastError: row.lastError,
    itemCount: row.itemCount,
    canRemove: row.organisationId !== null,
  });

  return {
    ensureOperatorFeeds: (urls: string[]) => repo.ensureOperatorFeeds(sql, urls),

    async listFeeds(actor: Actor): Promise<LegislationFeed[]> {
      await requireFeedAdmin(actor);
      return (await repo.listFeeds(sql, actor.organisationId)).map(feedOf);
    },

    async addFeed(actor: Actor, url: string): Promise<LegislationFeed> {
      await requireFeedAdmin(actor);
      // No server-side request forgery: the feed is read by the server, so it must be a public address (the poll checks again).
      if (feedAddressProblem(url, { allowPrivate: fetchOptions.allowPrivate })) throw addressNotAllowed();
      const added = await repo.addFeed(sql, actor.organisationId, actor.userId, url);
      if (!added) throw new AppError(409, 'Your organisation already has this feed.', { reasonKey: 'legislationLibrary.errors.feedExists' });
      // A poll now, so a new feed's items come in seconds; should queueing fail, the scheduled poll reads it later.
      await jobs.send('legislation.feeds-poll', {}, { singletonKey: 'after-add' }).catch((error: unknown) => logger.warn({ err: error }, 'the feeds poll could not be queued'));
      return feedOf(added);
    },

    async removeFeed(actor: Actor, id: number): Promise<{ removed: true }> {
      await requireFeedAdmin(actor);
      if (!(await repo.removeFeed(sql, actor.organisationId, id))) throw notFound('The feed');
      return { removed: true };
    },

    async listNews(actor: Actor, page: number): Promise<LegislationNewsPage> {
      await requireAddOn(database, actor, 'legislation');
      const { total, items } = await repo.listFeedItems(sql, actor.organisationId, LEGISLATION_NEWS_PAGE_SIZE, (page - 1) * LEGISLATION_NEWS_PAGE_SIZE);
      return { total, page, pageSize: LEGISLATION_NEWS_PAGE_SIZE, items };
    },

    async newsItem(actor: Actor, id: number): Promise<LegislationNewsItem> {
      await requireAddOn(database, actor, 'legislation');
      const item = await repo.findFeedItem(sql, actor.organisationId, id);
      if (!item) throw notFound('The news item');
      return item;
    },

    /** Polls every feed once ('legislation.feeds-poll'); a feed that fails keeps its error and the others go on. */
    async pollAll(options: { signal?: AbortSignal } = {}): Promise<FeedPollSummary> {
      const summary: FeedPollSummary = { feeds: 0, failed: 0, newItems: 0 };
      for (const feed of await repo.listAllFeeds(sql)) {
        options.signal?.throwIfAborted();
        summary.feeds += 1;
        try {
          // Only the operator's feeds may be local files or private addresses.
          const parsed = parseFeed(await fetchFeedText({ url: feed.url, operator: feed.organisationId === null }, fetchOptions, network));
          summary.newItems += await repo.storeFeedItems(sql, feed.id, parsed.items);
          await repo.recordPoll(sql, feed.id, { title: parsed.title, error: null });
        } catch (error) {
          summary.failed += 1;
          await repo.recordPoll(sql, feed.id, { title: null, error: messageOf(error) });
          logger.warn({ feedId: feed.id, err: error }, 'a legislation feed could not be read');
        }
      }
      logger.info({ feeds: summary }, 'legislation feeds polled');
      return summary;
    },
  };
}

export type LegislationFeedsService = ReturnType<typeof createLegislationFeedsService>;
