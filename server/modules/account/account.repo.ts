import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database.ts';
import {
  datasets,
  loginAttempts,
  organisations,
  sessions,
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
  language: users.language,
  disabled: users.disabled,
  organisationId: users.organisationId,
  organisationName: organisations.name,
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

export async function findSession(db: AppDatabase, sessionId: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, sessionId));
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

export async function countFailedLogins(db: AppDatabase, by: { email?: string; ipAddress?: string }, since: Date) {
  const conditions = [eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)];
  if (by.email !== undefined) conditions.push(eq(loginAttempts.email, by.email));
  if (by.ipAddress !== undefined) conditions.push(eq(loginAttempts.ipAddress, by.ipAddress));
  const rows = await db.select({ value: count() }).from(loginAttempts).where(and(...conditions));
  return rows[0]?.value ?? 0;
}

export async function oldestFailedLoginSince(db: AppDatabase, email: string, since: Date) {
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt))
    .limit(1);
  return rows[0]?.attemptedAt;
}

export async function recordLoginAttempt(
  db: AppDatabase,
  values: { email: string; ipAddress: string; succeeded: boolean; attemptedAt: Date },
) {
  await db.insert(loginAttempts).values(values);
}

/** A successful login forgives earlier failures for that address; attempts older than a day are dropped. */
export async function clearLoginFailures(db: AppDatabase, email: string, olderThan: Date) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, olderThan));
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
