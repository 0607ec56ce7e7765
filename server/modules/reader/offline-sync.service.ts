import type { OfflineSyncOp as OfflineSyncOpSchema, OfflineSyncResult } from '../../../common/reader/offline.contract.ts';
import type { ReaderScopeParams } from '../../../common/reader/reader.contract.ts';
import type { z } from 'zod';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import * as repo from './offline-grants.repo.ts';
import { createReaderService } from './reader.service.ts';

/** One change of a sync request, after its contract's defaults. */
export type SyncOp = z.output<typeof OfflineSyncOpSchema>;

type Replay = {
  database: DatabaseHandle;
  /** The transaction every statement runs in. */
  tx: ExecuteSql;
  /** The caller's entitled publishers, read before the transaction (PGlite has one connection, which the transaction holds). */
  entitled: Set<number>;
  actor: Actor;
  scope: ReaderScopeParams;
  ops: SyncOp[];
};

const skippedKey = (name: string) => `offlineGrants.skipped.${name}`;

/** Why an expected failure skipped a change: its translatable reason key. */
const reasonOf = (error: AppError) => error.reasonKey ?? skippedKey('refused');

/**
 * Replays a queue of offline changes through the reader's own service (its checks, sanitising
 * and policy), bound to one transaction. Adds are idempotent by the caller's client reference: a
 * reference already on the server answers the id it named and makes nothing. A delete of what
 * is gone already does nothing; a change the reader refuses (a section gone, someone else's
 * note) is skipped with its reason and the rest still apply. Anything unexpected rolls it all back.
 */
export async function replayOps({ database, tx, entitled, actor, scope, ops }: Replay): Promise<Pick<OfflineSyncResult, 'applied' | 'skipped'>> {
  // Every statement, the catalogue's reads too, runs in the replay's transaction: on PGlite it holds the one connection.
  const inTransaction = { ...database, executeSql: tx, transaction: <T>(work: (sql: typeof tx) => Promise<T>) => work(tx) };
  const reader = createReaderService({ ...inTransaction, read: () => ({ ...inTransaction, name: 'transaction', replica: false }) }, { entitledPublisherIds: async () => entitled });
  const applied: OfflineSyncResult['applied'] = [];
  const skipped: OfflineSyncResult['skipped'] = [];
  const existing = (table: 'bookmark' | 'annotation', ref: string) => repo.findByClientRef(tx, actor.userId, table, ref);
  /** The server id an op names directly, or through the reference of an earlier add. */
  const resolve = async (table: 'bookmark' | 'annotation', id: number | null, ref: string | null) => id ?? (ref ? (await existing(table, ref))?.id : undefined);

  /** What one op did: an add names what it made (or found made), a refused op why; a delete nothing. */
  async function apply(op: SyncOp): Promise<{ made: number } | { skipped: string } | undefined> {
    switch (op.kind) {
      case 'bookmark.add': {
        const found = await existing('bookmark', op.clientRef);
        if (found) return { made: found.id };
        // A bookmark of the section may exist already (one per section): the add then names it.
        const bookmark = (await reader.addBookmark(actor, scope, op.sectionId)).find((row) => row.sectionId === op.sectionId);
        if (!bookmark) return { skipped: skippedKey('notFound') };
        await repo.setClientRef(tx, actor.userId, 'bookmark', bookmark.bookmarkId, op.clientRef);
        return { made: bookmark.bookmarkId };
      }
      case 'highlight.add': {
        const found = await existing('annotation', op.clientRef);
        if (found) return { made: found.id };
        const highlight = await reader.addHighlight(actor, scope, { sectionId: op.sectionId, offsets: op.offsets, colour: op.colour, quote: op.quote });
        await repo.setClientRef(tx, actor.userId, 'annotation', highlight.highlightId, op.clientRef);
        return { made: highlight.highlightId };
      }
      case 'comment.add': {
        const found = await existing('annotation', op.clientRef);
        if (found) return { made: found.id };
        const parentId = op.type === 'section' ? null : await resolve('annotation', op.parentId, op.parentRef);
        if (parentId === undefined) return { skipped: skippedKey('parentMissing') };
        const comment = await reader.addComment(actor, scope, { sectionId: op.sectionId, type: op.type, parentId, content: op.content });
        await repo.setClientRef(tx, actor.userId, 'annotation', comment.commentId, op.clientRef);
        return { made: comment.commentId };
      }
      case 'bookmark.delete': {
        const id = await resolve('bookmark', op.bookmarkId, op.targetRef);
        const ownerId = id === undefined ? undefined : await repo.findBookmarkOwner(tx, actor.organisationId, scope.versionId, id);
        if (id === undefined || ownerId === undefined) return undefined;
        if (ownerId !== actor.userId) return { skipped: skippedKey('notYours') };
        await reader.removeBookmark(actor, scope, id);
        return undefined;
      }
      case 'highlight.delete':
      case 'comment.delete': {
        const id = await resolve('annotation', op.kind === 'highlight.delete' ? op.highlightId : op.commentId, op.targetRef);
        if (id === undefined) return undefined;
        if (op.kind === 'highlight.delete') await reader.deleteHighlight(actor, scope, id);
        else await reader.deleteComment(actor, scope, id);
        return undefined;
      }
    }
  }

  for (const [index, op] of ops.entries()) {
    try {
      const outcome = await apply(op);
      if (outcome && 'made' in outcome && 'clientRef' in op) applied.push({ clientRef: op.clientRef, id: outcome.made });
      if (outcome && 'skipped' in outcome) skipped.push({ index, reason: outcome.skipped });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // What a delete aims at is gone already (deleted online, or with its parent): done.
      if (op.kind.endsWith('.delete') && error.code === 404) continue;
      skipped.push({ index, reason: reasonOf(error) });
    }
  }
  return { applied, skipped };
}
