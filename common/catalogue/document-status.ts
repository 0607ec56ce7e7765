import { z } from 'zod';
import { isOneOf } from '../one-of.ts';

/** The spec's status codes (search-area.md §4, portal-area.md §3). */
export const STATUS_CODES = ['CUR', 'C', 'T', 'S', 'P', 'AVS', 'O', 'RE', 'NA', 'AP', 'W'] as const;
export const StatusCode = z.enum(STATUS_CODES);
export type StatusCode = z.infer<typeof StatusCode>;

export const STATUS_DISPLAYS = ['current', 'cancelled', 'superseded', 'partiallySuperseded', 'historical', 'withdrawn'] as const;
export const StatusDisplay = z.enum(STATUS_DISPLAYS);
export type StatusDisplay = z.infer<typeof StatusDisplay>;

const DISPLAY_BY_CODE: Record<StatusCode, StatusDisplay> = {
  CUR: 'current',
  C: 'cancelled',
  T: 'cancelled',
  S: 'superseded',
  P: 'partiallySuperseded',
  AVS: 'historical',
  O: 'historical',
  RE: 'historical',
  NA: 'historical',
  AP: 'historical',
  W: 'withdrawn',
};

/**
 * What each code means here; the badge shows the display, its title text the meaning.
 * NA marks a document not yet published (a draft or proposal), AP one approved and awaiting publication.
 */
export const STATUS_MEANINGS: Record<StatusCode, string> = {
  CUR: 'current',
  C: 'cancelled',
  T: 'terminated',
  S: 'superseded',
  P: 'partiallySuperseded',
  AVS: 'availableSuperseded',
  O: 'obsolete',
  RE: 'reserved',
  NA: 'notYetPublished',
  AP: 'approvedPendingPublication',
  W: 'withdrawn',
};

/**
 * The display status of a record: its code when present; otherwise cancelled=Y gives
 * cancelled, superceded=Y superseded, superceded=P partially superseded, else current.
 */
export function displayStatus(record: { docStatusCode?: string | null; cancelled?: string; superceded?: string }): StatusDisplay {
  if (isOneOf(STATUS_CODES, record.docStatusCode)) return DISPLAY_BY_CODE[record.docStatusCode];
  const code = record.docStatusCode?.trim();
  if (code === 'current') return 'current';
  if (code === 'cancelled') return 'cancelled';
  if (code === 'superceded' || code === 'superseded') return 'superseded';
  if (code === 'partiallySuperseded') return 'partiallySuperseded';
  if (record.cancelled === 'Y') return 'cancelled';
  if (record.superceded === 'Y') return 'superseded';
  if (record.superceded === 'P') return 'partiallySuperseded';
  return 'current';
}

/** Codes whose documents are in force; ranking puts them before the rest. */
export const IN_FORCE_CODES: readonly StatusCode[] = ['CUR'];
