import { sanitizeHtml } from '../../../../platform/html-sanitizer.ts';
import type { FullTextDocument } from '../../catalogue-record.ts';
import { uploadRecord, type DocumentMeta } from './document-meta.ts';
import { headingLabel, SectionTreeBuilder } from './html-sections.ts';
import { removePageFurniture } from './rfc-page-cleaner.ts';
import { findRfcHeadings } from './rfc-heading-finder.ts';
import { formatTextBlocks } from './text-block-formatter.ts';

/**
 * Parses a plain-text full text that is not an RFC: sections at numbered headings at the
 * left margin ('1 Scope', '3.1. Terms'), or the whole text as one section when it has none.
 */
export function parsePlainText(text: string, meta: DocumentMeta): FullTextDocument {
  const lines = removePageFurniture(text.replace(/^\uFEFF/, ''));
  const headings = findRfcHeadings(lines, 0, { unnumbered: false });
  const builder = new SectionTreeBuilder();
  const firstHeading = headings[0]?.line ?? lines.length;
  const front = formatTextBlocks(lines.slice(0, firstHeading));
  if (front.text.trim() !== '') {
    const title = headings.length > 0 ? 'Front matter' : meta.title || meta.number;
    builder.add(1, { key: headings.length > 0 ? 'front-matter' : 'text', title }, { html: sanitizeHtml(front.html), text: front.text }, true);
  }
  headings.forEach((heading, at) => {
    const body = formatTextBlocks(lines.slice(heading.bodyStart, headings[at + 1]?.line ?? lines.length));
    const label = headingLabel(`${heading.number ?? ''} ${heading.title}`);
    builder.add(label.number?.split('.').length ?? 1, label, { html: sanitizeHtml(body.html), text: body.text });
  });
  return { record: uploadRecord(meta, { raw: { format: 'text' } }), sections: builder.sections };
}
