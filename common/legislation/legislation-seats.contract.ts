import { z } from 'zod';
import { RowIdText } from '../stored-values.ts';
import { LEGISLATION_ADD_ONS, LEGISLATION_SEAT_REQUEST_STATUSES, LEGISLATION_SEAT_STATES } from './legislation.values.ts';

export * from './legislation.values.ts';

const AddOn = z.enum(LEGISLATION_ADD_ONS);
const SeatState = z.enum(LEGISLATION_SEAT_STATES);
const nonce = { nonce: z.string().optional() };

/** A seat request as the organisation's admins (and the member who made it) see it, with its row actions. */
export const LegislationSeatRequestRow = z.object({
  id: z.number(),
  userId: z.number(),
  requester: z.string(),
  addOn: AddOn,
  status: z.enum(LEGISLATION_SEAT_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  actions: z.object({ approve: z.boolean(), decline: z.boolean() }),
});
export type LegislationSeatRequestRow = z.infer<typeof LegislationSeatRequestRow>;

/** One member of the organisation with their seat on each add-on and the add-ons their subscription offers. */
export const LegislationSeatMember = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  offered: z.array(AddOn),
  seats: z.object({ legislation: SeatState, euLaw: SeatState }),
  /** Whether the admin may set this member's seat on each add-on (the subscription offers it). */
  actions: z.object({ legislation: z.boolean(), euLaw: z.boolean() }),
});
export type LegislationSeatMember = z.infer<typeof LegislationSeatMember>;

/** The seat management of the organisation page: every member, then the pending and latest decided requests. */
export const LegislationSeatList = z.object({ members: z.array(LegislationSeatMember), requests: z.array(LegislationSeatRequestRow) });
export type LegislationSeatList = z.infer<typeof LegislationSeatList>;

export const LegislationSeatParams = z.strictObject({ userId: RowIdText });
export type LegislationSeatParams = z.infer<typeof LegislationSeatParams>;

/** An admin's change of one member's seat on one add-on. */
export const LegislationSeatUpdate = z.strictObject({ addOn: AddOn, seat: SeatState, ...nonce });
export type LegislationSeatUpdate = z.infer<typeof LegislationSeatUpdate>;

/** A member's request for a seat on an add-on. */
export const LegislationSeatRequestCreate = z.strictObject({ addOn: AddOn, ...nonce });
export type LegislationSeatRequestCreate = z.infer<typeof LegislationSeatRequestCreate>;

export const LegislationSeatRequestParams = z.strictObject({ requestId: RowIdText });
export type LegislationSeatRequestParams = z.infer<typeof LegislationSeatRequestParams>;

export const LegislationSeatDecision = z.strictObject({ decision: z.enum(['approve', 'decline']), ...nonce });
export type LegislationSeatDecision = z.infer<typeof LegislationSeatDecision>;
