import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * web/app/mantine-styles.ts imports Mantine's styles one component at a time. These checks
 * keep it whole: every component the app draws, and every component those are built from,
 * has its sheet imported, in the order of the full sheet.
 */
const root = resolve(import.meta.dirname, '../..');
const core = join(root, 'node_modules/@mantine/core');
const stylesFile = join(root, 'web/app/mantine-styles.ts');
const sheetName = (path: string) => /^@mantine\/core\/styles\/(.+)\.css$/.exec(path)?.[1];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Names the app and the Mantine packages it uses import from @mantine/core. */
function namesImportedFromCore(): Set<string> {
  const packageFiles = ['notifications', 'modals'].flatMap((name) =>
    readdirSync(join(root, 'node_modules/@mantine', name, 'esm'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join(root, 'node_modules/@mantine', name, 'esm', file)),
  );
  const names = new Set<string>();
  for (const file of [...sourceFiles(join(root, 'web')), ...packageFiles]) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
      for (const item of (list ?? '').split(',')) {
        const name = item.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Mantine's own directory names (components, utilities) reached from the given exports. */
function componentsReachedFrom(names: Set<string>): Set<string> {
  const index = readFileSync(join(core, 'esm/index.mjs'), 'utf8');
  const queue: string[] = [];
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    if ((list ?? '').split(',').some((item) => names.has(item.trim()))) queue.push(join(core, 'esm', path ?? ''));
  }
  const seen = new Set<string>();
  const reached = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    reached.add(relative(join(core, 'esm'), dirname(file)).split('/').at(-1) ?? '');
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) queue.push(resolve(dirname(file), spec ?? ''));
  }
  return reached;
}

const imported = [...readFileSync(stylesFile, 'utf8').matchAll(/^import '([^']+)';$/gm)].map(([, path]) => path ?? '');
const importedSheets = imported.map(sheetName).filter((name) => name !== undefined);

describe('Mantine styles', () => {
  it('imports the sheet of every component the app uses or is built from', () => {
    const sheets = new Set(readdirSync(join(core, 'styles')).filter((file) => !file.includes('.layer.')).map((file) => file.replace(/\.css$/, '')));
    const needed = [...componentsReachedFrom(namesImportedFromCore())].filter((name) => sheets.has(name));
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !importedSheets.includes(name)).sort()).toEqual([]);
    expect(importedSheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(imported.at(-1)).toBe('@mantine/notifications/styles.css');
  });

  it('keeps the order of the full sheet, so the cascade is the same', () => {
    const full = readFileSync(join(core, 'styles.css'), 'utf8');
    const positions = importedSheets.map((name) => full.indexOf(readFileSync(join(core, 'styles', `${name}.css`), 'utf8').trim().slice(0, 400)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
