import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import { MATERIAL_POPUP_PROPERTIES, MATERIAL_PROPERTY_RULES, materialPopupPropertyOf } from '../../../common/materials/material-properties.ts';
import {
  MATERIAL_PROPERTY_GROUPS,
  materialPropertyField,
  type MaterialDetail,
  type MaterialResult,
  type MaterialsCriteria,
  type MaterialsOptionField,
  type MaterialsResults,
  type MaterialsSuggestField,
  type MaterialSupplierDetail,
  type MaterialSupplierResult,
  type MaterialSuppliersCriteria,
  type MaterialSuppliersResults,
} from '../../../common/materials/materials-search.contract.ts';
import type { MaterialPropertyGroup } from '../../../common/materials/materials-search.values.ts';
import { rangesAsked } from '../../../common/materials/range-rows.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { toMaterialResult, toMaterialSupplierResult } from './materials-records.ts';
import * as materialsRepo from './materials-search.repo.ts';
import * as suppliersRepo from './material-suppliers.repo.ts';
import { createMaterialsFinder } from './materials-finders.ts';
import { checkRows, facetOf, pageOf, resultsFrame, type AllowedActions, type Source } from './search-parts.ts';

/*
 * The materials and material suppliers searches (search-area.md §2, §3, §5): the seven property
 * popups checked by the popups' rules and answered over material_ranges in stored units.
 */

const SUGGESTIONS = 10;
type StandardLinks = (organisationId: number, standards: (string | null)[]) => Promise<(standard: string | null) => number | null>;

/** A popup row naming a property that popup does not offer is refused, as an unknown option. */
function checkProperties(group: MaterialPropertyGroup, rows: MaterialsCriteria['mechanicalProperties']): void {
  const field = materialPropertyField(group);
  checkRows(field, rows, MATERIAL_PROPERTY_RULES[group]);
  for (const [index, row] of rows.entries()) {
    const key = row.elementValue.trim();
    if (key === '' || materialPopupPropertyOf(group, key)) continue;
    const message = `Unknown property: ${key}`;
    throw new AppError(400, message, { reasonKey: 'materials.rows.unknownProperty', issues: [{ path: `${field}.${index}`, message }] });
  }
}

/** Every popup's rows as intervals in stored units (a row's popup unit times its factor). */
function rangesOf(criteria: MaterialsCriteria): materialsRepo.MaterialRangeFilter[] {
  return MATERIAL_PROPERTY_GROUPS.flatMap((group) =>
    rangesAsked(criteria[materialPropertyField(group)]).map((range) => {
      const factor = materialPopupPropertyOf(group, range.key)?.factor ?? 1;
      return { key: range.key, low: range.low === null ? null : range.low * factor, high: range.high === null ? null : range.high * factor };
    }),
  );
}

const fieldsOf = (criteria: MaterialsCriteria) => ({ ...criteria, ranges: rangesOf(criteria) });
const facetsOf = (criteria: MaterialsCriteria) => ({ class: criteria.facetClass, form: criteria.facetForm, productType: criteria.facetProductType, standard: criteria.facetStandard });
const supplierFacetsOf = (criteria: MaterialSuppliersCriteria) => ({ country: criteria.facetCountry });

export const MATERIAL_SUGGEST_SOURCES = {
  material_trade_name: { tab: 'materials', values: (database, term) => materialsRepo.suggestTradeNames(database, term, SUGGESTIONS) },
  material_supplier_name: { tab: 'materialsSupplier', values: (database, term) => suppliersRepo.suggestMaterialSupplierNames(database, term, SUGGESTIONS) },
} satisfies Partial<Record<MaterialsSuggestField, Source<[term: string]>>>;

const listOf = (what: materialsRepo.MaterialListColumn): Source<[]> => ({ tab: 'materials', values: (database) => materialsRepo.listMaterialValues(database, what) });
/** A popup's properties: those it offers that the data holds, in the popup's order. */
const propertiesOf = (group: MaterialPropertyGroup): Source<[]> => ({
  tab: 'materials',
  values: async (database) => {
    const held = new Set(await materialsRepo.listMaterialValues(database, 'property'));
    return MATERIAL_POPUP_PROPERTIES[group].map((property) => property.key).filter((key) => held.has(key));
  },
});

export const MATERIAL_OPTION_SOURCES = {
  materialClasses: listOf('class'),
  materialForms: listOf('form'),
  materialProductTypes: listOf('productType'),
  materialAdditives: listOf('additives'),
  materialChemicalAnalysis: listOf('chemicalAnalysis'),
  materialFormulations: listOf('formulation'),
  materialSpecialCharacteristics: listOf('specialCharacteristics'),
  materialChemicalResistance: listOf('chemicalResistance'),
  materialProcessing: listOf('processing'),
  materialSupplierCountries: { tab: 'materialsSupplier', values: (database) => suppliersRepo.listMaterialSupplierCountries(database) },
  materialMechanicalProperties: propertiesOf('mechanical'),
  materialPhysicalProperties: propertiesOf('physical'),
  materialElectricalProperties: propertiesOf('electrical'),
  materialImpactProperties: propertiesOf('impact'),
  materialProcessingProperties: propertiesOf('processing'),
  materialThermalProperties: propertiesOf('thermal'),
  materialOtherProperties: propertiesOf('other'),
} satisfies Partial<Record<MaterialsOptionField, Source<[]>>>;

export function createMaterialSearch(database: DatabaseHandle, allowedActions: AllowedActions, standardLinks: StandardLinks) {
  const materialsFinder = createMaterialsFinder(database);

  return {
    async searchMaterials(actor: Actor, criteria: MaterialsCriteria): Promise<MaterialsResults> {
      const actions = await allowedActions(actor, 'materials');
      for (const group of MATERIAL_PROPERTY_GROUPS) checkProperties(group, criteria[materialPropertyField(group)]);
      const fields = fieldsOf(criteria);
      const facets = facetsOf(criteria);
      const alphabetic = actions.sort && criteria.orderBy === ORDER_BY_ALPHABETIC;
      const found = await materialsFinder.search(fields, facets, pageOf(criteria, alphabetic));
      const counted = { total: found.total, rows: found.facetRows };
      const linkOf = await standardLinks(actor.organisationId, found.rows.map((row) => row.standard));
      const matched = fields.ranges.map((range) => range.key);
      return {
        ...resultsFrame('materials', criteria, alphabetic, { hits: found.hits, total: counted.total }),
        records: found.rows.map((row) => toMaterialResult(row, linkOf(row.standard), matched)),
        facets: [
          facetOf('class', counted.rows, criteria.facetClass),
          facetOf('form', counted.rows, criteria.facetForm),
          facetOf('productType', counted.rows, criteria.facetProductType),
          facetOf('standard', counted.rows, criteria.facetStandard),
        ],
        summary: { terms: [criteria.tradeName, criteria.description, criteria.keyword].filter(Boolean).join(' ') },
        canReset: Object.values(facets).some((selected) => selected.length > 0),
        actions,
      };
    },

    async searchMaterialSuppliers(actor: Actor, criteria: MaterialSuppliersCriteria): Promise<MaterialSuppliersResults> {
      const actions = await allowedActions(actor, 'materialsSupplier');
      const facets = supplierFacetsOf(criteria);
      const alphabetic = actions.sort && criteria.orderBy === ORDER_BY_ALPHABETIC;
      const counted = await suppliersRepo.countMaterialSupplierFacets(database, criteria, facets);
      const found = await suppliersRepo.pageMaterialSuppliers(database, criteria, facets, pageOf(criteria, alphabetic));
      const materialIds = await materialsRepo.findMaterialIdsByTradeName(database, [...new Set(found.rows.flatMap((row) => row.materials))]);
      return {
        ...resultsFrame('materialsSupplier', criteria, alphabetic, { hits: found.hits, total: counted.total }),
        records: found.rows.map((row) => toMaterialSupplierResult(row, materialIds)),
        facets: [facetOf('country', counted.rows, criteria.facetCountry)],
        summary: { terms: criteria.name },
        canReset: criteria.facetCountry.length > 0,
        actions,
      };
    },

    /** A material's page: the result's fields and the suppliers that offer it. */
    async material(actor: Actor, id: number): Promise<MaterialDetail> {
      await allowedActions(actor, 'materials');
      const row = await materialsRepo.findMaterial(database, id);
      if (!row) throw notFound('The material');
      const linkOf = await standardLinks(actor.organisationId, [row.standard]);
      return { ...toMaterialResult(row, linkOf(row.standard), []), suppliers: await suppliersRepo.listSuppliersOfMaterial(database, row.trade_name) };
    },

    /** A material supplier's page: the materials it offers, linked where a trade name matches. */
    async materialSupplier(actor: Actor, id: number): Promise<MaterialSupplierDetail> {
      await allowedActions(actor, 'materialsSupplier');
      const row = await suppliersRepo.findMaterialSupplier(database, id);
      if (!row) throw notFound('The supplier');
      return toMaterialSupplierResult(row, await materialsRepo.findMaterialIdsByTradeName(database, row.materials));
    },

    /** A search's materials from the first, in its order; the same query as its pages. */
    async exportedMaterials(criteria: MaterialsCriteria, limit: number): Promise<{ hits: number; records: MaterialResult[] }> {
      const found = await materialsFinder.search(fieldsOf(criteria), facetsOf(criteria), { offset: 0, limit, alphabetic: criteria.orderBy === ORDER_BY_ALPHABETIC });
      return { hits: found.hits, records: found.rows.map((row) => toMaterialResult(row, null, [])) };
    },

    async exportedMaterialSuppliers(criteria: MaterialSuppliersCriteria, limit: number): Promise<{ hits: number; records: MaterialSupplierResult[] }> {
      const page = { offset: 0, limit, alphabetic: criteria.orderBy === ORDER_BY_ALPHABETIC };
      const found = await suppliersRepo.pageMaterialSuppliers(database, criteria, supplierFacetsOf(criteria), page);
      // An export writes the trade names only: no links to look up.
      return { hits: found.hits, records: found.rows.map((row) => toMaterialSupplierResult(row, new Map())) };
    },
  };
}
