import type { OfflineSyncOp } from '../../../common/reader/offline.contract.ts';
import { setOfflineFlags } from './offline-flags.ts';
import type { OfflineCopy, OfflineProfileSummary, OfflineStore, QueuedOp } from './offline-types.ts';

/** The browser's database of offline copies (issue 22); a small wrapper over IndexedDB rather than a dependency. */
export const OFFLINE_DB_NAME = 'normscope-offline';
const DB_VERSION = 1;
const COPIES = 'copies';
const QUEUE = 'queue';
const PROFILE = 'profile';
const PROFILE_KEY = 'current';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(COPIES, { keyPath: 'grant.versionId' });
      db.createObjectStore(QUEUE, { keyPath: 'key', autoIncrement: true });
      db.createObjectStore(PROFILE);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database must not be blocked by this one.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB cannot be opened'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function run<T>(stores: string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const db = await openDatabase();
  const tx = db.transaction(stores, mode);
  const finished = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await work(tx);
  await finished;
  return result;
}

/** Keeps the tiny flags the first-load code reads (are there copies, are changes waiting) in step with the database. */
async function refreshFlags(): Promise<void> {
  const [copies, queued] = await run([COPIES, QUEUE], 'readonly', (tx) =>
    Promise.all([done(tx.objectStore(COPIES).count()), done(tx.objectStore(QUEUE).count())]),
  );
  setOfflineFlags({ copies, pending: queued > 0 });
}

export const indexedDbStore: OfflineStore = {
  getCopy: (versionId) => run([COPIES], 'readonly', (tx) => done(tx.objectStore(COPIES).get(versionId) as IDBRequest<OfflineCopy | undefined>)),
  listCopies: () => run([COPIES], 'readonly', (tx) => done(tx.objectStore(COPIES).getAll() as IDBRequest<OfflineCopy[]>)),
  async putCopy(copy) {
    await run([COPIES], 'readwrite', (tx) => done(tx.objectStore(COPIES).put(copy)));
    await refreshFlags();
  },
  async deleteCopy(versionId) {
    // A copy's queued changes go with it: they can no longer reach the server through its grant.
    await run([COPIES, QUEUE], 'readwrite', async (tx) => {
      await done(tx.objectStore(COPIES).delete(versionId));
      const queued = (await done(tx.objectStore(QUEUE).getAll())) as QueuedOp[];
      await Promise.all(queued.filter((entry) => entry.versionId === versionId).map((entry) => done(tx.objectStore(QUEUE).delete(entry.key))));
    });
    await refreshFlags();
  },
  async enqueue(versionId: number, op: OfflineSyncOp) {
    const key = await run([QUEUE], 'readwrite', (tx) => done(tx.objectStore(QUEUE).add({ versionId, op })));
    await refreshFlags();
    return Number(key);
  },
  async listQueue(versionId) {
    const all = await run([QUEUE], 'readonly', (tx) => done(tx.objectStore(QUEUE).getAll() as IDBRequest<QueuedOp[]>));
    return all.filter((entry) => versionId === undefined || entry.versionId === versionId).sort((a, b) => a.key - b.key);
  },
  async removeQueued(keys) {
    await run([QUEUE], 'readwrite', (tx) => Promise.all(keys.map((key) => done(tx.objectStore(QUEUE).delete(key)))));
    await refreshFlags();
  },
  getProfile: () => run([PROFILE], 'readonly', (tx) => done(tx.objectStore(PROFILE).get(PROFILE_KEY) as IDBRequest<OfflineProfileSummary | undefined>)),
  putProfile: (profile) => run([PROFILE], 'readwrite', async (tx) => void (await done(tx.objectStore(PROFILE).put(profile, PROFILE_KEY)))),
  async clear() {
    await run([COPIES, QUEUE, PROFILE], 'readwrite', (tx) =>
      Promise.all([done(tx.objectStore(COPIES).clear()), done(tx.objectStore(QUEUE).clear()), done(tx.objectStore(PROFILE).clear())]),
    );
    setOfflineFlags({ copies: 0, pending: false });
  },
};
