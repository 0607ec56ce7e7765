import type { ExportField, ExportTab } from '../../../common/exports/exports.values.ts';

/** Where each tab's field labels are: a document's, a metal's, a material's or a supplier's fields. */
const FIELD_LABELS: Record<ExportTab, string> = {
  standards: 'exports.fields',
  collections: 'exports.fields',
  metals: 'exports.metalFields',
  metalsSupplier: 'exports.supplierFields',
  materials: 'exports.materialFields',
  materialsSupplier: 'exports.materialSupplierFields',
};

/** The translation key of a field of a tab's export. */
export function exportFieldLabelKey(tab: ExportTab, field: ExportField): string {
  return `${FIELD_LABELS[tab]}.${field}`;
}
