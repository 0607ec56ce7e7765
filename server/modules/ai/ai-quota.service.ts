import type { ChatInfoReply, ChatQuota, CompareLimitError } from '../../../common/ai/ai.contract.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import type { Actor } from '../account/index.ts';
import * as repo from './ai-usage.repo.ts';

/** A reserved unit, given back when the answer or the compare fails. */
export type QuotaReservation = { period: string };

/** Whose quota a unit is: the subscription's and the user's. */
export type QuotaHolder = Pick<Actor, 'subscriptionId' | 'userId'>;

/** What a used-up quota is called, per kind (portal-area.md §4 and §8). */
const LIMIT_REPLIES = {
  chat: { subscription: 'subscription_chat_limit_exceeded', user: 'user_chat_limit_exceeded' },
  compare: { subscription: 'subscription_compare_limit_exceeded', user: 'user_compare_limit_exceeded' },
} as const satisfies Record<repo.UsageKind, { subscription: string; user: string }>;

class QuotaReached extends Error {
  readonly reply: string;
  constructor(reply: string) {
    super(reply);
    this.reply = reply;
  }
}

/**
 * The AI quotas (issues 17 and 18): the subscription's monthly questions and compares, and each
 * user's (set by an admin, else the configured default). A question or compare takes a unit of
 * both or of neither, in one transaction whose statements lock the counters' rows, so concurrent
 * requests never pass a limit together.
 */
export function createAiQuota(database: DatabaseHandle, options: { chatUserQuota: number; compareUserQuota: number }) {
  const sql = database.executeSql;
  const defaults: Record<repo.UsageKind, number> = { chat: options.chatUserQuota, compare: options.compareUserQuota };
  const scopes = (actor: QuotaHolder, kind: repo.UsageKind) => ({
    subscription: { subscriptionId: actor.subscriptionId, userId: 0, kind },
    user: { subscriptionId: actor.subscriptionId, userId: actor.userId, kind },
  });

  async function limits(actor: Actor, kind: repo.UsageKind) {
    const found = await repo.findLimits(sql, kind, actor.subscriptionId, actor.userId);
    return { subscription: found.subscription, user: found.user ?? defaults[kind] };
  }

  async function quotaOf(actor: Actor, kind: repo.UsageKind): Promise<ChatQuota> {
    const limit = await limits(actor, kind);
    const scope = scopes(actor, kind);
    const [subscription, user] = [await repo.findUsed(sql, scope.subscription), await repo.findUsed(sql, scope.user)];
    const available = Math.max(0, Math.min(limit.user - user.used, limit.subscription - subscription.used));
    return {
      quotaUsed: user.used,
      quotaAvailable: available,
      user: { used: user.used, limit: limit.user },
      subscription: { used: subscription.used, limit: limit.subscription },
      period: user.period,
    };
  }

  /** Takes a unit of both quotas within `tx`, or throws QuotaReached naming the one used up. The limits are read before the transaction. */
  async function reserveIn(tx: ExecuteSql, actor: Actor, kind: repo.UsageKind, limit: { subscription: number; user: number }): Promise<QuotaReservation> {
    const scope = scopes(actor, kind);
    const period = await repo.reserveUnit(tx, scope.subscription, limit.subscription);
    if (!period) throw new QuotaReached(LIMIT_REPLIES[kind].subscription);
    if (!(await repo.reserveUnit(tx, scope.user, limit.user))) throw new QuotaReached(LIMIT_REPLIES[kind].user);
    return { period };
  }

  async function release(actor: QuotaHolder, kind: repo.UsageKind, reservation: QuotaReservation): Promise<void> {
    const scope = scopes(actor, kind);
    await database.transaction(async (tx) => {
      await repo.releaseUnit(tx, scope.subscription, reservation.period);
      await repo.releaseUnit(tx, scope.user, reservation.period);
    });
  }

  return {
    chatQuota: (actor: Actor) => quotaOf(actor, 'chat'),
    compareQuota: (actor: Actor) => quotaOf(actor, 'compare'),

    /** Takes one question from both quotas in one transaction, or says which one is used up. */
    async reserveChat(actor: Actor): Promise<QuotaReservation | ChatInfoReply> {
      const limit = await limits(actor, 'chat');
      try {
        return await database.transaction((tx) => reserveIn(tx, actor, 'chat', limit));
      } catch (error) {
        if (error instanceof QuotaReached) return error.reply as ChatInfoReply;
        throw error;
      }
    },
    releaseChat: (actor: Actor, reservation: QuotaReservation) => release(actor, 'chat', reservation),

    /**
     * Takes one compare from both quotas and runs `record` in the same transaction (the compare's
     * row is written with the unit it took, or neither is), or says which quota is used up.
     */
    async reserveCompare<T>(actor: Actor, record: (tx: ExecuteSql, reservation: QuotaReservation) => Promise<T>): Promise<{ recorded: T } | { limitError: CompareLimitError }> {
      const limit = await limits(actor, 'compare');
      try {
        return await database.transaction(async (tx) => ({ recorded: await record(tx, await reserveIn(tx, actor, 'compare', limit)) }));
      } catch (error) {
        if (error instanceof QuotaReached) return { limitError: error.reply as CompareLimitError };
        throw error;
      }
    },
    releaseCompare: (actor: QuotaHolder, reservation: QuotaReservation) => release(actor, 'compare', reservation),
  };
}

export type AiQuota = ReturnType<typeof createAiQuota>;
