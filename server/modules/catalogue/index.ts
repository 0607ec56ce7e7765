export type { CatalogueRecord, FullTextDocument, LocalizedTitle, SectionInput } from './catalogue-record.ts';
export { createCatalogueWriter, type CatalogueWriter, type ImportStats } from './catalogue-writer.service.ts';
export { numberKey, numberSortKey } from './document-number.ts';
export { importFullTextFiles, type FullTextImportSummary } from './importers/fulltext/fulltext-importer.ts';
export { importIcsFile } from './importers/ics/ics-importer.ts';
export { importMaterialsFiles, type MaterialsImportSummary } from './importers/materials/materials-files.ts';
export { importRelatonFiles, type RelatonImportSummary } from './importers/relaton/relaton-importer.ts';
export { DATASETS, KNOWN_PUBLISHERS, type PublisherCode } from './publishers.ts';
