import { describe, expect, it } from 'vitest';
import type { SessionActor } from './actor.ts';
import { createSessionMemory } from './session-memory.ts';

const actor = { userId: 7, organisationId: 3, subscriptionId: 5, sessionId: 's1', nonce: 'n' } as SessionActor;
const TOUCH_MS = 60_000;

describe('the sessions an instance remembers', () => {
  it('recalls a session with its stamp while resolving it again would only read it', () => {
    const memory = createSessionMemory();
    memory.remember('s1', { actor, stamp: '10.20.30', lastSeenAt: 1_000, expiresAt: 1_000_000 });
    expect(memory.recall('s1', 1_000 + TOUCH_MS, TOUCH_MS)).toEqual({ actor, confirmation: { sessionId: 's1', stamp: '10.20.30' } });
  });

  it('does not recall a session due to slide its expiry, an expired one, a forgotten one or an unknown one', () => {
    const memory = createSessionMemory();
    memory.remember('s1', { actor, stamp: 'a', lastSeenAt: 1_000, expiresAt: 50_000 });
    expect(memory.recall('s1', 50_000, TOUCH_MS)).toBeUndefined();
    memory.remember('s1', { actor, stamp: 'a', lastSeenAt: 1_000, expiresAt: 1_000_000 });
    expect(memory.recall('s1', 1_001 + TOUCH_MS, TOUCH_MS)).toBeUndefined();
    // Once past either limit it is dropped, not kept for later.
    expect(memory.recall('s1', 2_000, TOUCH_MS)).toBeUndefined();
    memory.remember('s2', { actor, stamp: 'b', lastSeenAt: 1_000, expiresAt: 1_000_000 });
    memory.forget('s2');
    expect(memory.recall('s2', 2_000, TOUCH_MS)).toBeUndefined();
    expect(memory.recall('s3', 2_000, TOUCH_MS)).toBeUndefined();
  });

  it('keeps the sessions used last when it is full', () => {
    const memory = createSessionMemory();
    const entry = { actor, stamp: 'x', lastSeenAt: 0, expiresAt: 1_000_000 };
    for (let n = 0; n < 20_001; n++) memory.remember(`s${n}`, entry);
    expect(memory.recall('s0', 1, TOUCH_MS)).toBeUndefined();
    expect(memory.recall('s1', 1, TOUCH_MS)).toBeDefined();
    expect(memory.recall('s20000', 1, TOUCH_MS)).toBeDefined();
  });
});
