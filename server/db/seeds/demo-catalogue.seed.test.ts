import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusCode } from '../../../common/catalogue/document-status.ts';
import { createCatalogueWriter, workKeyOf } from '../../modules/catalogue/catalogue-writer.service.ts';
import { KNOWN_PUBLISHERS } from '../../modules/catalogue/publishers.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../database.ts';
import { generateDemoCatalogue, generateDemoCatalogueParts } from './demo-catalogue/demo-generate-catalogue.ts';
import { demoMaterialSuppliers, demoMaterials, demoMetalSuppliers, demoMetals } from './demo-catalogue/demo-materials.ts';
import { removeDemoCatalogue, seedDemoCatalogue, type DemoCatalogueSummary } from './demo-catalogue.seed.ts';
import { matchLatest } from '../../modules/search/search.repo.ts';

let database: DatabaseHandle;
let summary: DemoCatalogueSummary;

async function query(text: string, values: unknown[] = []) {
  return (await database.executeSql(text, values)).rows;
}

async function tableCounts(handle: DatabaseHandle) {
  const { rows } = await handle.executeSql(
    `select (select count(*) from documents)::int as documents, (select count(*) from document_versions)::int as versions,
            (select count(*) from document_sections)::int as sections, (select count(*) from document_events)::int as events,
            (select count(*) from ics_codes)::int as ics, (select max(updated_at) from documents)::text as documents_updated,
            (select count(*) from metals)::int as metals, (select count(*) from materials)::int as materials,
            (select count(*) from metal_suppliers)::int as metal_suppliers, (select count(*) from material_suppliers)::int as material_suppliers,
            (select max(updated_at) from metals)::text as metals_updated`,
  );
  return rows[0];
}

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDemoCatalogue(database);
});
afterAll(async () => {
  await database.close();
});

describe('demo catalogue seed', () => {
  it('writes documents of every publisher and reports what it wrote', async () => {
    expect(summary).toMatchObject({
      fullTexts: 6,
      metals: demoMetals().length,
      metalSuppliers: demoMetalSuppliers().length,
      materials: demoMaterials().length,
      materialSuppliers: demoMaterialSuppliers().length,
    });
    expect(summary.metals).toBeGreaterThan(2500);
    expect(summary.versions).toBe(generateDemoCatalogue().length);
    const rows = await query(`select p.code, count(*)::int as n from documents d join publishers p on p.id = d.publisher_id group by p.code`);
    const byPublisher = new Map(rows.map((row) => [String(row.code), Number(row.n)]));
    for (const publisher of KNOWN_PUBLISHERS) expect(byPublisher.get(publisher.code) ?? 0, publisher.code).toBeGreaterThanOrEqual(10);
    const documents = [...byPublisher.values()].reduce((sum, n) => sum + n, 0);
    expect(documents).toBe(summary.documents);
    expect(documents).toBeGreaterThan(2000);
  });

  it('has documents published, and new editions recorded, in the last 30 days of the seeding day (the Latest tab’s default)', async () => {
    const { recent } = generateDemoCatalogueParts();
    const [published] = await query(`select count(*)::int as n from documents where published_on >= current_date - 30 and published_on <= current_date`);
    expect(Number(published?.n)).toBeGreaterThanOrEqual(3);
    const events = await query(
      `select d.number from document_events e join documents d on d.id = e.document_id where e.kind = 'newEdition' and e.occurred_at >= now() - interval '30 days' order by d.number`,
    );
    expect(events.map((row) => row.number)).toEqual(recent.map((record) => record.number).sort());
    // A new edition supersedes the one before it, as an import would have it.
    const [edition] = recent;
    const versions = await query(
      `select v.number, v.status_code from document_versions v join documents d on d.id = v.document_id where d.number = $1 order by v.position limit 2`,
      [edition?.number],
    );
    expect(versions.map((row) => row.number)[0]).toBe(edition?.number);
    expect(versions[1]?.status_code).toBe('S');
  });

  it('gives the Latest tab new, revised and withdrawn documents in the last 7 and 30 days of the seeding day', async () => {
    for (const what of ['new', 'revised', 'withdrawn'] as const) {
      const week = await matchLatest(database.executeSql, what, { days: 7 });
      const month = await matchLatest(database.executeSql, what, { days: 30 });
      expect(week.length, `${what} in 7 days`).toBeGreaterThanOrEqual(2);
      expect(month.length, `${what} in 30 days`).toBeGreaterThan(week.length);
    }
    const { firstEditions, withdrawals } = generateDemoCatalogueParts();
    const withdrawn = await query(`select d.number, d.status_code from documents d where d.number = any($1::text[]) order by d.number`, [
      withdrawals.map((withdrawal) => withdrawal.record.number),
    ]);
    expect(withdrawn.map((row) => row.status_code)).toEqual(withdrawals.map(() => 'W'));
    const created = await query(`select count(*)::int as n from documents where number = any($1::text[]) and version_count = 1`, [firstEditions.map((record) => record.number)]);
    expect(created).toEqual([{ n: firstEditions.length }]);
  });

  it('uses every status code on some version, and the main ones on documents', async () => {
    const versionCodes = (await query(`select distinct status_code from document_versions`)).map((row) => String(row.status_code));
    expect(versionCodes.sort()).toEqual([...StatusCode.options].sort());
    const documentCodes = new Set((await query(`select distinct status_code from documents`)).map((row) => String(row.status_code)));
    for (const code of ['CUR', 'W', 'C', 'T', 'S', 'P', 'O', 'RE', 'NA', 'AP']) expect(documentCodes.has(code), code).toBe(true);
  });

  it('makes ISO 9001 one document: 2015 current, 2008 and older superseded', async () => {
    const documents = await query(`select id, number, status_code, version_count, titles->'fr'->>'full' as fr from documents where work_key = $1`, [
      workKeyOf({ publisher: 'ISO', workNumber: 'ISO 9001' }, null),
    ]);
    expect(documents).toEqual([{ id: expect.any(Number), number: 'ISO 9001:2015', status_code: 'CUR', version_count: 5, fr: 'Systèmes de management de la qualité — Exigences' }]);
    const versions = await query(`select number, position, status_code from document_versions where document_id = $1 order by position`, [documents[0]?.id]);
    expect(versions.slice(0, 2)).toEqual([
      { number: 'ISO 9001:2015', position: 0, status_code: 'CUR' },
      { number: 'ISO 9001:2008', position: 1, status_code: 'S' },
    ]);
    expect(versions.map((v) => v.number)).toEqual(['ISO 9001:2015', 'ISO 9001:2008', 'ISO 9001:2000', 'ISO 9001:1994', 'ISO 9001:1987']);
    const amendment = await query(`select d.status_code from documents d where d.number = 'ISO 9001:2015/Amd 1:2024'`);
    expect(amendment).toEqual([{ status_code: 'CUR' }]);
  });

  it('has every ICS code of a document, with its parents, in ics_codes', async () => {
    const missing = await query(`select distinct di.ics_code from document_ics di left join ics_codes c on c.code = di.ics_code where c.code is null`);
    expect(missing).toEqual([]);
    const orphans = await query(`select c.code from ics_codes c left join ics_codes p on p.code = c.parent_code where c.parent_code is not null and p.code is null`);
    expect(orphans).toEqual([]);
    expect(summary.icsCodes).toBe(Number((await query(`select count(*)::int as n from ics_codes`))[0]?.n));
  });

  it('gives the demo full texts sections and marks their documents as having content', async () => {
    const rows = await query(
      `select v.number, d.has_content, count(s.id)::int as sections, max(s.level)::int as depth
       from document_versions v join documents d on d.id = v.document_id join document_sections s on s.version_id = v.id
       where v.has_content group by v.number, d.has_content order by v.number`,
    );
    expect(rows.map((row) => row.number)).toEqual(['ETSI TS 103 918 V1.1.1 (2023-05)', 'IEC 63415:2024', 'ISO 10029:2021', 'ISO 23847:2016', 'ISO 23847:2023', 'JIS B 9719:2022']);
    for (const row of rows) {
      expect(row.has_content).toBe(true);
      expect(Number(row.sections)).toBeGreaterThanOrEqual(15);
    }
    const pair = await query(`select count(distinct document_id)::int as n from document_versions where number like 'ISO 23847:%'`);
    expect(pair).toEqual([{ n: 1 }]);
  });

  it('writes metals, materials and their suppliers', async () => {
    const [metal] = await query(`select designation, kind, composition, properties from metals where material_number = '1.4301'`);
    expect(metal).toMatchObject({ designation: 'X5CrNi18-10', kind: 'stainless-steel' });
    expect(metal?.composition).toContainEqual({ element: 'Ni', min: 8, max: 10.5 });
    const suppliers = await query(`select name, metals from metal_suppliers where 'X5CrNi18-10' = any(metals) order by name`);
    expect(suppliers.length).toBeGreaterThanOrEqual(2);
    expect(await query(`select count(*)::int as n from material_suppliers where cardinality(materials) > 0`)).toEqual([{ n: demoMaterialSuppliers().length }]);
  });

  it('changes nothing when it runs again', async () => {
    const before = await tableCounts(database);
    const again = await seedDemoCatalogue(database);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
    expect(await tableCounts(database)).toEqual(before);
  });
});

describe('demo catalogue seed on a database with other data', () => {
  let other: DatabaseHandle;
  beforeAll(async () => {
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await other.close();
  });

  it('leaves a catalogue of imported documents alone', async () => {
    const [record] = generateDemoCatalogue().filter((r) => r.number === 'ISO 9001:2015');
    if (!record) throw new Error('ISO 9001:2015 missing from the demo');
    const writer = await createCatalogueWriter(other, { kind: 'relaton', paths: [] });
    await writer.writeRecords([{ ...record, source: 'relaton:iso', sourceKey: 'relaton:iso:ISO 9001:2015' }]);
    await writer.finish();
    await other.executeSql(`insert into metals (source, source_key, designation, kind) values ('csv', 'csv:metals:s235jr', 'S235JR', 'steel')`);
    const result = await seedDemoCatalogue(other);
    expect(result).toMatchObject({ documents: 0, versions: 0, icsCodes: 0, metals: 0, metalSuppliers: 0 });
    expect(result.materials).toBe(demoMaterials().length);
    const { rows } = await other.executeSql(`select (select count(*) from documents)::int as documents, (select count(*) from metals)::int as metals`);
    expect(rows[0]).toEqual({ documents: 1, metals: 1 });
  });
});

describe('demo catalogue seed cut short', () => {
  let partial: DatabaseHandle;
  beforeAll(async () => {
    partial = await createTestDatabase();
  });
  afterAll(async () => {
    await partial.close();
  });

  it('completes the catalogue on the next start', async () => {
    const records = generateDemoCatalogue();
    const interrupted = await createCatalogueWriter(partial, { kind: 'demo', paths: [] });
    await interrupted.writeRecords(records.slice(0, 1000));
    const result = await seedDemoCatalogue(partial);
    expect(result.versions).toBe(records.length - 1000);
    const { rows } = await partial.executeSql(`select (select count(*) from document_versions)::int as versions, (select count(*) from documents where has_content)::int as with_content`);
    expect(rows[0]).toEqual({ versions: records.length, with_content: 5 });
    expect(Object.values(await seedDemoCatalogue(partial)).every((count) => count === 0)).toBe(true);
  });
});

describe('removing the demo catalogue before real data', () => {
  let fresh: DatabaseHandle;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    await seedDemoCatalogue(fresh);
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('takes out demo documents and materials, but keeps a demo document someone watches, whole', async () => {
    const { organisation, member } = await createOrganisationWithUsers(fresh.db);
    const { rows: watched } = await fresh.executeSql(`select id from documents where number = 'ISO 9001:2015'`);
    const watchedId = Number(watched[0]?.id);
    await fresh.executeSql(`insert into watches (organisation_id, user_id, document_id) values ($1, $2, $3)`, [organisation.id, member.id, watchedId]);

    const removed = await removeDemoCatalogue(fresh);
    expect(removed.documents).toBeGreaterThan(1000);
    const { rows } = await fresh.executeSql(
      `select (select count(*) from documents)::int as documents, (select count(*) from metals)::int as metals,
              (select count(*) from watches)::int as watches,
              (select count(*) from document_versions where document_id = $1)::int as watched_versions`,
      [watchedId],
    );
    expect(rows[0]).toMatchObject({ documents: 1, metals: 0, watches: 1 });
    expect(Number(rows[0]?.watched_versions)).toBeGreaterThan(1);
  });
});
