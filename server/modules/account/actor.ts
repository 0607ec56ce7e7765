import type { Language } from '../../../common/account/account.contract.ts';
import type { UserRole } from '../../../common/domain/roles.ts';

/** The signed-in user a request or job acts for; every service call is scoped by it. */
export type Actor = {
  userId: number;
  organisationId: number;
  subscriptionId: number;
  roles: UserRole[];
  isAdmin: boolean;
  isPowerUser: boolean;
  isLite: boolean;
  /** A platform operator (internal admin): onboards customers; not an organisation role. */
  isOperator: boolean;
  language: Language;
  name: string;
  email: string;
};

/** An actor plus the session it came with (HTTP requests only). */
export type SessionActor = Actor & { sessionId: string; nonce: string };

/**
 * A session this instance resolved a moment ago, taken on trust until the request's own statement
 * reads its stamp (account.repo.ts's `sessionStampSql`) and finds it unchanged.
 */
export type SessionConfirmation = { sessionId: string; stamp: string };

/** A remembered session whose stamp a statement found changed (signed out, disabled, edited): it is resolved again before anything is answered. */
export class SessionChangedError extends Error {
  constructor() {
    super('The session changed since this instance last resolved it');
    this.name = 'SessionChangedError';
  }
}
