import type { ApiIssue } from '../../../common/envelope.ts';
import type {
  ImportInvitationsCsvRequest,
  Invitee,
  InviteMembersReply,
  InviteMembersRequest,
  MemberInvitationList,
  MemberInvitationRow,
} from '../../../common/account/member-invitations.contract.ts';
import { MEMBER_INVITATIONS_MAX_ROWS } from '../../../common/account/member-invitations.contract.ts';
import type { UserRole } from '../../../common/domain/roles.ts';
import { FALLBACK_LOCALE } from '../../../common/locales.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { translatorFor } from '../../emails/email-translator.ts';
import { renderMemberInvitationEmail } from '../../emails/member-invitation.email.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { Actor } from './actor.ts';
import { readInvitationCsv } from './invitation-csv.ts';
import { invitationStateOf, newInvitationToken } from './invitations.service.ts';
import { can } from './member-invitations.policy.ts';
import * as repo from './member-invitations.repo.ts';

const key = (name: string) => `memberInvitations.errors.${name}`;
const english = translatorFor(FALLBACK_LOCALE).t;

/** A problem of one invitee or CSV line: English text, and the key and values the web app translates. */
function issue(path: string, name: string, values: Record<string, string>): ApiIssue {
  return { path, message: english(key(name), values), messageKey: key(name), values };
}
/** An expected failure with the English text of its key (common/locales/en.json), which the web app translates. */
function failure(code: number, name: string, values: Record<string, string> = {}, issues?: ApiIssue[]): AppError {
  return new AppError(code, english(key(name), values), { reasonKey: key(name), ...(Object.keys(values).length > 0 ? { values } : {}), ...(issues ? { issues } : {}) });
}

const notAdmin = () => forbidden('Only an organisation admin can invite users.');
const unknownInvitation = () => notFound('The invitation');
const unknownSubscription = () => notFound('The subscription');

/** Invitations read as a batch of at most this many mails at once: a thousand never hold one connection each. */
const MAIL_CONCURRENCY = 4;

/** The roles an invitee's one role gives: the product's admins are power users too (as onboarding makes them). */
function rolesFor(role: UserRole): UserRole[] {
  return role === 'admin' ? ['admin', 'powerUser'] : [role];
}

/** The seats neither members nor pending invitations hold. */
const freeSeats = (seats: repo.SeatsRecord) => Math.max(0, seats.seatCount - seats.seatsUsed - seats.seatsPending);

/** An issue's invitee index or CSV line (`invitees.3.email`: 3), so issues read in the file's order. */
const placeOf = (problem: ApiIssue) => Number(problem.path.split('.')[1] ?? 0);

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** One address to invite, with where its problems are reported (`invitees.<index>` or `lines.<line>`). */
type Entry = { invitee: Invitee; path: string };
type Mail = { id: number; to: string; name: string; token: string; expiresAt: Date; language: string; inviterName: string; organisationName: string };

export type MemberInvitationsDependencies = {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  invitationDays: number;
  now?: () => Date;
};

/**
 * An organisation admin's invitations to join (issue 21, "Inviting users"): one address at a time
 * or a CSV's lines, all or none, only to the organisation's email domains (the corporate one or a
 * listed sub-domain, matched exactly) and within the chosen subscription's free seats, where a
 * pending invitation holds a seat until it is accepted, withdrawn or expires. Links are mailed
 * in the inviting admin's language after the rows are committed.
 */
export function createMemberInvitationsService({ database, mailer, logger, publicUrl, invitationDays, now = () => new Date() }: MemberInvitationsDependencies) {
  const sql = database.executeSql;

  function allow(actor: Actor): void {
    if (!can(actor, 'list', { organisationId: actor.organisationId })) throw notAdmin();
  }

  function rowOf(actor: Actor, record: repo.MemberInvitationRecord, at: Date): MemberInvitationRow {
    const state = invitationStateOf(record, at);
    const thing = { organisationId: actor.organisationId, state };
    return {
      id: record.id,
      name: record.name,
      email: record.email,
      roles: record.roles,
      subscriptionId: record.subscriptionId,
      state,
      invitedBy: record.invitedBy,
      createdAt: record.createdAt.toISOString(),
      expiresAt: record.expiresAt.toISOString(),
      acceptedAt: record.acceptedAt?.toISOString() ?? null,
      actions: { resend: can(actor, 'resend', thing), revoke: can(actor, 'revoke', thing) },
    };
  }

  async function domainsOf(tx: ExecuteSql, actor: Actor): Promise<{ name: string; domains: string[] }> {
    const organisation = await repo.organisationDomains(tx, actor.organisationId);
    if (!organisation) throw notAdmin();
    return organisation;
  }

  /**
   * Sends the links after the transaction, without holding the request: a thousand mails take a
   * while, and the invitations stand whatever the mail server does (a failure is logged, and the
   * admin can send the link again).
   */
  function mailInBackground(mails: Mail[]): void {
    const queue = [...mails];
    const sendNext = async (): Promise<void> => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        try {
          const rendered = renderMemberInvitationEmail({ ...mail, publicUrl, recipientName: mail.name });
          await mailer.send({ to: mail.to, ...rendered });
        } catch (error) {
          logger.error({ err: error, invitationId: mail.id }, 'member invitations: the invitation mail was not sent; the invitation stands');
        }
      }
    };
    void Promise.all(Array.from({ length: Math.min(MAIL_CONCURRENCY, queue.length) }, sendNext));
  }

  /** What is wrong with the entries before the database is asked: an address outside the domains, one listed twice. */
  function entryIssues(entries: Entry[], domains: string[]): ApiIssue[] {
    const issues: ApiIssue[] = [];
    const seen = new Set<string>();
    for (const { invitee, path } of entries) {
      const domain = invitee.email.slice(invitee.email.lastIndexOf('@') + 1);
      if (!domains.includes(domain)) issues.push(issue(`${path}.email`, 'domain', { email: invitee.email, domains: domains.join(', ') }));
      else if (seen.has(invitee.email)) issues.push(issue(`${path}.email`, 'duplicate', { email: invitee.email }));
      seen.add(invitee.email);
    }
    return issues;
  }

  /** Invites every entry or none; `earlier` are problems found before (a CSV's unreadable lines), reported with the rest. */
  async function inviteAll(actor: Actor, requestedSubscriptionId: number | undefined, entries: Entry[], earlier: ApiIssue[] = []): Promise<InviteMembersReply> {
    if (!can(actor, 'invite', { organisationId: actor.organisationId })) throw notAdmin();
    const at = now();
    const subscriptionId = requestedSubscriptionId ?? actor.subscriptionId;
    const created = await database
      .transaction(async (tx) => {
        const organisation = await domainsOf(tx, actor);
        if (organisation.domains.length === 0) throw failure(409, 'noDomain');
        // Locks the subscription's row: two admins inviting at once cannot both take its last seat.
        const [seats] = await repo.seatsOf(tx, actor.organisationId, at, subscriptionId);
        if (!seats) throw unknownSubscription();
        const emails = entries.map((entry) => entry.invitee.email);
        const users = await repo.existingUserEmails(tx, emails);
        const pending = await repo.pendingEmails(tx, actor.organisationId, emails, at);
        const issues = [...earlier, ...entryIssues(entries, organisation.domains)];
        for (const { invitee, path } of entries) {
          if (users.has(invitee.email)) issues.push(issue(`${path}.email`, 'userExists', { email: invitee.email }));
          else if (pending.has(invitee.email)) issues.push(issue(`${path}.email`, 'pending', { email: invitee.email }));
        }
        if (issues.length > 0) throw failure(400, 'invalidInvitees', {}, issues.sort((a, b) => placeOf(a) - placeOf(b)));
        const available = freeSeats(seats);
        if (entries.length > available) {
          throw failure(409, 'noSeats', { requested: String(entries.length), available: String(available), subscription: seats.name });
        }
        await repo.revokeExpired(tx, actor.organisationId, emails, at);
        const tokens = entries.map(() => newInvitationToken());
        const expiresAt = new Date(at.getTime() + invitationDays * 86_400_000);
        const ids = await repo.insertJoinInvitations(tx, {
          organisationId: actor.organisationId,
          subscriptionId,
          invitedBy: actor.userId,
          language: actor.language,
          expiresAt,
          now: at,
          invitees: entries.map(({ invitee }, index) => ({ ...invitee, roles: rolesFor(invitee.role), tokenHash: tokens[index]?.tokenHash ?? '' })),
        });
        const mails = entries.map(({ invitee }, index) => ({
          id: ids.get(invitee.email) ?? 0,
          to: invitee.email,
          name: invitee.name,
          token: tokens[index]?.token ?? '',
          expiresAt,
          language: actor.language,
          inviterName: actor.name,
          organisationName: organisation.name,
        }));
        return { mails, records: await repo.findInvitations(tx, actor.organisationId, [...ids.values()]) };
      })
      .catch((error: unknown) => {
        // The index of open invitations refuses an address another admin invited at the same moment.
        if (isUniqueViolation(error)) throw failure(409, 'pendingRace');
        throw error;
      });
    mailInBackground(created.mails);
    return { invited: created.records.map((record) => rowOf(actor, record, at)) };
  }

  async function findOne(tx: ExecuteSql, actor: Actor, id: number): Promise<repo.MemberInvitationRecord> {
    const [record] = await repo.findInvitations(tx, actor.organisationId, [id], true);
    if (!record) throw unknownInvitation();
    return record;
  }

  return {
    /** The organisation's invitations to join (newest first), its domains and each subscription's seats. */
    async list(actor: Actor): Promise<MemberInvitationList> {
      allow(actor);
      const at = now();
      const [records, organisation, seats] = await Promise.all([
        repo.listInvitations(sql, actor.organisationId),
        domainsOf(sql, actor),
        repo.seatsOf(sql, actor.organisationId, at),
      ]);
      return {
        invitations: records.map((record) => rowOf(actor, record, at)),
        domains: organisation.domains,
        seats: seats.map((seat) => ({ ...seat, seatsAvailable: freeSeats(seat) })),
        actions: { invite: can(actor, 'invite', { organisationId: actor.organisationId }) && organisation.domains.length > 0 },
      };
    },

    async invite(actor: Actor, input: InviteMembersRequest): Promise<InviteMembersReply> {
      return inviteAll(
        actor,
        input.subscriptionId,
        input.invitees.map((invitee, index) => ({ invitee, path: `invitees.${index}` })),
      );
    },

    /** A CSV's lines, read on the server (invitation-csv.ts): every line is invited, or none and each bad line is named. */
    async importCsv(actor: Actor, input: ImportInvitationsCsvRequest): Promise<InviteMembersReply> {
      allow(actor);
      const reading = readInvitationCsv(input.csv);
      if (reading.kind === 'empty') throw failure(400, 'csvEmpty');
      if (reading.kind === 'tooMany') throw failure(400, 'tooManyLines', { count: String(reading.count), max: String(MEMBER_INVITATIONS_MAX_ROWS) });
      const earlier = reading.problems.map((problem) => issue(`lines.${problem.line}.${problem.field}`, problem.reason, problem.values));
      return inviteAll(
        actor,
        input.subscriptionId,
        reading.invitees.map(({ line, ...invitee }) => ({ invitee, path: `lines.${line}` })),
        earlier,
      );
    },

    /**
     * A new link for a pending or expired invitation, mailed again; the old link stops working.
     * An expired one takes a seat again, so it needs a free one (and an address still without an account).
     */
    async resend(actor: Actor, id: number): Promise<MemberInvitationRow> {
      allow(actor);
      const at = now();
      const { record, mail } = await database.transaction(async (tx) => {
        const found = await findOne(tx, actor, id);
        const state = invitationStateOf(found, at);
        if (!can(actor, 'resend', { organisationId: actor.organisationId, state })) throw failure(409, 'notResendable');
        if (state === 'expired') {
          if ((await repo.existingUserEmails(tx, [found.email.toLowerCase()])).size > 0) throw failure(409, 'userExists', { email: found.email });
          const [seats] = await repo.seatsOf(tx, actor.organisationId, at, found.subscriptionId);
          if (!seats || freeSeats(seats) === 0) {
            throw failure(409, 'noSeats', { requested: '1', available: '0', subscription: seats?.name ?? '' });
          }
        }
        const { token, tokenHash } = newInvitationToken();
        const expiresAt = new Date(at.getTime() + invitationDays * 86_400_000);
        await repo.renewInvitation(tx, actor.organisationId, id, tokenHash, expiresAt, at);
        const organisation = await domainsOf(tx, actor);
        return {
          record: await findOne(tx, actor, id),
          mail: { id, to: found.email, name: found.name, token, expiresAt, language: found.language, inviterName: actor.name, organisationName: organisation.name },
        };
      });
      mailInBackground([mail]);
      return rowOf(actor, record, at);
    },

    /** Withdraws a pending invitation: its link stops working and its seat is free again. */
    async revoke(actor: Actor, id: number): Promise<MemberInvitationRow> {
      allow(actor);
      const at = now();
      const record = await database.transaction(async (tx) => {
        const found = await findOne(tx, actor, id);
        if (!can(actor, 'revoke', { organisationId: actor.organisationId, state: invitationStateOf(found, at) })) throw failure(409, 'notRevocable');
        await repo.revokeInvitation(tx, actor.organisationId, id, at);
        return findOne(tx, actor, id);
      });
      return rowOf(actor, record, at);
    },
  };
}

export type MemberInvitationsService = ReturnType<typeof createMemberInvitationsService>;
