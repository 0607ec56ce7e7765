import type { OfflineGrant, OfflineSyncOp, OfflineSyncResult } from '../../../common/reader/offline.contract.ts';
import { OFFLINE_SYNC_OPS_MAX } from '../../../common/reader/offline.values.ts';
import type { Bookmark, CommentType, HighlightColour, ReaderComment, ReaderHighlight } from '../../../common/reader/reader.contract.ts';
import type { OfflineCopy, OfflineStore, QueuedOp } from './offline-types.ts';

/**
 * Changes made offline (issue 22): applied to the browser's copy at once, so the reader shows them,
 * and queued as sync ops. Pure over an OfflineStore, so the rules are unit-tested without a browser.
 */
export type OfflineChange =
  | { kind: 'bookmark.add'; sectionId: string }
  | { kind: 'bookmark.delete'; bookmarkId: number }
  | { kind: 'highlight.add'; sectionId: string; offsets: { start: number; end: number }; colour: HighlightColour; quote: string }
  | { kind: 'highlight.delete'; highlightId: number }
  | { kind: 'comment.add'; sectionId: string; type: CommentType; parentId: number | null; content: string }
  | { kind: 'comment.delete'; commentId: number };

type Family = 'bookmark' | 'highlight' | 'comment';
const refKey = (family: Family, id: number) => `${family}:${id}`;

/** Things made offline get negative ids, below every id the copy holds, until the server answers with theirs. */
function nextLocalId(copy: OfflineCopy): number {
  const ids = [...copy.bookmarks.map((b) => b.bookmarkId), ...copy.highlights.map((h) => h.highlightId), ...copy.comments.map((c) => c.commentId)];
  return Math.min(0, ...ids) - 1;
}

/** Names a target for the server: its id when the server gave it one, else the reference of the add that made it. */
function target(copy: OfflineCopy, family: Family, id: number): { id: number | null; ref: string | null } {
  if (id > 0) return { id, ref: null };
  return { id: null, ref: copy.localRefs[refKey(family, id)] ?? null };
}

/**
 * Applies one change to the copy and answers the op to queue (null when there is nothing to send:
 * a section bookmarked twice, or a delete of something already gone).
 */
export function applyChange(copy: OfflineCopy, change: OfflineChange, newRef: () => string, now: Date = new Date()): { copy: OfflineCopy; op: OfflineSyncOp | null } {
  const timestamp = now.toISOString();
  const username = copy.user.username;
  const localRefs = { ...copy.localRefs };
  switch (change.kind) {
    case 'bookmark.add': {
      if (copy.bookmarks.some((b) => b.sectionId === change.sectionId)) return { copy, op: null };
      const clientRef = newRef();
      const bookmark: Bookmark = { bookmarkId: nextLocalId(copy), sectionId: change.sectionId, timestamp };
      localRefs[refKey('bookmark', bookmark.bookmarkId)] = clientRef;
      return { copy: { ...copy, localRefs, bookmarks: [...copy.bookmarks, bookmark] }, op: { kind: 'bookmark.add', clientRef, sectionId: change.sectionId } };
    }
    case 'bookmark.delete': {
      if (!copy.bookmarks.some((b) => b.bookmarkId === change.bookmarkId)) return { copy, op: null };
      const { id, ref } = target(copy, 'bookmark', change.bookmarkId);
      const bookmarks = copy.bookmarks.filter((b) => b.bookmarkId !== change.bookmarkId);
      return { copy: { ...copy, bookmarks }, op: { kind: 'bookmark.delete', bookmarkId: id, targetRef: ref } };
    }
    case 'highlight.add': {
      const clientRef = newRef();
      const highlight: ReaderHighlight = {
        highlightId: nextLocalId(copy),
        sectionId: change.sectionId,
        offsets: change.offsets,
        colour: change.colour,
        quote: change.quote,
        timestamp,
        username,
        actions: { delete: true },
      };
      localRefs[refKey('highlight', highlight.highlightId)] = clientRef;
      const { sectionId, offsets, colour, quote } = change;
      return { copy: { ...copy, localRefs, highlights: [...copy.highlights, highlight] }, op: { kind: 'highlight.add', clientRef, sectionId, offsets, colour, quote } };
    }
    case 'highlight.delete': {
      if (!copy.highlights.some((h) => h.highlightId === change.highlightId)) return { copy, op: null };
      const { id, ref } = target(copy, 'highlight', change.highlightId);
      // As on the server: deleting a highlight deletes the comments on it.
      const highlights = copy.highlights.filter((h) => h.highlightId !== change.highlightId);
      const comments = copy.comments.filter((c) => !(c.type === 'highlight' && c.parentId === change.highlightId));
      return { copy: { ...copy, highlights, comments }, op: { kind: 'highlight.delete', highlightId: id, targetRef: ref } };
    }
    case 'comment.add': {
      const clientRef = newRef();
      const comment: ReaderComment = {
        commentId: nextLocalId(copy),
        parentId: change.parentId,
        sectionId: change.sectionId,
        type: change.type,
        content: escapeHtml(change.content),
        timestamp,
        username,
        replyCount: 0,
        actions: { delete: true },
      };
      localRefs[refKey('comment', comment.commentId)] = clientRef;
      const parentFamily: Family = change.type === 'highlight' ? 'highlight' : 'comment';
      const parent = change.parentId === null ? { id: null, ref: null } : target(copy, parentFamily, change.parentId);
      const comments = copy.comments.map((c) => (change.type === 'reply' && c.commentId === change.parentId ? { ...c, replyCount: c.replyCount + 1 } : c));
      const op: OfflineSyncOp = {
        kind: 'comment.add',
        clientRef,
        sectionId: change.sectionId,
        type: change.type,
        parentId: parent.id,
        parentRef: parent.ref,
        content: change.content,
      };
      return { copy: { ...copy, localRefs, comments: [...comments, comment] }, op };
    }
    case 'comment.delete': {
      const removed = copy.comments.find((c) => c.commentId === change.commentId);
      if (!removed) return { copy, op: null };
      const { id, ref } = target(copy, 'comment', change.commentId);
      // As on the server: a comment goes with its replies; its parent counts one reply less.
      const comments = copy.comments
        .filter((c) => c.commentId !== change.commentId && !(c.type === 'reply' && c.parentId === change.commentId))
        .map((c) => (removed.type === 'reply' && c.commentId === removed.parentId ? { ...c, replyCount: Math.max(0, c.replyCount - 1) } : c));
      return { copy: { ...copy, comments }, op: { kind: 'comment.delete', commentId: id, targetRef: ref } };
    }
  }
}

/** The server sanitises a comment's HTML; offline the text is shown as text until the server's version replaces it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Applies a change to the stored copy and queues its op, in that order, so what the reader shows is what will be sent. */
export async function recordChange(store: OfflineStore, versionId: number, change: OfflineChange, newRef: () => string = () => crypto.randomUUID()): Promise<OfflineCopy | undefined> {
  const copy = await store.getCopy(versionId);
  if (!copy) return undefined;
  const { copy: next, op } = applyChange(copy, change, newRef);
  if (!op) return copy;
  await store.putCopy(next);
  await store.enqueue(versionId, op);
  return next;
}

/** Sends one batch of a version's changes; the app's is the sync call, the tests' a fake server. */
export type SyncSender = (grant: OfflineGrant, ops: OfflineSyncOp[]) => Promise<OfflineSyncResult>;

export type SyncOutcome = { sent: number; versions: number[]; failed: unknown };

/** An op whose target or parent was made by an add the server has now applied names it by its server id. */
function resolveRefs(op: OfflineSyncOp, ids: ReadonlyMap<string, number>): OfflineSyncOp {
  const ref = (value: string | null | undefined) => (value ? ids.get(value) : undefined);
  switch (op.kind) {
    case 'bookmark.delete': {
      const id = ref(op.targetRef);
      return id ? { ...op, bookmarkId: id, targetRef: null } : op;
    }
    case 'highlight.delete': {
      const id = ref(op.targetRef);
      return id ? { ...op, highlightId: id, targetRef: null } : op;
    }
    case 'comment.delete': {
      const id = ref(op.targetRef);
      return id ? { ...op, commentId: id, targetRef: null } : op;
    }
    case 'comment.add': {
      const id = ref(op.parentRef);
      return id ? { ...op, parentId: id, parentRef: null } : op;
    }
    default:
      return op;
  }
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends the queue, version by version, oldest change first, in batches of OFFLINE_SYNC_OPS_MAX. A
 * batch leaves the queue only once the server has answered it; if the network fails the rest stays
 * for the next try, and a repeat is harmless (the server knows each add by its clientRef). The copy
 * then takes the server's annotations, with whatever was queued meanwhile applied again over them.
 * One run at a time: a second caller waits for the running one.
 */
export function syncQueue(store: OfflineStore, send: SyncSender): Promise<SyncOutcome> {
  running ??= runSync(store, send).finally(() => {
    running = null;
  });
  return running;
}

async function runSync(store: OfflineStore, send: SyncSender): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, versions: [], failed: null };
  const queue = await store.listQueue();
  const byVersion = new Map<number, QueuedOp[]>();
  for (const entry of queue) byVersion.set(entry.versionId, [...(byVersion.get(entry.versionId) ?? []), entry]);
  for (const [versionId, entries] of byVersion) {
    const copy = await store.getCopy(versionId);
    if (!copy) {
      // No copy, no grant to send them through: the copy's removal took its changes along.
      await store.removeQueued(entries.map((entry) => entry.key));
      continue;
    }
    const serverIds = new Map<string, number>();
    let last: OfflineSyncResult | null = null;
    for (let start = 0; start < entries.length; start += OFFLINE_SYNC_OPS_MAX) {
      const batch = entries.slice(start, start + OFFLINE_SYNC_OPS_MAX);
      try {
        last = await send(copy.grant, batch.map((entry) => resolveRefs(entry.op, serverIds)));
      } catch (error) {
        outcome.failed = error;
        break;
      }
      for (const { clientRef, id } of last.applied) serverIds.set(clientRef, id);
      await store.removeQueued(batch.map((entry) => entry.key));
      outcome.sent += batch.length;
    }
    if (last) {
      await adoptServerAnnotations(store, versionId, last);
      outcome.versions.push(versionId);
    }
    if (outcome.failed) break;
  }
  return outcome;
}

/** The copy takes the server's annotations; changes queued since (not sent yet) are applied over them again. */
async function adoptServerAnnotations(store: OfflineStore, versionId: number, result: OfflineSyncResult): Promise<void> {
  const current = await store.getCopy(versionId);
  if (!current) return;
  let copy: OfflineCopy = { ...current, bookmarks: result.bookmarks, highlights: result.highlights, comments: result.comments, localRefs: {} };
  const pending = await store.listQueue(versionId);
  for (const entry of pending) copy = reapply(copy, entry.op, current);
  await store.putCopy(copy);
}

/** Draws a still-queued add into the copy again (deletes of server ids drop the item), keeping its clientRef. */
function reapply(copy: OfflineCopy, op: OfflineSyncOp, before: OfflineCopy): OfflineCopy {
  const remember = (family: Family, id: number, clientRef: string) => ({ ...copy.localRefs, [refKey(family, id)]: clientRef });
  const timestamp = new Date().toISOString();
  switch (op.kind) {
    case 'bookmark.add': {
      const id = nextLocalId(copy);
      return { ...copy, localRefs: remember('bookmark', id, op.clientRef), bookmarks: [...copy.bookmarks, { bookmarkId: id, sectionId: op.sectionId, timestamp }] };
    }
    case 'highlight.add': {
      const id = nextLocalId(copy);
      const highlight: ReaderHighlight = {
        highlightId: id,
        sectionId: op.sectionId,
        offsets: op.offsets,
        colour: op.colour ?? 'yellow',
        quote: op.quote ?? '',
        timestamp,
        username: before.user.username,
        actions: { delete: true },
      };
      return { ...copy, localRefs: remember('highlight', id, op.clientRef), highlights: [...copy.highlights, highlight] };
    }
    case 'comment.add': {
      const id = nextLocalId(copy);
      const comment: ReaderComment = {
        commentId: id,
        parentId: op.parentId ?? null,
        sectionId: op.sectionId,
        type: op.type,
        content: escapeHtml(op.content),
        timestamp,
        username: before.user.username,
        replyCount: 0,
        actions: { delete: true },
      };
      return { ...copy, localRefs: remember('comment', id, op.clientRef), comments: [...copy.comments, comment] };
    }
    case 'bookmark.delete':
      return op.bookmarkId ? { ...copy, bookmarks: copy.bookmarks.filter((b) => b.bookmarkId !== op.bookmarkId) } : copy;
    case 'highlight.delete':
      return op.highlightId ? { ...copy, highlights: copy.highlights.filter((h) => h.highlightId !== op.highlightId) } : copy;
    case 'comment.delete':
      return op.commentId ? { ...copy, comments: copy.comments.filter((c) => c.commentId !== op.commentId) } : copy;
  }
}
