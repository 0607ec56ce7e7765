import { criteriaQuery } from '../../common/legislation/legislation-criteria-query.ts';
import { legislationPagePaths, type LegislationPanel } from '../../common/legislation/legislation.values.ts';
import type { DatabaseHandle, ExecuteSql } from '../db/database.ts';
import type { ConnectorActor, ConnectorItem, ConnectorResult, LegislationConnector } from './legislation-connector.ts';

type PanelRow = { id: number; title: string; at: unknown; criteria?: unknown };

const isoDay = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

const toRows = (rows: Record<string, unknown>[]): PanelRow[] =>
  rows.map((row) => ({ id: Number(row.id), title: String(row.title), at: row.at, criteria: row.criteria }));

/** The user's own rows, newest first; `limit` is one more than shown, so a page knows whether there are more. */
const PANEL_QUERIES: Record<LegislationPanel, (sql: ExecuteSql, actor: ConnectorActor, limit: number) => Promise<PanelRow[]>> = {
  recentSearches: async (sql, actor, limit) =>
    toRows(
      (
        await sql(
          `select id, label as title, searched_at as at, criteria from legislation_recent_searches
           where organisation_id = $1 and user_id = $2 order by searched_at desc, id desc limit $3`,
          [actor.organisationId, actor.userId, limit],
        )
      ).rows,
    ),
  // The operator's feeds (organisation null) are everyone's; an organisation's own feeds are only its members'.
  regulatoryNewsFeed: async (sql, actor, limit) =>
    toRows(
      (
        await sql(
          `select i.id, i.title, coalesce(i.published_at, i.created_at) as at from legislation_feed_items i
           join legislation_feeds f on f.id = i.feed_id
           where f.organisation_id is null or f.organisation_id = $1
           order by coalesce(i.published_at, i.created_at) desc, i.id desc limit $2`,
          [actor.organisationId, limit],
        )
      ).rows,
    ),
  euLawSavedSearches: async (sql, actor, limit) =>
    toRows(
      (
        await sql(
          `select id, name as title, created_at as at from legislation_saved_searches
           where organisation_id = $1 and user_id = $2 order by created_at desc, id desc limit $3`,
          [actor.organisationId, actor.userId, limit],
        )
      ).rows,
    ),
};

const TARGETS: Record<LegislationPanel, (row: PanelRow) => string> = {
  recentSearches: (row) => legislationPagePaths.legislationSearch(criteriaQuery(row.criteria)),
  regulatoryNewsFeed: (row) => legislationPagePaths.newsItem(row.id),
  euLawSavedSearches: (row) => legislationPagePaths.euLawSavedSearch(row.id),
};

const SEE_MORE: Record<LegislationPanel, string> = {
  recentSearches: legislationPagePaths.legislation,
  regulatoryNewsFeed: legislationPagePaths.news,
  euLawSavedSearches: legislationPagePaths.euLaw,
};

/**
 * The built-in connector: Normscope's own legislation library. Registration is Normscope's seats
 * (checked by the panels service before it asks), so the only failure here is the database's.
 */
export function createBuiltinLegislationConnector(database: DatabaseHandle): LegislationConnector {
  return {
    async readPanel(actor, panel, limit): Promise<ConnectorResult> {
      try {
        const rows = await PANEL_QUERIES[panel](database.executeSql, actor, limit + 1);
        const items: ConnectorItem[] = rows.slice(0, limit).map((row) => ({ title: row.title, date: isoDay(row.at), targetUrl: TARGETS[panel](row) }));
        return { ok: true, page: { items, hasMore: rows.length > limit, seeMoreUrl: SEE_MORE[panel] } };
      } catch (error) {
        return { ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    host: () => null,
  };
}
