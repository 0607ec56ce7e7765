import { describe, expect, it } from 'vitest';
import type { OfflineSyncOp, OfflineSyncResult } from '../../../common/reader/offline.contract.ts';
import type { ReaderHighlight } from '../../../common/reader/reader.contract.ts';
import { createMemoryStore } from './memory-store.ts';
import { applyChange, recordChange, syncQueue, type SyncSender } from './offline-queue.ts';
import type { OfflineCopy } from './offline-types.ts';

const VERSION = 7;

function copy(): OfflineCopy {
  return {
    grant: { grantId: 1, docId: 3, versionId: VERSION, subId: 5, number: 'RFC 9110', title: 'HTTP Semantics', grantedAt: '2026-11-28T00:00:00Z', expiresAt: '2026-12-12T00:00:00Z', state: 'active' },
    user: { username: 'Ada', subId: 5, organisationAdmin: false, toolbar: { activeFontSize: 'medium' } },
    outline: { docId: 3, versionId: VERSION, number: 'RFC 9110', title: 'HTTP Semantics', tableOfContents: [] },
    sections: [],
    bookmarks: [],
    highlights: [{ highlightId: 40, sectionId: '1', offsets: { start: 0, end: 4 }, colour: 'yellow', quote: 'HTTP', timestamp: 't', username: 'Ada', actions: { delete: true } }],
    comments: [],
    localRefs: {},
  };
}

/** A server that behaves as the contract says: each add known by its clientRef, so a replay makes nothing twice. */
function fakeServer() {
  const highlights: ReaderHighlight[] = [...copy().highlights];
  const byRef = new Map<string, number>();
  let nextId = 100;
  let failNext = 0;
  const calls: OfflineSyncOp[][] = [];
  const send: SyncSender = async (_grant, ops) => {
    calls.push(ops);
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('network');
    }
    const applied: OfflineSyncResult['applied'] = [];
    for (const op of ops) {
      if (op.kind === 'highlight.add') {
        const known = byRef.get(op.clientRef);
        const id = known ?? nextId++;
        if (!known) {
          byRef.set(op.clientRef, id);
          highlights.push({ highlightId: id, sectionId: op.sectionId, offsets: op.offsets, colour: op.colour ?? 'yellow', quote: op.quote ?? '', timestamp: 't', username: 'Ada', actions: { delete: true } });
        }
        applied.push({ clientRef: op.clientRef, id });
      } else if (op.kind === 'highlight.delete') {
        const id = op.highlightId ?? (op.targetRef ? byRef.get(op.targetRef) : undefined);
        const at = highlights.findIndex((h) => h.highlightId === id);
        if (at >= 0) highlights.splice(at, 1);
      }
    }
    return { applied, skipped: [], bookmarks: [], highlights: structuredClone(highlights), comments: [] };
  };
  return { send, highlights, calls, failOnce: (times = 1) => void (failNext = times) };
}

let counter = 0;
const ref = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const highlight = (start: number) => ({ kind: 'highlight.add' as const, sectionId: '1', offsets: { start, end: start + 3 }, colour: 'green' as const, quote: 'abc' });

describe('offline changes', () => {
  it('shows a change at once with a local id and queues it with a client reference', async () => {
    const store = createMemoryStore();
    await store.putCopy(copy());
    const next = await recordChange(store, VERSION, highlight(10), ref);
    expect(next?.highlights.map((h) => h.highlightId)).toEqual([40, -1]);
    const queue = await store.listQueue(VERSION);
    expect(queue).toHaveLength(1);
    expect(queue[0]?.op).toMatchObject({ kind: 'highlight.add', clientRef: next?.localRefs['highlight:-1'] });
  });

  it('names something made offline by its reference and something from the server by its id', () => {
    const made = applyChange(copy(), highlight(10), ref).copy;
    const localRef = made.localRefs['highlight:-1'];
    expect(applyChange(made, { kind: 'highlight.delete', highlightId: -1 }, ref).op).toEqual({ kind: 'highlight.delete', highlightId: null, targetRef: localRef });
    expect(applyChange(made, { kind: 'highlight.delete', highlightId: 40 }, ref).op).toEqual({ kind: 'highlight.delete', highlightId: 40, targetRef: null });
    // A comment on the offline highlight points at it by reference too.
    const comment = applyChange(made, { kind: 'comment.add', sectionId: '1', type: 'highlight', parentId: -1, content: 'Why <b>?' }, ref);
    expect(comment.op).toMatchObject({ parentId: null, parentRef: localRef, content: 'Why <b>?' });
    expect(comment.copy.comments[0]?.content).toBe('Why &#60;b&#62;?');
  });

  it('queues nothing for a section bookmarked twice or a delete of something gone', () => {
    const once = applyChange(copy(), { kind: 'bookmark.add', sectionId: '2' }, ref).copy;
    expect(applyChange(once, { kind: 'bookmark.add', sectionId: '2' }, ref).op).toBeNull();
    expect(applyChange(once, { kind: 'highlight.delete', highlightId: 999 }, ref).op).toBeNull();
  });
});

describe('syncing the queue', () => {
  it('sends the changes in order, empties the queue and takes the server annotations', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.putCopy(copy());
    await recordChange(store, VERSION, highlight(10), ref);
    await recordChange(store, VERSION, highlight(20), ref);
    await recordChange(store, VERSION, { kind: 'highlight.delete', highlightId: -1 }, ref);
    const outcome = await syncQueue(store, server.send);
    expect(outcome).toMatchObject({ sent: 3, versions: [VERSION], failed: null });
    expect(server.calls[0]?.map((op) => op.kind)).toEqual(['highlight.add', 'highlight.add', 'highlight.delete']);
    expect(await store.listQueue()).toEqual([]);
    expect(server.highlights.map((h) => h.offsets.start)).toEqual([0, 20]);
    const stored = await store.getCopy(VERSION);
    expect(stored?.highlights.map((h) => h.highlightId)).toEqual([40, 101]);
    expect(stored?.localRefs).toEqual({});
  });

  it('keeps the queue when the network fails, and a replay makes nothing twice', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.putCopy(copy());
    await recordChange(store, VERSION, highlight(10), ref);
    server.failOnce();
    const failed = await syncQueue(store, server.send);
    expect(failed.failed).toBeInstanceOf(Error);
    expect(await store.listQueue()).toHaveLength(1);
    expect((await store.getCopy(VERSION))?.highlights).toHaveLength(2);
    await syncQueue(store, server.send);
    // Replayed once more (as if the first answer had been lost on its way back): still one highlight.
    const sentBefore = server.calls.at(-1) ?? [];
    await server.send(copy().grant, sentBefore);
    expect(server.highlights.filter((h) => h.offsets.start === 10)).toHaveLength(1);
    expect(await store.listQueue()).toEqual([]);
  });

  it('sends a long queue in batches and names earlier adds by their server ids', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.putCopy(copy());
    for (let i = 0; i < 200; i += 1) await recordChange(store, VERSION, highlight(1000 + i), ref);
    await recordChange(store, VERSION, { kind: 'highlight.delete', highlightId: -1 }, ref);
    const outcome = await syncQueue(store, server.send);
    expect(server.calls.map((ops) => ops.length)).toEqual([200, 1]);
    expect(server.calls[1]?.[0]).toMatchObject({ kind: 'highlight.delete', highlightId: 100, targetRef: null });
    expect(outcome.sent).toBe(201);
    expect(server.highlights).toHaveLength(200);
  });

  it('keeps the later batches when one fails part way', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.putCopy(copy());
    for (let i = 0; i < 250; i += 1) await recordChange(store, VERSION, highlight(i * 10), ref);
    let calls = 0;
    const flaky: SyncSender = async (grant, ops) => {
      calls += 1;
      if (calls === 2) throw new Error('network');
      return server.send(grant, ops);
    };
    const outcome = await syncQueue(store, flaky);
    expect(outcome.sent).toBe(200);
    expect(await store.listQueue()).toHaveLength(50);
    // What was still queued is drawn over the server's annotations.
    expect((await store.getCopy(VERSION))?.highlights).toHaveLength(251);
    await syncQueue(store, server.send);
    expect(await store.listQueue()).toEqual([]);
    expect(server.highlights).toHaveLength(251);
  });

  it('runs once at a time', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.putCopy(copy());
    await recordChange(store, VERSION, highlight(10), ref);
    await Promise.all([syncQueue(store, server.send), syncQueue(store, server.send)]);
    expect(server.calls).toHaveLength(1);
  });

  it('drops the changes of a copy that is gone', async () => {
    const store = createMemoryStore();
    const server = fakeServer();
    await store.enqueue(VERSION, { kind: 'bookmark.add', clientRef: ref(), sectionId: '1' });
    await syncQueue(store, server.send);
    expect(server.calls).toEqual([]);
    expect(await store.listQueue()).toEqual([]);
  });
});
