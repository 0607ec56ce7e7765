import type { OfflineSyncOp } from '../../../common/reader/offline.contract.ts';
import type { OfflineCopy, OfflineProfileSummary, OfflineStore, QueuedOp } from './offline-types.ts';

/** The OfflineStore over plain maps: the unit tests' store (the app's is IndexedDB, offline-store.ts). */
export function createMemoryStore(): OfflineStore & { queueKeys(): number[] } {
  const copies = new Map<number, OfflineCopy>();
  let queue: QueuedOp[] = [];
  let profile: OfflineProfileSummary | undefined;
  let nextKey = 1;
  const clone = <T>(value: T): T => structuredClone(value);
  return {
    getCopy: async (versionId) => (copies.has(versionId) ? clone(copies.get(versionId)) : undefined),
    listCopies: async () => [...copies.values()].map(clone),
    putCopy: async (copy) => void copies.set(copy.grant.versionId, clone(copy)),
    deleteCopy: async (versionId) => {
      copies.delete(versionId);
      queue = queue.filter((entry) => entry.versionId !== versionId);
    },
    enqueue: async (versionId: number, op: OfflineSyncOp) => {
      const key = nextKey++;
      queue.push({ key, versionId, op: clone(op) });
      return key;
    },
    listQueue: async (versionId) => queue.filter((entry) => versionId === undefined || entry.versionId === versionId).map(clone),
    removeQueued: async (keys) => {
      queue = queue.filter((entry) => !keys.includes(entry.key));
    },
    getProfile: async () => profile,
    putProfile: async (next) => void (profile = next),
    clear: async () => {
      copies.clear();
      queue = [];
      profile = undefined;
    },
    queueKeys: () => queue.map((entry) => entry.key),
  };
}
