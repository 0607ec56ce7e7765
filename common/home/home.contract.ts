import { z } from 'zod';
import { LEGISLATION_PANELS } from '../legislation/legislation.values.ts';
import { LegislationSeatRequestRow } from '../legislation/legislation-seats.contract.ts';
import { SavedSearchRow } from '../saved-searches/saved-searches.contract.ts';
import { RowId, RowIdText } from '../stored-values.ts';
import { WatchChange, WatchedDocument } from '../watches/watches.contract.ts';
import {
  ACCORDION_IDS,
  ANNOUNCEMENT_NOTE_MAX,
  REQUEST_REASON_MAX,
  TOUR_GUIDE_ID,
  TOUR_SECTION_STATES,
  TOUR_SECTIONS,
  VIEW_MODES,
} from './home.values.ts';

// The plain values (paths, accordion ids, tour sections) live apart from the schemas, for the web app.
export * from './home.values.ts';

export const AccordionId = z.enum(ACCORDION_IDS);
export const ViewMode = z.enum(VIEW_MODES);

/**
 * The layout the settings call saves (key "home"): the order of the accordions that can be
 * dragged (each exactly once), which are open, and each one's view mode. Whether the ids are the
 * caller's own accordions is checked by the service.
 */
export const HomeLayout = z.strictObject({
  order: z
    .array(AccordionId)
    .max(ACCORDION_IDS.length)
    .refine((ids) => new Set(ids).size === ids.length, 'Each accordion once.'),
  open: z.partialRecord(AccordionId, z.boolean()).default({}),
  viewMode: z.partialRecord(AccordionId, ViewMode).default({}),
});
export type HomeLayout = z.infer<typeof HomeLayout>;

/** The spec's settings call: key "home" and the layout as JSON text (a form or a JSON body). */
export const HomeSettingsRequest = z.strictObject({
  key: z.literal('home', 'The only setting is "home".'),
  value: z.string().max(4000, 'The settings are too long.'),
  nonce: z.string().optional(),
});
export type HomeSettingsRequest = z.infer<typeof HomeSettingsRequest>;

/** portal-area.md §3 "Accordion". Titles, icons and headers are the web app's, in the user's language, by id. */
export const Accordion = z.object({
  id: AccordionId,
  order: z.number().int(),
  fixed: z.boolean(),
  open: z.boolean(),
  settings: z.object({ viewMode: ViewMode }),
  kind: z.enum(['plain', 'table', 'cards']),
  /** Where the full list is (the footer's link), when there is a page for it. */
  footer: z.object({ url: z.string() }).nullable(),
});
export type Accordion = z.infer<typeof Accordion>;

export const AccordionList = z.object({ accordions: z.array(Accordion) });
export type AccordionList = z.infer<typeof AccordionList>;

export const AccordionParams = z.strictObject({ id: AccordionId });
export const AccordionQuery = z.strictObject({ view: ViewMode.default('compact') });

/** portal-area.md §3 "Announcement": global ones come from the operator, the others from the organisation's admins. */
export const Announcement = z.object({
  id: z.number().int(),
  type: z.enum(['global', 'organisation']),
  /** Who it is from: the product for a global one, the author for the organisation's. */
  subName: z.string(),
  timestamp: z.string(),
  /** Sanitised HTML. */
  note: z.string(),
  linkURL: z.string().nullable(),
  linkName: z.string().nullable(),
  actions: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementsContent = z.object({ items: z.array(Announcement), actions: z.object({ create: z.boolean() }) });
export type AnnouncementsContent = z.infer<typeof AnnouncementsContent>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .default(null);

export const AnnouncementRequest = z.strictObject({
  note: z.string().trim().min(1, 'Write the announcement.').max(ANNOUNCEMENT_NOTE_MAX, `At most ${ANNOUNCEMENT_NOTE_MAX} characters.`),
  linkUrl: optionalText(2000).refine((url) => url === null || /^https?:\/\//i.test(url), 'A link starts with http:// or https://.'),
  linkName: optionalText(200),
});
export type AnnouncementRequest = z.infer<typeof AnnouncementRequest>;

export const AnnouncementParams = z.strictObject({ id: RowIdText });

/** A document row of the dashboard's tables: the name links to the display page. */
const DocumentLink = z.object({ linkName: z.string(), linkURL: z.string() });

/** myStandards: the documents of the user's personal and company collections, newest first. */
export const KeptDocumentRow = z.object({
  docId: z.number().int(),
  name: DocumentLink,
  title: z.string(),
  status: z.string(),
  collections: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['personal', 'company']) })),
  addedAt: z.string(),
});
export type KeptDocumentRow = z.infer<typeof KeptDocumentRow>;

/** myC2VStandards: a document the user keeps or watches that changed since they last marked it reviewed. */
export const ChangedDocumentRow = z.object({
  docId: z.number().int(),
  name: DocumentLink,
  title: z.string(),
  status: z.string(),
  /** The newest change; `changes` counts them all since the last review. */
  change: WatchChange,
  changes: z.number().int(),
  /** compare: the subscription opens the document and two or more of its versions have full text (AI compare). */
  actions: z.object({ review: z.boolean(), compare: z.boolean() }),
});
export type ChangedDocumentRow = z.infer<typeof ChangedDocumentRow>;

export const TableContent = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });
export const KeptDocumentsContent = TableContent(KeptDocumentRow);
export type KeptDocumentsContent = z.infer<typeof KeptDocumentsContent>;
export const ChangedDocumentsContent = TableContent(ChangedDocumentRow);
export type ChangedDocumentsContent = z.infer<typeof ChangedDocumentsContent>;
export const AlertsContent = TableContent(SavedSearchRow);
export type AlertsContent = z.infer<typeof AlertsContent>;
export const WatchedDocumentsContent = TableContent(WatchedDocument);
export type WatchedDocumentsContent = z.infer<typeof WatchedDocumentsContent>;

export const ActivityKind = z.enum(['documentOpened', 'comment', 'exportReady', 'collectionDocument', 'alertDigest']);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** One card of myActivities: what happened, when, and where it is. */
export const ActivityCard = z.object({
  kind: ActivityKind,
  at: z.string(),
  /** Who did it, when it was someone else in the organisation. */
  actor: z.string().nullable(),
  /** The document number, the export's or saved search's name: what the card is about. */
  subject: z.string(),
  /** A short text: the document's title, the comment's beginning, the collection's name, the first documents a digest named. */
  detail: z.string().nullable(),
  /** How many documents the card is about, when it is about several (an export's rows, a digest's documents); the web words it. */
  count: z.number().int().nullable(),
  link: z.string(),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

export const ActivitiesContent = z.object({ cards: z.array(ActivityCard) });
export type ActivitiesContent = z.infer<typeof ActivitiesContent>;

/** The legislation accordion's cards (issue 20): its panels, in order; each loads its own list. */
export const LegislationContent = z.object({ panels: z.array(z.enum(LEGISLATION_PANELS)) });
export type LegislationContent = z.infer<typeof LegislationContent>;

export const AccessRequestStatus = z.enum(['pending', 'approved', 'declined']);
export type AccessRequestStatus = z.infer<typeof AccessRequestStatus>;

/** A request for a document outside the subscription: admins see the organisation's, members their own. */
export const AccessRequestRow = z.object({
  id: z.number().int(),
  docId: z.number().int(),
  name: DocumentLink,
  title: z.string(),
  requester: z.string(),
  reason: z.string(),
  status: AccessRequestStatus,
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  actions: z.object({ approve: z.boolean(), decline: z.boolean() }),
});
export type AccessRequestRow = z.infer<typeof AccessRequestRow>;

/**
 * The orders accordion: the document requests and, beside them, the seat requests on the legislation
 * add-ons (issue 20: admins see them with the document requests; absent when no seat list is wired in).
 */
export const OrdersContent = z.object({ requests: z.array(AccessRequestRow), seatRequests: z.array(LegislationSeatRequestRow).optional() });
export type OrdersContent = z.infer<typeof OrdersContent>;

/** A document unlocked for the organisation, with who approved it and when. */
export const UnlockRow = z.object({
  docId: z.number().int(),
  name: DocumentLink,
  title: z.string(),
  approvedBy: z.string().nullable(),
  unlockedAt: z.string(),
});
export type UnlockRow = z.infer<typeof UnlockRow>;

export const UnlockContent = z.object({ unlocks: z.array(UnlockRow) });
export type UnlockContent = z.infer<typeof UnlockContent>;

export const AccessRequestParams = z.strictObject({ docId: RowIdText });
export const AccessRequestCreate = z.strictObject({
  reason: z.string().trim().min(1, 'Say why you need the document.').max(REQUEST_REASON_MAX, `At most ${REQUEST_REASON_MAX} characters.`),
});
export type AccessRequestCreate = z.infer<typeof AccessRequestCreate>;

export const DecisionParams = z.strictObject({ requestId: RowIdText });
export const DecisionRequest = z.strictObject({
  decision: z.enum(['approve', 'decline']),
  note: optionalText(REQUEST_REASON_MAX),
});
export type DecisionRequest = z.infer<typeof DecisionRequest>;

export const ReviewParams = z.strictObject({ docId: RowIdText });
/** The review call carries nothing but, from a form, the nonce. */
export const ReviewRequest = z.strictObject({ nonce: z.string().optional() });
/** A document's changes so far are reviewed: the "changed, to verify" row goes until it changes again. */
export const ReviewMark = z.object({ docId: z.number().int(), reviewedAt: z.string() });
export type ReviewMark = z.infer<typeof ReviewMark>;

export const AnnouncementRemoved = z.object({ id: z.number().int() });
export type AnnouncementRemoved = z.infer<typeof AnnouncementRemoved>;

/** The dashboard update call of the alerts table (portal-area.md §7). */
export const DashboardUpdateRequest = z.strictObject({
  action: z.enum(['delete', 'update']),
  elementId: z.union([RowId, RowIdText]),
  elementName: z.string().optional(),
  elementNotify: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])]).optional(),
  nonce: z.string().optional(),
});
export type DashboardUpdateRequest = z.infer<typeof DashboardUpdateRequest>;

export const TourSectionId = z.enum(TOUR_SECTIONS);
export const TourSectionsContent = z.object({
  guideId: z.literal(TOUR_GUIDE_ID),
  sections: z.array(z.object({ id: TourSectionId, state: z.enum(['new', ...TOUR_SECTION_STATES]) })),
});
export type TourSectionsContent = z.infer<typeof TourSectionsContent>;

/** key: a section, or "all" with value "reset" (the user menu's restart); value: what became of it. */
export const TourSettingsRequest = z.strictObject({
  key: z.union([TourSectionId, z.literal('all')]),
  value: z.enum([...TOUR_SECTION_STATES, 'reset']),
  guideId: z.literal(TOUR_GUIDE_ID, 'Unknown guide.'),
  nonce: z.string().optional(),
});
export type TourSettingsRequest = z.infer<typeof TourSettingsRequest>;
