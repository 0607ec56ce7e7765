import { createHash, randomBytes } from 'node:crypto';
import type { AcceptInvitationReply, InvitationState, InvitationSummary } from '../../../common/onboarding/invitation.contract.ts';
import type { UserRole } from '../../../common/domain/roles.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { hashPassword } from '../../platform/password-hasher.ts';
import * as repo from './invitations.repo.ts';

// The texts are common/locales/en.json's, under the reason keys the web app translates.
const expired = () => new AppError(410, 'This link has expired. Ask for a new one.', { reasonKey: 'invitations.errors.expired' });
const used = () => new AppError(409, 'This link has already been used. Sign in with your password.', { reasonKey: 'invitations.errors.used' });
const revoked = () => new AppError(410, 'This link has been withdrawn.', { reasonKey: 'invitations.errors.revoked' });
const noSeats = () => new AppError(409, 'The subscription has no free seat left. Ask your administrator.', { reasonKey: 'invitations.errors.noSeats' });
const emailTaken = () => new AppError(409, 'A user with this email address already exists.', { reasonKey: 'invitations.errors.emailTaken' });
const unknownLink = () => notFound('The link');

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type IssuedInvitation = { id: number; token: string; expiresAt: Date };

/** A link's token (32 random bytes, base64url) and the SHA-256 the table keeps instead of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/**
 * Issues a one-time link on the caller's connection (inside their transaction when they have
 * one): 32 random bytes as the token, only its SHA-256 stored, replacing the address's pending
 * link of the same purpose in the organisation.
 */
export async function issueInvitation(
  sql: ExecuteSql,
  input: {
    organisationId: number;
    subscriptionId: number;
    purpose: repo.InvitationPurpose;
    email: string;
    name: string;
    roles: UserRole[];
    language: string;
    userId: number | null;
    invitedBy: number | null;
    validDays: number;
    now: Date;
  },
): Promise<IssuedInvitation> {
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(input.now.getTime() + input.validDays * 86_400_000);
  await repo.revokePending(sql, input.organisationId, input.email, input.purpose, input.now);
  const id = await repo.insertInvitation(sql, {
    organisationId: input.organisationId,
    subscriptionId: input.subscriptionId,
    purpose: input.purpose,
    email: input.email,
    name: input.name,
    roles: input.roles,
    language: input.language,
    tokenHash,
    userId: input.userId,
    invitedBy: input.invitedBy,
    expiresAt,
  });
  return { id, token, expiresAt };
}

/** Where a one-time link stands: used, withdrawn, past its expiry, or still good. */
export function invitationStateOf(record: Pick<repo.InvitationRecord, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationState {
  if (record.acceptedAt) return 'accepted';
  if (record.revokedAt) return 'revoked';
  return record.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/**
 * What a link is and its acceptance, without a session: the token is the proof. A first-password
 * link sets the password of the user it was made for; an invitation to join creates the user in
 * the invitation's organisation and subscription, with its roles, when a seat is free. Each
 * link works once and only until it expires.
 */
export function createInvitationsService(database: DatabaseHandle, now: () => Date = () => new Date()) {
  return {
    async describe(token: string): Promise<InvitationSummary> {
      const record = await repo.findByTokenHash(database.executeSql, hashInvitationToken(token));
      if (!record) throw unknownLink();
      return {
        purpose: record.purpose,
        organisationName: record.organisationName,
        email: record.email,
        name: record.name,
        state: invitationStateOf(record, now()),
        expiresAt: record.expiresAt.toISOString(),
      };
    },

    async accept(token: string, password: string): Promise<AcceptInvitationReply> {
      // Hashed before the transaction: argon2 takes a while and needs no row held.
      const passwordHash = await hashPassword(password);
      return database.transaction(async (sql) => {
        const record = await repo.findByTokenHash(sql, hashInvitationToken(token), true);
        if (!record) throw unknownLink();
        const at = now();
        const state = invitationStateOf(record, at);
        if (state === 'accepted') throw used();
        if (state === 'revoked') throw revoked();
        if (state === 'expired') throw expired();
        let userId: number;
        if (record.purpose === 'setPassword') {
          if (record.userId === null || !(await repo.setUserPassword(sql, record.organisationId, record.userId, passwordHash))) throw unknownLink();
          userId = record.userId;
        } else {
          if (await repo.emailTaken(sql, record.email)) throw emailTaken();
          const seats = await repo.seatsOf(sql, record.organisationId, record.subscriptionId);
          if (!seats) throw unknownLink();
          if (seats.seatsUsed >= seats.seatCount) throw noSeats();
          userId = await repo.insertUserWithCollection(sql, {
            organisationId: record.organisationId,
            subscriptionId: record.subscriptionId,
            name: record.name,
            email: record.email,
            passwordHash,
            roles: record.roles,
            language: record.language,
          });
        }
        await repo.markAccepted(sql, record.id, userId, at);
        return { email: record.email, userId };
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
