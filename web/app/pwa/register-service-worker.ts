import { SKIP_WAITING_MESSAGE } from './app-caches.values.ts';

/** Built by vite-plugin-pwa from web/sw.ts; its scope is the app. */
const SERVICE_WORKER_URL = '/management/sw.js';
const SCOPE = '/management/';

/**
 * Registers the installed app's service worker (issue 22) and offers the update prompt when a new
 * version waits. Loaded on demand once the page is idle (start-service-worker.ts), so a first
 * visit downloads none of it before it can read.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE, updateViaCache: 'none' });
  // A page without a controller is a first install: the new worker has nothing to replace, so no prompt.
  const promptIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void offerUpdate(registration.waiting);
  };
  promptIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') promptIfWaiting();
    });
  });
}

let reloading = false;

/** Shows the prompt; its Reload has the waiting worker take over, and the page reloads once it controls it. */
async function offerUpdate(waiting: ServiceWorker): Promise<void> {
  const { showUpdatePrompt } = await import('./update-prompt.tsx');
  showUpdatePrompt(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  });
}
