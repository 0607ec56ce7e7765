import { API_CACHE, ASSETS_CACHE } from './app-caches.values.ts';

/**
 * Empties the service worker's runtime caches: the answers of the server it kept hold the user's
 * data, so sign-out removes them (offline-reading calls this). The precache holds only the app's own
 * files, the same for everyone, and stays so the installed app still opens offline.
 */
export async function purgeAppCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([API_CACHE, ASSETS_CACHE].map((name) => caches.delete(name)));
}
