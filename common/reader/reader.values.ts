/*
 * The reader's plain values: limits and enum values, without zod. The web app imports them from
 * here, so no schema is built in the browser; reader.contract.ts builds its schemas from them and
 * re-exports them for the server.
 */

export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const;

export const COMMENT_MAX = 5000;
export const HIGHLIGHT_QUOTE_MAX = 1000;
/** The longest highlight, in characters of the section's rendered text. */
export const HIGHLIGHT_SPAN_MAX = 20_000;
export const SEARCH_TEXT_MAX = 200;
/** In-document search lists at most this many places. */
export const SEARCH_HITS_MAX = 300;
export const SECTIONS_PER_CALL_MAX = 40;
/** Sections the reader asks for at a time: about a screenful or two of a typical standard. */
export const SECTIONS_PER_LOAD = 8;

/** Newest first, oldest first, by author. */
export const COMMENT_SORTS = ['NtoO', 'OtoN', 'Auth'] as const;
