import { DETAILED_ROWS } from '../../../common/home/home.contract.ts';
import {
  LEGISLATION_ADD_ONS,
  type LegislationSeatDecision,
  type LegislationSeatList,
  type LegislationSeatMember,
  type LegislationSeatRequestRow,
  type LegislationSeatUpdate,
} from '../../../common/legislation/legislation-seats.contract.ts';
import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { renderSeatRequestEmail } from '../../emails/seat-request.email.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { Actor } from '../account/index.ts';
import { readAddOnStates } from './legislation-access.service.ts';
import { can, canManageOrganisationSeats, type LegislationThing } from './legislation.policy.ts';
import * as repo from './legislation-seats.repo.ts';

/** Seat requests the admins' lists show (the dashboard's detailed view's rows, like the document requests). */
export const SEAT_REQUESTS_SHOWN = DETAILED_ROWS;

// The texts are common/locales/en.json's, under the reason keys the web app translates.
const notAnAdmin = () => forbidden('Only an administrator of your organisation manages seats on the add-ons.');
const notOffered = () =>
  new AppError(400, "The member's subscription does not include this add-on.", { reasonKey: 'legislation.errors.addOnNotOffered' });
const cannotRequest = () =>
  new AppError(400, 'You cannot ask for a seat on this add-on: your subscription does not include it or you already have one.', {
    reasonKey: 'legislation.errors.seatNotRequestable',
  });
const requestPending = () =>
  new AppError(409, 'You have already asked for a seat on this add-on. An administrator will decide.', { reasonKey: 'legislation.errors.seatRequestPending' });
// An approval would give a seat that opens nothing; the request stays pending so the admin can decline it.
const addOnWithdrawn = () =>
  new AppError(409, "The member's subscription no longer includes this add-on, so the seat cannot be given. Decline the request instead.", {
    reasonKey: 'legislation.errors.addOnWithdrawn',
  });
const alreadyDecided = () => new AppError(409, 'This request has already been decided.', { reasonKey: 'home.errors.alreadyDecided' });
const notFoundMember = () => notFound('The member');
const notFoundRequest = () => notFound('The request');

const requestThing = (record: repo.SeatRequestRecord): LegislationThing => ({
  organisationId: record.organisationId,
  addOn: record.addOn,
  subscribed: true,
  requestStatus: record.status,
});

export type LegislationSeatsDependencies = {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
};

/**
 * Seats on the legislation add-ons: the admins' seat management (set a member's seat on an add-on
 * their subscription offers), the members' seat requests (mailed to the admins) and the admins'
 * decisions on them.
 */
export function createLegislationSeatsService({ database, mailer, logger, publicUrl }: LegislationSeatsDependencies) {
  const sql = database.executeSql;

  /**
   * Tells the organisation's admins about a new request, each in their language. Sent once the
   * request is stored; a failed send is logged and the request stands (the admins also see it on
   * the dashboard), as with the document requests' mails.
   */
  async function mailAdmins(record: repo.SeatRequestRecord): Promise<void> {
    for (const admin of await repo.listAdmins(sql, record.organisationId)) {
      const mail = renderSeatRequestEmail({
        language: admin.language,
        publicUrl,
        recipientName: admin.name,
        requesterName: record.requesterName,
        organisationName: record.organisationName,
        addOn: record.addOn,
      });
      try {
        await mailer.send({ to: admin.email, ...mail });
      } catch (error) {
        logger.error({ err: error, seatRequestId: record.id }, 'seat request mail not sent; the request stands');
      }
    }
  }

  const manageThing = (actor: Actor, addOn: LegislationAddOn, subscribed = true): LegislationThing => ({ organisationId: actor.organisationId, addOn, subscribed });

  function toMember(actor: Actor, record: repo.MemberSeatRecord): LegislationSeatMember {
    return {
      userId: record.userId,
      name: record.name,
      email: record.email,
      offered: LEGISLATION_ADD_ONS.filter((addOn) => record.offers[addOn]),
      seats: record.seats,
      actions: {
        legislation: can(actor, 'manageSeats', manageThing(actor, 'legislation', record.offers.legislation)),
        euLaw: can(actor, 'manageSeats', manageThing(actor, 'euLaw', record.offers.euLaw)),
      },
    };
  }

  function toRequestRow(actor: Actor, record: repo.SeatRequestRecord): LegislationSeatRequestRow {
    const thing = requestThing(record);
    const decide = can(actor, 'decideSeatRequest', thing);
    return {
      id: record.id,
      userId: record.userId,
      requester: record.requesterName,
      addOn: record.addOn,
      status: record.status,
      requestedAt: record.createdAt.toISOString(),
      decidedBy: record.deciderName,
      decidedAt: record.decidedAt?.toISOString() ?? null,
      actions: { approve: decide, decline: decide },
    };
  }

  function requireAdmin(actor: Actor): void {
    if (!canManageOrganisationSeats(actor)) throw notAnAdmin();
  }

  return {
    /** The organisation page's seat management: every member with their seats, and the seat requests (admins only). */
    async list(actor: Actor): Promise<LegislationSeatList> {
      requireAdmin(actor);
      const [members, requests] = await Promise.all([
        repo.listMemberSeats(sql, actor.organisationId),
        repo.listSeatRequests(sql, { organisationId: actor.organisationId, userId: null }, SEAT_REQUESTS_SHOWN),
      ]);
      return { members: members.map((member) => toMember(actor, member)), requests: requests.map((request) => toRequestRow(actor, request)) };
    },

    /** An admin sets a member's seat on an add-on the member's subscription offers; another organisation's member is not found. */
    async setSeat(actor: Actor, userId: number, input: LegislationSeatUpdate): Promise<LegislationSeatMember> {
      requireAdmin(actor);
      const [member] = await repo.listMemberSeats(sql, actor.organisationId, userId);
      if (!member) throw notFoundMember();
      if (!can(actor, 'manageSeats', manageThing(actor, input.addOn, member.offers[input.addOn]))) throw notOffered();
      await repo.setSeat(sql, actor.organisationId, userId, input.addOn, input.seat);
      const [updated] = await repo.listMemberSeats(sql, actor.organisationId, userId);
      if (!updated) throw notFoundMember();
      return toMember(actor, updated);
    },

    /** A member asks for a seat on an add-on their subscription offers and they are not registered with; one pending at a time. */
    async request(actor: Actor, addOn: LegislationAddOn): Promise<LegislationSeatRequestRow> {
      const states = await readAddOnStates(database, actor);
      const thing: LegislationThing = { organisationId: actor.organisationId, addOn, subscribed: states[addOn] !== 'notSubscribed', state: states[addOn] };
      if (!can(actor, 'requestSeat', thing)) throw cannotRequest();
      const id = await repo.insertSeatRequest(sql, actor.organisationId, actor.userId, addOn);
      if (id === undefined) throw requestPending();
      const record = await repo.findSeatRequest(sql, actor.organisationId, id);
      if (!record) throw notFoundRequest();
      await mailAdmins(record);
      return toRequestRow(actor, record);
    },

    /**
     * An admin approves (an active seat for the member) or declines a pending request of the organisation;
     * an approval is refused once the member's subscription no longer offers the add-on.
     */
    async decide(actor: Actor, requestId: number, input: LegislationSeatDecision): Promise<LegislationSeatRequestRow> {
      await database.transaction(async (tx) => {
        const record = await repo.findSeatRequest(tx, actor.organisationId, requestId);
        if (!record) throw notFoundRequest();
        if (!can(actor, 'decideSeatRequest', { ...requestThing(record), requestStatus: 'pending' })) throw notAnAdmin();
        const status = input.decision === 'approve' ? 'approved' : 'declined';
        if (status === 'approved' && record.status === 'pending') {
          // The same test as setSeat's: the member's current subscription (a disabled member has none) offers the add-on.
          const [member] = await repo.listMemberSeats(tx, actor.organisationId, record.userId);
          if (!member?.offers[record.addOn]) throw addOnWithdrawn();
        }
        if (!(await repo.setSeatDecision(tx, actor.organisationId, requestId, status, actor.userId))) throw alreadyDecided();
        if (status === 'approved') await repo.setSeat(tx, actor.organisationId, record.userId, record.addOn, 'active');
      });
      const decided = await repo.findSeatRequest(sql, actor.organisationId, requestId);
      if (!decided) throw notFoundRequest();
      return toRequestRow(actor, decided);
    },

    /** The seat requests the dashboard's orders accordion lists beside the document requests: an admin's the organisation's, a member's their own. */
    async orders(actor: Actor): Promise<LegislationSeatRequestRow[]> {
      const userId = canManageOrganisationSeats(actor) ? null : actor.userId;
      const records = await repo.listSeatRequests(sql, { organisationId: actor.organisationId, userId }, SEAT_REQUESTS_SHOWN);
      return records.map((record) => toRequestRow(actor, record));
    },
  };
}

export type LegislationSeatsService = ReturnType<typeof createLegislationSeatsService>;
