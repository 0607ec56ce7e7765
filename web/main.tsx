import './app/mantine-styles.ts';
import './app/global.css';
// First: the page's stylesheets apply before a page file can add its own after them.
import { stylesheetsApplied } from './app/stylesheets.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { logClientFailure } from './app/client-log.ts';
import { showsFirstScreen } from './app/first-screen.ts';
import { initI18n } from './app/i18n.ts';
import { loadSearchBar, searchOpensOn } from './app/layout/search-panel.tsx';
import { readPageVariables } from './app/page-variables.ts';
import { startServiceWorkerWhenIdle } from './app/pwa/start-service-worker.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { currentProfile, shareSession } from './app/session-context.tsx';
import { mayHaveOfflineWork, setOfflineMode, startedOffline } from './features/offline-reading/offline-flags.ts';
import { MOBILE_BAR_QUERY } from './features/search-bar/mobile-bar-context.ts';

const pageVariables = readPageVariables();
const { language } = pageVariables;
let profile = pageVariables.profile;
// Started from the service worker's shell (no page variables) or without a network: offline mode (issue 22).
const offline = profile === null && startedOffline();
setOfflineMode(offline);
shareSession(profile);
// The router starts fetching the first page's file and its data at once, while the translations download.
const router = createAppRouter();

/**
 * Resolves once the router has the first page's file and its loader has answered: until then the
 * page keeps the first screen the server drew, which the app then replaces with the same content.
 */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Draws the app once its stylesheets and translations are in, and the search bar's file when the panel opens at
 * once (drawn with the page, so nothing moves). Not awaited at the module's top level: the page's
 * and the bar's files import this one, so they could not run until it had finished.
 */
async function start() {
  if (offline) {
    // The profile summary kept with the offline copies draws the app; the store loads only here.
    profile = await import('./features/offline-reading/offline-service.ts').then((service) => service.offlineProfile()).catch(() => null);
    shareSession(profile);
  }
  const overFirstScreen = showsFirstScreen();
  const withSearchBar = profile !== null && searchOpensOn(window.location.pathname, window.matchMedia(MOBILE_BAR_QUERY).matches);
  await Promise.all([stylesheetsApplied, initI18n(profile?.language ?? language), withSearchBar ? loadSearchBar().catch(() => null) : null, overFirstScreen ? routerReady() : null]);
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // A transition: React draws the first screen in slices, so the browser is never held for long.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders initialProfile={profile}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * Offline copies: past their licence they go, and when the network is there the changes made offline
 * are sent and copies no longer granted are dropped. The offline code loads only when this browser holds some.
 */
function keepOfflineCopies() {
  if (!mayHaveOfflineWork()) return;
  import('./features/offline-reading/offline-service.ts')
    .then((service) => service.keepOfflineCopies(currentProfile()))
    .catch((error: unknown) => logClientFailure('Offline copies could not be checked', error));
}

void start().then(keepOfflineCopies);
window.addEventListener('online', keepOfflineCopies);
// The installed app's service worker (issue 22): registered once the page is idle.
startServiceWorkerWhenIdle();
