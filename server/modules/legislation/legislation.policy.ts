import type { LegislationAddOn, LegislationAddOnState } from '../../../common/legislation/legislation-panels.contract.ts';

/** What decides a user's standing on one add-on: the subscription's flag and the user's seat, if any. */
export type AddOnFacts = { subscribed: boolean; seat: { active: boolean } | null };

/**
 * The add-on state (portal-area.md §6): a subscription without the add-on offers nothing; a user
 * without a seat is not registered (errorCode 1); a suspended seat is not active (errorCode 3).
 */
export function decideAddOnState(facts: AddOnFacts): LegislationAddOnState {
  if (!facts.subscribed) return 'notSubscribed';
  if (!facts.seat) return 'notRegistered';
  return facts.seat.active ? 'unlocked' : 'notActive';
}

export type LegislationActor = { userId: number; organisationId: number; isAdmin: boolean };

export type LegislationAction = 'manageSeats' | 'requestSeat' | 'decideSeatRequest';

/** The thing an action is about: the organisation it belongs to and, for a seat request, its facts. */
export type LegislationThing = {
  organisationId: number;
  addOn: LegislationAddOn;
  subscribed: boolean;
  state?: LegislationAddOnState;
  requestPending?: boolean;
  requestStatus?: string;
};

/**
 * Pure rules of seats and seat requests. Only the organisation's admins set seats and decide on
 * requests, and only for add-ons the subscription has; a user asks for a seat on an add-on the
 * subscription has while not registered with it and with no request pending.
 */
export function can(actor: LegislationActor, action: LegislationAction, thing: LegislationThing): boolean {
  if (actor.organisationId !== thing.organisationId || !thing.subscribed) return false;
  if (action === 'manageSeats') return actor.isAdmin;
  if (action === 'decideSeatRequest') return actor.isAdmin && thing.requestStatus === 'pending';
  return thing.state === 'notRegistered' && thing.requestPending !== true;
}

/** The product's own pages the redirect may lead to. */
const OWN_PAGES = '/management/';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** The text once percent-decoded, or null when it does not decode (a malformed escape is refused). */
function decodedOnce(url: string): string | null {
  try {
    return decodeURIComponent(url);
  } catch {
    return null;
  }
}

function ownPage(url: string): string | null {
  if (!url.startsWith(OWN_PAGES) || url.includes('//')) return null;
  // Dot segments must not climb out of /management/ once the browser resolves them.
  const resolved = new URL(url, 'https://normscope.invalid');
  if (resolved.host !== 'normscope.invalid' || !resolved.pathname.startsWith(OWN_PAGES)) return null;
  return url;
}

function connectorPage(url: string, host: string | null): string | null {
  if (!host || !/^https:\/\//i.test(url)) return null;
  const parsed = URL.parse(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return parsed.host === host.toLowerCase() ? url : null;
}

/**
 * The redirect allow-list (issue 20, no open redirect): a path of the product's own pages (under
 * /management/, no `//`, no scheme, no backslash, no control character, also once decoded) or an
 * absolute https address on the configured connector's host. Anything else is null.
 */
export function allowedRedirect(url: string, connectorHost: string | null): string | null {
  const decoded = decodedOnce(url);
  if (decoded === null || UNSAFE_CHARACTERS.test(url) || UNSAFE_CHARACTERS.test(decoded)) return null;
  if (url.startsWith('/')) return decoded.startsWith(OWN_PAGES) && !decoded.includes('//') ? ownPage(url) : null;
  return connectorPage(url, connectorHost);
}

/** Whether the actor manages the organisation's seats and sees all its seat requests, not only their own. */
export function canManageOrganisationSeats(actor: LegislationActor): boolean {
  return actor.isAdmin;
}
