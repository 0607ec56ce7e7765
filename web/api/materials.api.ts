import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialDetail, MaterialsSearchResults, MaterialSupplierDetail, MetalDetail, MetalSupplierDetail } from '../../common/materials/materials-search.contract.ts';
// The zod-free values: the browser never builds the contract's schemas (vite.config.ts `noZod`).
import { materialsPaths, type MaterialsSearchTab } from '../../common/materials/materials-search.values.ts';
import { takeFirstResults } from '../app/page-variables.ts';
import { apiRequest } from './client.ts';

/**
 * The metals and materials results page's call (search-area.md §7): its search context and what changed (facets,
 * page, order) as multipart fields to `materialsPaths.search(tab)`; the answer carries the new context.
 * `fields` are the change's form fields (web/features/materials-results/materials-facets.ts `changeFields`).
 */
export function fetchMaterialsResults(
  tab: MaterialsSearchTab,
  searchContext: string,
  fields: readonly (readonly [string, string])[] = [],
  signal?: AbortSignal,
): Promise<MaterialsSearchResults> {
  const form = new FormData();
  form.append('searchContext', searchContext);
  for (const [name, value] of fields) form.append(name, value);
  return apiRequest<MaterialsSearchResults>(materialsPaths.search(tab), { form, signal });
}

/**
 * The first answer the server put in the page (server/http/page-data-preloads.ts), when it is
 * this context's and this tab's; taken once, so a later visit asks the server.
 */
function firstResultsOf(tab: MaterialsSearchTab, searchContext: string): MaterialsSearchResults | undefined {
  if (typeof document === 'undefined') return undefined;
  const carried = takeFirstResults(searchContext) as unknown;
  if (typeof carried !== 'object' || carried === null) return undefined;
  const results = carried as Partial<MaterialsSearchResults>;
  return results.tab === tab && results.searchContext === searchContext && Array.isArray(results.facets) ? (results as MaterialsSearchResults) : undefined;
}

export const materialsResultsKey = (tab: MaterialsSearchTab, searchContext: string) => ['materials', 'results', tab, searchContext] as const;

export function materialsResultsQuery(tab: MaterialsSearchTab, searchContext: string) {
  return queryOptions({
    queryKey: materialsResultsKey(tab, searchContext),
    queryFn: ({ signal }) => fetchMaterialsResults(tab, searchContext, [], signal),
    retry: false,
    staleTime: 30_000,
  });
}

/** Results of a metals or materials search context; the previous state stays on screen while the next loads. */
export function useMaterialsResults(tab: MaterialsSearchTab, searchContext: string) {
  return useQuery({
    ...materialsResultsQuery(tab, searchContext),
    // Asked only when the cache has nothing for the context: the page's first answer, when it carries one.
    initialData: () => firstResultsOf(tab, searchContext),
    placeholderData: keepPreviousData,
  });
}

/** A metal's page (GET; 403 without the metals data, 404 unknown). */
export function metalQuery(id: number) {
  return queryOptions({
    queryKey: ['materials', 'metal', id],
    queryFn: ({ signal }) => apiRequest<MetalDetail>(materialsPaths.metal(id), { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMetal(id: number | null) {
  return useQuery({ ...metalQuery(id ?? 0), enabled: id !== null });
}

/** A metal supplier's page (GET; 403 without the metals data, 404 unknown). */
export function metalSupplierQuery(id: number) {
  return queryOptions({
    queryKey: ['materials', 'metalSupplier', id],
    queryFn: ({ signal }) => apiRequest<MetalSupplierDetail>(materialsPaths.metalSupplier(id), { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMetalSupplier(id: number | null) {
  return useQuery({ ...metalSupplierQuery(id ?? 0), enabled: id !== null });
}

/** A material's page (GET; 403 without the materials data, 404 unknown). */
export function materialQuery(id: number) {
  return queryOptions({
    queryKey: ['materials', 'material', id],
    queryFn: ({ signal }) => apiRequest<MaterialDetail>(materialsPaths.material(id), { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMaterial(id: number | null) {
  return useQuery({ ...materialQuery(id ?? 0), enabled: id !== null });
}

/** A material supplier's page (GET; 403 without the materials data, 404 unknown). */
export function materialSupplierQuery(id: number) {
  return queryOptions({
    queryKey: ['materials', 'materialSupplier', id],
    queryFn: ({ signal }) => apiRequest<MaterialSupplierDetail>(materialsPaths.materialSupplier(id), { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMaterialSupplier(id: number | null) {
  return useQuery({ ...materialSupplierQuery(id ?? 0), enabled: id !== null });
}
