import { randomBytes } from 'node:crypto';
import type { UserRole } from '../../common/domain/roles.ts';
import type { AppDatabase, DatabaseHandle } from '../db/database.ts';
import { collections, datasets, organisations, subscriptionDatasets, subscriptions, users } from '../db/schema/index.ts';
import { issueInvitation } from '../modules/account/index.ts';
import { defaultCollectionFor } from '../modules/collections/index.ts';
import { hashPassword } from '../platform/password-hasher.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

let passwordHash: Promise<string> | undefined;
/** Hashing costs ~50 ms; every factory user shares one hash of TEST_PASSWORD. */
function testPasswordHash() {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

function unique(prefix: string) {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export async function createOrganisation(db: AppDatabase, values: { name?: string } = {}) {
  const [row] = await db.insert(organisations).values({ name: values.name ?? unique('Organisation') }).returning();
  if (!row) throw new Error('organisation not created');
  return row;
}

export async function createDataset(
  db: AppDatabase,
  values: { code?: string; name?: string; kind?: 'standards' | 'metals' | 'materials' } = {},
) {
  const code = values.code ?? unique('dataset');
  const [row] = await db
    .insert(datasets)
    .values({ code, name: values.name ?? code, kind: values.kind ?? 'standards' })
    .returning();
  if (!row) throw new Error('dataset not created');
  return row;
}

export async function createSubscription(
  db: AppDatabase,
  values: {
    organisationId: number;
    name?: string;
    isLite?: boolean;
    startsOn?: string;
    endsOn?: string;
    seatCount?: number;
    datasetIds?: number[];
    /** Monthly AI chat questions (the column's default, 0, offers none). */
    aiChatQuota?: number;
    /** Monthly AI compares (0, the column's default, offers none). */
    aiCompareQuota?: number;
  },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      organisationId: values.organisationId,
      name: values.name ?? unique('Subscription'),
      isLite: values.isLite ?? false,
      startsOn: values.startsOn ?? '2020-01-01',
      endsOn: values.endsOn ?? '2099-12-31',
      seatCount: values.seatCount ?? 10,
      aiChatQuota: values.aiChatQuota ?? 0,
      aiCompareQuota: values.aiCompareQuota ?? 0,
    })
    .returning();
  if (!row) throw new Error('subscription not created');
  if (values.datasetIds?.length) {
    await db.insert(subscriptionDatasets).values(values.datasetIds.map((datasetId) => ({ subscriptionId: row.id, datasetId })));
  }
  return row;
}

export async function createUser(
  db: AppDatabase,
  values: {
    organisationId: number;
    subscriptionId: number;
    roles?: UserRole[];
    email?: string;
    name?: string;
    language?: string;
    disabled?: boolean;
    /** The member's own monthly AI compares (null: the configured default). */
    aiCompareQuota?: number | null;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      organisationId: values.organisationId,
      subscriptionId: values.subscriptionId,
      name: values.name ?? unique('User'),
      email: values.email ?? `${unique('user')}@example.test`,
      passwordHash: await testPasswordHash(),
      roles: values.roles ?? ['member'],
      language: values.language ?? 'en',
      disabled: values.disabled ?? false,
      aiCompareQuota: values.aiCompareQuota ?? null,
    })
    .returning();
  if (!row) throw new Error('user not created');
  // As every user is: with their "My documents".
  await db.insert(collections).values(defaultCollectionFor(row));
  return row;
}

/** An organisation with one full subscription, an admin (power user) and a member. */
export async function createOrganisationWithUsers(db: AppDatabase, options: { datasetIds?: number[]; name?: string } = {}) {
  const organisation = await createOrganisation(db, options.name ? { name: options.name } : {});
  const subscription = await createSubscription(db, {
    organisationId: organisation.id,
    ...(options.datasetIds ? { datasetIds: options.datasetIds } : {}),
  });
  const admin = await createUser(db, {
    organisationId: organisation.id,
    subscriptionId: subscription.id,
    roles: ['admin', 'powerUser'],
  });
  const member = await createUser(db, { organisationId: organisation.id, subscriptionId: subscription.id });
  return { organisation, subscription, admin, member };
}

/** A new customer's four onboarding steps, every field valid (the datasets: the catalogue's 'international'). */
export const ONBOARDING_WORLD_DETAILS = {
  company: {
    companyName: 'Initech Pty Ltd',
    logoName: null,
    corporateEmailDomain: 'initech.example.com',
    subDomains: 'sydney.initech.example.com\nmelbourne.initech.example.com',
    publicIp: '203.0.113.10',
    country: 'AU',
    industry: 'manufacturing',
  },
  admin: { initial: 'Ms', position: 'Quality manager', firstName: 'Joanna', lastName: 'Smith', email: 'joanna.smith@initech.example.com', phone: '02 9876 5432' },
  account: {
    contactName: 'Accounts Payable',
    contactEmail: 'accounts@initech.example.com',
    invoicingNumber: '100234',
    address: '1 George Street',
    postCode: '2000',
    state: 'NSW',
    suburb: 'Sydney',
    country: 'AU',
    businessUnit: 'Engineering',
  },
  internalAdmin: {
    subscriptionName: 'Initech standards',
    startDate: '01-01-2026',
    endDate: '31-12-2027',
    datasets: ['international'],
    seats: 3,
    aiChatQuota: 50,
    aiCompareQuota: 10,
    legislationAddOn: true,
    euLawAddOn: false,
    internalContact: 'Sam Operator',
  },
} as const;

/** A one-time link straight in the database (what an admin's invitation or onboarding makes); answers its token. */
export async function createInvitation(
  database: DatabaseHandle,
  values: { organisationId: number; subscriptionId: number; email: string; purpose?: 'join' | 'setPassword'; name?: string; userId?: number | null; roles?: UserRole[]; validDays?: number; now?: Date },
): Promise<string> {
  const { token } = await issueInvitation(database.executeSql, {
    organisationId: values.organisationId,
    subscriptionId: values.subscriptionId,
    purpose: values.purpose ?? 'join',
    email: values.email,
    name: values.name ?? unique('Invited'),
    roles: values.roles ?? ['member'],
    language: 'en',
    userId: values.userId ?? null,
    invitedBy: null,
    validDays: values.validDays ?? 7,
    now: values.now ?? new Date(),
  });
  return token;
}
