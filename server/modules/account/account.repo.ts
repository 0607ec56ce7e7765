import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database.ts';
import {
  datasets,
  organisations,
  sessions,
  signInDevices,
  signInThrottles,
  subscriptionDatasets,
  subscriptions,
  users,
} from '../../db/schema/index.ts';

export type UserAccountRow = Awaited<ReturnType<typeof findUserAccountById>>;

const userAccountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  roles: users.roles,
  platformOperator: users.platformOperator,
  language: users.language,
  disabled: users.disabled,
  organisationId: users.organisationId,
  organisationName: organisations.name,
  organisationLogoName: organisations.logoName,
  subscriptionId: subscriptions.id,
  subscriptionName: subscriptions.name,
  isLite: subscriptions.isLite,
  startsOn: subscriptions.startsOn,
  endsOn: subscriptions.endsOn,
};

function selectUserAccount(db: AppDatabase) {
  return db
    .select(userAccountColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .innerJoin(subscriptions, eq(subscriptions.id, users.subscriptionId));
}

export async function findUserAccountByEmail(db: AppDatabase, email: string) {
  const rows = await selectUserAccount(db).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0];
}

export async function findUserAccountById(db: AppDatabase, userId: number) {
  const rows = await selectUserAccount(db).where(eq(users.id, userId));
  return rows[0];
}

export async function listDatasetKinds(db: AppDatabase, subscriptionId: number) {
  const rows = await db
    .selectDistinct({ kind: datasets.kind })
    .from(subscriptionDatasets)
    .innerJoin(datasets, eq(datasets.id, subscriptionDatasets.datasetId))
    .where(eq(subscriptionDatasets.subscriptionId, subscriptionId));
  return rows.map((row) => row.kind);
}

export async function insertSession(
  db: AppDatabase,
  values: {
    id: string;
    userId: number;
    nonce: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string;
  },
) {
  await db.insert(sessions).values(values);
}

/**
 * A session's stamp: the row versions (xmin) of the session, its user and the user's subscription.
 * Every update of any of them (a sign-out, a disabled user, a new language, a touch) changes it, so a
 * statement reading it tells whether a session resolved earlier still holds as it was.
 */
const stampOf = (session: string, user: string, subscription: string) =>
  `${session}.xmin::text || '.' || ${user}.xmin::text || '.' || ${subscription}.xmin::text`;

/** The stamp of the session `sessionIdParam` names, as a scalar subquery; null when the session is gone. */
export function sessionStampSql(sessionIdParam: string): string {
  return `(select ${stampOf('s', 'u', 'sub')} from sessions s join users u on u.id = s.user_id
    join organisations o on o.id = u.organisation_id join subscriptions sub on sub.id = u.subscription_id
    where s.id = ${sessionIdParam})`;
}

function prepareSessionLookup(db: AppDatabase) {
  return db
    .select({ session: sessions, account: userAccountColumns, stamp: sql<string>`${sql.raw(stampOf('"sessions"', '"users"', '"subscriptions"'))}` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .innerJoin(subscriptions, eq(subscriptions.id, users.subscriptionId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('find_session_with_account');
}

// Built once per database: every signed-in request runs it, and building it was a tenth of a search's work.
const sessionLookups = new WeakMap<AppDatabase, ReturnType<typeof prepareSessionLookup>>();

/** A session with its user's account, in one statement: every signed-in request reads it. */
export async function findSessionWithAccount(db: AppDatabase, sessionId: string) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ sessionId });
  return rows[0];
}

export async function touchSession(db: AppDatabase, sessionId: string, lastSeenAt: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: AppDatabase, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: AppDatabase, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export type ThrottleRule = { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; windowSeconds: number };

/**
 * The end of the wait after `failures` failures, the last at `last`: none within the free
 * failures (the distant past, not `last`: a parallel claim whose clock read a moment earlier
 * must not find itself waiting), then doubling.
 */
const waitAfter = (last: SQL, failures: SQL, rule: ThrottleRule) =>
  sql`case when ${failures} < ${rule.freeFailures} then to_timestamp(0) else ${last} + make_interval(secs => least(${rule.firstDelaySeconds} * power(2, ${failures} - ${rule.freeFailures}), ${rule.maxDelaySeconds})) end`;

/**
 * Claims one sign-in attempt for a bucket: counts it as a failure and decides in one
 * statement. The row lock of the upsert serialises parallel claims, and a bucket still
 * waiting out its delay is neither counted nor changed (no row comes back). Failures older
 * than the window are forgotten; past the free failures each one doubles the wait.
 */
export async function claimSignInAttempt(db: AppDatabase, bucket: string, rule: ThrottleRule, at: Date): Promise<boolean> {
  const failures = sql`(case when ${signInThrottles.lastFailureAt} < ${at}::timestamptz - make_interval(secs => ${rule.windowSeconds}) then 1 else ${signInThrottles.failures} + 1 end)`;
  const delayOf = (count: SQL) => waitAfter(sql`${at}::timestamptz`, count, rule);
  const rows = await db
    .insert(signInThrottles)
    .values({ bucket, failures: 1, lastFailureAt: at, blockedUntil: sql`${delayOf(sql`1`)}` })
    .onConflictDoUpdate({
      target: signInThrottles.bucket,
      set: { failures: sql`${failures}`, lastFailureAt: at, blockedUntil: sql`${delayOf(failures)}` },
      setWhere: sql`${signInThrottles.blockedUntil} <= ${at}::timestamptz`,
    })
    .returning({ failures: signInThrottles.failures });
  return rows.length > 0;
}

/** When a bucket may try again (after a refused claim). */
export async function signInBlockedUntil(db: AppDatabase, bucket: string) {
  const rows = await db.select({ blockedUntil: signInThrottles.blockedUntil }).from(signInThrottles).where(eq(signInThrottles.bucket, bucket));
  return rows[0]?.blockedUntil;
}

/**
 * Takes back a claimed attempt that was not a failure (the right password, or refused by
 * another bucket): one failure less, and the wait that count calls for.
 */
export async function releaseSignInAttempt(db: AppDatabase, bucket: string, rule: ThrottleRule) {
  const failures = sql`greatest(${signInThrottles.failures} - 1, 0)`;
  await db
    .update(signInThrottles)
    .set({ failures: sql`${failures}`, blockedUntil: sql`${waitAfter(sql`${signInThrottles.lastFailureAt}`, failures, rule)}` })
    .where(eq(signInThrottles.bucket, bucket));
}

/** A correct password forgives the failures of its own bucket. */
export async function forgetSignInFailures(db: AppDatabase, bucket: string) {
  await db.delete(signInThrottles).where(eq(signInThrottles.bucket, bucket));
}

export async function deleteStaleSignInThrottles(db: AppDatabase, olderThan: Date) {
  await db.delete(signInThrottles).where(and(lt(signInThrottles.lastFailureAt, olderThan), lt(signInThrottles.blockedUntil, olderThan)));
}

export async function findSignInDevice(db: AppDatabase, deviceId: string) {
  const rows = await db.select({ userId: signInDevices.userId }).from(signInDevices).where(eq(signInDevices.id, deviceId));
  return rows[0];
}

export async function saveSignInDevice(db: AppDatabase, values: { id: string; userId: number; at: Date }) {
  await db
    .insert(signInDevices)
    .values({ id: values.id, userId: values.userId, createdAt: values.at, lastUsedAt: values.at })
    .onConflictDoUpdate({ target: signInDevices.id, set: { lastUsedAt: values.at } });
}

export async function updateLastLogin(db: AppDatabase, userId: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

export async function updateUserLanguage(db: AppDatabase, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function findOrganisation(db: AppDatabase, organisationId: number) {
  const rows = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return rows[0];
}

export async function listSubscriptions(db: AppDatabase, organisationId: number, onlyIds?: number[]) {
  const conditions = [eq(subscriptions.organisationId, organisationId)];
  if (onlyIds) conditions.push(inArray(subscriptions.id, onlyIds));
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(...conditions))
    .orderBy(asc(subscriptions.id));
  const ids = rows.map((row) => row.id);
  // A seat is an enabled user on the subscription. Counted by a grouped query: Drizzle writes
  // columns inside a sql`` subquery without their table, so users.id would stand in for subscriptions.id.
  const seats = ids.length
    ? await db
        .select({ subscriptionId: users.subscriptionId, used: count() })
        .from(users)
        .where(and(inArray(users.subscriptionId, ids), eq(users.disabled, false)))
        .groupBy(users.subscriptionId)
    : [];
  const entitled = ids.length
    ? await db
        .select({ subscriptionId: subscriptionDatasets.subscriptionId, code: datasets.code, name: datasets.name })
        .from(subscriptionDatasets)
        .innerJoin(datasets, eq(datasets.id, subscriptionDatasets.datasetId))
        .where(inArray(subscriptionDatasets.subscriptionId, ids))
        .orderBy(asc(datasets.name))
    : [];
  return rows.map((row) => ({
    ...row,
    seatsUsed: seats.find((seat) => seat.subscriptionId === row.id)?.used ?? 0,
    datasets: entitled.filter((e) => e.subscriptionId === row.id).map(({ code, name }) => ({ code, name })),
  }));
}

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roles: users.roles,
  subscriptionId: users.subscriptionId,
  language: users.language,
  lastLoginAt: users.lastLoginAt,
  organisationId: users.organisationId,
  aiChatQuota: users.aiChatQuota,
};

export async function listMembers(db: AppDatabase, organisationId: number) {
  return db.select(memberColumns).from(users).where(eq(users.organisationId, organisationId)).orderBy(asc(users.name));
}

/** Scoped by organisation in the query itself, so another organisation's user is simply not found. */
export async function findMember(db: AppDatabase, organisationId: number, userId: number) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
  return rows[0];
}

/** Sets a member's monthly AI chat questions (null: the configured default); scoped by organisation. */
export async function updateMemberChatQuota(db: AppDatabase, organisationId: number, userId: number, quota: number | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ aiChatQuota: quota })
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
