import type { FastifyInstance } from 'fastify';
import { OfflineGrantParams, offlinePaths, OfflineSyncRequest, OfflineSyncResult, OrganisationGrantsQuery } from '../../../common/reader/offline.contract.ts';
import { EmptyBody, ReaderScopeParams } from '../../../common/reader/reader.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { OfflineGrantsService } from './offline-grants.service.ts';

const route = routeContracts('Offline reading');
const scopePattern = (path: (docId: string, versionId: string, subId: string) => string) => path(':docId', ':versionId', ':subId');

/**
 * The sync request with the rules between an op's fields: a delete names its target once (id or
 * reference), a section comment has no parent and a reply or highlight comment exactly one. A
 * queue breaking them is refused whole (400), before anything applies.
 */
const SyncRequest = OfflineSyncRequest.superRefine((request, context) => {
  request.ops.forEach((op, index) => {
    const named = (id: number | null, ref: string | null) => (id === null) !== (ref === null);
    const path = ['ops', index];
    if (op.kind === 'bookmark.delete' && !named(op.bookmarkId, op.targetRef)) context.addIssue({ code: 'custom', path, message: 'Name the bookmark by bookmarkId or targetRef, once.' });
    if (op.kind === 'highlight.delete' && !named(op.highlightId, op.targetRef)) context.addIssue({ code: 'custom', path, message: 'Name the highlight by highlightId or targetRef, once.' });
    if (op.kind === 'comment.delete' && !named(op.commentId, op.targetRef)) context.addIssue({ code: 'custom', path, message: 'Name the comment by commentId or targetRef, once.' });
    if (op.kind === 'comment.add') {
      const parentNamed = op.type === 'section' ? op.parentId === null && op.parentRef === null : named(op.parentId, op.parentRef);
      if (!parentNamed) context.addIssue({ code: 'custom', path, message: 'A reply or a comment on a highlight needs its parent (parentId or parentRef); a section comment has none.' });
    }
  });
});

/** Offline reading's calls (common/reader/offline.values.ts): every one needs a session; mutations its nonce. */
export function registerOfflineGrantRoutes(app: FastifyInstance, offline: OfflineGrantsService): void {

  app.post(scopePattern(offlinePaths.grant), route('user', { summary: 'Grants an offline copy of a version.', params: ReaderScopeParams, body: EmptyBody, status: 201 }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    parseInput(EmptyBody, request.body);
    return reply.ok(await offline.grant(actorOf(request), scope), 201);
  });

  app.get(offlinePaths.grants, route('user', { summary: "The caller's offline copies." }), async (request, reply) => reply.ok(await offline.list(actorOf(request))));

  app.delete(offlinePaths.release(':grantId'), route('user', { summary: 'Gives an offline copy back.', params: OfflineGrantParams }), async (request, reply) => {
    const { grantId } = parseInput(OfflineGrantParams, request.params);
    return reply.ok(await offline.release(actorOf(request), grantId));
  });

  app.post(scopePattern(offlinePaths.sync), route('user', { summary: 'Replays the changes made offline (idempotent).', params: ReaderScopeParams, body: SyncRequest, response: OfflineSyncResult }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await offline.sync(actorOf(request), scope, parseInput(SyncRequest, request.body).ops));
  });

  app.get(offlinePaths.organisationGrants, route('user', { summary: "The organisation's offline copies (admins).", query: OrganisationGrantsQuery }), async (request, reply) => {
    const { filter, page } = parseInput(OrganisationGrantsQuery, request.query);
    return reply.ok(await offline.organisationGrants(actorOf(request), filter, page));
  });

  app.post(offlinePaths.revoke(':grantId'), route('user', { summary: "Withdraws a member's offline copy (admins).", params: OfflineGrantParams }), async (request, reply) => {
    const { grantId } = parseInput(OfflineGrantParams, request.params);
    return reply.ok(await offline.revoke(actorOf(request), grantId));
  });
}
