import { parseArgs } from 'node:util';
import { materialsPaths, type MaterialsSearchTab } from '../common/materials/materials-search.contract.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { demoMaterials, demoMaterialSuppliers, demoMetalSuppliers, demoMetals } from '../server/db/seeds/demo-catalogue/demo-materials.ts';
import { seedDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { hasRealData } from '../server/modules/catalogue/index.ts';
import { createMaterialsWriter } from '../server/modules/catalogue/importers/materials/materials-writer.ts';
import type { MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../server/modules/catalogue/materials-record.ts';
import { createOrganisation, createSubscription, createUser, TEST_PASSWORD } from '../server/test/factories.ts';
import { signInForBench, startBenchServer, timedPost, type BenchSession } from './support/bench-server.ts';
import { createScratchCatalogue } from './support/real-catalogue.ts';
import { percentile, printTable } from './support/report.ts';
import { queryBenchServer } from './support/scratch-postgres.ts';

/**
 * `npm run bench:materials`: the metals, metal suppliers, materials and material suppliers searches
 * on PostgreSQL, served by the product's own server in a child process, over the demo metals,
 * materials and suppliers written ten times (each copy's designations, trade names and names
 * marked, so every copy is a record of its own) beside the
 * real catalogue when it is here (the governing standards are looked up in it), else the demo one.
 * Times are the server's own (Server-Timing) over ROUNDS rounds of each query after a warm-up.
 * Options: --rounds N, --copies N, --catalogue real|demo, --rebuild, --keep.
 */
const TARGET_MS = 50;
const WARM_UP = 2;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    copies: { type: 'string', default: '10' },
    catalogue: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const copies = Number(values.copies);
const useReal = values.catalogue ? values.catalogue === 'real' : hasRealData();
const log = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const BENCH_USER = 'materials-bench@bench.normscope.test';

type Query = { tab: MaterialsSearchTab; label: string; fields: Record<string, string | string[]> };
const row = (elementValue: string, range: { minValue?: number; maxValue?: number; singleValue?: number }) => ({ element: elementValue, elementValue, ...range });
const QUERIES: Query[] = [
  { tab: 'metals', label: 'everything (first page, every facet)', fields: {} },
  { tab: 'metals', label: 'designation "S355"', fields: { designation: 'S355' } },
  { tab: 'metals', label: 'designation "1.4"', fields: { designation: '1.4' } },
  { tab: 'metals', label: 'description words "stainless austenitic"', fields: { description: 'stainless austenitic' } },
  { tab: 'metals', label: 'keyword "aluminium"', fields: { keyword: 'aluminium' } },
  { tab: 'metals', label: 'country EU, form plate', fields: { country: 'EU', form: 'plate' } },
  { tab: 'metals', label: 'C 0.3-0.5 % and Cr above 12 %', fields: { chemicalComposition: JSON.stringify([row('C', { minValue: 0.3, maxValue: 0.5 }), row('Cr', { minValue: 12 })]) } },
  { tab: 'metals', label: 'Ni 8-12 %, tensile 500-700 MPa', fields: { chemicalComposition: JSON.stringify([row('Ni', { minValue: 8, maxValue: 12 })]), mechanicalComposition: JSON.stringify([row('ultimateTensileStrength', { minValue: 500, maxValue: 700 })]) } },
  { tab: 'metals', label: 'yield above 355 MPa, alphabetic, page 3', fields: { mechanicalComposition: JSON.stringify([row('yieldStrength', { minValue: 355 })]), orderBy: '1', page: '3' } },
  { tab: 'metals', label: 'facets: stainless, bar', fields: { 'facetKind[]': ['stainless-steel'], 'facetForm[]': ['bar'] } },
  { tab: 'metalsSupplier', label: 'suppliers: everything', fields: {} },
  { tab: 'metalsSupplier', label: 'suppliers: name "stahl"', fields: { name: 'stahl' } },
  { tab: 'metalsSupplier', label: 'suppliers: forms sheet or tube, country DE', fields: { 'form[]': ['sheet', 'tube'], country: 'DE' } },
  { tab: 'metalsSupplier', label: 'suppliers: keyword "plate"', fields: { keyword: 'plate' } },
  { tab: 'materials', label: 'materials: everything', fields: {} },
  { tab: 'materials', label: 'materials: trade name "PA"', fields: { tradeName: 'PA' } },
  { tab: 'materials', label: 'materials: keyword "glass fibre"', fields: { keyword: 'glass fibre' } },
  { tab: 'materials', label: 'materials: class thermoplastic, forms sheet or granulate', fields: { class: 'thermoplastic', 'form[]': ['sheet', 'granulate'] } },
  { tab: 'materials', label: 'materials: processing injection moulding', fields: { 'processing[]': ['injection moulding'] } },
  {
    tab: 'materials',
    label: 'materials: tensile 40-80 MPa, service above 100 °C',
    fields: {
      mechanicalProperties: JSON.stringify([row('ultimateTensileStrength', { minValue: 40, maxValue: 80 })]),
      thermalProperties: JSON.stringify([row('maxServiceTemperature', { minValue: 100 })]),
    },
  },
  { tab: 'materials', label: 'materials: density 1200 ± 10 %, alphabetic, page 2', fields: { physicalProperties: JSON.stringify([{ ...row('density', { singleValue: 1200 }), deviation: 10 }]), orderBy: '1', page: '2' } },
  { tab: 'materialsSupplier', label: 'material suppliers: everything', fields: {} },
  { tab: 'materialsSupplier', label: 'material suppliers: name "plast"', fields: { name: 'plast' } },
  { tab: 'materialsSupplier', label: 'material suppliers: country DE', fields: { country: 'DE' } },
];

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

/** The demo records `copies` times; copy k > 0 marks its designations, trade names and names with " ·k". */
function copiesOf(): { metals: MetalRecord[]; metalSuppliers: MetalSupplierRecord[]; materials: MaterialRecord[]; materialSuppliers: MaterialSupplierRecord[] } {
  const mark = (text: string, copy: number) => (copy === 0 ? text : `${text} ·${copy}`);
  const times = <T>(records: T[], copied: (record: T, copy: number) => T): T[] => Array.from({ length: copies }, (_, copy) => records.map((record) => copied(record, copy))).flat();
  const key = (copy: number, sourceKey: string) => `bench:${copy}:${sourceKey}`;
  return {
    metals: times(demoMetals(), (metal, copy) => ({ ...metal, sourceKey: key(copy, metal.sourceKey), designation: mark(metal.designation, copy) })),
    metalSuppliers: times(demoMetalSuppliers(), (supplier, copy) => ({
      ...supplier,
      sourceKey: key(copy, supplier.sourceKey),
      name: mark(supplier.name, copy),
      metals: supplier.metals.map((metal) => mark(metal, copy)),
    })),
    materials: times(demoMaterials(), (material, copy) => ({ ...material, sourceKey: key(copy, material.sourceKey), tradeName: mark(material.tradeName, copy) })),
    materialSuppliers: times(demoMaterialSuppliers(), (supplier, copy) => ({
      ...supplier,
      sourceKey: key(copy, supplier.sourceKey),
      name: mark(supplier.name, copy),
      materials: supplier.materials.map((material) => mark(material, copy)),
    })),
  };
}

async function scratchDatabase(): Promise<{ url: string; name: string; source: string }> {
  const { url, name, template } = await createScratchCatalogue('normscope_bench_materials', { real: useReal, rebuild: Boolean(values.rebuild), log });
  return { url, name, source: template ? `the real catalogue (a copy of ${template})` : 'the generated demo catalogue' };
}

async function prepare(database: DatabaseHandle): Promise<Record<keyof ReturnType<typeof copiesOf>, number>> {
  await database.migrate();
  if (!useReal) await seedDemoCatalogue(database);
  for (const table of ['metals', 'metal_suppliers', 'materials', 'material_suppliers']) await database.executeSql(`delete from ${table}`);
  const made = copiesOf();
  const writer = createMaterialsWriter(database);
  await writer.writeMetals(made.metals);
  await writer.writeMetalSuppliers(made.metalSuppliers);
  await writer.writeMaterials(made.materials);
  await writer.writeMaterialSuppliers(made.materialSuppliers);
  const datasetIds = (await database.executeSql(`select id from datasets where kind in ('standards', 'metals', 'materials')`)).rows.map((found) => Number(found.id));
  const organisation = await createOrganisation(database.db, { name: 'Materials bench' });
  const subscription = await createSubscription(database.db, { organisationId: organisation.id, datasetIds });
  await createUser(database.db, { organisationId: organisation.id, subscriptionId: subscription.id, email: BENCH_USER });
  await database.executeSql('analyze');
  return { metals: made.metals.length, metalSuppliers: made.metalSuppliers.length, materials: made.materials.length, materialSuppliers: made.materialSuppliers.length };
}

async function measure(session: BenchSession) {
  const results: string[][] = [];
  let worst = 0;
  for (const query of QUERIES) {
    const samples: number[] = [];
    let hits = 0;
    for (let round = 0; round < WARM_UP + rounds; round++) {
      const answer = await timedPost<{ hits: number }>(session, materialsPaths.search(query.tab), form(query.fields));
      hits = answer.data.hits;
      if (round >= WARM_UP) samples.push(answer.server);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    worst = Math.max(worst, p95);
    results.push([query.label, hits.toLocaleString('en-GB'), ms(percentile(sorted, 0.5)), ms(p95)]);
  }
  return { results, worst };
}

const scratch = await scratchDatabase();
log(`\n## Metals, materials and their suppliers' searches on PostgreSQL, ${scratch.source}, the demo data ×${copies}`);
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  const made = await prepare(database).finally(() => database.close());
  const counted = (value: number) => value.toLocaleString('en-GB');
  log(`  ${counted(made.metals)} metals, ${counted(made.metalSuppliers)} metal suppliers, ${counted(made.materials)} materials, ${counted(made.materialSuppliers)} material suppliers`);
  server = await startBenchServer({ DATABASE_URL: scratch.url, SEED_DEMO: 'false' });
  const session = await signInForBench(server.base, BENCH_USER, TEST_PASSWORD);
  const { results, worst } = await measure(session);
  log(`\nServer time over ${rounds} rounds of each search:`);
  printTable(['Search', 'hits', 'p50', 'p95'], results);
  log(`\nTarget: every search's p95 under ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'MISSED'} (slowest ${ms(worst)}).`);
  if (worst >= TARGET_MS) process.exitCode = 1;
} finally {
  await server?.stop();
  if (values.keep) log(`  kept database ${scratch.name}`);
  else await queryBenchServer(`drop database if exists ${scratch.name} with (force)`);
}
