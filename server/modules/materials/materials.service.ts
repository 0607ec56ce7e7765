import { ORDER_BY_ALPHABETIC, SUGGEST_MIN_CHARS } from '../../../common/domain/constants.ts';
import { METAL_CHEMICAL_RULE, METAL_MECHANICAL_RULE, popupPropertyOf } from '../../../common/materials/material-properties.ts';
import {
  MaterialsCriteria,
  MaterialSuppliersCriteria,
  MetalsCriteria,
  MetalSuppliersCriteria,
  TAB_CRITERIA,
  type MaterialResult,
  type MaterialSupplierResult,
  type MetalResult,
  type MetalSupplierResult,
  type MaterialsOptionField,
  type MaterialsSearchResults,
  type MaterialsSearchTab,
  type MaterialsSuggestField,
  type MetalDetail,
  type MetalsResults,
  type MetalSupplierDetail,
  type MetalSuppliersResults,
} from '../../../common/materials/materials-search.contract.ts';
import { rangesAsked } from '../../../common/materials/range-rows.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { pagePaths } from '../../../common/routes.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { numberKey } from '../catalogue/index.ts';
import { can } from './materials.policy.ts';
import { findDocumentsByNumberKey, listDatasetKinds } from './materials.repo.ts';
import { decodeMaterialsContext } from './materials-context.ts';
import { materialsCriteriaFrom } from './materials-form.ts';
import { toMetalResult, toSupplierResult } from './materials-records.ts';
import * as suppliersRepo from './metal-suppliers.repo.ts';
import { createMetalsFinder, createMetalSuppliersFinder } from './materials-finders.ts';
import * as metalsRepo from './metals.repo.ts';
import { createMaterialSearch, MATERIAL_OPTION_SOURCES, MATERIAL_SUGGEST_SOURCES } from './material-search.service.ts';
import { checkRows, facetOf, pageOf, resultsFrame, type Source } from './search-parts.ts';

const SUGGESTIONS = 10;

type TabCriteria = MetalsCriteria | MetalSuppliersCriteria | MaterialsCriteria | MaterialSuppliersCriteria;
/** An export's records: the list of its tab filled, the others empty. */
export type ExportedRecords = {
  tab: MaterialsSearchTab;
  hits: number;
  metals: MetalResult[];
  suppliers: MetalSupplierResult[];
  materials: MaterialResult[];
  materialSuppliers: MaterialSupplierResult[];
};

/** The popups' rows as intervals in stored units (a mechanical row's popup unit times its factor). */
function rangesOf(criteria: MetalsCriteria): metalsRepo.RangeFilter[] {
  const chemical = rangesAsked(criteria.chemicalComposition).map((range) => ({ ...range, chemical: true }));
  const mechanical = rangesAsked(criteria.mechanicalComposition).map((range) => {
    const factor = popupPropertyOf(range.key)?.factor ?? 1;
    return { key: range.key, chemical: false, low: range.low === null ? null : range.low * factor, high: range.high === null ? null : range.high * factor };
  });
  return [...chemical, ...mechanical];
}

const metalFacetsOf = (criteria: MetalsCriteria) => ({ country: criteria.facetCountry, form: criteria.facetForm, kind: criteria.facetKind, standard: criteria.facetStandard });
const supplierFacetsOf = (criteria: MetalSuppliersCriteria) => ({ country: criteria.facetCountry, form: criteria.facetForm, establishmentType: criteria.facetEstablishmentType });

const SUGGEST_SOURCES: Record<MaterialsSuggestField, Source<[term: string]>> = {
  metals_designation: { tab: 'metals', values: (database, term) => metalsRepo.suggestMetalValues(database, 'designation', term, SUGGESTIONS) },
  metals_description: { tab: 'metals', values: (database, term) => metalsRepo.suggestMetalValues(database, 'description', term, SUGGESTIONS) },
  metals_standard: { tab: 'metals', values: (database, term) => metalsRepo.suggestMetalValues(database, 'standard', term, SUGGESTIONS) },
  metals_supplier_name: { tab: 'metalsSupplier', values: (database, term) => suppliersRepo.suggestSupplierValues(database, 'name', term, SUGGESTIONS) },
  metals_supplier_description_autocomplete: {
    tab: 'metalsSupplier',
    values: (database, term) => suppliersRepo.suggestSupplierValues(database, 'description', term, SUGGESTIONS),
  },
  ...MATERIAL_SUGGEST_SOURCES,
};

const OPTION_SOURCES: Record<MaterialsOptionField, Source<[]>> = {
  metalCountries: { tab: 'metals', values: (database) => metalsRepo.listMetalValues(database, 'country') },
  metalForms: { tab: 'metals', values: (database) => metalsRepo.listMetalValues(database, 'form') },
  metalKinds: { tab: 'metals', values: (database) => metalsRepo.listMetalValues(database, 'kind') },
  metalElements: { tab: 'metals', values: (database) => metalsRepo.listMetalValues(database, 'element') },
  // Only the properties the mechanical popup knows the units of.
  metalMechanicalProperties: { tab: 'metals', values: async (database) => (await metalsRepo.listMetalValues(database, 'property')).filter((key) => popupPropertyOf(key)) },
  metalSupplierCountries: { tab: 'metalsSupplier', values: (database) => suppliersRepo.listSupplierValues(database, 'country') },
  metalSupplierForms: { tab: 'metalsSupplier', values: (database) => suppliersRepo.listSupplierValues(database, 'form') },
  establishmentTypes: { tab: 'metalsSupplier', values: (database) => suppliersRepo.listSupplierValues(database, 'establishmentType') },
  ...MATERIAL_OPTION_SOURCES,
};

const DATA_NAMES: Record<MaterialsSearchTab, string> = { metals: 'metals', metalsSupplier: 'metals', materials: 'materials', materialsSupplier: 'materials' };

export function createMaterialsService(database: DatabaseHandle) {
  const metalsFinder = createMetalsFinder(database);
  const suppliersFinder = createMetalSuppliersFinder(database);
  async function standardLinks(organisationId: number, standards: (string | null)[]): Promise<Map<string, number>> {
    const named = [...new Set(standards.filter((standard): standard is string => Boolean(standard)))];
    return findDocumentsByNumberKey(database, organisationId, named.map(numberKey));
  }
  const linkOf = (links: Map<string, number>, standard: string | null) => (standard ? (links.get(numberKey(standard)) ?? null) : null);

  async function allowedActions(actor: Actor, tab: MaterialsSearchTab) {
    const thing = { tab, datasetKinds: await listDatasetKinds(database, actor.subscriptionId) };
    if (!can(actor, 'search', thing)) throw forbidden(`Your subscription does not include the ${DATA_NAMES[tab]} data.`);
    return { sort: can(actor, 'sort', thing), export: can(actor, 'export', thing) };
  }

  /** A search's records from the first, in its order; the same query as its pages. */
  async function exportedRecords(tab: MaterialsSearchTab, criteria: TabCriteria, limit: number): Promise<ExportedRecords> {
    const page = { offset: 0, limit, alphabetic: criteria.orderBy === ORDER_BY_ALPHABETIC };
    const none = { metals: [], suppliers: [], materials: [], materialSuppliers: [] };
    if (tab === 'materials') {
      const found = await materialSearch.exportedMaterials(criteria as MaterialsCriteria, limit);
      return { ...none, tab, hits: found.hits, materials: found.records };
    }
    if (tab === 'materialsSupplier') {
      const found = await materialSearch.exportedMaterialSuppliers(criteria as MaterialSuppliersCriteria, limit);
      return { ...none, tab, hits: found.hits, materialSuppliers: found.records };
    }
    if (tab === 'metals') {
      const metals = criteria as MetalsCriteria;
      const ranges = rangesOf(metals);
      const found = await metalsFinder.search({ ...metals, ranges }, metalFacetsOf(metals), page);
      return { ...none, tab, hits: found.hits, metals: found.rows.map((row) => toMetalResult(row, null, [])) };
    }
    const suppliers = criteria as MetalSuppliersCriteria;
    const found = await suppliersFinder.search({ ...suppliers, forms: suppliers.form }, supplierFacetsOf(suppliers), page);
    return { ...none, tab, hits: found.hits, suppliers: found.rows.map(toSupplierResult) };
  }

  const materialSearch = createMaterialSearch(database, allowedActions, async (organisationId, standards) => {
    const links = await standardLinks(organisationId, standards);
    return (standard) => linkOf(links, standard);
  });

  const service = {
    ...materialSearch,

    async searchMetals(actor: Actor, criteria: MetalsCriteria): Promise<MetalsResults> {
      const actions = await allowedActions(actor, 'metals');
      checkRows('chemicalComposition', criteria.chemicalComposition, METAL_CHEMICAL_RULE);
      checkRows('mechanicalComposition', criteria.mechanicalComposition, METAL_MECHANICAL_RULE);
      const ranges = rangesOf(criteria);
      const fields = { ...criteria, ranges };
      const facets = metalFacetsOf(criteria);
      const alphabetic = actions.sort && criteria.orderBy === ORDER_BY_ALPHABETIC;
      const found = await metalsFinder.search(fields, facets, pageOf(criteria, alphabetic));
      const counted = { total: found.total, rows: found.facetRows };
      const documents = await standardLinks(actor.organisationId, found.rows.map((row) => row.standard));
      const matched = ranges.map((range) => range.key);
      const facetSelection = Object.values(facets).some((selected) => selected.length > 0);
      return {
        ...resultsFrame('metals', criteria, alphabetic, { hits: found.hits, total: counted.total }),
        records: found.rows.map((row) => toMetalResult(row, linkOf(documents, row.standard), matched)),
        facets: [
          facetOf('country', counted.rows, criteria.facetCountry),
          facetOf('form', counted.rows, criteria.facetForm),
          facetOf('kind', counted.rows, criteria.facetKind),
          facetOf('standard', counted.rows, criteria.facetStandard),
        ],
        summary: { terms: [criteria.designation, criteria.description, criteria.standard, criteria.keyword].filter(Boolean).join(' ') },
        canReset: facetSelection,
        actions,
      };
    },

    async searchMetalSuppliers(actor: Actor, criteria: MetalSuppliersCriteria): Promise<MetalSuppliersResults> {
      const actions = await allowedActions(actor, 'metalsSupplier');
      const fields = { ...criteria, forms: criteria.form };
      const facets = supplierFacetsOf(criteria);
      const alphabetic = actions.sort && criteria.orderBy === ORDER_BY_ALPHABETIC;
      const found = await suppliersFinder.search(fields, facets, pageOf(criteria, alphabetic));
      const counted = { total: found.total, rows: found.facetRows };
      return {
        ...resultsFrame('metalsSupplier', criteria, alphabetic, { hits: found.hits, total: counted.total }),
        records: found.rows.map(toSupplierResult),
        facets: [
          facetOf('country', counted.rows, criteria.facetCountry),
          facetOf('form', counted.rows, criteria.facetForm),
          facetOf('establishmentType', counted.rows, criteria.facetEstablishmentType),
        ],
        summary: { terms: [criteria.name, criteria.descriptions, ...criteria.descriptionsList, criteria.keyword].filter(Boolean).join(' ') },
        canReset: Object.values(facets).some((selected) => selected.length > 0),
        actions,
      };
    },

    /** A metal's page: the result's fields and the suppliers that list it. */
    async metal(actor: Actor, id: number): Promise<MetalDetail> {
      await allowedActions(actor, 'metals');
      const row = await metalsRepo.findMetal(database, id);
      if (!row) throw notFound('The metal');
      const links = await standardLinks(actor.organisationId, [row.standard]);
      return { ...toMetalResult(row, linkOf(links, row.standard), []), suppliers: await suppliersRepo.listSuppliersOfMetal(database, row.designation) };
    },

    /** A supplier's page: the metals it lists, linked where the data holds them. */
    async metalSupplier(actor: Actor, id: number): Promise<MetalSupplierDetail> {
      await allowedActions(actor, 'metalsSupplier');
      const row = await suppliersRepo.findSupplier(database, id);
      if (!row) throw notFound('The supplier');
      const ids = await metalsRepo.findMetalIdsByDesignation(database, row.metals);
      return { ...toSupplierResult(row), metalLinks: row.metals.map((designation) => ({ id: ids.get(designation) ?? null, designation })) };
    },

    /** What an export of a results page's search holds: its criteria and how many records it finds (403 without export). */
    async exportSearch(actor: Actor, tab: MaterialsSearchTab, searchContext: string): Promise<{ criteria: TabCriteria; hits: number }> {
      const actions = await allowedActions(actor, tab);
      if (!actions.export) throw forbidden('Exports are not part of this subscription.');
      const criteria = TAB_CRITERIA[tab].parse(decodeMaterialsContext(tab, searchContext));
      return { criteria, hits: (await exportedRecords(tab, criteria, 1)).hits };
    },

    /** The records an export writes, in the search's order, at most `limit` (the job calls it for the export's owner). */
    async exportRecords(actor: Actor, tab: MaterialsSearchTab, criteria: unknown, limit: number) {
      await allowedActions(actor, tab);
      const parsed = TAB_CRITERIA[tab].safeParse(criteria);
      if (!parsed.success) throw new AppError(400, 'The search of this export can no longer be read.', { reasonKey: 'errors.invalidRequest' });
      return exportedRecords(tab, parsed.data, limit);
    },

    /** A tab's search from its form's fields (the search bar's post). */
    async searchForm(actor: Actor, tab: MaterialsSearchTab, fields: Map<string, string[]>): Promise<MaterialsSearchResults> {
      if (tab === 'metals') return service.searchMetals(actor, materialsCriteriaFrom('metals', fields));
      if (tab === 'metalsSupplier') return service.searchMetalSuppliers(actor, materialsCriteriaFrom('metalsSupplier', fields));
      if (tab === 'materials') return service.searchMaterials(actor, materialsCriteriaFrom('materials', fields));
      return service.searchMaterialSuppliers(actor, materialsCriteriaFrom('materialsSupplier', fields));
    },

    /** The results a results page's context names (its first answer, drawn in the page). */
    async resultsOfContext(actor: Actor, tab: MaterialsSearchTab, searchContext: string): Promise<MaterialsSearchResults> {
      const criteria = decodeMaterialsContext(tab, searchContext);
      if (tab === 'materials') return service.searchMaterials(actor, MaterialsCriteria.parse(criteria));
      if (tab === 'materialsSupplier') return service.searchMaterialSuppliers(actor, MaterialSuppliersCriteria.parse(criteria));
      return tab === 'metals' ? service.searchMetals(actor, MetalsCriteria.parse(criteria)) : service.searchMetalSuppliers(actor, MetalSuppliersCriteria.parse(criteria));
    },


    /** Suggestions of a metals field for the typed text (search-area.md §7); under 2 characters, none. */
    async suggest(actor: Actor, field: MaterialsSuggestField, term: string): Promise<Suggestion[]> {
      const source = SUGGEST_SOURCES[field];
      await allowedActions(actor, source.tab);
      if (term.length < SUGGEST_MIN_CHARS) return [];
      return (await source.values(database, term)).map((value) => ({ value, label: value }));
    },

    /** The option lists of the metals tabs' selects and popups, from the data itself. */
    async options(actor: Actor, field: MaterialsOptionField): Promise<LookupOption[]> {
      const source = OPTION_SOURCES[field];
      await allowedActions(actor, source.tab);
      return (await source.values(database)).map((value) => ({ id: value, text: value }));
    },
  };
  return service;
}

const RECORD_PAGES: Record<MaterialsSearchTab, (id: number) => string> = {
  metals: pagePaths.metal,
  metalsSupplier: pagePaths.metalSupplier,
  materials: pagePaths.material,
  materialsSupplier: pagePaths.materialSupplier,
};

/** Where the search bar's post of a metals or materials tab goes: the results, or the one record a new search found. */
export function formTargetOf(results: MaterialsSearchResults): string {
  const only = results.hits === 1 && results.page === 1 ? results.records[0] : undefined;
  if (only) return RECORD_PAGES[results.tab](only.id);
  return pagePaths.searchResults(results.searchContext);
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
