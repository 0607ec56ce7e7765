import type { DatabaseHandle } from '../database.ts';
import { upsertIcsCodes } from '../../modules/catalogue/catalogue-reference.repo.ts';
import { refreshDocuments } from '../../modules/catalogue/catalogue-writer.repo.ts';
import { createCatalogueWriter } from '../../modules/catalogue/catalogue-writer.service.ts';
import { createMaterialsWriter } from '../../modules/catalogue/importers/materials/materials-writer.ts';
import { DEFAULT_DEMO_SEED, generateDemoCatalogueParts } from './demo-catalogue/demo-generate-catalogue.ts';
import type { DemoCatalogueParts } from './demo-catalogue/demo-recent-editions.ts';
import { demoFullTexts } from './demo-catalogue/demo-fulltexts.ts';
import { demoIcsRows } from './demo-catalogue/demo-ics.data.ts';
import { demoMaterialSuppliers, demoMaterials, demoMetalSuppliers, demoMetals } from './demo-catalogue/demo-materials.ts';

/** What a seeding run wrote; all zero when the database already had its data. */
export type DemoCatalogueSummary = {
  documents: number;
  versions: number;
  fullTexts: number;
  icsCodes: number;
  metals: number;
  metalSuppliers: number;
  materials: number;
  materialSuppliers: number;
};

/** Records per transaction: large enough to be fast, small enough to keep transactions short. */
const BATCH_SIZE = 500;

/** The source of every demo record, and the kind of the demo's last import run: once it has finished, the catalogue is complete. */
const DEMO_SOURCE = 'demo';
/** The kind of the demo's first run (everything but the editions of the last year). */
const DEMO_BASE_RUN = 'demo-base';

/** True while every row of the table (if any) came from the demo seed. */
async function holdsOnlyDemoData(database: DatabaseHandle, table: 'document_versions' | 'metals' | 'materials'): Promise<boolean> {
  const { rows } = await database.executeSql(`select not exists (select 1 from ${table} where source <> $1) as only_demo`, [DEMO_SOURCE]);
  return rows[0]?.only_demo === true;
}

/** A finished demo run means the standards are complete; an interrupted one is resumed. */
async function standardsPending(database: DatabaseHandle): Promise<boolean> {
  const { rows } = await database.executeSql(`select not exists (select 1 from import_runs where kind = $1 and finished_at is not null) as pending`, [DEMO_SOURCE]);
  return rows[0]?.pending === true && (await holdsOnlyDemoData(database, 'document_versions'));
}

async function seedStandards(database: DatabaseHandle, seed: number, today: Date) {
  const icsCodes = await upsertIcsCodes(database.executeSql, demoIcsRows());
  const { base, recent, firstEditions, withdrawals } = generateDemoCatalogueParts(seed, today);
  const first = await createCatalogueWriter(database, { kind: DEMO_BASE_RUN, paths: [] });
  for (let start = 0; start < base.length; start += BATCH_SIZE) await first.writeRecords(base.slice(start, start + BATCH_SIZE));
  const fullTexts = demoFullTexts(base);
  for (const document of fullTexts) await first.writeFullText(document);
  const firstStats = await first.finish();
  // The last year comes as a later import would bring it: documents with a new edition then carry
  // a 'new edition' event of the seeding day, as well as a recent publication date; new documents
  // an 'added' one; withdrawn documents a 'withdrawn' one, dated when the demo has them withdrawn.
  const second = await createCatalogueWriter(database, { kind: DEMO_SOURCE, paths: [] });
  await second.writeRecords([...recent, ...firstEditions, ...withdrawals.map((withdrawal) => withdrawal.record)]);
  const secondStats = await second.finish();
  await dateWithdrawals(database, withdrawals, today);
  return {
    documents: firstStats.documentsCreated + secondStats.documentsCreated,
    versions: firstStats.inserted + secondStats.inserted,
    fullTexts: fullTexts.length,
    icsCodes,
  };
}

/** Each demo withdrawal's event moves to its day before the seeding day (the time of day kept), spreading them over the Latest tab's periods. */
async function dateWithdrawals(database: DatabaseHandle, withdrawals: DemoCatalogueParts['withdrawals'], today: Date) {
  await database.executeSql(
    `update document_events e set occurred_at = $3::timestamptz - make_interval(days => w.days_ago)
     from jsonb_to_recordset($1::jsonb) as w(source_key text, days_ago int)
     join document_versions v on v.source_key = w.source_key
     where e.document_id = v.document_id and e.kind = 'withdrawn' and e.import_run_id = (select max(id) from import_runs where kind = $2)`,
    [JSON.stringify(withdrawals.map((withdrawal) => ({ source_key: withdrawal.record.sourceKey, days_ago: withdrawal.daysAgo }))), DEMO_SOURCE, today.toISOString()],
  );
}

/**
 * Fills a fresh database with the demo catalogue: ICS codes, a few thousand documents
 * with their editions (a few of them published in the year before `today`, the seeding
 * day), the demo full texts, and metals, materials and their suppliers.
 * Each part is written only while its tables hold nothing but demo data, and the
 * standards only until the demo's last run has finished: a restart changes nothing, a
 * seed cut short is completed, and real imported data is never mixed with demo data.
 */
export async function seedDemoCatalogue(database: DatabaseHandle, seed: number = DEFAULT_DEMO_SEED, today: Date = new Date()): Promise<DemoCatalogueSummary> {
  const summary: DemoCatalogueSummary = { documents: 0, versions: 0, fullTexts: 0, icsCodes: 0, metals: 0, metalSuppliers: 0, materials: 0, materialSuppliers: 0 };
  if (await standardsPending(database)) Object.assign(summary, await seedStandards(database, seed, today));
  const materialsWriter = createMaterialsWriter(database);
  if (await holdsOnlyDemoData(database, 'metals')) {
    summary.metals = (await materialsWriter.writeMetals(demoMetals())).inserted;
    summary.metalSuppliers = (await materialsWriter.writeMetalSuppliers(demoMetalSuppliers())).inserted;
  }
  if (await holdsOnlyDemoData(database, 'materials')) {
    summary.materials = (await materialsWriter.writeMaterials(demoMaterials())).inserted;
    summary.materialSuppliers = (await materialsWriter.writeMaterialSuppliers(demoMaterialSuppliers())).inserted;
  }
  return summary;
}

/**
 * Takes the demo catalogue out before real data comes in (`npm run seed:real`), so demo
 * editions never sit beside real ones in a document's history. Documents with real
 * editions keep them and are refreshed; metals and materials from the demo go too. A demo
 * document someone keeps in a collection, watches, asked the AI assistant about or compared stays whole: nothing users saved is
 * lost (a real import of the same work then adds its editions to it).
 */
export async function removeDemoCatalogue(database: DatabaseHandle): Promise<{ documents: number; versions: number }> {
  return database.transaction(async (sql) => {
    const saved = `(exists (select 1 from collection_documents c where c.document_id = d.id)
                    or exists (select 1 from watches w where w.document_id = d.id)
                    or exists (select 1 from ai_chats a where a.document_id = d.id)
                    or exists (select 1 from ai_compares c where c.document_id = d.id))`;
    const { rows: documents } = await sql(
      `delete from documents d where exists (select 1 from document_versions v where v.document_id = d.id and v.source = $1)
         and not exists (select 1 from document_versions v where v.document_id = d.id and v.source <> $1)
         and not ${saved}
       returning id`,
      [DEMO_SOURCE],
    );
    const { rows: versions } = await sql(
      `delete from document_versions v where v.source = $1
         and not exists (select 1 from documents d where d.id = v.document_id and ${saved}
                         and not exists (select 1 from document_versions o where o.document_id = d.id and o.source <> $1))
       returning document_id`,
      [DEMO_SOURCE],
    );
    await refreshDocuments(sql, [...new Set(versions.map((row) => Number(row.document_id)))]);
    for (const table of ['metals', 'metal_suppliers', 'materials', 'material_suppliers']) {
      await sql(`delete from ${table} where source = $1`, [DEMO_SOURCE]);
    }
    return { documents: documents.length, versions: versions.length };
  });
}
