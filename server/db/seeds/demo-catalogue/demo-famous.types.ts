import type { StatusCode } from '../../../../common/catalogue/document-status.ts';
import type { DocType } from '../../../modules/catalogue/catalogue-record.ts';
import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';
import type { Fate, Link, Relation } from './demo-record-builder.ts';

export type FamousAmendment = { kind: 'amendment' | 'corrigendum'; n: number; year: number; month?: number; title?: string; titleFr?: string };

export type FamousEdition = {
  year: number;
  month?: number;
  day?: number;
  edition?: string;
  version?: string;
  stage?: string;
  /** The title this edition carried when it differs from the current one. */
  title?: string;
  titleFr?: string;
  titleJa?: string;
  docType?: DocType;
  statusCode?: StatusCode;
  amendments?: readonly FamousAmendment[];
};

/**
 * A real document with its real number and title, so demo searches for 'ISO 9001'
 * or 'H.264' find what engineers expect. Titles of ISO/IEC documents are written
 * out with ' — ' between elements.
 */
export type FamousWork = {
  publisher: PublisherCode;
  work: string;
  title: string;
  titleFr?: string;
  titleJa?: string;
  domain: string;
  committee?: string;
  docType?: DocType;
  /** Years, or editions with more detail; oldest first. */
  editions: readonly (number | FamousEdition)[];
  keywords?: readonly string[];
  abstract?: string;
  ics?: readonly string[];
  /** Relations of the newest edition. */
  relations?: readonly Relation[];
  /** Relations of the first edition (what it replaced). */
  firstRelations?: readonly Relation[];
  fate?: Fate;
  languages?: readonly string[];
  links?: readonly Link[];
};

export function amd(n: number, year: number, title?: string, titleFr?: string): FamousAmendment {
  return { kind: 'amendment', n, year, ...(title ? { title } : {}), ...(titleFr ? { titleFr } : {}) };
}

export function cor(n: number, year: number): FamousAmendment {
  return { kind: 'corrigendum', n, year };
}

/** An ETSI version: etsi('V2.2.2', 2019, 7) is 'V2.2.2 (2019-07)'. */
export function etsi(version: string, year: number, month: number): FamousEdition {
  return { version, year, month, day: 1 };
}

/** An ITU edition dated (MM/YYYY), with the ITU-R revision number when there is one. */
export function itu(month: number, year: number, revision?: number): FamousEdition {
  return { year, month, day: 1, ...(revision ? { version: String(revision) } : {}) };
}

/** A W3C dated version: w3c('REC', 2017, 12, 14). */
export function w3c(stage: string, year: number, month: number, day: number): FamousEdition {
  return { stage, year, month, day, docType: stage === 'REC' ? 'recommendation' : stage === 'NOTE' ? 'note' : 'specification' };
}
