import { z } from 'zod';
import { READER_FONT_SIZES } from '../domain/constants.ts';
import { COMMENT_MAX, COMMENT_SORTS, HIGHLIGHT_COLOURS, HIGHLIGHT_QUOTE_MAX, HIGHLIGHT_SPAN_MAX, SEARCH_TEXT_MAX, SECTIONS_PER_CALL_MAX } from './reader.values.ts';
import { RowId, RowIdText } from '../stored-values.ts';

// The plain values (limits, enum values) live apart from the schemas, for the web app.
export * from './reader.values.ts';

/** Reader contracts (portal-area.md §3 "Reader state"); field names follow the spec's state. */

export const ReaderFontSize = z.enum(READER_FONT_SIZES);
export type ReaderFontSize = z.infer<typeof ReaderFontSize>;

export const HighlightColour = z.enum(HIGHLIGHT_COLOURS);
export type HighlightColour = z.infer<typeof HighlightColour>;

const sectionId = z.string().trim().min(1, 'Choose a section.').max(200);

export const ReaderScopeParams = z.strictObject({
  docId: RowIdText,
  versionId: RowIdText,
  subId: RowIdText,
});
export type ReaderScopeParams = z.infer<typeof ReaderScopeParams>;

export const ReaderTocEntry = z.object({
  sectionId: z.string(),
  parentId: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string(),
  level: z.number().int(),
  index: z.number().int(),
  /** Characters of text, for the placeholder height of a section not loaded yet. */
  textLength: z.number().int(),
});
export type ReaderTocEntry = z.infer<typeof ReaderTocEntry>;

export const ReaderOutline = z.object({
  docId: z.number().int(),
  versionId: z.number().int(),
  number: z.string(),
  title: z.string(),
  tableOfContents: z.array(ReaderTocEntry),
});
export type ReaderOutline = z.infer<typeof ReaderOutline>;

export const SectionsQuery = z.strictObject({ count: z.coerce.number().int().min(1).max(SECTIONS_PER_CALL_MAX).default(8) });

export const ReaderSection = z.object({
  sectionId: z.string(),
  index: z.number().int(),
  number: z.string().nullable(),
  title: z.string(),
  level: z.number().int(),
  /** Sanitised on import (server/platform/html-sanitizer.ts): rendered as is. */
  html: z.string(),
});
export type ReaderSection = z.infer<typeof ReaderSection>;

export const ReaderSections = z.object({ sections: z.array(ReaderSection) });
export type ReaderSections = z.infer<typeof ReaderSections>;

export const ReaderSearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'Enter something to search for.').max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters.`),
});

export const ReaderSearchHit = z.object({
  sectionId: z.string(),
  sectionNumber: z.string().nullable(),
  sectionTitle: z.string(),
  /** Which match of the search text within the section's text (0 is the first). */
  occurrence: z.number().int(),
  before: z.string(),
  match: z.string(),
  after: z.string(),
});
export type ReaderSearchHit = z.infer<typeof ReaderSearchHit>;

export const ReaderSearchResult = z.object({
  searchText: z.string(),
  hits: z.array(ReaderSearchHit),
  /** True when there were more than SEARCH_HITS_MAX places. */
  truncated: z.boolean(),
});
export type ReaderSearchResult = z.infer<typeof ReaderSearchResult>;

export const ReaderUser = z.object({
  username: z.string(),
  subId: z.number().int(),
  organisationAdmin: z.boolean(),
  toolbar: z.object({ activeFontSize: ReaderFontSize }),
});
export type ReaderUser = z.infer<typeof ReaderUser>;

export const ReaderSettingsRequest = z.strictObject({ activeFontSize: ReaderFontSize });
export type ReaderSettingsRequest = z.infer<typeof ReaderSettingsRequest>;

export const Bookmark = z.object({
  bookmarkId: z.number().int(),
  sectionId: z.string(),
  timestamp: z.string(),
});
export type Bookmark = z.infer<typeof Bookmark>;

export const BookmarkRequest = z.strictObject({ sectionId });
export type BookmarkRequest = z.infer<typeof BookmarkRequest>;

export const CommentSort = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof CommentSort>;
export const CommentListQuery = z.strictObject({ sort: CommentSort.default('NtoO') });

/** 'section': on a section; 'highlight': on a highlight (parentId); 'reply': answers a comment (parentId). */
export const CommentType = z.enum(['section', 'highlight', 'reply']);
export type CommentType = z.infer<typeof CommentType>;

export const AnnotationActions = z.object({ delete: z.boolean() });
export type AnnotationActions = z.infer<typeof AnnotationActions>;

export const ReaderComment = z.object({
  commentId: z.number().int(),
  parentId: z.number().int().nullable(),
  sectionId: z.string(),
  type: CommentType,
  /** Sanitised HTML. */
  content: z.string(),
  timestamp: z.string(),
  username: z.string(),
  replyCount: z.number().int(),
  actions: AnnotationActions,
});
export type ReaderComment = z.infer<typeof ReaderComment>;

export const CommentRequest = z
  .strictObject({
    sectionId,
    type: CommentType,
    parentId: RowId.nullable().default(null),
    content: z.string().trim().min(1, 'Write a comment.').max(COMMENT_MAX, `At most ${COMMENT_MAX} characters.`),
  })
  .refine((value) => (value.type === 'section') === (value.parentId === null), {
    message: 'A reply or a comment on a highlight needs its parentId; a section comment has none.',
    path: ['parentId'],
  });
export type CommentRequest = z.input<typeof CommentRequest>;

export const HighlightOffsets = z
  .strictObject({ start: z.number().int().min(0), end: z.number().int().min(1) })
  .refine((offsets) => offsets.end > offsets.start && offsets.end - offsets.start <= HIGHLIGHT_SPAN_MAX, {
    message: `The end comes after the start, at most ${HIGHLIGHT_SPAN_MAX} characters on.`,
    path: ['end'],
  });
export type HighlightOffsets = z.infer<typeof HighlightOffsets>;

export const ReaderHighlight = z.object({
  highlightId: z.number().int(),
  sectionId: z.string(),
  offsets: z.object({ start: z.number().int(), end: z.number().int() }),
  colour: HighlightColour,
  quote: z.string(),
  timestamp: z.string(),
  username: z.string(),
  actions: AnnotationActions,
});
export type ReaderHighlight = z.infer<typeof ReaderHighlight>;

export const HighlightRequest = z.strictObject({
  sectionId,
  offsets: HighlightOffsets,
  colour: HighlightColour.default('yellow'),
  quote: z.string().trim().max(HIGHLIGHT_QUOTE_MAX).default(''),
});
export type HighlightRequest = z.input<typeof HighlightRequest>;

export const AnnotationIdParams = ReaderScopeParams.extend({ id: RowIdText });

export const PageViewParams = z.strictObject({
  docId: RowIdText,
  versionId: RowIdText,
  sectionIndex: z.coerce.number().int().min(0),
  subId: RowIdText,
});
/** The section is named by its index in the path; the body is empty. */
export const EmptyBody = z.strictObject({});

export const Deleted = z.object({ deleted: z.number().int() });
export type Deleted = z.infer<typeof Deleted>;
