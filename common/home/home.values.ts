/*
 * The home dashboard's plain values: paths, accordion ids and the tour's sections, without zod.
 * The web app imports them from here, so no schema is built in the browser; home.contract.ts
 * re-exports them for the server.
 */

/** The dashboard's calls (portal-area.md §7 "Home settings"; the content calls are the product's own). */
export const homePaths = {
  /** The accordions with the user's order, open state and view modes. */
  accordions: '/management/services.v1.homeajax/accordions',
  /** key "home", value the JSON of the layout. */
  settings: '/management/services.v1.homeajax/settings',
  tourGuideSections: '/management/services.v1.homeajax/tourGuideSections',
  /** key (a section, or "all"), value (completed, dismissed or reset), guideId. */
  tourGuideSettings: '/management/services.v1.homeajax/tourGuideSettings',
  /** The dashboard update call of the alerts table: action (delete or update), elementId, elementName, elementNotify. */
  update: '/management/services.v1.homeajax/update',
  /** One accordion's content, `?view=compact|detailed`: each loads on its own, so a slow one never holds up the others. */
  content: (id: string) => `/management/api/home/accordions/${id}`,
  announcements: '/management/api/home/announcements',
  announcement: (id: number | string) => `/management/api/home/announcements/${id}`,
  /** The "changed, to verify" row action: the document's changes so far are reviewed. */
  review: (docId: number | string) => `/management/api/home/reviews/${docId}`,
  /** A member asks for a document the subscription does not include ("Request access"). */
  accessRequests: (docId: number | string) => `/management/api/documents/${docId}/access-requests`,
  /** An admin approves or declines a request. */
  decision: (requestId: number | string) => `/management/api/home/orders/${requestId}/decision`,
} as const;

/**
 * The accordions, in their first order. Announcements is fixed (always first, no drag handle);
 * the legislation add-on adds its own here and the dashboard takes it as it is.
 */
export const ACCORDION_IDS = ['announcements', 'orders', 'unlock', 'myStandards', 'myC2VStandards', 'myAlerts', 'myWatchedDocuments', 'myActivities', 'legislation'] as const;
export type AccordionId = (typeof ACCORDION_IDS)[number];

export const FIXED_ACCORDIONS: readonly AccordionId[] = ['announcements'];

/** What an accordion holds (portal-area.md §2): plain content, a table or cards. */
export type AccordionKind = 'plain' | 'table' | 'cards';
export const ACCORDION_KINDS: Record<AccordionId, AccordionKind> = {
  announcements: 'plain',
  orders: 'plain',
  unlock: 'plain',
  myStandards: 'table',
  myC2VStandards: 'table',
  myAlerts: 'table',
  myWatchedDocuments: 'table',
  myActivities: 'cards',
  legislation: 'cards',
};

export const VIEW_MODES = ['compact', 'detailed'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** Rows a table shows: the newest few in compact view (with a link to the full page), more in detailed view. */
export const COMPACT_ROWS = 5;
export const DETAILED_ROWS = 25;

/** The guided tour: one guide, whose sections each point at real elements of their pages. */
export const TOUR_GUIDE_ID = 'normscope';
export const TOUR_SECTIONS = ['dashboard', 'searchBar', 'results', 'document', 'collections'] as const;
export type TourSection = (typeof TOUR_SECTIONS)[number];
export const TOUR_SECTION_STATES = ['completed', 'dismissed'] as const;

/** Announcement notes and request reasons: long enough for a paragraph, bounded for the database. */
export const ANNOUNCEMENT_NOTE_MAX = 4000;
export const REQUEST_REASON_MAX = 1000;
