import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../server/db/database.ts';
import { createOrganisationWithUsers } from '../server/test/factories.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import { main } from './announce.ts';

let database: DatabaseHandle;
let dir: string;
let printed: string[];
let organisationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'normscope-announce-'));
  const acme = await createOrganisationWithUsers(database.db, { name: 'Acme' });
  organisationId = acme.organisation.id;
  // An organisation's own announcement, which the operator's commands never touch.
  await database.executeSql(`insert into announcements (organisation_id, author_user_id, note) values ($1, $2, '<p>Acme news</p>')`, [organisationId, acme.admin.id]);
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the CLI on the test database; answers its exit code and what it printed. */
async function announce(...argv: string[]): Promise<number> {
  printed = [];
  const capture = (...parts: unknown[]) => void printed.push(parts.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  return main(argv, database);
}

const globals = async () =>
  (
    await database.executeSql(
      `select operator_key, note, link_url, link_name, updated_at from announcements where organisation_id is null order by operator_key`,
    )
  ).rows;
const ownCount = async () => Number((await database.executeSql(`select count(*)::int as n from announcements where organisation_id = $1`, [organisationId])).rows[0]?.n);

function yamlFile(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('npm run announce', () => {
  it('sets an announcement under its key, sanitised, and rewrites it under the same key', async () => {
    expect(await announce('set', 'maintenance', '--note', '<p>Down on <b>Sunday</b><script>alert(1)</script></p>', '--link-url', 'https://status.example.test', '--link-name', 'Status')).toBe(0);
    expect(printed.join('\n')).toContain('added      maintenance');
    expect(await globals()).toMatchObject([
      { operator_key: 'maintenance', note: '<p>Down on <b>Sunday</b></p>', link_url: 'https://status.example.test', link_name: 'Status' },
    ]);
    const [first] = await globals();

    expect(await announce('set', 'maintenance', '--note', '<p>Down on <b>Sunday</b></p>', '--link-url', 'https://status.example.test', '--link-name', 'Status')).toBe(0);
    expect(printed.join('\n')).toContain('unchanged  maintenance');
    expect(await globals()).toEqual([first]);

    expect(await announce('set', 'maintenance', '--note', 'Down on Monday')).toBe(0);
    expect(printed.join('\n')).toContain('changed    maintenance');
    expect(await globals()).toMatchObject([{ operator_key: 'maintenance', note: 'Down on Monday', link_url: null, link_name: null }]);
  });

  it('removes an announcement by its key', async () => {
    await announce('set', 'welcome', '--note', 'Welcome');
    expect(await announce('remove', 'welcome')).toBe(0);
    expect(printed.join('\n')).toContain('removed    welcome');
    expect((await globals()).map((row) => row.operator_key)).toEqual(['maintenance']);
    expect(await announce('remove', 'welcome')).toBe(0);
    expect(printed.join('\n')).toContain('Nothing to change.');
  });

  it('loads a file: each announcement by its key, and the keys the file leaves out removed', async () => {
    const file = yamlFile(
      'announcements.yaml',
      `- key: maintenance
  note: <p>Down on Monday</p>
- key: release-2025
  note: <p>New <em>dashboard</em></p><img src=x onerror=alert(1)>
  linkUrl: https://example.test/release
  linkName: Release notes
`,
    );
    await announce('set', 'obsolete', '--note', 'Old news');
    expect(await announce('load', file)).toBe(0);
    const report = printed.join('\n');
    expect(report).toContain('added      release-2025');
    expect(report).toContain('changed    maintenance');
    expect(report).toContain('removed    obsolete');
    expect(await globals()).toMatchObject([
      { operator_key: 'maintenance', note: '<p>Down on Monday</p>', link_url: null },
      { operator_key: 'release-2025', note: '<p>New <em>dashboard</em></p>', link_url: 'https://example.test/release', link_name: 'Release notes' },
    ]);
    expect(await ownCount()).toBe(1);

    expect(await announce('load', yamlFile('empty.yaml', '[]\n'))).toBe(0);
    expect(await globals()).toEqual([]);
    expect(await ownCount()).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    await announce('set', 'kept', '--note', 'Kept');
    const before = await globals();
    const cases: [string, string[]][] = [
      ['no command', []],
      ['an unknown command', ['publish', 'x']],
      ['set without a note', ['set', 'x']],
      ['set with a note of nothing but script', ['set', 'x', '--note', '<script>alert(1)</script>']],
      ['a bad key', ['set', 'a key with spaces', '--note', 'x']],
      ['a link that is not http(s)', ['set', 'x', '--note', 'x', '--link-url', 'javascript:alert(1)']],
      ['an unknown option', ['set', 'x', '--note', 'x', '--colour', 'red']],
      ['a file of the wrong shape', ['load', yamlFile('bad.yaml', 'key: x\nnote: y\n')]],
      ['a file with a key twice', ['load', yamlFile('twice.yaml', '- {key: a, note: x}\n- {key: a, note: y}\n')]],
      ['a file with an unknown field', ['load', yamlFile('field.yaml', '- {key: a, note: x, colour: red}\n')]],
      ['a missing file', ['load', path.join(dir, 'missing.yaml')]],
    ];
    for (const [label, argv] of cases) {
      expect(await announce(...argv), label).toBe(2);
      expect(printed.join('\n'), label).not.toBe('');
    }
    expect(await globals()).toEqual(before);
    expect(await ownCount()).toBe(1);
  });
});
