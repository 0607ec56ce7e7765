import type { ExecuteSql } from '../../db/database.ts';

/**
 * The AI quotas' counters (ai_usage): a row per subscription (user 0) and per user, per month and
 * kind. A reservation adds one only below the limit, in the same statement that reads the count,
 * so concurrent questions queue on the row's lock and never pass the limit together.
 */

export type UsageScope = { subscriptionId: number; userId: number; kind: 'chat' | 'compare' };

/** The first day of the current month, the quota's period. */
const PERIOD = `date_trunc('month', now())::date`;

/** Adds one to the row when it stays within `limit`; the period reserved, or undefined when the limit is reached. */
export async function reserveUnit(sql: ExecuteSql, scope: UsageScope, limit: number): Promise<string | undefined> {
  if (limit <= 0) return undefined;
  const { rows } = await sql(
    `insert into ai_usage (subscription_id, user_id, kind, period, used) values ($1, $2, $3, ${PERIOD}, 1)
     on conflict (subscription_id, user_id, kind, period) do update set used = ai_usage.used + 1 where ai_usage.used < $4
     returning period::text as period`,
    [scope.subscriptionId, scope.userId, scope.kind, limit],
  );
  return rows[0] ? String(rows[0].period) : undefined;
}

/** Gives a reserved unit back (the answer failed). */
export async function releaseUnit(sql: ExecuteSql, scope: UsageScope, period: string): Promise<void> {
  await sql(`update ai_usage set used = greatest(used - 1, 0) where subscription_id = $1 and user_id = $2 and kind = $3 and period = $4::date`, [
    scope.subscriptionId,
    scope.userId,
    scope.kind,
    period,
  ]);
}

export async function findUsed(sql: ExecuteSql, scope: UsageScope): Promise<{ used: number; period: string }> {
  const { rows } = await sql(
    `select ${PERIOD}::text as period, coalesce((select used from ai_usage where subscription_id = $1 and user_id = $2 and kind = $3 and period = ${PERIOD}), 0) as used`,
    [scope.subscriptionId, scope.userId, scope.kind],
  );
  return { used: Number(rows[0]?.used ?? 0), period: String(rows[0]?.period) };
}

export type UsageKind = UsageScope['kind'];

const LIMIT_COLUMNS: Record<UsageKind, string> = { chat: 'ai_chat_quota', compare: 'ai_compare_quota' };

/** The subscription's monthly limit of a kind and the user's own (null: the configured default). */
export async function findLimits(sql: ExecuteSql, kind: UsageKind, subscriptionId: number, userId: number): Promise<{ subscription: number; user: number | null }> {
  const column = LIMIT_COLUMNS[kind];
  const { rows } = await sql(`select s.${column} as subscription, u.${column} as member from subscriptions s join users u on u.subscription_id = s.id where s.id = $1 and u.id = $2`, [
    subscriptionId,
    userId,
  ]);
  const row = rows[0];
  return { subscription: Number(row?.subscription ?? 0), user: row?.member === null || row?.member === undefined ? null : Number(row.member) };
}
