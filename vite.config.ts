import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_ONLY_STRING_SECTIONS, SERVER_ONLY_STRING_SECTIONS, STRING_FILES } from './common/locales.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|ico|txt|xml|map)$/;
/** Below this the headers outweigh any saving. */
const MIN_BYTES = 1024;
/** A variant that saves less than a tenth is not worth a second file. */
const MIN_SAVING = 0.9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

/**
 * Writes file.br and file.gz beside every compressible file of the build, at the highest
 * settings (paid once here, not per request), for @fastify/static's preCompressed serving.
 * index.html is left out: the server renders it per request with the user's page variables.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'normscope-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After vite-plugin-pwa has written sw.js (its own closeBundle), so the worker goes out compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // The build manifest (.vite/) is read by the server, never sent.
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && path.relative(outDir, file) !== 'index.html' && !path.relative(outDir, file).startsWith('.vite'));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const content = await readFile(file);
            const variants: [string, Buffer][] = [
              ['.br', await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
              ['.gz', await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
            ];
            for (const [extension, compressed] of variants) {
              if (compressed.length < content.length * MIN_SAVING) await writeFile(file + extension, compressed);
            }
          }),
        );
      },
    },
  };
}

/**
 * The installed app's service worker (issue 22): web/sw.ts, built into /management/sw.js with the list of
 * the app shell's files to precache. The manifest is web/public/manifest.webmanifest (one source). The page
 * registers the worker itself, on demand (web/app/pwa/register-service-worker.ts).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  registerType: 'prompt',
  injectManifest: {
    // The shell: the page, what every page loads first, the English translations, the offline page and
    // reader (issue 22: the app opens offline), the icons. Other pages' files are kept on first use (sw.ts).
    globPatterns: [
      'index.html',
      'assets/{index,vendor,app,shared,rolldown-runtime,en}-*.js',
      'assets/{index,vendor,app,shared}-*.css',
      'assets/{offline,reader-page}-*.{js,css}',
      '*.{png,svg,ico,webmanifest}',
    ],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  },
});

/**
 * The browser runs no zod: the web app imports the contracts of common/ for their types and
 * constants, checks enum values with isOneOf, and the server validates. Without zod a first visit
 * downloads 23 kB less and builds no schemas, and zod's probe for eval (which the page's CSP
 * forbids and Chromium logs) never runs. A module that brings zod back fails the build, naming the path.
 */
function noZod(): Plugin {
  return {
    name: 'normscope-no-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zodModule = chunk.moduleIds.find((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id));
        if (!zodModule) continue;
        const path: string[] = [];
        for (let id: string | undefined = zodModule; id && path.length < 12; id = this.getModuleInfo(id)?.importers.find((importer) => !path.includes(importer))) path.push(id);
        this.error(`zod is in the web bundle (${chunk.fileName}), imported through: ${path.reverse().join(' → ')}`);
      }
    },
  };
}

/**
 * The page's stylesheets become preloads: fetched at once, but not holding the first paint, so the
 * frame index.html draws itself (inline styles) shows as soon as the page arrives.
 * web/app/stylesheets.ts applies them, and the app draws once they are in.
 */
function stylesheetsAsPreloads(): Plugin {
  return {
    name: 'normscope-stylesheets-as-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll('<link rel="stylesheet" crossorigin href=', '<link rel="preload" as="style" crossorigin href='),
    },
  };
}

/**
 * Each language's strings as the browser gets them (web/app/i18n.ts): `en.json?strings=main` without the
 * page-only sections (but their errors), `en.json?strings=pageOnly` with only those, and never the strings only
 * the server uses (mail). web/app/string-files.test.ts checks the web app's code against these lists.
 */
function stringFilesForTheBrowser(): Plugin {
  const pageOnly = new Set<string>(PAGE_ONLY_STRING_SECTIONS);
  const serverOnly = new Set<string>(SERVER_ONLY_STRING_SECTIONS);
  return {
    name: 'normscope-string-files',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]common[\\/]locales[\\/][a-z]{2}\.json(?:\?strings=(\w+))?$/.exec(id);
      if (!match) return null;
      const file = match[1];
      if (file !== undefined && !(STRING_FILES as readonly string[]).includes(file)) this.error(`unknown strings file "${file}" (common/locales.ts STRING_FILES)`);
      const tree = JSON.parse(code) as Record<string, Record<string, unknown>>;
      const kept: Record<string, Record<string, unknown>> = {};
      for (const [section, strings] of Object.entries(tree)) {
        if (serverOnly.has(section)) continue;
        if (file === undefined || !pageOnly.has(section)) {
          if (file !== 'pageOnly') kept[section] = strings;
          continue;
        }
        // A page-only section's errors stay in the main file: the server names them, and any page may show them.
        const { errors, ...rest } = strings;
        const part = file === 'main' ? (errors === undefined ? {} : { errors }) : rest;
        if (Object.keys(part).length > 0) kept[section] = part;
      }
      const strings = JSON.stringify(kept);
      // A plain import stays JSON for Vite's own JSON handling; a strings file (a query Vite's JSON handling
      // leaves alone) becomes the module itself, parsed as JSON: quicker to start than an object literal.
      return { code: file === undefined ? strings : `export default JSON.parse(${JSON.stringify(strings)});`, map: null };
    },
  };
}

/**
 * App code only some areas use: the EU-law add-on's search and panels, onboarding. It stays out of the file
 * of what several pages share (which a results page also downloads); where it is shared it goes in small
 * files of its own, fetched by the pages that use it.
 */
const AREA_CODE = /web[\\/](features[\\/](legislation-|onboarding)|api[\\/](legislation|onboarding))|common[\\/]onboarding[\\/]/;

/** The web app is served by the Fastify process under /management; `npm run build` writes dist/web. */
export default defineConfig({
  root: 'web',
  base: '/management/',
  publicDir: 'public',
  plugins: [stringFilesForTheBrowser(), noZod(), stylesheetsAsPreloads(), serviceWorker, precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: the files each page needs, which the server names in the page (server/http/page-preloads.ts).
    manifest: true,
    // The libraries every page needs make one file of ~830 kB before compression (~210 kB brotli).
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Few files, each cached on its own: what every page needs in two (libraries change less often than
        // the app's own code), each page its own file (router.tsx), and what several pages share in one more
        // (but AREA_CODE: a results page's first visit 3 kB lighter).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'shared', test: (id: string) => !AREA_CODE.test(id), minShareCount: 2 },
          ],
        },
      },
      // Building a zod schema has no side effect: the contracts' schemas the web app never runs are left out (noZod),
      // those built on the shared id schemas of common/stored-values.ts too.
      treeshake: { manualPureFunctions: ['z', 'RowId', 'RowIdText'] },
      // Mantine marks its modules "use client" for React Server Components; a client bundle ignores that safely.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
