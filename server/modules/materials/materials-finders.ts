import type { DatabaseHandle } from '../../db/database.ts';
import type { FacetIndexAnswer, FacetIndexPage } from './facet-index.ts';
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
type SearchIndex<Fields, Facets> = { search: (fields: Fields, facets: Facets, page: FacetIndexPage) => FacetIndexAnswer };

/** A search over an index kept in step with its table, answering the page's rows as `readRows` reads them. */
function createFinder<Fields, Facets, Row>(
  readVersion: () => Promise<string>,
  load: () => Promise<SearchIndex<Fields, Facets>>,
  readRows: (ids: number[]) => Promise<Row[]>,
) {
  const holder = createIndexHolder(readVersion, load);
  return {
    async search(fields: Fields, facets: Facets, page: FacetIndexPage): Promise<Found<Row>> {
      const answer = (await holder.get()).search(fields, facets, page);
      return { total: answer.total, facetRows: answer.facetRows, hits: answer.hits, rows: await readRows(answer.pageIds) };
    },
  };
}

export function createMetalsFinder(database: DatabaseHandle) {
  return createFinder<MetalFields, MetalFacets, MetalRow>(
    () => snapshotRepo.readTableVersion(database, 'metals'),
    async () => createMetalsIndex(await snapshotRepo.listMetalEntries(database), await snapshotRepo.listRangeGroups(database, 'metal')),
    (ids) => snapshotRepo.findMetalsByIds(database, ids),
  );
}

export function createMetalSuppliersFinder(database: DatabaseHandle) {
  return createFinder<SupplierFields, SupplierFacets, SupplierRow>(
    () => snapshotRepo.readTableVersion(database, 'metal_suppliers'),
    async () => createMetalSuppliersIndex(await snapshotRepo.listSupplierEntries(database)),
    (ids) => snapshotRepo.findSuppliersByIds(database, ids),
  );
}

export function createMaterialsFinder(database: DatabaseHandle) {
  return createFinder<MaterialFields, MaterialFacets, MaterialRow>(
    () => snapshotRepo.readTableVersion(database, 'materials'),
    async () => createMaterialsIndex(await materialsRepo.listMaterialEntries(database), await snapshotRepo.listRangeGroups(database, 'material')),
    (ids) => materialsRepo.findMaterialsByIds(database, ids),
  );
}
