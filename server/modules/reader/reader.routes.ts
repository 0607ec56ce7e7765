import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AnnotationIdParams,
  BookmarkRequest,
  CommentListQuery,
  CommentRequest,
  EmptyBody,
  HighlightRequest,
  PageViewParams,
  ReaderScopeParams,
  ReaderSearchQuery,
  ReaderSettingsRequest,
  SectionsQuery,
} from '../../../common/reader/reader.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { ReaderService } from './reader.service.ts';

const SectionParams = ReaderScopeParams.extend({ sectionKey: z.string().min(1).max(200) });
const scopePattern = (path: (docId: string, versionId: string, subId: string) => string) => path(':docId', ':versionId', ':subId');

/** The reader's calls (common/reader/reader-paths.ts): every one needs a session; mutations its nonce. */
export function registerReaderRoutes(app: FastifyInstance, reader: ReaderService): void {
  const user = { config: { access: 'user' as const } };

  app.get(scopePattern(readerPaths.outline), user, async (request, reply) =>
    reply.ok(await reader.outline(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.get(`${scopePattern(readerPaths.outline)}/:sectionKey`, user, async (request, reply) => {
    const { sectionKey, ...scope } = parseInput(SectionParams, request.params);
    const { count } = parseInput(SectionsQuery, request.query);
    return reply.ok(await reader.sections(actorOf(request), scope, sectionKey, count));
  });

  app.get(scopePattern(readerPaths.search), user, async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.search(actorOf(request), scope, parseInput(ReaderSearchQuery, request.query).q));
  });

  app.post(readerPaths.user, user, async (request, reply) => {
    parseInput(EmptyBody, request.body);
    return reply.ok(await reader.user(actorOf(request)));
  });

  app.put(readerPaths.user, user, async (request, reply) =>
    reply.ok(await reader.saveFontSize(actorOf(request), parseInput(ReaderSettingsRequest, request.body).activeFontSize)),
  );

  app.get(readerPaths.heartbeat, user, async (_request, reply) => reply.ok(reader.heartbeat()));

  app.get(scopePattern(readerPaths.bookmarks), user, async (request, reply) =>
    reply.ok(await reader.bookmarks(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.post(scopePattern(readerPaths.bookmarks), user, async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addBookmark(actorOf(request), scope, parseInput(BookmarkRequest, request.body).sectionId), 201);
  });

  app.delete(`${scopePattern(readerPaths.bookmarks)}/:id`, user, async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.removeBookmark(actorOf(request), scope, id));
  });

  app.get(scopePattern(readerPaths.comments), user, async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.comments(actorOf(request), scope, parseInput(CommentListQuery, request.query).sort));
  });

  app.post(scopePattern(readerPaths.comments), user, async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addComment(actorOf(request), scope, parseInput(CommentRequest, request.body)), 201);
  });

  app.delete(`${scopePattern(readerPaths.comments)}/:id`, user, async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.deleteComment(actorOf(request), scope, id));
  });

  app.get(readerPaths.commentReplies(':docId', ':versionId', ':subId', ':id'), user, async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.replies(actorOf(request), scope, id, parseInput(CommentListQuery, request.query).sort));
  });

  app.get(scopePattern(readerPaths.highlights), user, async (request, reply) =>
    reply.ok(await reader.highlights(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.post(scopePattern(readerPaths.highlights), user, async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addHighlight(actorOf(request), scope, parseInput(HighlightRequest, request.body)), 201);
  });

  app.delete(`${scopePattern(readerPaths.highlights)}/:id`, user, async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.deleteHighlight(actorOf(request), scope, id));
  });

  app.post(readerPaths.savePageView(':docId', ':versionId', ':sectionIndex', ':subId'), user, async (request, reply) => {
    const { sectionIndex, ...scope } = parseInput(PageViewParams, request.params);
    parseInput(EmptyBody, request.body);
    return reply.ok(await reader.savePageView(actorOf(request), scope, sectionIndex));
  });
}
