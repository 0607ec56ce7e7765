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
import type { Actor, SessionActor } from './actor.ts';

export type AccountSettings = {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
};

const INVALID_LOGIN = new AppError(401, 'Incorrect email or password.', { reasonKey: 'login.invalid' });
/** Updating last-seen on every request would turn each read into a write; once a minute is enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;
/** A single address gets its own limit; an IP gets a wider one since offices share addresses. */
const IP_FAILURE_MULTIPLIER = 4;

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

  async function assertLoginAllowed(email: string, ipAddress: string) {
    const since = new Date(now().getTime() - settings.loginWindowMinutes * 60_000);
    const [byEmail, byIp] = await Promise.all([
      repo.countFailedLogins(db, { email }, since),
      repo.countFailedLogins(db, { ipAddress }, since),
    ]);
    if (byEmail < settings.loginMaxFailures && byIp < settings.loginMaxFailures * IP_FAILURE_MULTIPLIER) return;
    const oldest = byEmail >= settings.loginMaxFailures ? await repo.oldestFailedLoginSince(db, email, since) : undefined;
    const retryAt = (oldest ?? now()).getTime() + settings.loginWindowMinutes * 60_000;
    const minutes = Math.max(1, Math.ceil((retryAt - now().getTime()) / 60_000));
    throw new AppError(429, `Too many sign-in attempts. Try again in ${minutes} minute(s).`, {
      reasonKey: 'login.tooManyAttempts',
    });
  }

  async function buildProfile(actor: Actor, nonce: string): Promise<UserProfile> {
    const account = await repo.findUserAccountById(db, actor.userId);
    if (!account) throw notFound('The user');
    const kinds = await repo.listDatasetKinds(db, account.subscriptionId);
    return {
      subId: account.subscriptionId,
      searchTabs: searchTabsFor(kinds),
      perms: { isPowerUser: actor.isPowerUser, isAdmin: actor.isAdmin },
      isLiteSubscription: account.isLite,
      nonce,
      language: actor.language,
      user: { id: account.id, name: account.name, email: account.email },
      organisation: { id: account.organisationId, name: account.organisationName },
      subscriptionName: account.subscriptionName,
    };
  }

  return {
    buildProfile,

    async login(input: { email: string; password: string; ipAddress: string; userAgent: string | null }) {
      await assertLoginAllowed(input.email, input.ipAddress);
      const account = await repo.findUserAccountByEmail(db, input.email);
      const passwordOk = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!account || !passwordOk || account.disabled) {
        await repo.recordLoginAttempt(db, { email: input.email, ipAddress: input.ipAddress, succeeded: false, attemptedAt: now() });
        throw INVALID_LOGIN;
      }
      const today = isoDate(now());
      if (isoDate(account.endsOn) < today || isoDate(account.startsOn) > today) {
        throw new AppError(403, 'Your subscription is not active. Contact your organisation administrator.', {
          reasonKey: 'login.subscriptionInactive',
        });
      }
      const token = randomBytes(32).toString('base64url');
      const nonce = randomBytes(24).toString('base64url');
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
      await repo.recordLoginAttempt(db, { email: input.email, ipAddress: input.ipAddress, succeeded: true, attemptedAt: at });
      await repo.clearLoginFailures(db, input.email, new Date(at.getTime() - 86_400_000));
      await repo.updateLastLogin(db, account.id, at);
      await repo.deleteExpiredSessions(db, at);
      const actor = toActor(account);
      return { token, profile: await buildProfile(actor, nonce), sessionMaxAgeSeconds: Math.floor(maxMs / 1000) };
    },

    /** Resolves a session cookie to its actor, sliding the idle expiry; undefined when absent or expired. */
    async resolveSession(token: string): Promise<SessionActor | undefined> {
      const sessionId = hashSessionToken(token);
      const session = await repo.findSession(db, sessionId);
      if (!session) return undefined;
      const at = now();
      if (session.expiresAt.getTime() <= at.getTime()) {
        await repo.deleteSession(db, sessionId);
        return undefined;
      }
      const account = await repo.findUserAccountById(db, session.userId);
      if (!account || account.disabled) {
        await repo.deleteSession(db, sessionId);
        return undefined;
      }
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(Math.min(at.getTime() + idleMs, session.createdAt.getTime() + maxMs));
        await repo.touchSession(db, sessionId, at, expiresAt);
      }
      return { ...toActor(account), sessionId, nonce: session.nonce };
    },

    /** The actor a background job acts for (alerts, exports, watch mails); undefined for a disabled or removed user. */
    async actorForUser(userId: number): Promise<Actor | undefined> {
      const account = await repo.findUserAccountById(db, userId);
      if (!account || account.disabled) return undefined;
      return toActor(account);
    },

    async logout(sessionId: string) {
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
      const members = showMembers ? (await repo.listMembers(db, organisation.id)).map(toMember) : [];
      return { organisation: { id: organisation.id, name: organisation.name }, subscriptions, members };
    },

    async getMember(actor: Actor, userId: number): Promise<OrganisationMember> {
      const member = await repo.findMember(db, actor.organisationId, userId);
      if (!member || !can(actor, 'viewMember', { organisationId: member.organisationId, userId: member.id })) {
        throw notFound('The member');
      }
      return toMember(member);
    },
  };
}

function toMember(row: Awaited<ReturnType<typeof repo.listMembers>>[number]): OrganisationMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles as UserRole[],
    subId: row.subscriptionId,
    language: row.language as Language,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
