import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_STRING_SECTIONS } from '../../common/locales.ts';
import { translations } from '../../common/locales/index.ts';

/**
 * The web build leaves the server-only sections out of each language's file (vite.config.ts), so
 * a key of theirs would show in the app as the key itself: no web source may name one.
 */
const web = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('server-only strings', () => {
  it('are sections of every language', () => {
    for (const section of SERVER_ONLY_STRING_SECTIONS) expect(Object.keys(translations.en)).toContain(section);
  });

  it('are never named by the web app', () => {
    const key = new RegExp(`['"\`](${SERVER_ONLY_STRING_SECTIONS.join('|')})\\.`);
    const files = sourceFiles(web);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => key.test(readFileSync(file, 'utf8')))).toEqual([]);
    expect(key.test("t('emails.exportReady.subject')")).toBe(true);
  });
});
