import mammoth from 'mammoth';
import type { FullTextDocument } from '../../catalogue-record.ts';
import { uploadRecord, type DocumentMeta } from './document-meta.ts';
import { sectionsFromHtml } from './html-sections.ts';

// Word's Title paragraph names the document; it must not open a section of its own.
const STYLE_MAP = ["p[style-name='Title'] => p.document-title:fresh", "p[style-name='Subtitle'] => p.document-subtitle:fresh"];

/** Parses a Word document (DOCX) through mammoth's HTML into sections split at h1–h3. */
export async function parseDocx(bytes: Uint8Array, meta: DocumentMeta): Promise<FullTextDocument> {
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { styleMap: STYLE_MAP, externalFileAccess: false });
  const titleMatch = /<p class="document-title">([\s\S]*?)<\/p>/.exec(result.value);
  const wordTitle = titleMatch ? plain(titleMatch[1] ?? '') : undefined;
  const html = titleMatch ? result.value.replace(titleMatch[0], '') : result.value;
  const { sections, firstHeading } = sectionsFromHtml(html);
  const documentTitle = wordTitle || firstHeading;
  const abstract = sections.find((section) => /^(abstract|summary)$/i.test(section.title))?.text;
  const record = uploadRecord(meta, {
    ...(documentTitle ? { documentTitle } : {}),
    ...(abstract ? { abstract } : {}),
    raw: { format: 'docx', warnings: result.messages.map((message) => message.message) },
  });
  return { record, sections };
}

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
