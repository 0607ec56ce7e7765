import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/**
 * Onboarding cases and what processing one creates. Cases belong to no customer: every platform
 * operator works on all of them (onboarding.policy.ts); the organisation, subscription and admin
 * a case creates are new rows of their own.
 */

export type CaseRecord = {
  id: string;
  status: 'open' | 'finished';
  details: Record<string, unknown>;
  currentStep: number;
  logoName: string | null;
  originalLogoFileName: string | null;
  organisationId: number | null;
  subscriptionId: number | null;
  adminUserId: number | null;
  warning: string | null;
};

export type CaseRow = {
  id: string;
  status: 'open' | 'finished';
  companyName: string | null;
  currentStep: number;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  organisationId: number | null;
  subscriptionId: number | null;
  seatCount: number | null;
  seatsUsed: number | null;
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
const statusOf = (value: unknown): 'open' | 'finished' => (value === 'finished' ? 'finished' : 'open');
function detailsOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

const CASE_COLUMNS = `id, status, details, current_step, logo_name, original_logo_file_name, organisation_id, subscription_id, admin_user_id, warning`;

function toCase(row: Record<string, unknown>): CaseRecord {
  return {
    id: String(row.id),
    status: statusOf(row.status),
    details: detailsOf(row.details),
    currentStep: Number(row.current_step),
    logoName: textOrNull(row.logo_name),
    originalLogoFileName: textOrNull(row.original_logo_file_name),
    organisationId: numberOrNull(row.organisation_id),
    subscriptionId: numberOrNull(row.subscription_id),
    adminUserId: numberOrNull(row.admin_user_id),
    warning: textOrNull(row.warning),
  };
}

export async function insertCase(sql: ExecuteSql, createdBy: number): Promise<CaseRecord> {
  const { rows } = await sql(`insert into onboarding_cases (created_by) values ($1) returning ${CASE_COLUMNS}`, [createdBy]);
  return toCase(rows[0] ?? {});
}

/** The case; `lock` holds its row until the transaction ends (one save or process at a time). */
export async function findCase(sql: ExecuteSql, caseId: string, lock = false): Promise<CaseRecord | undefined> {
  const { rows } = await sql(`select ${CASE_COLUMNS} from onboarding_cases where id = $1${lock ? ' for update' : ''}`, [caseId]);
  return rows[0] ? toCase(rows[0]) : undefined;
}

/** Open and finished cases, newest first, with the created subscription's seats. */
export async function listCases(sql: ExecuteSql): Promise<CaseRow[]> {
  const { rows } = await sql(
    `select c.id, c.status, c.details #>> '{company,companyName}' as company_name, c.current_step, u.name as created_by, c.created_at, c.updated_at,
       c.finished_at, c.organisation_id, c.subscription_id, s.seat_count,
       (select count(*) from users m where m.subscription_id = s.id and not m.disabled)::int as seats_used
     from onboarding_cases c
     join users u on u.id = c.created_by
     left join subscriptions s on s.id = c.subscription_id
     order by c.created_at desc, c.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    status: statusOf(row.status),
    companyName: textOrNull(row.company_name),
    currentStep: Number(row.current_step),
    createdBy: String(row.created_by),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    finishedAt: row.finished_at ? toDate(row.finished_at) : null,
    organisationId: numberOrNull(row.organisation_id),
    subscriptionId: numberOrNull(row.subscription_id),
    seatCount: row.seat_count === null ? null : Number(row.seat_count),
    seatsUsed: row.seat_count === null ? null : Number(row.seats_used),
  }));
}

export async function updateCaseDetails(sql: ExecuteSql, caseId: string, details: Record<string, unknown>, currentStep: number): Promise<void> {
  await sql(`update onboarding_cases set details = $2::jsonb, current_step = $3, updated_at = now() where id = $1 and status = 'open'`, [
    caseId,
    JSON.stringify(details),
    currentStep,
  ]);
}

export async function setCaseLogo(sql: ExecuteSql, caseId: string, logoName: string, originalLogoFileName: string): Promise<void> {
  await sql(`update onboarding_cases set logo_name = $2, original_logo_file_name = $3, updated_at = now() where id = $1 and status = 'open'`, [
    caseId,
    logoName,
    originalLogoFileName,
  ]);
}

export async function finishCase(
  sql: ExecuteSql,
  caseId: string,
  created: { organisationId: number; subscriptionId: number; adminUserId: number; warning: string | null },
): Promise<void> {
  await sql(
    `update onboarding_cases set status = 'finished', organisation_id = $2, subscription_id = $3, admin_user_id = $4, warning = $5, finished_at = now(), updated_at = now()
     where id = $1`,
    [caseId, created.organisationId, created.subscriptionId, created.adminUserId, created.warning],
  );
}

/** The dataset ids of these codes (codes not found are left out). */
export async function datasetIdsByCode(sql: ExecuteSql, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const { rows } = await sql(`select id, code from datasets where code = any($1::text[])`, [codes]);
  return new Map(rows.map((row) => [String(row.code), Number(row.id)]));
}

/** Every dataset, by name: what a new subscription can be given. */
export async function listDatasets(sql: ExecuteSql): Promise<{ code: string; name: string; kind: 'standards' | 'metals' | 'materials' }[]> {
  const { rows } = await sql(`select code, name, kind from datasets order by name, code`);
  return rows.map((row) => ({ code: String(row.code), name: String(row.name), kind: row.kind === 'metals' || row.kind === 'materials' ? row.kind : 'standards' }));
}

/** The names of the organisations (other than `exceptId`) that already have this corporate email domain. */
export async function organisationsUsingDomain(sql: ExecuteSql, domain: string, exceptId: number): Promise<string[]> {
  const { rows } = await sql(`select name from organisations where $1 = any(email_domains) and id <> $2 order by name`, [domain.toLowerCase(), exceptId]);
  return rows.map((row) => String(row.name));
}

export async function insertOrganisation(
  sql: ExecuteSql,
  values: { name: string; internal?: boolean; emailDomains: string[]; subDomains: string[]; publicIp: string | null; country: string | null; industry: string | null; logoName: string | null },
): Promise<number> {
  const { rows } = await sql(
    `insert into organisations (name, internal, email_domains, sub_domains, public_ip, country, industry, logo_name)
     values ($1, $2, $3::text[], $4::text[], $5, $6, $7, $8) returning id`,
    [values.name, values.internal ?? false, values.emailDomains, values.subDomains, values.publicIp, values.country, values.industry, values.logoName],
  );
  return Number(rows[0]?.id);
}

export async function insertSubscription(
  sql: ExecuteSql,
  values: {
    organisationId: number;
    name: string;
    startsOn: string;
    endsOn: string;
    seatCount: number;
    aiChatQuota: number;
    aiCompareQuota: number;
    legislationAddOn: boolean;
    euLawAddOn: boolean;
    datasetIds: number[];
  },
): Promise<number> {
  const { rows } = await sql(
    `insert into subscriptions (organisation_id, name, starts_on, ends_on, seat_count, ai_chat_quota, ai_compare_quota, legislation_add_on, eu_law_add_on)
     values ($1, $2, $3::date, $4::date, $5, $6, $7, $8, $9) returning id`,
    [values.organisationId, values.name, values.startsOn, values.endsOn, values.seatCount, values.aiChatQuota, values.aiCompareQuota, values.legislationAddOn, values.euLawAddOn],
  );
  const subscriptionId = Number(rows[0]?.id);
  if (values.datasetIds.length > 0) {
    await sql(`insert into subscription_datasets (subscription_id, dataset_id) select $1, unnest($2::int[])`, [subscriptionId, values.datasetIds]);
  }
  return subscriptionId;
}

/** The internal organisation's id by name, if it exists (the operator CLI's). */
export async function findInternalOrganisation(sql: ExecuteSql, name: string): Promise<{ id: number; subscriptionId: number | null } | undefined> {
  const { rows } = await sql(
    `select o.id, (select s.id from subscriptions s where s.organisation_id = o.id order by s.id limit 1) as subscription_id
     from organisations o where o.internal and o.name = $1 order by o.id limit 1`,
    [name],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), subscriptionId: numberOrNull(row.subscription_id) } : undefined;
}

export async function findUserByEmail(sql: ExecuteSql, email: string): Promise<{ id: number; organisationId: number; subscriptionId: number; name: string } | undefined> {
  const { rows } = await sql(`select id, organisation_id, subscription_id, name from users where lower(email) = lower($1)`, [email]);
  const row = rows[0];
  return row ? { id: Number(row.id), organisationId: Number(row.organisation_id), subscriptionId: Number(row.subscription_id), name: String(row.name) } : undefined;
}

export async function makeOperator(sql: ExecuteSql, userId: number): Promise<void> {
  await sql(`update users set platform_operator = true, disabled = false where id = $1`, [userId]);
}

/** The organisation's stored logo name (the caller's own organisation only). */
export async function organisationLogoName(sql: ExecuteSql, organisationId: number): Promise<string | null> {
  const { rows } = await sql(`select logo_name from organisations where id = $1`, [organisationId]);
  return textOrNull(rows[0]?.logo_name);
}
