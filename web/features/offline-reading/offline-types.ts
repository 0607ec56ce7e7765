import type { OfflinePackage, OfflineSyncOp } from '../../../common/reader/offline.contract.ts';

/**
 * A version's copy in the browser: the package the server granted, with the annotations as the
 * reader shows them now (changes made offline applied at once). Things made offline carry
 * negative ids until the server gives them theirs; `localRefs` names each by its clientRef.
 */
export type OfflineCopy = OfflinePackage & { localRefs: Record<string, string> };

/** One queued change, in the order it was made; `key` is the store's own, so removal is exact. */
export type QueuedOp = { key: number; versionId: number; op: OfflineSyncOp };

/** What the offline app needs to draw itself without the page variables (never the nonce). */
export type OfflineProfileSummary = {
  userId: number;
  name: string;
  organisationId: number;
  organisationName: string;
  language: string;
  subId: number;
};

/** The browser store, as the queue and sync logic see it (IndexedDB in the app, a map in the unit tests). */
export interface OfflineStore {
  getCopy(versionId: number): Promise<OfflineCopy | undefined>;
  listCopies(): Promise<OfflineCopy[]>;
  putCopy(copy: OfflineCopy): Promise<void>;
  deleteCopy(versionId: number): Promise<void>;
  /** Appends a change; answers its key. */
  enqueue(versionId: number, op: OfflineSyncOp): Promise<number>;
  /** The queued changes of one version (every version when omitted), oldest first. */
  listQueue(versionId?: number): Promise<QueuedOp[]>;
  removeQueued(keys: readonly number[]): Promise<void>;
  getProfile(): Promise<OfflineProfileSummary | undefined>;
  putProfile(profile: OfflineProfileSummary): Promise<void>;
  /** Everything: copies, queue and profile (sign-out). */
  clear(): Promise<void>;
}
