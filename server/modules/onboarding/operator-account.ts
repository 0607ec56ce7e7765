import { randomBytes } from 'node:crypto';
import { resolveLocale } from '../../../common/locales.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { renderSetPasswordEmail, setPasswordLink } from '../../emails/set-password.email.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { insertUserWithCollection, issueInvitation } from '../account/index.ts';
import * as repo from './onboarding.repo.ts';

/** The platform operator's own organisation: internal, never a customer, with a subscription without datasets. */
export const OPERATIONS_ORGANISATION_NAME = 'Normscope operations';

export type OperatorCreated = { userId: number; created: boolean; link: string; expiresAt: Date; mailed: boolean };

/**
 * Makes `email` a platform operator (`npm run operator -- create`), idempotently: the internal
 * organisation and its subscription are created once; an existing operator gets a fresh link. A
 * customer's user is never turned into an operator. The one-time set-password link is answered
 * (the CLI prints it) and mailed; a failed mail is reported, not fatal.
 */
export async function createOperator(
  dependencies: { database: DatabaseHandle; mailer: Mailer; publicUrl: string; invitationDays: number; now?: Date },
  input: { email: string; name?: string | undefined; language?: string | undefined },
): Promise<OperatorCreated> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError(400, `Not an email address: ${input.email}`);
  const language = resolveLocale(input.language ?? 'en');
  const now = dependencies.now ?? new Date();
  const issued = await dependencies.database.transaction(async (sql) => {
    let organisation = await repo.findInternalOrganisation(sql, OPERATIONS_ORGANISATION_NAME);
    if (!organisation) {
      const id = await repo.insertOrganisation(sql, { name: OPERATIONS_ORGANISATION_NAME, internal: true, emailDomains: [], subDomains: [], publicIp: null, country: null, industry: null, logoName: null });
      organisation = { id, subscriptionId: null };
    }
    const subscriptionId =
      organisation.subscriptionId ??
      (await repo.insertSubscription(sql, {
        organisationId: organisation.id,
        name: 'Operations',
        startsOn: '2000-01-01',
        endsOn: '2999-12-31',
        seatCount: 1000,
        aiChatQuota: 0,
        aiCompareQuota: 0,
        legislationAddOn: false,
        euLawAddOn: false,
        datasetIds: [],
      }));
    const existing = await repo.findUserByEmail(sql, email);
    if (existing && existing.organisationId !== organisation.id) {
      throw new AppError(409, `${email} is a customer's user; an operator needs an address of their own.`);
    }
    const name = input.name?.trim() || existing?.name || email.split('@')[0] || email;
    const userId =
      existing?.id ??
      (await insertUserWithCollection(sql, {
        organisationId: organisation.id,
        subscriptionId,
        name,
        email,
        passwordHash: `!unset:${randomBytes(24).toString('base64url')}`,
        roles: ['member'],
        language,
        platformOperator: true,
      }));
    if (existing) await repo.makeOperator(sql, existing.id);
    const invitation = await issueInvitation(sql, {
      organisationId: organisation.id,
      subscriptionId: existing?.subscriptionId ?? subscriptionId,
      purpose: 'setPassword',
      email,
      name,
      roles: ['member'],
      language,
      userId,
      invitedBy: null,
      validDays: dependencies.invitationDays,
      now,
    });
    return { userId, created: !existing, name, token: invitation.token, expiresAt: invitation.expiresAt };
  });
  const mail = renderSetPasswordEmail({
    language,
    publicUrl: dependencies.publicUrl,
    recipientName: issued.name,
    organisationName: OPERATIONS_ORGANISATION_NAME,
    token: issued.token,
    expiresAt: issued.expiresAt,
  });
  let mailed = true;
  try {
    await dependencies.mailer.send({ to: email, ...mail });
  } catch {
    mailed = false;
  }
  return { userId: issued.userId, created: issued.created, link: setPasswordLink(dependencies.publicUrl, issued.token), expiresAt: issued.expiresAt, mailed };
}
