import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ONLY_STRING_SECTIONS, SERVER_ONLY_STRING_SECTIONS } from '../../common/locales.ts';
import { translations } from '../../common/locales/index.ts';
import { LEAN_STRING_PAGES, NOT_FOUND_MODULE, PAGE_MODULES, type PageModule } from '../../common/page-modules.ts';

/**
 * The browser gets each language in two files (vite.config.ts, web/app/i18n.ts): the main strings, and
 * the page-only sections, which every page but the lean ones loads before it draws. Neither holds the
 * server-only sections (mail). A key the browser does not have shows as the key itself, so these checks
 * read the web app's code: what the frame can show (web/main.tsx and everything it imports, at once or
 * on demand, short of the pages) and what a lean page can show name no page-only string, and nothing
 * names a server-only one. A page-only section's `errors` stay in the main file: the server names them.
 */
const web = resolve(import.meta.dirname, '..');
const root = resolve(web, '..');
const SECTIONS = Object.keys(translations.en);
const keyPattern = (sections: readonly string[]) => new RegExp(`['"\`](${sections.join('|')})\\.(?!errors\\.)[A-Za-z$]|keyPrefix:\\s*['"\`](${sections.join('|')})['"\`.]`);

type SourceFile = { imports: string[]; text: string };
const sources = new Map<string, SourceFile>();

/** A source file's text and the files it imports, at once or on demand (relative imports of web/ and common/). */
function readSource(file: string): SourceFile {
  const known = sources.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?from\s*['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map(([, specifier]) => resolve(dirname(file), specifier ?? ''));
  const source = { imports: specifiers.filter((path) => /\.tsx?$/.test(path) && existsSync(path)), text };
  sources.set(file, source);
  return source;
}

const pageModules = [...new Set<PageModule>([...Object.values(PAGE_MODULES), NOT_FOUND_MODULE])];
const pageFiles = new Set(pageModules.map((module) => resolve(web, module)));

/** Every file reachable from `start`, through static and on-demand imports, short of other pages' files. */
function reachableFrom(start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of readSource(file).imports) if (!pageFiles.has(imported) || imported === start) queue.push(imported);
  }
  return [...seen];
}

const naming = (files: string[], sections: readonly string[]) => files.filter((file) => keyPattern(sections).test(readSource(file).text)).map((file) => relative(root, file));

function webSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('strings files', () => {
  it('name sections every language has', () => {
    for (const section of [...PAGE_ONLY_STRING_SECTIONS, ...SERVER_ONLY_STRING_SECTIONS]) expect(SECTIONS).toContain(section);
  });

  it('finds a key however the code names it', () => {
    const pattern = keyPattern(['compare']);
    for (const code of ["t('compare.title')", 't(`compare.${step}`)', "useTranslation(undefined, { keyPrefix: 'compare' })"]) expect(pattern.test(code), code).toBe(true);
    for (const code of ["t('compare.errors.quota')", "t('comparison.title')", "t('results.compare')"]) expect(pattern.test(code), code).toBe(false);
  });

  it('leave nothing the frame shows to the page-only file', () => {
    const frame = reachableFrom(resolve(web, 'main.tsx'));
    expect(frame.length).toBeGreaterThan(100);
    expect(naming(frame, PAGE_ONLY_STRING_SECTIONS)).toEqual([]);
  });

  it.each([...LEAN_STRING_PAGES])('leave nothing the lean page %s shows to the page-only file', (module: PageModule) => {
    expect(naming(reachableFrom(resolve(web, module)), PAGE_ONLY_STRING_SECTIONS)).toEqual([]);
  });

  it('serve every page-only section to some page that loads them', () => {
    const loading = pageModules.filter((module) => !LEAN_STRING_PAGES.has(module)).flatMap((module) => reachableFrom(resolve(web, module)));
    for (const section of PAGE_ONLY_STRING_SECTIONS) expect(naming(loading, [section]).length, section).toBeGreaterThan(0);
  });

  it('leave the server-only strings out, which the web app never names', () => {
    const files = webSourceFiles(web);
    expect(files.length).toBeGreaterThan(100);
    expect(naming(files, SERVER_ONLY_STRING_SECTIONS)).toEqual([]);
  });
});
