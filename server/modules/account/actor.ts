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
