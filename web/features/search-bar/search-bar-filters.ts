import { isBlankRow, type RangeRow } from '../../../common/materials/range-rows.ts';
import type { CollectionsCriteria, LatestWhat, SearchBarTab, StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import { isHiddenSpecialValue, LATEST_DATE_RANGE, LATEST_DEFAULT_DAYS, LATEST_DEFAULT_WHAT } from '../../../common/search/search-criteria.values.ts';
import type { MaterialsSearchResults } from '../../../common/materials/materials-search.contract.ts';
import { MATERIAL_PROPERTY_GROUPS, materialPropertyField, type MaterialPropertyField } from '../../../common/materials/materials-search.values.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import type { BarTab } from './search-bar-tabs.ts';

/** What the user has entered in each tab of the bar (search-area.md §3 "Search criteria per tab"). */
export type StandardsFilters = {
  documentNumber: string;
  documentTitle: string;
  crossReference: string;
  status: string[];
  country: string;
  publisher: string[];
  dataset: string;
};

export type CollectionsFilters = {
  documentNumber: string;
  notes: string;
  status: string[];
  documentType: string;
  companyCollection: string;
  collections: string[];
  tags: string[];
};

export type CategoriesFilters = {
  icsCode: string;
  isDescriptorFilter: boolean;
  descriptorField: string;
  descriptorGroup: string;
  descriptorSubGroup: string;
  publisher: string[];
  country: string;
  status: string[];
};

/** `when` is a number of days (LATEST_WHEN_DAYS) or LATEST_DATE_RANGE, which then takes `dateFrom`–`dateTo` (YYYY-MM-DD). */
export type LatestFilters = {
  what: LatestWhat;
  publisher: string[];
  when: string;
  dateFrom: string;
  dateTo: string;
  dataset: string;
};

/** Metals: designation and description quick; the rest, with the two popups' rows, advanced. */
export type MetalsFilters = {
  designation: string;
  description: string;
  country: string;
  form: string;
  standard: string;
  keyword: string;
  chemicalComposition: RangeRow[];
  mechanicalComposition: RangeRow[];
};

/** Metal suppliers: `descriptions` is the box as typed, `descriptionsList` the suggestions picked from it. */
export type MetalSuppliersFilters = {
  name: string;
  country: string;
  form: string[];
  establishmentType: string;
  descriptions: string;
  descriptionsList: string[];
  keyword: string;
};

/** Materials: trade name and description quick; the selects, lists and the seven property popups' rows advanced. */
export type MaterialsFilters = {
  tradeName: string;
  description: string;
  class: string;
  form: string[];
  productType: string;
  additives: string;
  keyword: string;
  chemicalAnalysis: string[];
  formulation: string[];
  specialCharacteristics: string[];
  chemicalResistance: string[];
  processing: string[];
} & Record<MaterialPropertyField, RangeRow[]>;

/** Material suppliers: name and country, both in the quick row (no advanced row, search-area.md §2). */
export type MaterialSuppliersFilters = { name: string; country: string };

export type SearchBarFilters = {
  standards: StandardsFilters;
  collections: CollectionsFilters;
  categories: CategoriesFilters;
  latest: LatestFilters;
  metals: MetalsFilters;
  metalsSupplier: MetalSuppliersFilters;
  materials: MaterialsFilters;
  materialsSupplier: MaterialSuppliersFilters;
};

export const emptyFilters: SearchBarFilters = {
  standards: { documentNumber: '', documentTitle: '', crossReference: '', status: [], country: '', publisher: [], dataset: '' },
  collections: { documentNumber: '', notes: '', status: [], documentType: '', companyCollection: '', collections: [], tags: [] },
  categories: {
    icsCode: '',
    isDescriptorFilter: false,
    descriptorField: '',
    descriptorGroup: '',
    descriptorSubGroup: '',
    publisher: [],
    country: '',
    status: [],
  },
  latest: { what: LATEST_DEFAULT_WHAT, publisher: [], when: String(LATEST_DEFAULT_DAYS), dateFrom: '', dateTo: '', dataset: '' },
  metals: { designation: '', description: '', country: '', form: '', standard: '', keyword: '', chemicalComposition: [], mechanicalComposition: [] },
  metalsSupplier: { name: '', country: '', form: [], establishmentType: '', descriptions: '', descriptionsList: [], keyword: '' },
  materials: {
    tradeName: '',
    description: '',
    class: '',
    form: [],
    productType: '',
    additives: '',
    keyword: '',
    chemicalAnalysis: [],
    formulation: [],
    specialCharacteristics: [],
    chemicalResistance: [],
    processing: [],
    mechanicalProperties: [],
    physicalProperties: [],
    electricalProperties: [],
    impactProperties: [],
    processingProperties: [],
    thermalProperties: [],
    otherProperties: [],
  },
  materialsSupplier: { name: '', country: '' },
};

/** The rows of a popup that ask for something (an untouched row asks for nothing). */
export function filledRows(rows: readonly RangeRow[]): RangeRow[] {
  return rows.filter((row) => !isBlankRow(row));
}

/** The chosen descriptions with a picked one added (once). */
export function withChosenDescription(chosen: readonly string[], picked: string): string[] {
  const description = picked.trim();
  return description === '' || chosen.includes(description) ? [...chosen] : [...chosen, description];
}

/** True when an advanced field of the tab holds something (the row is then shown on a prefilled bar). */
export function hasAdvancedValues(tab: BarTab, filters: SearchBarFilters): boolean {
  switch (tab) {
    case 'standards': {
      const f = filters.standards;
      return f.crossReference !== '' || f.status.length > 0 || f.country !== '' || f.publisher.length > 0 || f.dataset !== '';
    }
    case 'collections': {
      const f = filters.collections;
      return f.notes !== '' || f.status.length > 0 || f.documentType !== '' || f.companyCollection !== '' || f.collections.length + f.tags.length > 0;
    }
    case 'categories': {
      const f = filters.categories;
      return f.publisher.length > 0 || f.country !== '' || f.status.length > 0;
    }
    case 'latest':
      return false;
    case 'metals': {
      const f = filters.metals;
      const rows = filledRows(f.chemicalComposition).length + filledRows(f.mechanicalComposition).length;
      return f.country !== '' || f.form !== '' || f.standard !== '' || f.keyword !== '' || rows > 0;
    }
    case 'metalsSupplier': {
      const f = filters.metalsSupplier;
      return f.country !== '' || f.form.length > 0 || f.establishmentType !== '' || f.descriptions !== '' || f.descriptionsList.length > 0 || f.keyword !== '';
    }
    case 'materials': {
      const f = filters.materials;
      const lists = f.form.length + f.chemicalAnalysis.length + f.formulation.length + f.specialCharacteristics.length + f.chemicalResistance.length + f.processing.length;
      const rows = MATERIAL_PROPERTY_GROUPS.reduce((count, group) => count + filledRows(f[materialPropertyField(group)]).length, 0);
      return f.class !== '' || f.productType !== '' || f.additives !== '' || f.keyword !== '' || lists + rows > 0;
    }
    case 'materialsSupplier':
      return false;
  }
}

function standardsSeed(criteria: StandardsCriteria): { tab: SearchBarTab; filters: SearchBarFilters } {
  const advanced = { status: [...criteria.status], country: criteria.country, publisher: [...criteria.publisher], dataset: criteria.dataset };
  if (criteria.latestWhat !== '') {
    const range = criteria.latestFrom !== '' || criteria.latestTo !== '';
    const latest = {
      what: criteria.latestWhat,
      publisher: advanced.publisher,
      when: range ? LATEST_DATE_RANGE : String(criteria.latestWhen || LATEST_DEFAULT_DAYS),
      dateFrom: criteria.latestFrom,
      dateTo: criteria.latestTo,
      dataset: criteria.dataset,
    };
    return { tab: 'latest', filters: { ...emptyFilters, latest } };
  }
  if (criteria.icsCode !== '') {
    const categories = { ...emptyFilters.categories, icsCode: criteria.icsCode, publisher: advanced.publisher, country: criteria.country, status: advanced.status };
    return { tab: 'categories', filters: { ...emptyFilters, categories } };
  }
  const standards = {
    ...advanced,
    // A special search's number is the system's, not the user's: the box stays blank (search-area.md §4).
    documentNumber: isHiddenSpecialValue(criteria.documentNumber) ? '' : criteria.documentNumber,
    documentTitle: criteria.documentTitle,
    crossReference: criteria.crossReference,
  };
  return { tab: 'standards', filters: { ...emptyFilters, standards } };
}

function collectionsSeed(criteria: CollectionsCriteria): { tab: SearchBarTab; filters: SearchBarFilters } {
  const collections = {
    documentNumber: criteria.documentNumber,
    notes: criteria.notes,
    status: [...criteria.status],
    documentType: criteria.documentType,
    companyCollection: criteria.companyCollection === null ? '' : String(criteria.companyCollection),
    collections: criteria.collections.map(String),
    tags: [...criteria.tags],
  };
  return { tab: 'collections', filters: { ...emptyFilters, collections } };
}

/** A metals or materials tab's fields from its results' criteria (the popups' rows as they were posted). */
function materialsSeed(results: MaterialsSearchResults): { tab: BarTab; filters: SearchBarFilters } {
  if (results.tab === 'materials') {
    const { facetClass: _class, facetForm: _form, facetProductType: _type, facetStandard: _standard, page: _page, orderBy: _order, ...fields } = results.criteria;
    return { tab: 'materials', filters: { ...emptyFilters, materials: fields } };
  }
  if (results.tab === 'materialsSupplier') {
    const { name, country } = results.criteria;
    return { tab: 'materialsSupplier', filters: { ...emptyFilters, materialsSupplier: { name, country } } };
  }
  if (results.tab === 'metals') {
    const { designation, description, country, form, standard, keyword, chemicalComposition, mechanicalComposition } = results.criteria;
    const metals = { designation, description, country, form, standard, keyword, chemicalComposition: [...chemicalComposition], mechanicalComposition: [...mechanicalComposition] };
    return { tab: 'metals', filters: { ...emptyFilters, metals } };
  }
  const { name, country, form, establishmentType, descriptions, descriptionsList, keyword } = results.criteria;
  const metalsSupplier = { name, country, form: [...form], establishmentType, descriptions, descriptionsList: [...descriptionsList], keyword };
  return { tab: 'metalsSupplier', filters: { ...emptyFilters, metalsSupplier } };
}

/** The bar's tab and fields for the search the results page shows, so the user can refine it. */
export function seedFromResults(results: SearchResults | MaterialsSearchResults): { tab: BarTab; filters: SearchBarFilters } {
  if (results.tab === 'metals' || results.tab === 'metalsSupplier' || results.tab === 'materials' || results.tab === 'materialsSupplier') return materialsSeed(results);
  return results.tab === 'standards'
    ? standardsSeed(results.criteria as StandardsCriteria)
    : collectionsSeed(results.criteria as CollectionsCriteria);
}
