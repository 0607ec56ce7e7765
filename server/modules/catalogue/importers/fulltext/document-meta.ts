import type { CatalogueRecord, DocType } from '../../catalogue-record.ts';
import { numberKey } from '../../document-number.ts';

/**
 * What the importer is told about an uploaded full text (PDF, DOCX, HTML, plain text); the
 * CLI passes it from its options. An empty title means "take the document's own title".
 */
export type DocumentMeta = {
  publisher: string;
  /** The number as published: 'ISO 9001:2015'. */
  number: string;
  title: string;
  /** Defaults to the number without a ':YYYY' edition year ('ISO 9001:2015' → 'ISO 9001'). */
  workNumber?: string;
  /** ISO 639-1; defaults to 'en'. */
  language?: string;
  /** YYYY-MM-DD. */
  publishedOn?: string;
  /** Defaults to 'standard'. */
  docType?: DocType;
  /** Defaults to 'upload:<publisher>:<numberKey(number)>'. */
  sourceKey?: string;
};

/** The source key of an upload: stable, so re-importing the same file finds its record again. */
export function uploadSourceKey(meta: Pick<DocumentMeta, 'publisher' | 'number' | 'sourceKey'>): string {
  return meta.sourceKey ?? `upload:${meta.publisher}:${numberKey(meta.number)}`;
}

/** The catalogue record of an uploaded full text; `documentTitle` fills an empty meta title. */
export function uploadRecord(
  meta: DocumentMeta,
  found: { documentTitle?: string; abstract?: string; raw?: Record<string, unknown> } = {},
): CatalogueRecord {
  const language = meta.language ?? 'en';
  const title = meta.title.trim() || found.documentTitle?.trim() || meta.number;
  const year = meta.publishedOn ? Number.parseInt(meta.publishedOn.slice(0, 4), 10) : undefined;
  return {
    source: 'upload',
    sourceKey: uploadSourceKey(meta),
    publisher: meta.publisher,
    number: meta.number,
    workNumber: meta.workNumber ?? meta.number.replace(/:\s?(?:19|20)\d{2}$/, ''),
    titles: [{ language, full: title }],
    abstracts: found.abstract ? [{ language, text: found.abstract }] : [],
    keywords: [],
    languages: [language],
    ...(meta.publishedOn ? { publishedOn: meta.publishedOn } : {}),
    ...(year && Number.isFinite(year) ? { publicationYear: year } : {}),
    docType: meta.docType ?? 'standard',
    icsCodes: [],
    links: [],
    relations: [],
    raw: { meta, ...found.raw },
  };
}
