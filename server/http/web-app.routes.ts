import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { pickLocaleFromAcceptLanguage, resolveLocale, type Locale } from '../../common/locales.ts';
import { NOT_FOUND_MODULE, PAGE_MODULES, PUBLIC_PAGE, SESSIONLESS_PAGES, type PageModule, type PageRoutePattern } from '../../common/page-modules.ts';
import { pagePaths, PAGE_ROUTE_PATTERNS } from '../../common/routes.ts';
import type { AccountService } from '../modules/account/index.ts';
import { sendError } from './envelope.ts';
import { pageDataPreloads, pageDisplayDocument, pageFirstAnswer, pageHomeData, pageHomeScript, pageReaderOpening, type PageReadResolver } from './page-data-preloads.ts';
import { FIRST_SCREEN_MARKER, pageFirstScreen } from './page-first-screen.ts';
import { createPagePreloads } from './page-preloads.ts';
import { LANGUAGE_COOKIE } from './session-guard.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The web app's public files (icons, manifest) before a build copies them into the build folder. */
const PUBLIC_SOURCE_DIR = path.join(ROOT, 'web/public');
const PAGE_VARS_MARKER = '<!--normscope:page-vars-->';

/** Hashed file names change with their content, so a browser keeps them for a year without asking. */
const HASHED_ASSET_MAX_AGE = '365d';
/** Icons keep their names across releases: kept a day, then revalidated (ETag, Last-Modified). */
const PUBLIC_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * A signed-out page embeds nothing of anyone: only the browser may keep it, and it asks every time.
 * A signed-in one embeds the profile and nonce, and goes out `no-store` (cache-control.ts).
 */
export const PAGE_CACHE_CONTROL = 'no-cache, private';

/**
 * The installed app's service worker (issue 22): the browser checks it for updates on every visit, so it
 * keeps its name and is revalidated each time; the shell it precaches is the page without page variables.
 */
const SERVICE_WORKER_FILE = 'sw.js';
const APP_SHELL_URL = '/management/index.html';
const NO_CACHE = 'no-cache';

/** What browsers ask for at the site root whatever the page's <link> tags say, and the public file that answers. */
const ROOT_ALIASES: Record<string, string> = {
  '/favicon.ico': 'favicon.ico',
  '/apple-touch-icon.png': 'apple-touch-icon.png',
  '/apple-touch-icon-precomposed.png': 'apple-touch-icon.png',
};

/** The built page when there is one; the source template otherwise (API-only tests). */
function loadTemplate(buildDir: string): string {
  const built = path.join(buildDir, 'index.html');
  return readFileSync(existsSync(built) ? built : path.join(ROOT, 'web/index.html'), 'utf8');
}

/** Base64 keeps the JSON inert inside HTML whatever the user's name contains. */
export function encodePageVariable(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/**
 * `preloads`: the <link> tags of the page's own files (page-preloads.ts), after the frame's, so the
 * page's stylesheet comes after the libraries' as when the app adds it.
 */
export function renderPage(template: string, profile: UserProfile | null, language: Locale, preloads = '', firstScreen = ''): string {
  const vars = [
    `<meta name="normscope-lang" content="${language}">`,
    profile ? `<meta name="normscope-profile" content="${encodePageVariable(profile)}">` : '',
  ].join('');
  // Replaced by functions: a string replacement would read "$&" or "$'" in a record's text as patterns.
  return template
    .replace('<html lang="en"', () => `<html lang="${language}"`)
    .replace(PAGE_VARS_MARKER, () => vars)
    .replace(FIRST_SCREEN_MARKER, () => firstScreen)
    .replace('</head>', () => `${preloads}</head>`);
}

function languageFor(request: FastifyRequest): Locale {
  if (request.actor) return request.actor.language;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return chosen ? resolveLocale(chosen) : pickLocaleFromAcceptLanguage(request.headers['accept-language']);
}

/** Weak: the same page may go out brotli, gzip or plain. */
function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The files Vite copies from web/public next to index.html (or web/public itself before a build). */
function listPublicFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name !== 'index.html' && !/\.(br|gz)$/.test(name) && statSync(path.join(dir, name)).isFile());
}

/**
 * Serves the built web app: hashed assets (precompressed at build time, immutable), the public
 * files and icons, and the page for every page route with the user's page variables injected.
 */
export async function registerWebApp(app: FastifyInstance, accounts: AccountService, buildDir: string, pageReads?: PageReadResolver): Promise<void> {
  const template = loadTemplate(buildDir);
  const pagePreloads = createPagePreloads(buildDir, template);
  const assetsDir = path.join(buildDir, 'assets');
  const built = existsSync(assetsDir);
  // Built assets and public files are the same for everyone: marked static, they skip the session lookup.
  await app.register(async (assets) => {
    assets.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'static' };
    });
    await assets.register(fastifyStatic, {
      // Without a build (API-only tests) only reply.sendFile is registered, for the public files.
      root: built ? assetsDir : PUBLIC_SOURCE_DIR,
      serve: built,
      prefix: '/management/assets/',
      index: false,
      wildcard: true,
      // Serves file.js.br or file.js.gz as the browser accepts, with Vary: Accept-Encoding.
      preCompressed: true,
      immutable: true,
      maxAge: HASHED_ASSET_MAX_AGE,
      dotfiles: 'ignore',
    });
    const publicDir = existsSync(path.join(buildDir, 'index.html')) ? buildDir : PUBLIC_SOURCE_DIR;
    const publicFiles = listPublicFiles(publicDir);
    const sendPublicFile = (name: string) => (_request: FastifyRequest, reply: FastifyReply) => {
      if (name !== SERVICE_WORKER_FILE) return reply.sendFile(name, publicDir, { maxAge: PUBLIC_FILE_MAX_AGE_MS, immutable: false });
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile(name, publicDir, { cacheControl: false });
    };
    // Compressing icons gains nothing (PNG) or a few bytes (a small SVG); sw.js has its .br and .gz from the build.
    const publicRoute = { compress: false as const };
    for (const name of publicFiles) assets.get(`/management/${name}`, publicRoute, sendPublicFile(name));
    // The service worker's offline shell: the built page as is, without anyone's page variables (the app boots offline from it).
    assets.get(APP_SHELL_URL, (_request, reply) => reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(template));
    for (const [url, name] of Object.entries(ROOT_ALIASES)) {
      if (publicFiles.includes(name)) assets.get(url, publicRoute, sendPublicFile(name));
    }
  });

  /** `pattern`: the page route the address matched, whose first reads the page starts at once. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, module: PageModule, status = 200, pattern?: PageRoutePattern) {
    const profile = request.actor ? await accounts.buildProfile(request.actor, request.actor.nonce) : null;
    const language = languageFor(request);
    const params = (request.params ?? {}) as Readonly<Partial<Record<string, string>>>;
    const query = (request.query ?? {}) as Readonly<Partial<Record<string, string>>>;
    const actor = request.actor;
    const opening = profile && pattern && actor ? await pageReaderOpening(pattern, { params, query, actor }, profile.subId, pageReads) : undefined;
    const home = profile && pattern && actor ? await pageHomeData(pattern, actor, profile, pageReads) : undefined;
    const shown = profile && pattern && actor ? await pageDisplayDocument(pattern, { params, actor }, pageReads) : undefined;
    const dataPreloads = profile && pattern ? pageDataPreloads(pattern, params, profile.subId, opening, shown ? [shown.call] : []) : '';
    const firstAnswer = profile && pattern && actor ? await pageFirstAnswer(pattern, { params, actor }, pageReads) : { script: '', results: undefined };
    const firstScreen = profile && pattern && actor ? pageFirstScreen(pattern, { params, language, opening, firstResults: firstAnswer.results, home, document: shown?.detail }) : '';
    const carried = firstAnswer.script + pageHomeScript(home) + (shown?.script ?? '');
    const html = renderPage(template, profile, language, pagePreloads(module, language) + dataPreloads + carried, firstScreen);
    reply.code(status).header('cache-control', PAGE_CACHE_CONTROL).type('text/html; charset=utf-8');
    if (status !== 200) return reply.send(html);
    // The page is rendered anyway (the profile may have changed); a match only saves sending it again.
    const etag = pageEtag(html);
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(html);
  }

  for (const pattern of PAGE_ROUTE_PATTERNS) {
    if (pattern === '/management') {
      app.get(pattern, { config: { access: 'public' } }, (_request, reply) => reply.redirect(pagePaths.home));
      continue;
    }
    // A visitor without a session is sent to the home page to sign in: that is the page they will see.
    const module = PAGE_MODULES[pattern];
    app.get(pattern, { config: { access: 'public' } }, (request, reply) =>
      request.actor || SESSIONLESS_PAGES.has(pattern) ? sendPage(request, reply, module, 200, pattern) : sendPage(request, reply, PAGE_MODULES[PUBLIC_PAGE]),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && request.url.startsWith('/management')) return sendPage(request, reply, NOT_FOUND_MODULE, 404);
    return sendError(reply, 404, { reason: 'No such page or endpoint.', reasonKey: 'errors.notFound' });
  });
}
