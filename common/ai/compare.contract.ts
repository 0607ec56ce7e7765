import { z } from 'zod';
import { RowIdText } from '../stored-values.ts';
import { COMPARE_HISTORY_PAGE_SIZE, COMPARE_JOB_STATUSES, COMPARE_LIMIT_ERRORS, COMPARE_RATINGS, COMPARE_SELECTION_MAX, COMPARE_SORT_FIELDS } from './ai.values.ts';

/*
 * The AI compare calls (portal-area.md §7 "AI compare"): the chat's service, encoding and
 * envelope. An itemId is a version's text (one text per version here, so the versionId). The
 * older version is "prior" (toc1, itemId1), the newer one "newer" (toc2, itemId2); the server
 * orders a pair by publication, so a pair sent the other way round is compared the right way.
 */

const nonce = { nonce: z.string().optional() };
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.');
const SectionKey = z.string().min(1).max(200);

/** `getPdfTOC`: the two versions' texts (`itemIds[]` twice, or `itemIds` as a JSON list). */
export const CompareTocRequest = z.strictObject({ itemIds: z.array(RowIdText).length(2, 'Two versions to compare.'), ...nonce });

/** `getSectionDiffSummary`'s one field, `compareParams`, is this object as JSON. */
export const CompareParams = z.strictObject({
  docId: z.number().int().positive(),
  itemId1: z.number().int().positive(),
  itemId2: z.number().int().positive(),
  /** Section keys picked in each version's tree; both empty compares the whole documents. */
  toc1Selection: z.array(SectionKey).max(COMPARE_SELECTION_MAX).default([]),
  toc2Selection: z.array(SectionKey).max(COMPARE_SELECTION_MAX).default([]),
  /** A response format of `getPrompts`; the placeholder 0 is refused. */
  promptId: z.number().int().min(1, 'Choose a response format.'),
  /** The language the summary is asked in (a model may honour it; the embedded summary is English). */
  language: z.string().regex(/^[a-z]{2}$/).default('en'),
});
export type CompareParams = z.infer<typeof CompareParams>;
export const CompareStartRequest = z.strictObject({ compareParams: z.string().min(2).max(16_000), ...nonce });

export const CompareJobRequest = z.strictObject({ jobId: z.string().uuid('Not a compare job.'), ...nonce });
export const CompareRatingRequest = z.strictObject({ summaryId: RowIdText, rating: z.enum(COMPARE_RATINGS), ...nonce });
export const CompareDeleteRequest = z.strictObject({ compareId: RowIdText, ...nonce });
export const CompareHistoryRequest = z
  .strictObject({
    /** Only this document's compares; every document's without it. */
    docId: RowIdText.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(COMPARE_HISTORY_PAGE_SIZE),
    sortBy: z.enum(COMPARE_SORT_FIELDS).default('date'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    startDate: IsoDate.optional(),
    endDate: IsoDate.optional(),
    /** The prior (older) and newer version's itemId. */
    priorVersion: RowIdText.optional(),
    newerVersion: RowIdText.optional(),
    ...nonce,
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { message: 'The end date is before the start date.', path: ['endDate'] });
export type CompareHistoryRequest = z.infer<typeof CompareHistoryRequest>;

/** A section in a compare tree, in reading order. */
export const CompareTocEntry = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string(),
  level: z.number().int(),
});
export type CompareTocEntry = z.infer<typeof CompareTocEntry>;

export const CompareVersion = z.object({
  itemId: z.number().int(),
  versionId: z.number().int(),
  /** itemName: the version's name, such as "RFC 8446". */
  itemName: z.string(),
  title: z.string(),
  publishedOn: z.string().nullable(),
  toc: z.array(CompareTocEntry),
});
export type CompareVersion = z.infer<typeof CompareVersion>;

export const ALIGNMENT_KINDS = ['same', 'changed', 'moved', 'renumbered', 'split', 'merged', 'added', 'removed'] as const;
export const CompareAlignmentKind = z.enum(ALIGNMENT_KINDS);
export type CompareAlignmentKind = z.infer<typeof CompareAlignmentKind>;

/** Sections matched between the versions: picking one proposes its partner. A key is null for an added or removed section. */
export const ComparePairing = z.object({ olderKey: z.string().nullable(), newerKey: z.string().nullable(), kind: CompareAlignmentKind });
export type ComparePairing = z.infer<typeof ComparePairing>;

/** `getPdfTOC`'s reply: toc1 is the prior version, toc2 the newer one. */
export const CompareToc = z.object({ docId: z.number().int(), docName: z.string(), prior: CompareVersion, newer: CompareVersion, pairs: z.array(ComparePairing) });
export type CompareToc = z.infer<typeof CompareToc>;

export const ComparePrompt = z.object({ id: z.number().int(), title: z.string() });
export type ComparePrompt = z.infer<typeof ComparePrompt>;
/** The response formats; the window puts the placeholder 0 "Select response format..." first itself (§5). */
export const ComparePrompts = z.object({ prompts: z.array(ComparePrompt) });
export type ComparePrompts = z.infer<typeof ComparePrompts>;

/** `getSectionDiffSummary`'s reply: a job to poll, or the limit that stopped it. `cached`: the result was already there, no quota used. */
export const CompareStarted = z.object({ jobId: z.string().nullable(), limitError: z.enum(COMPARE_LIMIT_ERRORS).nullable(), cached: z.boolean() });
export type CompareStarted = z.infer<typeof CompareStarted>;

export const CompareStatus = z.object({ jobId: z.string(), status: z.enum(COMPARE_JOB_STATUSES) });
export type CompareStatus = z.infer<typeof CompareStatus>;

export const CHANGE_CLASSES = ['requirement-strength', 'value', 'reference', 'definition', 'section-added', 'section-removed', 'section-moved', 'wording', 'editorial'] as const;
export const CompareChangeClass = z.enum(CHANGE_CLASSES);
export type CompareChangeClass = z.infer<typeof CompareChangeClass>;

export const CompareSectionRef = z.object({ key: z.string(), number: z.string().nullable(), title: z.string() });
export type CompareSectionRef = z.infer<typeof CompareSectionRef>;

/** One point of the summary, linked to its sections in both versions (null: new or gone). */
export const ComparePoint = z.object({ text: z.string(), changeClass: CompareChangeClass.nullable(), olderSectionKey: z.string().nullable(), newerSectionKey: z.string().nullable() });
export type ComparePoint = z.infer<typeof ComparePoint>;

export const RedlineSegment = z.object({ op: z.enum(['equal', 'insert', 'delete']), text: z.string() });
export type RedlineSegment = z.infer<typeof RedlineSegment>;

/** An aligned pair of sections with its word diff; an unchanged pair comes without text. */
export const RedlinePair = z.object({
  kind: CompareAlignmentKind,
  older: CompareSectionRef.nullable(),
  newer: CompareSectionRef.nullable(),
  segments: z.array(RedlineSegment),
  changeClasses: z.array(CompareChangeClass),
});
export type RedlinePair = z.infer<typeof RedlinePair>;

/** `getPromptResultByJobId`'s reply: aiMessage is the summary, id its summary id (the compare). */
export const CompareResult = z.object({
  id: z.number().int(),
  jobId: z.string(),
  aiMessage: z.string(),
  promptId: z.number().int(),
  rating: z.number().int(),
  /** embedded (the built-in engine) or the model that wrote the summary. */
  writtenBy: z.string(),
  docId: z.number().int(),
  docName: z.string(),
  prior: CompareVersion.omit({ toc: true }),
  newer: CompareVersion.omit({ toc: true }),
  toc1Selection: z.array(z.string()),
  toc2Selection: z.array(z.string()),
  points: z.array(ComparePoint),
  redline: z.array(RedlinePair),
  counts: z.partialRecord(CompareChangeClass, z.number().int()),
  createdAt: z.string(),
});
export type CompareResult = z.infer<typeof CompareResult>;

export const CompareHistoryVersion = z.object({ itemId: z.number().int(), itemName: z.string(), title: z.string() });

/** portal-area.md §3 "Compare history item", with the job's state and the row's actions. */
export const CompareHistoryItem = z.object({
  id: z.number().int(),
  jobId: z.string(),
  status: z.enum(COMPARE_JOB_STATUSES),
  date: z.string(),
  docId: z.number().int(),
  docName: z.string(),
  version1: CompareHistoryVersion,
  version2: CompareHistoryVersion,
  rating: z.number().int(),
  selectedPromptId: z.number().int(),
  /** The summary's text (empty until it is finished). */
  diffSummary: z.string(),
  params: z.object({ compareContent: z.array(z.object({ itemName: z.string(), title: z.string() })), toc1Selection: z.array(z.string()), toc2Selection: z.array(z.string()) }),
  actions: z.object({ open: z.boolean(), delete: z.boolean(), rate: z.boolean() }),
});
export type CompareHistoryItem = z.infer<typeof CompareHistoryItem>;

export const CompareHistoryPage = z.object({ data: z.array(CompareHistoryItem), total: z.number().int(), offset: z.number().int(), limit: z.number().int() });
export type CompareHistoryPage = z.infer<typeof CompareHistoryPage>;

export const CompareRating = z.object({ summaryId: z.number().int(), rating: z.number().int() });
export type CompareRating = z.infer<typeof CompareRating>;
export const CompareDeleted = z.object({ deleted: z.number().int() });
export type CompareDeleted = z.infer<typeof CompareDeleted>;

/** This month's compares: used by the caller and still available (the smaller of their and the subscription's remainder). */
export const CompareQuota = z.object({
  quotaUsed: z.number().int(),
  quotaAvailable: z.number().int(),
  user: z.object({ used: z.number().int(), limit: z.number().int() }),
  subscription: z.object({ used: z.number().int(), limit: z.number().int() }),
  period: z.string(),
});
export type CompareQuota = z.infer<typeof CompareQuota>;
