import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, STRING_FILES, type Locale, type StringFile } from '../../common/locales.ts';
import { LEAN_STRING_PAGES, NOT_FOUND_MODULE, PAGE_MODULES, type PageModule } from '../../common/page-modules.ts';

/** One file of Vite's build manifest (`build.manifest`), keyed by its source path under web/. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where the build writes its manifest, inside the build folder; it is never served. */
export const MANIFEST_PATH = '.vite/manifest.json';
const ASSET_BASE = '/management/';

/** A language's strings file as the web app imports it (web/app/i18n.ts). */
const stringsSource = (locale: Locale, file: StringFile) => `../common/locales/${locale}.json?strings=${file}`;

function readManifest(buildDir: string): Manifest | null {
  const file = path.join(buildDir, MANIFEST_PATH);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk's own file and every file it imports, and their stylesheets, in the order a browser needs them. */
function filesOf(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || seen.has(chunkKey)) return;
    seen.add(chunkKey);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  };
  visit(key);
  return { scripts, styles };
}

export type PagePreloads = (module: PageModule, language: Locale) => string;

/**
 * The <link> tags that let a browser fetch a page's own files while it fetches the frame's: the
 * page's file with what it imports, its stylesheet, and the strings it will load (its language's
 * main file, and the page-only one unless the page is lean: web/app/i18n.ts). Without them the browser learns of these files only once
 * the frame's scripts have downloaded and run: one more round trip before anything is drawn.
 * Files the page template names already are left out; without a build manifest nothing is added.
 */
export function createPagePreloads(buildDir: string, template: string): PagePreloads {
  const manifest = readManifest(buildDir);
  if (!manifest) return () => '';
  const inTemplate = (file: string) => template.includes(`"${ASSET_BASE}${file}"`);
  const scriptLink = (file: string) => `<link rel="modulepreload" crossorigin href="${ASSET_BASE}${file}">`;
  // A preload like the frame's stylesheets (vite.config.ts): web/app/stylesheets.ts applies it in order.
  const styleLink = (file: string) => `<link rel="preload" as="style" crossorigin href="${ASSET_BASE}${file}">`;

  const pageLinks = new Map<PageModule, string>();
  const modules: PageModule[] = [...Object.values(PAGE_MODULES), NOT_FOUND_MODULE];
  for (const module of modules) {
    const { scripts, styles } = filesOf(manifest, module);
    const links = [...styles.filter((file) => !inTemplate(file)).map(styleLink), ...scripts.filter((file) => !inTemplate(file)).map(scriptLink)];
    pageLinks.set(module, [...new Set(links)].join(''));
  }
  const stringsLinks = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const file of STRING_FILES) {
      const chunk = manifest[stringsSource(locale, file)]?.file;
      stringsLinks.set(`${locale}:${file}`, chunk ? scriptLink(chunk) : '');
    }
  }
  return (module, language) =>
    (pageLinks.get(module) ?? '') + (stringsLinks.get(`${language}:main`) ?? '') + (LEAN_STRING_PAGES.has(module) ? '' : (stringsLinks.get(`${language}:pageOnly`) ?? ''));
}
