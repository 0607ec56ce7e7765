/**
 * The tiny part of offline reading every page carries: whether this browser holds offline copies
 * or unsent changes (kept in localStorage beside the IndexedDB store, so the first load needs no
 * database), and whether the app was started offline. The store and sync code load on demand.
 */

const FLAGS_KEY = 'normscope.offline';

/** The query keys of what the browser's store holds. */
export const offlineCopyKey = (versionId: number) => ['offline', 'copy', versionId] as const;
export const offlineCopiesKey = ['offline', 'copies'] as const;

type Flags = { copies: number; pending: boolean };

export function readOfflineFlags(): Flags {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(FLAGS_KEY) ?? 'null');
    if (typeof value === 'object' && value !== null && 'copies' in value && 'pending' in value) {
      return { copies: Number(value.copies) || 0, pending: value.pending === true };
    }
  } catch {
    // A browser without storage, or a damaged value: as if nothing were stored.
  }
  return { copies: 0, pending: false };
}

export function setOfflineFlags(flags: Flags): void {
  try {
    if (flags.copies === 0 && !flags.pending) window.localStorage.removeItem(FLAGS_KEY);
    else window.localStorage.setItem(FLAGS_KEY, JSON.stringify(flags));
  } catch {
    // Storage refused (private mode): the flags only save loading the store when there is nothing in it.
  }
}

/** True when offline code may have work: copies to check or changes to send. */
export function mayHaveOfflineWork(): boolean {
  const flags = readOfflineFlags();
  return flags.copies > 0 || flags.pending;
}

let offlineMode = false;

/**
 * The app started without its page variables (the service worker's shell) or without a network:
 * it runs in offline mode, where every page leads to the offline page but the reader of a copy.
 */
export function startedOffline(doc: Document = document): boolean {
  const hasPageVariables = doc.querySelector('meta[name="normscope-lang"]') !== null;
  return !hasPageVariables || !navigator.onLine;
}

export function setOfflineMode(on: boolean): void {
  offlineMode = on;
}

export function isOfflineMode(): boolean {
  return offlineMode;
}

/** The network looks down: the browser says so, or a call just failed to reach the server. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
