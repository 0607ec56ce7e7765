import { useSyncExternalStore } from 'react';

/**
 * Whether the app runs installed (issue 22, search-area.md §1 "installed-app (PWA) mode"): the
 * display-mode media query of an app opened from its icon, or iOS's own flag for a home-screen app.
 * The one place that decides it; a window can change mode (an installed app opened in a tab), so
 * components follow it with useInstalledApp.
 */
const STANDALONE_QUERY = '(display-mode: standalone)';

type IosNavigator = Navigator & { standalone?: boolean };

function standaloneMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : null;
}

export function isInstalledApp(): boolean {
  if (typeof navigator !== 'undefined' && (navigator as IosNavigator).standalone === true) return true;
  return standaloneMedia()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const media = standaloneMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** Re-renders when the display mode changes. */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}
