import type { ExecuteSql } from '../../db/database.ts';
import type { ParsedFeedItem } from './feed-parser.ts';

export type FeedRow = {
  id: number;
  organisationId: number | null;
  url: string;
  title: string | null;
  lastPolledAt: string | null;
  lastError: string | null;
  itemCount: number;
};

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

function feedOf(row: Record<string, unknown>): FeedRow {
  return {
    id: Number(row.id),
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    url: String(row.url),
    title: typeof row.title === 'string' ? row.title : null,
    lastPolledAt: iso(row.last_polled_at),
    lastError: typeof row.last_error === 'string' ? row.last_error : null,
    itemCount: Number(row.item_count ?? 0),
  };
}

const FEED_COLUMNS = `f.id, f.organisation_id, f.url, f.title, f.last_polled_at, f.last_error,
  (select count(*)::int from legislation_feed_items i where i.feed_id = f.id) as item_count`;

/** The operator's feeds (added when missing; none is removed, so their items stay). */
export async function ensureOperatorFeeds(sql: ExecuteSql, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const { rows } = await sql(
    `insert into legislation_feeds (organisation_id, url) select null, u from unnest($1::text[]) as u
     on conflict (coalesce(organisation_id, 0), url) do nothing returning id`,
    [urls],
  );
  return rows.length;
}

/** The feeds an organisation reads: the operator's and its own. */
export async function listFeeds(sql: ExecuteSql, organisationId: number): Promise<FeedRow[]> {
  const { rows } = await sql(
    `select ${FEED_COLUMNS} from legislation_feeds f where f.organisation_id is null or f.organisation_id = $1
     order by f.organisation_id nulls first, f.id`,
    [organisationId],
  );
  return rows.map(feedOf);
}

export async function addFeed(sql: ExecuteSql, organisationId: number, userId: number, url: string): Promise<FeedRow | null> {
  const { rows } = await sql(
    `insert into legislation_feeds (organisation_id, url, created_by_user_id) values ($1, $2, $3)
     on conflict (coalesce(organisation_id, 0), url) do nothing
     returning id, organisation_id, url, title, last_polled_at, last_error, 0 as item_count`,
    [organisationId, url, userId],
  );
  return rows[0] ? feedOf(rows[0]) : null;
}

/** Removes an organisation's own feed (never the operator's); false when it has no such feed. */
export async function removeFeed(sql: ExecuteSql, organisationId: number, id: number): Promise<boolean> {
  const { rows } = await sql(`delete from legislation_feeds where id = $1 and organisation_id = $2 returning id`, [id, organisationId]);
  return rows.length > 0;
}

/** Every feed, for the poll job. */
export async function listAllFeeds(sql: ExecuteSql): Promise<{ id: number; url: string; organisationId: number | null }[]> {
  const { rows } = await sql(`select id, url, organisation_id from legislation_feeds order by id`);
  return rows.map((row) => ({ id: Number(row.id), url: String(row.url), organisationId: row.organisation_id === null ? null : Number(row.organisation_id) }));
}

/** Stores the items the feed does not have yet (by guid) and answers how many were new. */
export async function storeFeedItems(sql: ExecuteSql, feedId: number, items: ParsedFeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const input = items.map((item) => ({ guid: item.guid, title: item.title, link: item.link, summary: item.summary, published_at: item.publishedAt?.toISOString() ?? null }));
  const { rows } = await sql(
    `insert into legislation_feed_items (feed_id, guid, title, link, summary, published_at)
     select $1, r.guid, r.title, r.link, r.summary, r.published_at
     from jsonb_to_recordset($2::jsonb) as r(guid text, title text, link text, summary text, published_at timestamptz)
     on conflict (feed_id, guid) do nothing returning id`,
    [feedId, JSON.stringify(input)],
  );
  return rows.length;
}

export async function recordPoll(sql: ExecuteSql, feedId: number, result: { title: string | null; error: string | null }): Promise<void> {
  await sql(`update legislation_feeds set last_polled_at = now(), last_error = $2, title = coalesce($3, title) where id = $1`, [feedId, result.error, result.title]);
}

const ITEM_COLUMNS = `i.id, i.feed_id, f.title as feed_title, i.title, i.link, i.summary, i.published_at`;
const READABLE = `(f.organisation_id is null or f.organisation_id = $1)`;

export type FeedItemRow = { id: number; feedId: number; feedTitle: string | null; title: string; link: string | null; summary: string | null; publishedAt: string | null };

function itemOf(row: Record<string, unknown>): FeedItemRow {
  return {
    id: Number(row.id),
    feedId: Number(row.feed_id),
    feedTitle: typeof row.feed_title === 'string' ? row.feed_title : null,
    title: String(row.title),
    link: typeof row.link === 'string' ? row.link : null,
    summary: typeof row.summary === 'string' ? row.summary : null,
    publishedAt: iso(row.published_at),
  };
}

/** A page of the items an organisation reads (the operator's feeds and its own), newest published first. */
export async function listFeedItems(sql: ExecuteSql, organisationId: number, limit: number, offset: number): Promise<{ total: number; items: FeedItemRow[] }> {
  const [{ rows: counted }, { rows }] = await Promise.all([
    sql(`select count(*)::int as n from legislation_feed_items i join legislation_feeds f on f.id = i.feed_id where ${READABLE}`, [organisationId]),
    sql(
      `select ${ITEM_COLUMNS} from legislation_feed_items i join legislation_feeds f on f.id = i.feed_id where ${READABLE}
       order by coalesce(i.published_at, i.created_at) desc, i.id desc limit ${limit} offset ${offset}`,
      [organisationId],
    ),
  ]);
  return { total: Number(counted[0]?.n ?? 0), items: rows.map(itemOf) };
}

export async function findFeedItem(sql: ExecuteSql, organisationId: number, id: number): Promise<FeedItemRow | undefined> {
  const { rows } = await sql(`select ${ITEM_COLUMNS} from legislation_feed_items i join legislation_feeds f on f.id = i.feed_id where ${READABLE} and i.id = $2`, [organisationId, id]);
  return rows[0] ? itemOf(rows[0]) : undefined;
}

/** Items after `afterId` up to `throughId` an organisation reads, newest published first (the digest's new feed items). */
export async function listFeedItemsAfter(sql: ExecuteSql, organisationId: number, afterId: number, throughId: number, limit: number): Promise<FeedItemRow[]> {
  const { rows } = await sql(
    `select ${ITEM_COLUMNS} from legislation_feed_items i join legislation_feeds f on f.id = i.feed_id where ${READABLE} and i.id > $2 and i.id <= $3
     order by coalesce(i.published_at, i.created_at) desc, i.id desc limit ${limit}`,
    [organisationId, afterId, throughId],
  );
  return rows.map(itemOf);
}

export async function newestFeedItemId(sql: ExecuteSql): Promise<number> {
  const { rows } = await sql(`select coalesce(max(id), 0)::int as id from legislation_feed_items`);
  return Number(rows[0]?.id ?? 0);
}
