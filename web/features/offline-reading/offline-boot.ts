import type { UserProfile } from '../../../common/account/account.contract.ts';
import { resolveLocale } from '../../../common/locales.ts';
import { indexedDbStore } from './offline-store.ts';

/**
 * The profile the app draws itself with when it started offline, from the summary kept when a copy
 * was granted. It carries no nonce and no permissions: offline, nothing reaches the server.
 */
export async function offlineProfile(): Promise<UserProfile | null> {
  const summary = await indexedDbStore.getProfile().catch(() => undefined);
  if (!summary) return null;
  return {
    subId: summary.subId,
    searchTabs: [],
    perms: { isPowerUser: false, isAdmin: false, isOperator: false },
    isLiteSubscription: false,
    nonce: '',
    language: resolveLocale(summary.language),
    user: { id: summary.userId, name: summary.name, email: '' },
    organisation: { id: summary.organisationId, name: summary.organisationName, logoName: null },
    subscriptionName: '',
  };
}
