import type { UserProfile } from '../../../common/account/account.contract.ts';
import type { OfflineGrant } from '../../../common/reader/offline.contract.ts';
import { ApiRequestError } from '../../api/client.ts';
import { grantOffline, listOfflineGrants, releaseOffline, syncOffline } from '../../api/offline.api.ts';
import { purgeAppCaches } from '../../app/pwa/app-caches.ts';
import { queryClient } from '../../app/query-client.ts';
import { browserOffline, isOfflineMode } from './offline-flags.ts';
import { syncQueue, type SyncOutcome } from './offline-queue.ts';
import { dropExpired, hasExpired } from './offline-reader.ts';
import { indexedDbStore } from './offline-store.ts';
import type { OfflineCopy } from './offline-types.ts';

/** The offline copies' life: granting, giving back, keeping the licence, syncing, purging (issue 22). Loaded on demand. */

// One chunk for all of offline reading: every caller imports this module on demand (a module two chunks
// shared would join the app's shared chunk, which the first results visit downloads).
export * from './offline-reader.ts';
export { offlineProfile } from './offline-boot.ts';

function refreshOfflineQueries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['offline'] });
}

/** The profile summary the offline app draws itself with; never the nonce. */
export function rememberProfile(profile: UserProfile): Promise<void> {
  return indexedDbStore.putProfile({
    userId: profile.user.id,
    name: profile.user.name,
    organisationId: profile.organisation.id,
    organisationName: profile.organisation.name,
    language: profile.language,
    subId: profile.subId,
  });
}

export async function makeAvailableOffline(scope: { docId: number; versionId: number; subId: number }, profile: UserProfile): Promise<OfflineCopy> {
  const pack = await grantOffline(scope.docId, scope.versionId, scope.subId);
  const copy: OfflineCopy = { ...pack, localRefs: {} };
  await indexedDbStore.putCopy(copy);
  await rememberProfile(profile);
  await refreshOfflineQueries();
  return copy;
}

/** Gives the copy back: its changes are sent first, then the grant is released and the copy deleted. */
export async function removeOfflineCopy(versionId: number): Promise<void> {
  const copy = await indexedDbStore.getCopy(versionId);
  if (!copy) return;
  await syncNow();
  try {
    await releaseOffline(copy.grant.grantId);
  } catch (error) {
    // A grant the server no longer has (revoked, expired) is gone already; anything else keeps the copy.
    if (!(error instanceof ApiRequestError && (error.code === 403 || error.code === 404))) throw error;
  }
  await indexedDbStore.deleteCopy(versionId);
  await refreshOfflineQueries();
}

/** Sends the queued changes; afterwards the reader's queries read the server's (or the copy's) annotations afresh. */
export async function syncNow(): Promise<SyncOutcome> {
  const outcome = await syncQueue(indexedDbStore, syncOffline);
  if (outcome.versions.length > 0) await Promise.all([queryClient.invalidateQueries({ queryKey: ['reader'] }), refreshOfflineQueries()]);
  return outcome;
}

/**
 * At app start and when the network returns: copies past their licence go (with a word to the user);
 * online, the queue is sent, then copies whose grant is no longer active are dropped.
 */
export async function keepOfflineCopies(profile: UserProfile | null): Promise<void> {
  const copies = await indexedDbStore.listCopies();
  for (const copy of copies.filter((c) => hasExpired(c))) await dropExpired(copy);
  // Offline mode has no session to send anything with: a reload back online does it.
  if (browserOffline() || isOfflineMode() || !profile) return;
  const holder = await indexedDbStore.getProfile();
  if (holder && holder.userId !== profile.user.id) {
    // Another user's copies (their session ended without a sign-out): never sent or shown under this session.
    await purgeOfflineData();
    return;
  }
  await rememberProfile(profile);
  await syncNow();
  let active: OfflineGrant[];
  try {
    active = (await listOfflineGrants()).grants.filter((grant) => grant.state === 'active');
  } catch {
    // Unreachable, or the session ended: nothing is dropped on a guess.
    return;
  }
  const activeIds = new Set(active.map((grant) => grant.grantId));
  const remaining = await indexedDbStore.listCopies();
  for (const copy of remaining.filter((c) => !activeIds.has(c.grant.grantId))) await indexedDbStore.deleteCopy(copy.grant.versionId);
  await refreshOfflineQueries();
}

/**
 * Sign-out, in two steps: while the session lasts the queue is sent (when the network allows), and
 * once it has ended every copy, the queue and the profile summary go.
 */
export async function sendBeforeSignOut(): Promise<void> {
  if (browserOffline() || isOfflineMode()) return;
  try {
    await syncNow();
  } catch {
    // Sign-out goes on: the changes could not be sent, and the copies must not outlive the session.
  }
}

export async function purgeOfflineData(): Promise<void> {
  // The service worker's runtime caches hold the server's answers for this user too.
  await Promise.all([indexedDbStore.clear(), purgeAppCaches()]);
  queryClient.removeQueries({ queryKey: ['offline'] });
}

export function listOfflineCopies(): Promise<OfflineCopy[]> {
  return indexedDbStore.listCopies();
}

export function readOfflineCopy(versionId: number): Promise<OfflineCopy | null> {
  return indexedDbStore.getCopy(versionId).then((copy) => copy ?? null);
}

export { indexedDbStore };
