import { z } from 'zod';
import { LEGISLATION_ADD_ONS, LEGISLATION_MODULES } from './legislation.values.ts';

export * from './legislation.values.ts';

export const LegislationAddOnName = z.enum(LEGISLATION_ADD_ONS);
export const LegislationModuleName = z.enum(LEGISLATION_MODULES);

/** One item of a legislation list: its title cut to 35 characters (32 and an ellipsis), the full one for its tooltip. */
export const LegislationListItem = z.object({
  title: z.string(),
  fullTitle: z.string(),
  /** ISO date (YYYY-MM-DD) or null when the item has none. */
  date: z.string().nullable(),
  targetUrl: z.string(),
});
export type LegislationListItem = z.infer<typeof LegislationListItem>;

/**
 * The Legislation list (portal-area.md §3): at most 7 items then seeMoreLink; errorCode 1 not
 * registered, 2 something went wrong, 3 not active (absent when the list could be read); the has*
 * flags say whether the subscription offers each list (false: the no-access message and help link).
 */
export const LegislationList = z.object({
  data: z.array(LegislationListItem),
  seeMoreLink: z.string().nullable(),
  errorCode: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  hasRecentSearch: z.boolean(),
  hasRegulatoryNewsFeed: z.boolean(),
  hasLawlexEUSavedSearch: z.boolean(),
  /** Where the no-access message's help link leads (regulatory-management help, built from the environment). */
  helpLink: z.string(),
});
export type LegislationList = z.infer<typeof LegislationList>;

/** The redirect calls' form (portal-area.md §7): the add-on dashboard address and the module clicked from. */
export const LegislationRedirectRequest = z.strictObject({
  url: z.string().min(1, 'The address is required.').max(2000, 'The address is too long.'),
  module: LegislationModuleName,
  nonce: z.string().optional(),
});
export type LegislationRedirectRequest = z.infer<typeof LegislationRedirectRequest>;

/** success with the address to go to, or not with the error to show. */
export const LegislationRedirect = z.object({
  success: z.boolean(),
  redirect: z.string().nullable(),
  error: z.string().nullable(),
});
export type LegislationRedirect = z.infer<typeof LegislationRedirect>;

/** addToIpdLog's form-urlencoded body. */
export const LegislationLogRequest = z.strictObject({
  moduleName: LegislationModuleName,
  linkClicked: z.string().min(1, 'The link is required.').max(2000, 'The link is too long.'),
  nonce: z.string().optional(),
});
export type LegislationLogRequest = z.infer<typeof LegislationLogRequest>;

/** A user's standing on one add-on: what the switcher shows for it. */
export const LegislationAddOnState = z.enum(['unlocked', 'notSubscribed', 'notRegistered', 'notActive']);
export type LegislationAddOnState = z.infer<typeof LegislationAddOnState>;

/**
 * getLawlexStatus: `status` is the legislation add-on's flag (portal-area.md §7); `addOns` gives each
 * add-on's state for the switcher, whether the user already asked for a seat, and its dashboard.
 */
export const LegislationStatus = z.object({
  status: z.boolean(),
  addOns: z.array(
    z.object({
      addOn: LegislationAddOnName,
      state: LegislationAddOnState,
      requestPending: z.boolean(),
      canRequest: z.boolean(),
      dashboardUrl: z.string(),
    }),
  ),
});
export type LegislationStatus = z.infer<typeof LegislationStatus>;
