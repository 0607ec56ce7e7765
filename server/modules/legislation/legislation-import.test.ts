import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { realDataDir } from '../catalogue/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { importLegislationFiles, parseActLine, realLegislationFiles } from './legislation-import.ts';

let database: DatabaseHandle;
let dir: string;

const libraryRecord = (celex: string, overrides: Record<string, unknown> = {}) => ({
  celex,
  family: 'directive',
  type: 'DIR',
  type_label: 'Directive',
  celex_year: 2006,
  celex_number: 42,
  author: 'European Parliament and Council',
  title: `Directive ${celex} on machinery`,
  date_document: '2006-05-17',
  date_publication: '2006-06-09',
  date_entry_into_force: '2006-06-29',
  date_end_of_validity: null,
  in_force: true,
  in_force_as_of: '2019-07-17',
  eurovoc: [
    { id: '1', label: 'machinery' },
    { id: '2', label: 'technical standard' },
  ],
  eurlex_url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${celex}`,
  ...overrides,
});

const currentRecord = (celex: string, overrides: Record<string, unknown> = {}) => ({
  celex,
  type: 'REG',
  type_label: 'Regulation',
  title_en: 'General Data Protection Regulation',
  title_fr: 'Règlement général sur la protection des données',
  popular_names_en: ['gdpr'],
  date_publication: '2016-05-04',
  in_force: true,
  in_force_as_of: '2026-08-22',
  consolidated_versions: [{ celex: `0${celex.slice(1)}-20160504`, valid_from: '2016-05-24', valid_to: null }],
  eurovoc: [{ id: '3', label: 'personal data' }],
  eurovoc_domains: [],
  directory_codes: [],
  eurlex_url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${celex}`,
  ...overrides,
});

const lines = (records: unknown[]) => records.map((record) => (typeof record === 'string' ? record : JSON.stringify(record))).join('\n');

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'legislation-import-'));
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const actOf = async (identifier: string) => (await database.executeSql(`select *, date_publication::text as published from legal_acts where identifier = $1`, [identifier])).rows[0];

describe('the legislation importer', () => {
  it('reads plain and gzip JSON Lines of both kinds, reports bad lines by number and skips them', async () => {
    const plain = path.join(dir, 'library.jsonl');
    writeFileSync(
      plain,
      lines([
        libraryRecord('32006L0042'),
        '{not json',
        libraryRecord('32014L0030', { title: '' }),
        '',
        libraryRecord('32014L0035', { date_publication: '2006-02-30' }),
        libraryRecord('32011R0305', { family: 'regulation', type: 'REG', in_force: null }),
      ]),
    );
    const gzipped = path.join(dir, 'current.jsonl.gz');
    writeFileSync(gzipped, gzipSync(lines([currentRecord('32016R0679'), currentRecord('32016R0679R(01)', { type: 'CORRIGENDUM', title_en: null, popular_names_en: [] }), currentRecord('', {})])));

    const stats = await importLegislationFiles(database, [plain, gzipped]);
    expect(stats).toMatchObject({ files: 2, records: 8, inserted: 4, updated: 0, unchanged: 0, skipped: 4 });
    expect(stats.errors.map((error) => error.where)).toEqual([`${plain}: line 2`, `${plain}: line 3`, `${plain}: line 5`, `${gzipped}: line 3`]);
    expect(stats.errors[0]?.reason).toBe('is not valid JSON');
    expect(stats.errors[1]?.reason).toContain('title');
    expect(stats.errors[2]?.reason).toContain('date_publication');

    const machinery = await actOf('32006L0042');
    expect(machinery).toMatchObject({ family: 'directive', act_type: 'DIR', in_force: true, source: 'eurlex-2004-2019', published: '2006-06-09' });
    expect(machinery?.subjects).toEqual(['machinery', 'technical standard']);
    expect((await actOf('32011R0305'))?.in_force).toBeNull();

    const gdpr = await actOf('32016R0679');
    expect(gdpr).toMatchObject({ family: 'regulation', title_fr: 'Règlement général sur la protection des données', source: 'eurlex-current' });
    expect(gdpr?.popular_names).toEqual(['gdpr']);
    expect(gdpr?.consolidated_versions).toEqual([{ identifier: '02016R0679-20160504', validFrom: '2016-05-24', validTo: null }]);
    // A corrigendum with only a French title keeps it as its title.
    expect(await actOf('32016R0679R(01)')).toMatchObject({ title: 'Règlement général sur la protection des données', family: 'corrigendum' });
  });

  it('changes nothing on a second run, and updates only what changed', async () => {
    const file = path.join(dir, 'again.jsonl');
    writeFileSync(file, lines([libraryRecord('32006L0042'), libraryRecord('32011R0305', { family: 'regulation', type: 'REG', in_force: null })]));
    const before = (await actOf('32006L0042'))?.updated_at;
    expect(await importLegislationFiles(database, [file])).toMatchObject({ records: 2, inserted: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect((await actOf('32006L0042'))?.updated_at).toEqual(before);

    writeFileSync(file, lines([libraryRecord('32006L0042', { in_force: false, title: 'Directive 2006/42/EC on machinery, amended' })]));
    expect(await importLegislationFiles(database, [file])).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await actOf('32006L0042')).toMatchObject({ in_force: false, title: 'Directive 2006/42/EC on machinery, amended' });
    const { rows } = await database.executeSql(`select count(*)::int as n from legal_acts where search_vector @@ to_tsquery('english', 'amend:*')`);
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps the current subset record of an act over the 2004-2019 library record, whichever runs last', async () => {
    const file = path.join(dir, 'older.jsonl');
    writeFileSync(file, lines([libraryRecord('32016R0679', { family: 'regulation', type: 'REG', title: 'Regulation (EU) 2016/679 as of 2019' })]));
    expect(await importLegislationFiles(database, [file])).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await actOf('32016R0679')).toMatchObject({ title: 'General Data Protection Regulation', source: 'eurlex-current' });
  });

  it('rebuilds the title citations of the acts it wrote, and only theirs', async () => {
    const file = path.join(dir, 'citing.jsonl');
    const toys = (title: string) => libraryRecord('32005D0195', { family: 'decision', type: 'DEC', title });
    const blinds = libraryRecord('32014D0531', { family: 'decision', type: 'DEC', title: 'Decision on standards EN 16433:2014 and EN 16434:2014 for internal blinds' });
    writeFileSync(file, lines([toys('Decision on the non-conformity of standard EN 71-1:1998'), blinds]));
    expect((await importLegislationFiles(database, [file])).titleCitations).toEqual({ actsRead: 2, citations: 3, matched: 0, removed: 0 });
    const ids = { toys: Number((await actOf('32005D0195'))?.id), blinds: Number((await actOf('32014D0531'))?.id) };
    const cited = async (actId: number) =>
      (await database.executeSql(`select standard_number from legal_act_standards where act_id = $1 and relation = 'cited' order by standard_number`, [actId])).rows.map((row) =>
        String(row.standard_number),
      );
    expect(await cited(ids.blinds)).toEqual(['EN 16433:2014', 'EN 16434:2014']);

    // Altered by hand: a rebuild of the blinds decision would remove the number its title does not give.
    await database.executeSql(`insert into legal_act_standards (act_id, standard_number, relation, origin) values ($1, 'EN 9999:2000', 'cited', 'title')`, [ids.blinds]);
    writeFileSync(file, lines([toys('Decision on the non-conformity of standard EN 71-2:2011'), blinds]));
    const stats = await importLegislationFiles(database, [file]);
    expect(stats).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect(stats.titleCitations).toEqual({ actsRead: 1, citations: 1, matched: 0, removed: 1 });
    expect(await cited(ids.toys)).toEqual(['EN 71-2:2011']);
    expect(await cited(ids.blinds)).toEqual(['EN 16433:2014', 'EN 16434:2014', 'EN 9999:2000']);

    // Nothing written, nothing rebuilt.
    expect((await importLegislationFiles(database, [file])).titleCitations).toBeUndefined();
  });

  it('reports progress up to the whole of the files', async () => {
    const file = path.join(dir, 'progress.jsonl');
    writeFileSync(file, lines(Array.from({ length: 1200 }, (_, index) => libraryRecord(`32010D${String(index).padStart(4, '0')}`, { family: 'decision', type: 'DEC' }))));
    const seen: number[] = [];
    const stats = await importLegislationFiles(database, [file], { onProgress: (progress) => seen.push(progress.fraction) });
    expect(stats.inserted).toBe(1200);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.at(-1)).toBe(1);
  });

  it('parses a line the demo set names as its own source', () => {
    const parsed = parseActLine(JSON.stringify(libraryRecord('32014L0053')), 'demo');
    expect('act' in parsed && parsed.act.source).toBe('demo');
    expect(parseActLine('[1, 2]')).toEqual({ reason: 'is not a JSON object' });
  });

  const realFiles = realLegislationFiles(realDataDir());
  it.skipIf(realFiles.length === 0)('reads the first lines of the real files without a skipped record', async () => {
    const samples: string[] = [];
    for (const [index, file] of realFiles.entries()) {
      // The file's first 256 KB, inflated as far as they go: well over 200 lines.
      const start = readFileSync(file).subarray(0, 256 * 1024);
      const head = gunzipSync(start, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8').split('\n').slice(0, 200);
      const sample = path.join(dir, `real-${index}.jsonl.gz`);
      writeFileSync(sample, gzipSync(head.join('\n')));
      samples.push(sample);
    }
    const stats = await importLegislationFiles(database, samples);
    expect(stats.skipped, JSON.stringify(stats.errors.slice(0, 3))).toBe(0);
    expect(stats.records).toBe(200 * samples.length);
    expect(existsSync(samples[0] ?? '')).toBe(true);
  });
});
