import type { FullTextDocument } from '../../catalogue-record.ts';
import { uploadRecord, type DocumentMeta } from './document-meta.ts';
import { sectionsFromHtml } from './html-sections.ts';

/**
 * Parses an HTML full text into sections split at its h1–h3 headings. Only the body
 * counts: the head (scripts, styles, title) never reaches a section.
 */
export function parseHtmlDocument(html: string, meta: DocumentMeta): FullTextDocument {
  const { sections, firstHeading } = sectionsFromHtml(bodyOf(html));
  const pageTitle = decodeText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');
  const documentTitle = pageTitle || firstHeading;
  const abstract = sections.find((section) => /^(abstract|summary)$/i.test(section.title))?.text;
  const record = uploadRecord(meta, {
    ...(documentTitle ? { documentTitle } : {}),
    ...(abstract ? { abstract } : {}),
    raw: { format: 'html', ...(pageTitle ? { pageTitle } : {}) },
  });
  return { record, sections };
}

function bodyOf(html: string): string {
  return /<body\b[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(html)?.[1] ?? html;
}

function decodeText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
