import type { DatabaseHandle } from '../../../../db/database.ts';
import { createCatalogueWriter, type ImportStats } from '../../catalogue-writer.service.ts';
import type { DocumentMeta } from './document-meta.ts';
import { listFullTextFiles, parseFullTextFile } from './fulltext-files.ts';

export type FullTextImportProgress = { file: string; done: number; total: number };

export type FullTextImportSummary = ImportStats & { files: number; documents: { file: string; number: string; sections: number }[] };

/**
 * Imports full texts (RFC plain text, PDF, DOCX, HTML) into the catalogue: each file's
 * record joins or creates its document, its sections replace the version's content.
 * RFCs carry their own metadata; other files take `meta` (publisher and number at least)
 * and so are imported one document at a time. A file that fails to parse is reported
 * and skipped; it never stops the others.
 */
export async function importFullTextFiles(
  database: DatabaseHandle,
  paths: string[],
  options: { meta?: Partial<DocumentMeta>; organisationId?: number; onProgress?: (progress: FullTextImportProgress) => void } = {},
): Promise<FullTextImportSummary> {
  const files = listFullTextFiles(paths);
  const writer = await createCatalogueWriter(database, {
    kind: 'fulltext',
    paths: files,
    ...(options.organisationId !== undefined ? { organisationId: options.organisationId } : {}),
  });
  const documents: FullTextImportSummary['documents'] = [];
  for (const [index, file] of files.entries()) {
    const document = await parseFullTextFile(file, options.meta ?? {}).catch((error: unknown) => {
      writer.reportError(file, error instanceof Error ? error.message : String(error));
      return undefined;
    });
    if (document) {
      await writer.writeFullText(document);
      documents.push({ file, number: document.record.number, sections: document.sections.length });
    }
    options.onProgress?.({ file, done: index + 1, total: files.length });
  }
  const stats = await writer.finish();
  return { ...stats, files: files.length, documents };
}
