import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../server/db/database.ts';
import { createLogger } from '../server/platform/logger.ts';
import { createMailer, type Mailer } from '../server/platform/mailer.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import { main } from './operator.ts';

let database: DatabaseHandle;
let mailer: Mailer;
let outbox: string;

beforeAll(async () => {
  database = await createTestDatabase();
  outbox = mkdtempSync(path.join(os.tmpdir(), 'normscope-operator-'));
  mailer = createMailer({ mailUrl: undefined, mailFrom: 'normscope@example.test', outboxDir: outbox, logger: createLogger({ level: 'silent' }) });
});

afterAll(async () => {
  mailer.close();
  await database.close();
  rmSync(outbox, { recursive: true, force: true });
});

describe('npm run operator', () => {
  it('creates an operator, prints the one-time link and mails it', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    expect(await main(['create', 'ops@normscope.example.test', '--name', 'Olga Ops', '--language', 'ru'], { database, mailer })).toBe(0);
    vi.restoreAllMocks();
    expect(printed.join('\n')).toMatch(/Created operator ops@normscope\.example\.test[\s\S]*\/management\/invitation\/[A-Za-z0-9_-]{43}/);
    expect(readdirSync(outbox).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
    const { rows } = await database.executeSql(`select u.platform_operator, u.language, o.internal from users u join organisations o on o.id = u.organisation_id where u.email = $1`, [
      'ops@normscope.example.test',
    ]);
    expect(rows[0]).toMatchObject({ platform_operator: true, language: 'ru', internal: true });
  });

  it('refuses bad arguments with the usage', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
    expect(await main(['create'], { database, mailer })).toBe(2);
    expect(await main(['create', 'ops@normscope.example.test', '--language', 'xx'], { database, mailer })).toBe(2);
    vi.restoreAllMocks();
    expect(errors.join('\n')).toContain('Usage: npm run operator');
  });
});
