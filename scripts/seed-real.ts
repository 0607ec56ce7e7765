import { loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../server/db/database.ts';
import { removeDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { removeDemoLegislation } from '../server/db/seeds/demo-legislation.seed.ts';
import { hasRealData, importRealData, realDataDir } from '../server/modules/catalogue/index.ts';
import { importLegislationFiles, realLegislationFiles } from '../server/modules/legislation/index.ts';
import { createProgressBar } from './progress-bar.ts';

/**
 * `npm run seed:real`: replaces the demo catalogue with everything in ../shared/data
 * (or SHARED_DATA_DIR): the ICS list, all Relaton files, the RFC full texts and the
 * material cards. Accounts and everything users saved stay. Running it again changes nothing.
 */
const dataDir = realDataDir();
if (!hasRealData(dataDir)) {
  console.error(`No real data at ${dataDir} (expected a relaton/ folder there). Set SHARED_DATA_DIR to its location.`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config, 'import'));
const started = Date.now();
try {
  await database.migrate();
  const removed = await removeDemoCatalogue(database);
  if (removed.versions > 0) console.log(`Removed the demo catalogue (${removed.documents.toLocaleString('en-GB')} documents).`);
  const bar = createProgressBar('relaton');
  let step = '';
  let relatonRecords = 0;
  const summary = await importRealData(database, dataDir, (progress) => {
    if (step === 'relaton' && progress.step !== 'relaton') bar.done(relatonRecords);
    if (progress.step !== step && progress.step !== 'relaton') console.log(`Importing ${progress.step}...`);
    step = progress.step;
    if (progress.relaton) {
      relatonRecords = progress.relaton.records;
      bar.update(progress.relaton.fraction, progress.relaton.records);
    }
  });
  const { ics, relaton, fulltext, materials } = summary;
  console.log(`
Summary (${((Date.now() - started) / 1000).toFixed(0)} s, ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})
  ICS codes           ${ics.read.toLocaleString('en-GB')} read, ${ics.written.toLocaleString('en-GB')} written
  Relaton records     ${relaton.records.toLocaleString('en-GB')} read, ${relaton.inserted.toLocaleString('en-GB')} added, ${relaton.updated.toLocaleString('en-GB')} updated, ${relaton.unchanged.toLocaleString('en-GB')} unchanged, ${relaton.skipped.toLocaleString('en-GB')} skipped, ${relaton.duplicates.toLocaleString('en-GB')} duplicates
  Documents created   ${relaton.documentsCreated.toLocaleString('en-GB')}
  Full texts          ${fulltext.documents.map((d) => d.number).join(', ')}
  Metals / materials  ${materials.metals.inserted + materials.metals.updated} / ${materials.materials.inserted + materials.materials.updated} written`);
  for (const error of relaton.errors.slice(0, 10)) console.log(`  skipped ${error.where}: ${error.reason}`);
  // The legislation library: both EU-law files when the shared data has them (the 2004-2019 library first, so the current subset's newer status wins).
  const legislationFiles = realLegislationFiles(dataDir);
  if (legislationFiles.length > 0) {
    const demoActs = await removeDemoLegislation(database);
    if (demoActs > 0) console.log(`  Removed the ${demoActs} demo legal acts.`);
    const legislationBar = createProgressBar('legislation');
    const acts = await importLegislationFiles(database, legislationFiles, { onProgress: (progress) => legislationBar.update(progress.fraction, progress.records) });
    legislationBar.done(acts.records);
    console.log(`  Legal acts          ${acts.records.toLocaleString('en-GB')} read, ${acts.inserted.toLocaleString('en-GB')} added, ${acts.updated.toLocaleString('en-GB')} updated, ${acts.unchanged.toLocaleString('en-GB')} unchanged, ${acts.skipped.toLocaleString('en-GB')} skipped`);
    for (const error of acts.errors.slice(0, 10)) console.log(`  skipped ${error.where}: ${error.reason}`);
  }
} finally {
  await database.close();
}
