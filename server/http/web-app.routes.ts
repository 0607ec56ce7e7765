import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { pickLocaleFromAcceptLanguage, resolveLocale, type Locale } from '../../common/locales.ts';
import { pagePaths, PAGE_ROUTE_PATTERNS } from '../../common/routes.ts';
import type { AccountService } from '../modules/account/index.ts';
import { sendError } from './envelope.ts';
import { LANGUAGE_COOKIE } from './session-guard.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_BUILD_DIR = path.join(ROOT, 'dist/web');
const PAGE_VARS_MARKER = '<!--normscope:page-vars-->';

/** The built page when there is one; the source template otherwise (API-only tests). */
function loadTemplate(): string {
  const built = path.join(WEB_BUILD_DIR, 'index.html');
  return readFileSync(existsSync(built) ? built : path.join(ROOT, 'web/index.html'), 'utf8');
}

/** Base64 keeps the JSON inert inside HTML whatever the user's name contains. */
export function encodePageVariable(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

export function renderPage(template: string, profile: UserProfile | null, language: Locale): string {
  const vars = [
    `<meta name="normscope-lang" content="${language}">`,
    profile ? `<meta name="normscope-profile" content="${encodePageVariable(profile)}">` : '',
  ].join('');
  return template.replace('<html lang="en"', `<html lang="${language}"`).replace(PAGE_VARS_MARKER, vars);
}

function languageFor(request: FastifyRequest): Locale {
  if (request.actor) return request.actor.language;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return chosen ? resolveLocale(chosen) : pickLocaleFromAcceptLanguage(request.headers['accept-language']);
}

export async function registerWebApp(app: FastifyInstance, accounts: AccountService): Promise<void> {
  const template = loadTemplate();
  const assetsDir = path.join(WEB_BUILD_DIR, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/management/assets/',
      index: false,
      wildcard: true,
      immutable: true,
      maxAge: '365d',
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status = 200) {
    const profile = request.actor ? await accounts.buildProfile(request.actor, request.actor.nonce) : null;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, profile, languageFor(request)));
  }

  for (const pattern of PAGE_ROUTE_PATTERNS) {
    if (pattern === '/management') {
      app.get(pattern, { config: { access: 'public' } }, (_request, reply) => reply.redirect(pagePaths.home));
      continue;
    }
    app.get(pattern, { config: { access: 'public' } }, (request, reply) => sendPage(request, reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && request.url.startsWith('/management')) return sendPage(request, reply, 404);
    return sendError(reply, 404, { reason: 'No such page or endpoint.', reasonKey: 'errors.notFound' });
  });
}
