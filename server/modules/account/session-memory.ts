import { createLruCache } from '../../platform/lru-cache.ts';
import type { SessionActor, SessionConfirmation } from './actor.ts';

/** Sessions remembered at once: more than are signed in on one instance. */
const SESSIONS_KEPT = 20_000;

type Remembered = { actor: SessionActor; stamp: string; lastSeenAt: number; expiresAt: number };

/**
 * The sessions this instance resolved lately, with the stamp read with them. A route whose answer
 * comes from one statement (a search) starts from the remembered actor and lets that statement
 * confirm the stamp, instead of spending a statement of its own on the session. Nothing here is
 * trusted alone: an answer is sent only once the database confirmed it, on whichever instance
 * the session was changed.
 */
export function createSessionMemory() {
  const sessions = createLruCache<Remembered>({ maxWeight: SESSIONS_KEPT });

  return {
    remember(sessionId: string, remembered: Remembered): void {
      sessions.set(sessionId, remembered);
    },

    forget(sessionId: string): void {
      sessions.delete(sessionId);
    },

    /**
     * The actor of a session resolved here, while resolving it again would only read it: not
     * expired, and seen within `touchIntervalMs` (after that a full resolution slides its expiry).
     */
    recall(sessionId: string, at: number, touchIntervalMs: number): { actor: SessionActor; confirmation: SessionConfirmation } | undefined {
      const found = sessions.get(sessionId);
      if (!found) return undefined;
      if (found.expiresAt <= at || at - found.lastSeenAt > touchIntervalMs) {
        sessions.delete(sessionId);
        return undefined;
      }
      return { actor: found.actor, confirmation: { sessionId, stamp: found.stamp } };
    },
  };
}
