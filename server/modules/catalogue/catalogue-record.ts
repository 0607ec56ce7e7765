import type { DocType } from '../../../common/catalogue/doc-type.ts';
import type { StatusCode } from '../../../common/catalogue/document-status.ts';

export type { DocType };

export type RelationType =
  | 'obsoletes'
  | 'obsoletedBy'
  | 'updates'
  | 'updatedBy'
  | 'amends'
  | 'amendedBy'
  | 'corrects'
  | 'correctedBy'
  | 'hasPart'
  | 'partOf'
  | 'adoptedFrom'
  | 'adoptedAs'
  | 'editionOf'
  | 'hasEdition'
  | 'relatedTo';

export const INVERSE_RELATION: Record<RelationType, RelationType> = {
  obsoletes: 'obsoletedBy',
  obsoletedBy: 'obsoletes',
  updates: 'updatedBy',
  updatedBy: 'updates',
  amends: 'amendedBy',
  amendedBy: 'amends',
  corrects: 'correctedBy',
  correctedBy: 'corrects',
  hasPart: 'partOf',
  partOf: 'hasPart',
  adoptedFrom: 'adoptedAs',
  adoptedAs: 'adoptedFrom',
  editionOf: 'hasEdition',
  hasEdition: 'editionOf',
  relatedTo: 'relatedTo',
};

/** A title in one language, split the way ISO and IEC publish it. `full` is what lists show. */
export type LocalizedTitle = {
  language: string;
  full: string;
  intro?: string;
  main?: string;
  part?: string;
};

/**
 * One edition of a document as an importer maps it from its source. The catalogue
 * writer turns records into documents (chains of versions), relations and events.
 */
export type CatalogueRecord = {
  /** Where it came from: 'relaton:iso', 'rfc', 'demo', 'upload'... */
  source: string;
  /** Unique and stable within all sources (re-importing the same edition finds it again). */
  sourceKey: string;
  /** Publisher code, e.g. 'ISO' (see KNOWN_PUBLISHERS). */
  publisher: string;
  /** The number as published: 'ISO 9001:2015'. */
  number: string;
  /**
   * The number that stays the same across editions ('ISO 9001'): records sharing it
   * (and the publisher) are versions of one document.
   */
  workNumber: string;
  /** At least one title; the English one first when there is one. */
  titles: LocalizedTitle[];
  subtitle?: string;
  abstracts: { language: string; text: string }[];
  keywords: string[];
  /** ISO 639-1 codes of the languages the document is published in. */
  languages: string[];
  /** YYYY-MM-DD (day or month may be 01 when the source gives less). */
  publishedOn?: string;
  publicationYear?: number;
  edition?: string;
  version?: string;
  docType: DocType;
  /** The status the source states; undefined: newest edition current, older ones superseded. */
  statusCode?: StatusCode;
  /** The raw stage or status text of the source, kept for display and debugging. */
  stage?: string;
  icsCodes: string[];
  committee?: string;
  links: { type: string; url: string }[];
  relations: { type: RelationType; targetNumber: string }[];
  /**
   * Set where every edition gets a new number (RFCs): an `obsoletes` relation to a
   * document of the same publisher with a similar title makes this record the next
   * edition of that document, so RFC 5322 and RFC 2822 are versions of one another.
   */
  chainsThroughObsoletes?: boolean;
  /**
   * A copy of another publisher's document found in this source (ISO/IEC 27001 in the
   * IEC data): it fills a gap but never replaces an edition written from another source.
   */
  secondary?: boolean;
  raw: unknown;
};

/** A section of a full text, in reading order; `level` 1 is a top-level section. */
export type SectionInput = {
  key: string;
  parentKey?: string;
  number?: string;
  title: string;
  level: number;
  html: string;
  text: string;
};

export type FullTextDocument = { record: CatalogueRecord; sections: SectionInput[] };
