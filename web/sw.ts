/// <reference lib="webworker" />
/**
 * The installed app's service worker (issue 22), built by vite-plugin-pwa (injectManifest) into
 * /management/sw.js. It precaches the app shell only (the page without page variables, the entry,
 * vendor, app and shared files, the stylesheets, the English translations, the icons); other hashed
 * files are kept as they are first used. Calls to the server go to the network first and fall back to
 * their last answer; a page that cannot be fetched answers the shell, from which the app boots offline.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, ASSETS_CACHE, SKIP_WAITING_MESSAGE } from './app/pwa/app-caches.values.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const BASE = '/management/';
const SHELL = 'index.html';
/** A slow network still beats a stale answer; past this the last answer is shown. */
const API_NETWORK_TIMEOUT_SECONDS = 6;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: always the network (a signed-in page carries the user's nonce, so it is never kept); without one, the shell.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    // Downloads and API addresses opened as pages are not the app: the browser's own error fits them.
    { allowlist: [/^\/management(?:\/|$)/], denylist: [/^\/management\/(?:api|assets|exports)\//, /\.[a-z0-9]+$/i] },
  ),
);

// Hashed files change name with their content: once kept, never asked for again.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith(`${BASE}assets/`),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })] }),
);

/**
 * A document's text is licensed: it is kept in the browser only as an offline copy, under its grant's
 * licence (web/features/offline-reading), never in this cache, which no licence ends.
 */
const LICENSED_TEXT = [`${BASE}webreader/`, `${BASE}onlineviewer/`];

// The app's other calls to the server (API, services.v1, lookups): GET only, a POST is never kept.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    request.destination === '' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(BASE) &&
    !url.pathname.startsWith(`${BASE}assets/`) &&
    !LICENSED_TEXT.some((prefix) => url.pathname.startsWith(prefix)),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 7, purgeOnQuotaError: true })],
  }),
);

// The first worker takes the open pages at once, so the app works offline from its first visit; an update
// waits for the user's Reload (skipWaiting below) instead.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page's "Reload" on the update prompt: the waiting worker takes over, and the page reloads on controllerchange.
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
