import type { OfflineGrant, OfflineGrantList, OfflinePackage, OfflineSyncOp, OfflineSyncResult } from '../../common/reader/offline.contract.ts';
import { offlinePaths } from '../../common/reader/offline.values.ts';
import { apiRequest } from './client.ts';

/**
 * The offline grant calls (issue 22; common/reader/offline.values.ts). Plain functions rather than
 * query hooks: the offline-reading feature keeps their answers in the browser's own store, which its
 * hooks read (web/features/offline-reading/use-offline-copy.ts).
 */
export function grantOffline(docId: number, versionId: number, subId: number): Promise<OfflinePackage> {
  return apiRequest<OfflinePackage>(offlinePaths.grant(docId, versionId, subId), { method: 'POST' });
}

export function listOfflineGrants(): Promise<OfflineGrantList> {
  return apiRequest<OfflineGrantList>(offlinePaths.grants);
}

export function releaseOffline(grantId: number): Promise<OfflineGrant> {
  return apiRequest<OfflineGrant>(offlinePaths.release(grantId), { method: 'DELETE' });
}

export function syncOffline(grant: Pick<OfflineGrant, 'docId' | 'versionId' | 'subId'>, ops: OfflineSyncOp[]): Promise<OfflineSyncResult> {
  // A session that ended while offline must not bounce the reader to the sign-in page mid-sync.
  return apiRequest<OfflineSyncResult>(offlinePaths.sync(grant.docId, grant.versionId, grant.subId), { json: { ops }, redirectOnUnauthenticated: false });
}
