/**
 * The reader's calls (portal-area.md §7 "Reader") with the path parameters this product
 * gives them. Every call is under /management, sends the session's nonce (X-Nonce) and
 * X-Requested-With, and answers the `{status, code, data}` envelope.
 *
 * Parameters:
 * - docId: the document (`documents.id`); versionId: one of its versions (`document_versions.id`);
 * - subId: the caller's subscription id (the page's user profile); another one answers 404;
 * - sectionKey: a section's key, stable within the version ("3.6", "appendix-a"), URL-encoded;
 * - sectionIndex: the section's 0-based position in the reading order (page views).
 *
 * Calls:
 * - GET    getContent/{docId}/{versionId}/{subId}                  document head and table of contents
 * - GET    getContent/{docId}/{versionId}/{subId}/{sectionKey}?count=n   that section and the next n-1, rendered HTML
 * - GET    search/{docId}/{versionId}/{subId}?q=...                 in-document search, 5 words of context each side
 * - POST   user (empty body)                                        the reader's user: name, remembered font size
 * - PUT    user {activeFontSize}                                    remembers the font size
 * - GET    heartbeat                                                keeps the session alive while reading
 * - GET    bookmarks/{docId}/{versionId}/{subId}                    the user's bookmarks in the version
 * - POST   bookmarks/{docId}/{versionId}/{subId} {sectionId}        bookmarks a section (idempotent)
 * - DELETE bookmarks/{docId}/{versionId}/{subId}/{bookmarkId}
 * - GET    annotations/comment/{docId}/{versionId}/{subId}?sort=NtoO|OtoN|Auth   the organisation's comments (not replies)
 * - POST   annotations/comment/{docId}/{versionId}/{subId} {sectionId, type, parentId, content}
 * - DELETE annotations/comment/{docId}/{versionId}/{subId}/{commentId}   also deletes its replies and highlight-type comments
 * - GET    getCommentReplies/{docId}/{versionId}/{subId}/{commentId}?sort=...
 * - GET    annotations/highlight/{docId}/{versionId}/{subId}        the organisation's highlights
 * - POST   annotations/highlight/{docId}/{versionId}/{subId} {sectionId, offsets, colour, quote}
 * - DELETE annotations/highlight/{docId}/{versionId}/{subId}/{highlightId}  also deletes the comments on it
 * - POST   /management/onlineviewer/savePageView/{docId}/{versionId}/{sectionIndex}/{subId} {sectionId}
 */
const WEBREADER = '/management/webreader';

type Id = number | string;
const scope = (docId: Id, versionId: Id, subId: Id) => `${docId}/${versionId}/${subId}`;

export const readerPaths = {
  outline: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/getContent/${scope(docId, versionId, subId)}`,
  sections: (docId: Id, versionId: Id, subId: Id, sectionKey: string) =>
    `${WEBREADER}/getContent/${scope(docId, versionId, subId)}/${encodeURIComponent(sectionKey)}`,
  search: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/search/${scope(docId, versionId, subId)}`,
  user: `${WEBREADER}/user`,
  heartbeat: `${WEBREADER}/heartbeat`,
  bookmarks: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/bookmarks/${scope(docId, versionId, subId)}`,
  bookmark: (docId: Id, versionId: Id, subId: Id, bookmarkId: Id) => `${WEBREADER}/bookmarks/${scope(docId, versionId, subId)}/${bookmarkId}`,
  comments: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/annotations/comment/${scope(docId, versionId, subId)}`,
  comment: (docId: Id, versionId: Id, subId: Id, commentId: Id) => `${WEBREADER}/annotations/comment/${scope(docId, versionId, subId)}/${commentId}`,
  commentReplies: (docId: Id, versionId: Id, subId: Id, commentId: Id) => `${WEBREADER}/getCommentReplies/${scope(docId, versionId, subId)}/${commentId}`,
  highlights: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/annotations/highlight/${scope(docId, versionId, subId)}`,
  highlight: (docId: Id, versionId: Id, subId: Id, highlightId: Id) =>
    `${WEBREADER}/annotations/highlight/${scope(docId, versionId, subId)}/${highlightId}`,
  savePageView: (docId: Id, versionId: Id, sectionIndex: Id, subId: Id) => `/management/onlineviewer/savePageView/${docId}/${versionId}/${sectionIndex}/${subId}`,
} as const;

/** The reader page itself is `pagePaths.reader` (common/routes.ts): /management/reader/{docId}/{versionId}?section={sectionKey}. */
