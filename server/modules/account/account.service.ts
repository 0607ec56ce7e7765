import { createHash, randomBytes } from 'node:crypto';
import type {
  Language,
  OrganisationMember,
  OrganisationOverview,
  SubscriptionSummary,
  UserProfile,
} from '../../../common/account/account.contract.ts';
import type { DatasetKind, SearchTab, UserRole } from '../../../common/domain/roles.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/password-hasher.ts';
import { can } from './account.policy.ts';
import * as repo from './account.repo.ts';
import type { Actor, SessionActor, SessionConfirmation } from './actor.ts';
import { createSessionMemory } from './session-memory.ts';
import { createSignInThrottle, deviceIdOf, type SignInThrottleSettings } from './sign-in-throttle.service.ts';

export type AccountSettings = SignInThrottleSettings & {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** A member's monthly AI chat questions when their admin has not set them. */
  chatUserQuota: number;
};

const INVALID_LOGIN = new AppError(401, 'Incorrect email or password.', { reasonKey: 'login.invalid' });
/** Updating last-seen on every request would turn each read into a write; once a minute is enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;

const BASE_TABS: SearchTab[] = ['standards', 'collections', 'categories', 'latest'];

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function searchTabsFor(datasetKinds: DatasetKind[]): SearchTab[] {
  const tabs = [...BASE_TABS];
  if (datasetKinds.includes('metals')) tabs.push('metals', 'metalsSupplier');
  if (datasetKinds.includes('materials')) tabs.push('materials', 'materialsSupplier');
  return tabs;
}

function toActor(row: NonNullable<repo.UserAccountRow>): Actor {
  const roles = row.roles as UserRole[];
  return {
    userId: row.id,
    organisationId: row.organisationId,
    subscriptionId: row.subscriptionId,
    roles,
    isAdmin: roles.includes('admin'),
    isPowerUser: roles.includes('powerUser'),
    isLite: row.isLite,
    isOperator: row.platformOperator,
    language: row.language as Language,
    name: row.name,
    email: row.email,
  };
}

function isoDate(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function createAccountService(db: AppDatabase, settings: AccountSettings, now: () => Date = () => new Date()) {
  const idleMs = settings.sessionIdleMinutes * 60_000;
  const maxMs = settings.sessionMaxHours * 3_600_000;
  const throttle = createSignInThrottle(db, settings, now);
  const recentSessions = createSessionMemory();

  async function buildProfile(actor: Actor, nonce: string): Promise<UserProfile> {
    const account = await repo.findUserAccountById(db, actor.userId);
    if (!account) throw notFound('The user');
    const kinds = await repo.listDatasetKinds(db, account.subscriptionId);
    return {
      subId: account.subscriptionId,
      searchTabs: searchTabsFor(kinds),
      perms: { isPowerUser: actor.isPowerUser, isAdmin: actor.isAdmin, isOperator: actor.isOperator },
      isLiteSubscription: account.isLite,
      nonce,
      language: actor.language,
      user: { id: account.id, name: account.name, email: account.email },
      organisation: { id: account.organisationId, name: account.organisationName, logoName: account.organisationLogoName },
      subscriptionName: account.subscriptionName,
    };
  }

  return {
    buildProfile,

    /**
     * Signs in: the throttle first, then the password; only a success touches sessions (the
     * caller's earlier session ends, a new one starts) and trusts the browser's device token.
     */
    async login(input: { email: string; password: string; ipAddress: string; userAgent: string | null; deviceToken: string | undefined; endSessionId: string | undefined }) {
      const account = await repo.findUserAccountByEmail(db, input.email);
      const givenDeviceId = input.deviceToken ? deviceIdOf(input.deviceToken) : undefined;
      const device = givenDeviceId ? await repo.findSignInDevice(db, givenDeviceId) : undefined;
      const trustedDeviceId = account && device?.userId === account.id ? givenDeviceId : undefined;
      const attempt = await throttle.claim({ email: input.email, ipAddress: input.ipAddress, trustedDeviceId });
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!account || !passwordOk || account.disabled) throw INVALID_LOGIN;
      await attempt.succeeded();
      const today = isoDate(now());
      if (isoDate(account.endsOn) < today || isoDate(account.startsOn) > today) {
        throw new AppError(403, 'Your subscription is not active. Contact your organisation administrator.', {
          reasonKey: 'login.subscriptionInactive',
        });
      }
      if (input.endSessionId) await repo.deleteSession(db, input.endSessionId);
      const token = randomBytes(32).toString('base64url');
      const nonce = randomBytes(24).toString('base64url');
      const deviceToken = trustedDeviceId && input.deviceToken ? input.deviceToken : randomBytes(32).toString('base64url');
      const at = now();
      await repo.insertSession(db, {
        id: hashSessionToken(token),
        userId: account.id,
        nonce,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + Math.min(idleMs, maxMs)),
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        ipAddress: input.ipAddress,
      });
      await repo.saveSignInDevice(db, { id: deviceIdOf(deviceToken), userId: account.id, at });
      await repo.updateLastLogin(db, account.id, at);
      await repo.deleteExpiredSessions(db, at);
      const actor = toActor(account);
      return { token, deviceToken, profile: await buildProfile(actor, nonce), sessionMaxAgeSeconds: Math.floor(maxMs / 1000) };
    },

    /** Resolves a session cookie to its actor, sliding the idle expiry; undefined when absent or expired. */
    async resolveSession(token: string): Promise<SessionActor | undefined> {
      const sessionId = hashSessionToken(token);
      recentSessions.forget(sessionId);
      const found = await repo.findSessionWithAccount(db, sessionId);
      if (!found) return undefined;
      const { session, account, stamp } = found;
      const at = now();
      if (session.expiresAt.getTime() <= at.getTime()) {
        await repo.deleteSession(db, sessionId);
        return undefined;
      }
      if (account.disabled) {
        await repo.deleteSession(db, sessionId);
        return undefined;
      }
      const actor = { ...toActor(account), sessionId, nonce: session.nonce };
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(Math.min(at.getTime() + idleMs, session.createdAt.getTime() + maxMs));
        // The touch changes the stamp just read: the next request resolves the session again and remembers it then.
        await repo.touchSession(db, sessionId, at, expiresAt);
      } else {
        recentSessions.remember(sessionId, { actor, stamp, lastSeenAt: session.lastSeenAt.getTime(), expiresAt: session.expiresAt.getTime() });
      }
      return actor;
    },

    /**
     * The actor of a session this instance resolved lately, to be confirmed by the request's own
     * statement (`sessionStampSql`); undefined when it must be resolved in full (resolveSession).
     */
    recallSession(token: string): { actor: SessionActor; confirmation: SessionConfirmation } | undefined {
      return recentSessions.recall(hashSessionToken(token), now().getTime(), TOUCH_INTERVAL_MS);
    },

    /** The actor a background job acts for (alerts, exports, watch mails); undefined for a disabled or removed user. */
    async actorForUser(userId: number): Promise<Actor | undefined> {
      const account = await repo.findUserAccountById(db, userId);
      if (!account || account.disabled) return undefined;
      return toActor(account);
    },

    async logout(sessionId: string) {
      recentSessions.forget(sessionId);
      await repo.deleteSession(db, sessionId);
    },

    async changeLanguage(actor: Actor, language: Language) {
      await repo.updateUserLanguage(db, actor.userId, language);
    },

    async getOrganisationOverview(actor: Actor): Promise<OrganisationOverview> {
      const organisation = await repo.findOrganisation(db, actor.organisationId);
      if (!organisation) throw notFound('The organisation');
      const showMembers = can(actor, 'viewMembers', { organisationId: organisation.id });
      const subscriptionRows = await repo.listSubscriptions(
        db,
        organisation.id,
        showMembers ? undefined : [actor.subscriptionId],
      );
      const subscriptions: SubscriptionSummary[] = subscriptionRows.map((row) => ({
        subId: row.id,
        name: row.name,
        isLite: row.isLite,
        startsOn: isoDate(row.startsOn),
        endsOn: isoDate(row.endsOn),
        seatCount: row.seatCount,
        seatsUsed: row.seatsUsed,
        aiChatQuota: row.aiChatQuota,
        aiCompareQuota: row.aiCompareQuota,
        legislationAddOn: row.legislationAddOn,
        euLawAddOn: row.euLawAddOn,
        datasets: row.datasets,
      }));
      const members = showMembers ? (await repo.listMembers(db, organisation.id)).map((row) => toMember(actor, row)) : [];
      return { organisation: { id: organisation.id, name: organisation.name }, subscriptions, members };
    },

    async getMember(actor: Actor, userId: number): Promise<OrganisationMember> {
      const member = await repo.findMember(db, actor.organisationId, userId);
      if (!member || !can(actor, 'viewMember', { organisationId: member.organisationId, userId: member.id })) {
        throw notFound('The member');
      }
      return toMember(actor, member);
    },

    /** An admin sets a member's monthly AI chat questions; null goes back to the default. */
    async setMemberChatQuota(actor: Actor, userId: number, quota: number | null): Promise<OrganisationMember> {
      const member = await repo.findMember(db, actor.organisationId, userId);
      if (!member || !can(actor, 'viewMember', { organisationId: member.organisationId, userId: member.id })) throw notFound('The member');
      if (!can(actor, 'setChatQuota', { organisationId: member.organisationId, userId: member.id })) {
        throw new AppError(403, "Only an organisation admin may set a member's AI questions.", { reasonKey: 'errors.forbidden' });
      }
      await repo.updateMemberChatQuota(db, actor.organisationId, userId, quota);
      return this.getMember(actor, userId);
    },
  };

  function toMember(actor: Actor, row: Awaited<ReturnType<typeof repo.listMembers>>[number]): OrganisationMember {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      roles: row.roles as UserRole[],
      subId: row.subscriptionId,
      language: row.language as Language,
      lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
      aiChatQuota: row.aiChatQuota,
      aiChatQuotaDefault: settings.chatUserQuota,
      actions: { setChatQuota: can(actor, 'setChatQuota', { organisationId: row.organisationId, userId: row.id }) },
    };
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
