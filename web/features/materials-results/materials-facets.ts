import type { MaterialsFacet, MaterialsSearchResults, MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';

export type MaterialsFacetKey = MaterialsFacet['key'];

/**
 * The facets of each metals and materials tab in display order, and the criteria field each one posts
 * (common/materials/materials-search.contract.ts: MetalsCriteria, MetalSuppliersCriteria, MaterialsCriteria, MaterialSuppliersCriteria).
 */
export const MATERIALS_FACET_FIELDS: Record<MaterialsSearchTab, Partial<Record<MaterialsFacetKey, string>>> = {
  metals: { country: 'facetCountry', form: 'facetForm', kind: 'facetKind', standard: 'facetStandard' },
  metalsSupplier: { country: 'facetCountry', form: 'facetForm', establishmentType: 'facetEstablishmentType' },
  materials: { class: 'facetClass', form: 'facetForm', productType: 'facetProductType', standard: 'facetStandard' },
  materialsSupplier: { country: 'facetCountry' },
};

export function facetKeysOf(tab: MaterialsSearchTab): MaterialsFacetKey[] {
  return Object.keys(MATERIALS_FACET_FIELDS[tab]) as MaterialsFacetKey[];
}

/** The option ids chosen per facet; the results page keeps one draft per search context until Apply. */
export type MaterialsFacetDraft = Partial<Record<MaterialsFacetKey, string[]>>;

/** What a change of the results page posts beside the search context (search-area.md §2, §7). */
export type MaterialsChanges = { page?: number; orderBy?: number; facets?: MaterialsFacetDraft };

/** The choices the results were computed with. */
export function appliedDraftOf(results: Pick<MaterialsSearchResults, 'facets'>): MaterialsFacetDraft {
  const draft: MaterialsFacetDraft = {};
  for (const facet of results.facets) draft[facet.key] = facet.options.filter((option) => option.selected).map((option) => option.id);
  return draft;
}

export function toggleFacetChoice(draft: MaterialsFacetDraft, key: MaterialsFacetKey, id: string): MaterialsFacetDraft {
  const current = draft[key] ?? [];
  return { ...draft, [key]: current.includes(id) ? current.filter((value) => value !== id) : [...current, id] };
}

/** How many options Apply would tick or untick. */
export function pendingFacetChanges(draft: MaterialsFacetDraft, applied: MaterialsFacetDraft): number {
  let count = 0;
  const keys = new Set([...Object.keys(draft), ...Object.keys(applied)] as MaterialsFacetKey[]);
  for (const key of keys) {
    const now = draft[key] ?? [];
    const before = applied[key] ?? [];
    count += now.filter((id) => !before.includes(id)).length + before.filter((id) => !now.includes(id)).length;
  }
  return count;
}

/** How many options are chosen in all. */
export function chosenFacetCount(draft: MaterialsFacetDraft): number {
  return Object.values(draft).reduce((sum, ids) => sum + (ids?.length ?? 0), 0);
}

/** Apply: every facet of the tab as the draft has it, from the first page. */
export function applyChanges(tab: MaterialsSearchTab, draft: MaterialsFacetDraft): MaterialsChanges {
  const facets: MaterialsFacetDraft = {};
  for (const key of facetKeysOf(tab)) facets[key] = [...(draft[key] ?? [])];
  return { facets, page: 1 };
}

/** Clear all: every facet of the tab emptied, from the first page. */
export function clearChanges(tab: MaterialsSearchTab): MaterialsChanges {
  return applyChanges(tab, {});
}

/**
 * The form fields of a change: a chosen list as `facetX[]` once per value, an emptied one as a
 * single empty `facetX` (the server reads it as "none", where leaving it out would keep the
 * context's choice); page and order as numbers. Facets the tab does not have are left out.
 */
export function changeFields(tab: MaterialsSearchTab, changes: MaterialsChanges): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, ids] of Object.entries(changes.facets ?? {}) as [MaterialsFacetKey, string[] | undefined][]) {
    const field = MATERIALS_FACET_FIELDS[tab][key];
    if (!field || !ids) continue;
    if (ids.length === 0) fields.push([field, '']);
    else for (const id of ids) fields.push([`${field}[]`, id]);
  }
  if (changes.orderBy !== undefined) fields.push(['orderBy', String(changes.orderBy)]);
  if (changes.page !== undefined) fields.push(['page', String(changes.page)]);
  return fields;
}
