import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { materialSuppliers, materials, metalSuppliers, metals } from '../../../../db/schema/index.ts';
import type { MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../../materials-record.ts';

export type WriteCounts = { inserted: number; updated: number; unchanged: number };

export type MaterialsWriter = {
  writeMetals: (records: MetalRecord[]) => Promise<WriteCounts>;
  writeMaterials: (records: MaterialRecord[]) => Promise<WriteCounts>;
  writeMetalSuppliers: (records: MetalSupplierRecord[]) => Promise<WriteCounts>;
  writeMaterialSuppliers: (records: MaterialSupplierRecord[]) => Promise<WriteCounts>;
};

/** Rows per statement: the widest table binds 14 parameters a row, far below PostgreSQL's 65535. */
const BATCH_SIZE = 500;

export function emptyCounts(): WriteCounts {
  return { inserted: 0, updated: 0, unchanged: 0 };
}

export function addCounts(total: WriteCounts, more: WriteCounts): WriteCounts {
  return { inserted: total.inserted + more.inserted, updated: total.updated + more.updated, unchanged: total.unchanged + more.unchanged };
}

/**
 * Upserts importer records by `source_key`. A row is rewritten (and its `updated_at` moved) only
 * when one of its columns differs, so a second import of the same files reports everything as
 * unchanged. Within one call the last record of a source key wins.
 */
export function createMaterialsWriter(database: DatabaseHandle): MaterialsWriter {
  const { db } = database;

  return {
    writeMetals: (records) =>
      inBatches(lastPerKey(records), async (batch) => {
        const columns = {
          source: metals.source,
          designation: metals.designation,
          materialNumber: metals.materialNumber,
          standard: metals.standard,
          kind: metals.kind,
          description: metals.description,
          country: metals.country,
          forms: metals.forms,
          properties: metals.properties,
          composition: metals.composition,
          raw: metals.raw,
        };
        const rows = await db
          .insert(metals)
          .values(
            batch.map((record) => ({
              source: record.source,
              sourceKey: record.sourceKey,
              designation: record.designation,
              materialNumber: record.materialNumber ?? null,
              standard: record.standard ?? null,
              kind: record.kind,
              description: record.description ?? null,
              country: record.country ?? null,
              forms: record.forms,
              properties: record.properties,
              composition: record.composition,
              raw: record.raw ?? null,
            })),
          )
          .onConflictDoUpdate({ target: metals.sourceKey, ...updateWhenChanged(columns) })
          .returning({ xmax: XMAX });
        return countRows(batch.length, rows);
      }),

    writeMaterials: (records) =>
      inBatches(lastPerKey(records), async (batch) => {
        const columns = {
          source: materials.source,
          tradeName: materials.tradeName,
          materialClass: materials.materialClass,
          description: materials.description,
          forms: materials.forms,
          productType: materials.productType,
          additives: materials.additives,
          standard: materials.standard,
          chemicalResistance: materials.chemicalResistance,
          processing: materials.processing,
          chemicalAnalysis: materials.chemicalAnalysis,
          formulation: materials.formulation,
          specialCharacteristics: materials.specialCharacteristics,
          properties: materials.properties,
          raw: materials.raw,
        };
        const rows = await db
          .insert(materials)
          .values(
            batch.map((record) => ({
              source: record.source,
              sourceKey: record.sourceKey,
              tradeName: record.tradeName,
              materialClass: record.materialClass,
              description: record.description ?? null,
              forms: record.forms,
              productType: record.productType ?? null,
              additives: record.additives ?? null,
              standard: record.standard ?? null,
              chemicalResistance: record.chemicalResistance,
              processing: record.processing,
              chemicalAnalysis: record.chemicalAnalysis ?? [],
              formulation: record.formulation ?? [],
              specialCharacteristics: record.specialCharacteristics ?? [],
              properties: record.properties,
              raw: record.raw ?? null,
            })),
          )
          .onConflictDoUpdate({ target: materials.sourceKey, ...updateWhenChanged(columns) })
          .returning({ xmax: XMAX });
        return countRows(batch.length, rows);
      }),

    writeMetalSuppliers: (records) =>
      inBatches(lastPerKey(records), async (batch) => {
        const columns = {
          source: metalSuppliers.source,
          name: metalSuppliers.name,
          country: metalSuppliers.country,
          forms: metalSuppliers.forms,
          establishmentType: metalSuppliers.establishmentType,
          descriptions: metalSuppliers.descriptions,
          keywords: metalSuppliers.keywords,
          website: metalSuppliers.website,
          metals: metalSuppliers.metals,
        };
        const rows = await db
          .insert(metalSuppliers)
          .values(
            batch.map((record) => ({
              source: record.source,
              sourceKey: record.sourceKey,
              name: record.name,
              country: record.country ?? null,
              forms: record.forms,
              establishmentType: record.establishmentType ?? null,
              descriptions: record.descriptions,
              keywords: record.keywords,
              website: record.website ?? null,
              metals: record.metals,
            })),
          )
          .onConflictDoUpdate({ target: metalSuppliers.sourceKey, ...updateWhenChanged(columns) })
          .returning({ xmax: XMAX });
        return countRows(batch.length, rows);
      }),

    writeMaterialSuppliers: (records) =>
      inBatches(lastPerKey(records), async (batch) => {
        const columns = {
          source: materialSuppliers.source,
          name: materialSuppliers.name,
          country: materialSuppliers.country,
          website: materialSuppliers.website,
          materials: materialSuppliers.materials,
        };
        const rows = await db
          .insert(materialSuppliers)
          .values(
            batch.map((record) => ({
              source: record.source,
              sourceKey: record.sourceKey,
              name: record.name,
              country: record.country ?? null,
              website: record.website ?? null,
              materials: record.materials,
            })),
          )
          .onConflictDoUpdate({ target: materialSuppliers.sourceKey, ...updateWhenChanged(columns) })
          .returning({ xmax: XMAX });
        return countRows(batch.length, rows);
      }),
  };
}

/** `xmax` is 0 on a freshly inserted row and the updating transaction's id on an updated one. */
const XMAX = sql<string>`xmax::text`;

/**
 * `set` copies every compared column from the proposed row; `setWhere` skips the update when
 * none differs. Rows skipped this way are not returned, which is how unchanged rows are counted.
 */
function updateWhenChanged(columns: Record<string, PgColumn>): { set: Record<string, SQL>; setWhere: SQL } {
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  const differences: SQL[] = [];
  for (const [property, column] of Object.entries(columns)) {
    const excluded = sql.raw(`excluded."${column.name}"`);
    set[property] = excluded;
    differences.push(sql`${column} is distinct from ${excluded}`);
  }
  return { set, setWhere: sql.join(differences, sql` or `) };
}

function countRows(batchSize: number, rows: { xmax: string }[]): WriteCounts {
  const inserted = rows.filter((row) => row.xmax === '0').length;
  return { inserted, updated: rows.length - inserted, unchanged: batchSize - rows.length };
}

/** One statement cannot insert and update the same key twice, so duplicates collapse first. */
function lastPerKey<T extends { sourceKey: string }>(records: T[]): T[] {
  const byKey = new Map<string, T>();
  for (const record of records) {
    byKey.delete(record.sourceKey);
    byKey.set(record.sourceKey, record);
  }
  return [...byKey.values()];
}

async function inBatches<T>(records: T[], write: (batch: T[]) => Promise<WriteCounts>): Promise<WriteCounts> {
  let counts = emptyCounts();
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    counts = addCounts(counts, await write(records.slice(start, start + BATCH_SIZE)));
  }
  return counts;
}
