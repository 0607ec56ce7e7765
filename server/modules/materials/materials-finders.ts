import type { DatabaseHandle } from '../../db/database.ts';
import type { FacetIndexPage } from './facet-index.ts';
import { createIndexHolder } from './index-holder.ts';
import { createMaterialsIndex } from './materials-index.ts';
import * as materialsRepo from './materials-search.repo.ts';
import type { MaterialFacets, MaterialFields, MaterialRow } from './materials-search.repo.ts';
import { createMetalSuppliersIndex } from './metal-suppliers-index.ts';
import type { SupplierFacets, SupplierFields, SupplierRow } from './metal-suppliers.repo.ts';
import { createMetalsIndex } from './metals-index.ts';
import * as snapshotRepo from './metals-snapshot.repo.ts';
import type { FacetCountRow, MetalFacets, MetalFields, MetalRow } from './metals.repo.ts';

/* The metals, metal suppliers and materials searches over their in-memory indexes, with the rows of the page read from the database. */

type Found<Row> = { total: number; facetRows: FacetCountRow[]; hits: number; rows: Row[] };

export function createMetalsFinder(database: DatabaseHandle) {
  const holder = createIndexHolder(
    () => snapshotRepo.readTableVersion(database, 'metals'),
    async () => createMetalsIndex(await snapshotRepo.listMetalEntries(database), await snapshotRepo.listRangeGroups(database, 'metal')),
  );
  return {
    async search(fields: MetalFields, facets: MetalFacets, page: FacetIndexPage): Promise<Found<MetalRow>> {
      const answer = (await holder.get()).search(fields, facets, page);
      return { total: answer.total, facetRows: answer.facetRows, hits: answer.hits, rows: await snapshotRepo.findMetalsByIds(database, answer.pageIds) };
    },
  };
}

export function createMetalSuppliersFinder(database: DatabaseHandle) {
  const holder = createIndexHolder(
    () => snapshotRepo.readTableVersion(database, 'metal_suppliers'),
    async () => createMetalSuppliersIndex(await snapshotRepo.listSupplierEntries(database)),
  );
  return {
    async search(fields: SupplierFields, facets: SupplierFacets, page: FacetIndexPage): Promise<Found<SupplierRow>> {
      const answer = (await holder.get()).search(fields, facets, page);
      return { total: answer.total, facetRows: answer.facetRows, hits: answer.hits, rows: await snapshotRepo.findSuppliersByIds(database, answer.pageIds) };
    },
  };
}

export function createMaterialsFinder(database: DatabaseHandle) {
  const holder = createIndexHolder(
    () => snapshotRepo.readTableVersion(database, 'materials'),
    async () => createMaterialsIndex(await materialsRepo.listMaterialEntries(database), await snapshotRepo.listRangeGroups(database, 'material')),
  );
  return {
    async search(fields: MaterialFields, facets: MaterialFacets, page: FacetIndexPage): Promise<Found<MaterialRow>> {
      const answer = (await holder.get()).search(fields, facets, page);
      return { total: answer.total, facetRows: answer.facetRows, hits: answer.hits, rows: await materialsRepo.findMaterialsByIds(database, answer.pageIds) };
    },
  };
}
