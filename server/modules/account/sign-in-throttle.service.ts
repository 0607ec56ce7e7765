import { createHash } from 'node:crypto';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './account.repo.ts';

export type SignInThrottleSettings = {
  /** Failures an address may have from one client (or one trusted device) before it waits. */
  loginMaxFailures: number;
  /** Failures are forgotten after this long; no wait is longer. */
  loginWindowMinutes: number;
  /** Failures one client IP may have over all addresses before it waits: far above what an office's typos produce. */
  loginClientMaxFailures: number;
};

/** The first wait once the free failures are used up; each further failure doubles it. */
const FIRST_DELAY_SECONDS = 30;

const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

export const deviceIdOf = (deviceToken: string) => hashed(`device:${deviceToken}`);

/**
 * Sign-in throttling (README "Sign-in throttling"). An address is throttled per client: per
 * trusted device (a browser that signed in as that user before), else per client IP. So
 * nobody can lock a colleague out by typing their address wrong, and a correct password from
 * a client without recent failures always gets through; the client IP has its own, much
 * higher limit. Each bucket is claimed before the password is checked, atomically in the
 * database, so parallel attempts or several web instances cannot exceed it.
 */
export function createSignInThrottle(db: AppDatabase, settings: SignInThrottleSettings, now: () => Date) {
  const windowSeconds = settings.loginWindowMinutes * 60;
  const rule = (freeFailures: number): repo.ThrottleRule => ({
    freeFailures,
    firstDelaySeconds: FIRST_DELAY_SECONDS,
    maxDelaySeconds: windowSeconds,
    windowSeconds,
  });

  /** The buckets an attempt counts against, the address's own first. */
  function bucketsFor(email: string, ipAddress: string, trustedDeviceId: string | undefined) {
    if (trustedDeviceId) return { own: { bucket: `device:${trustedDeviceId}`, rule: rule(settings.loginMaxFailures) }, shared: [] };
    return {
      own: { bucket: `address:${hashed(`${email}|${ipAddress}`)}`, rule: rule(settings.loginMaxFailures) },
      shared: [{ bucket: `client:${ipAddress}`, rule: rule(settings.loginClientMaxFailures) }],
    };
  }

  async function refuse(bucket: string): Promise<never> {
    const until = (await repo.signInBlockedUntil(db, bucket)) ?? now();
    const seconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000));
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new AppError(429, `Too many sign-in attempts. Try again in ${minutes} minute(s).`, {
      reasonKey: 'login.tooManyAttempts',
      retryAfterSeconds: seconds,
    });
  }

  return {
    /**
     * Counts the attempt as a failure before the password is checked, or refuses it (429)
     * while one of its buckets waits. Returns what to call once the password proved right.
     */
    async claim(input: { email: string; ipAddress: string; trustedDeviceId: string | undefined }) {
      const { own, shared } = bucketsFor(input.email, input.ipAddress, input.trustedDeviceId);
      const claimed: typeof shared = [];
      for (const entry of [...shared, own]) {
        if (await repo.claimSignInAttempt(db, entry.bucket, entry.rule, now())) {
          claimed.push(entry);
          continue;
        }
        for (const earlier of claimed) await repo.releaseSignInAttempt(db, earlier.bucket, earlier.rule);
        return refuse(entry.bucket);
      }
      return {
        /** The right password: its own bucket starts afresh, and the shared ones take back this attempt. */
        async succeeded() {
          await repo.forgetSignInFailures(db, own.bucket);
          for (const entry of shared) await repo.releaseSignInAttempt(db, entry.bucket, entry.rule);
          await repo.deleteStaleSignInThrottles(db, new Date(now().getTime() - 2 * windowSeconds * 1000));
        },
      };
    },
  };
}
