import { ACCORDION_IDS, type AccordionId } from '../../../common/home/home.values.ts';
import type { Actor } from '../account/index.ts';

export type AnnouncementAction = 'view' | 'create' | 'edit' | 'delete';

/** An announcement: the operator's (no organisation) or an organisation's own. */
export type AnnouncementThing = { organisationId: number | null };

/**
 * Pure rules for the dashboard's announcements: everyone sees the operator's and their own
 * organisation's; an organisation's admins write, edit and delete the organisation's. The
 * operator's are changed from the command line only, never through the portal.
 */
export function can(actor: Actor, action: AnnouncementAction, thing: AnnouncementThing): boolean {
  if (thing.organisationId === null) return action === 'view';
  if (thing.organisationId !== actor.organisationId) return false;
  if (action === 'view') return true;
  return actor.isAdmin;
}

/** The row actions of one announcement. */
export function announcementActions(actor: Actor, thing: AnnouncementThing): { edit: boolean; delete: boolean } {
  return { edit: can(actor, 'edit', thing), delete: can(actor, 'delete', thing) };
}

/** The add-ons of the user's subscription that decide an accordion (issue 20: the legislation and EU-law add-ons). */
export type SubscriptionAddOns = { legislation: boolean; euLaw: boolean };

/**
 * Whether the user has this accordion: lite subscriptions have no saved searches, so no alerts
 * table (portal-area.md §6); the legislation accordion comes with either legislation add-on (its
 * panels say, each for itself, when the user has no access to one of its lists).
 */
export function canUseAccordion(actor: Actor, id: AccordionId, addOns: SubscriptionAddOns): boolean {
  if (id === 'myAlerts') return !actor.isLite;
  if (id === 'legislation') return addOns.legislation || addOns.euLaw;
  return true;
}

/** The accordions of the user's dashboard, in the product's default order. */
export function availableAccordions(actor: Actor, addOns: SubscriptionAddOns): AccordionId[] {
  return ACCORDION_IDS.filter((id) => canUseAccordion(actor, id, addOns));
}

/** The "changed, to verify" row action: the rows are documents the user keeps or watches, whose review is theirs to mark. */
/** `comparable`: the caller may read the document's content and two or more of its versions have full text. */
export function changedDocumentActions(following: boolean, comparable: boolean): { review: boolean; compare: boolean } {
  return { review: following, compare: comparable };
}
