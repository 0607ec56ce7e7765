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
  ReaderSearchResult,
  ReaderSettingsRequest,
  SectionsQuery,
} from '../../../common/reader/reader.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { ReaderService } from './reader.service.ts';

const SectionParams = ReaderScopeParams.extend({ sectionKey: z.string().min(1).max(200) });
const route = routeContracts('Reader');
const scopePattern = (path: (docId: string, versionId: string, subId: string) => string) => path(':docId', ':versionId', ':subId');

/** The reader's calls (common/reader/reader-paths.ts): every one needs a session; mutations its nonce. */
export function registerReaderRoutes(app: FastifyInstance, reader: ReaderService): void {

  app.get(scopePattern(readerPaths.outline), route('user', { summary: "A version's outline (its sections' tree).", params: ReaderScopeParams }), async (request, reply) =>
    reply.ok(await reader.outline(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.get(`${scopePattern(readerPaths.outline)}/:sectionKey`, route('user', { summary: 'Sections of the text from one on.', params: SectionParams, query: SectionsQuery }), async (request, reply) => {
    const { sectionKey, ...scope } = parseInput(SectionParams, request.params);
    const { count } = parseInput(SectionsQuery, request.query);
    return reply.ok(await reader.sections(actorOf(request), scope, sectionKey, count));
  });

  app.get(scopePattern(readerPaths.search), route('user', { summary: 'Searches within the text.', params: ReaderScopeParams, query: ReaderSearchQuery, response: ReaderSearchResult }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.search(actorOf(request), scope, parseInput(ReaderSearchQuery, request.query).q));
  });

  app.post(readerPaths.user, route('user', { summary: "The reader's user settings.", body: EmptyBody }), async (request, reply) => {
    parseInput(EmptyBody, request.body);
    return reply.ok(await reader.user(actorOf(request)));
  });

  app.put(readerPaths.user, route('user', { summary: "Saves the reader's font size.", body: ReaderSettingsRequest }), async (request, reply) =>
    reply.ok(await reader.saveFontSize(actorOf(request), parseInput(ReaderSettingsRequest, request.body).activeFontSize)),
  );

  app.get(readerPaths.heartbeat, route('user', { summary: 'Keeps the session alive while reading.' }), async (_request, reply) => reply.ok(reader.heartbeat()));

  app.get(scopePattern(readerPaths.bookmarks), route('user', { summary: "The caller's bookmarks in a version.", params: ReaderScopeParams }), async (request, reply) =>
    reply.ok(await reader.bookmarks(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.post(scopePattern(readerPaths.bookmarks), route('user', { summary: 'Adds a bookmark.', params: ReaderScopeParams, body: BookmarkRequest, status: 201 }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addBookmark(actorOf(request), scope, parseInput(BookmarkRequest, request.body).sectionId), 201);
  });

  app.delete(`${scopePattern(readerPaths.bookmarks)}/:id`, route('user', { summary: 'Removes a bookmark.', params: AnnotationIdParams }), async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.removeBookmark(actorOf(request), scope, id));
  });

  app.get(scopePattern(readerPaths.comments), route('user', { summary: 'The comments the caller may see in a version.', params: ReaderScopeParams, query: CommentListQuery }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.comments(actorOf(request), scope, parseInput(CommentListQuery, request.query).sort));
  });

  app.post(scopePattern(readerPaths.comments), route('user', { summary: 'Adds a comment or a reply.', params: ReaderScopeParams, body: CommentRequest, status: 201 }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addComment(actorOf(request), scope, parseInput(CommentRequest, request.body)), 201);
  });

  app.delete(`${scopePattern(readerPaths.comments)}/:id`, route('user', { summary: 'Deletes a comment.', params: AnnotationIdParams }), async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.deleteComment(actorOf(request), scope, id));
  });

  app.get(readerPaths.commentReplies(':docId', ':versionId', ':subId', ':id'), route('user', { summary: "A comment's replies.", params: AnnotationIdParams, query: CommentListQuery }), async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.replies(actorOf(request), scope, id, parseInput(CommentListQuery, request.query).sort));
  });

  app.get(scopePattern(readerPaths.highlights), route('user', { summary: "The caller's highlights in a version.", params: ReaderScopeParams }), async (request, reply) =>
    reply.ok(await reader.highlights(actorOf(request), parseInput(ReaderScopeParams, request.params))),
  );

  app.post(scopePattern(readerPaths.highlights), route('user', { summary: 'Adds a highlight.', params: ReaderScopeParams, body: HighlightRequest, status: 201 }), async (request, reply) => {
    const scope = parseInput(ReaderScopeParams, request.params);
    return reply.ok(await reader.addHighlight(actorOf(request), scope, parseInput(HighlightRequest, request.body)), 201);
  });

  app.delete(`${scopePattern(readerPaths.highlights)}/:id`, route('user', { summary: 'Removes a highlight.', params: AnnotationIdParams }), async (request, reply) => {
    const { id, ...scope } = parseInput(AnnotationIdParams, request.params);
    return reply.ok(await reader.deleteHighlight(actorOf(request), scope, id));
  });

  app.post(readerPaths.savePageView(':docId', ':versionId', ':sectionIndex', ':subId'), route('user', { summary: 'Records the section the caller reads (where the reader reopens).', params: PageViewParams, body: EmptyBody }), async (request, reply) => {
    const { sectionIndex, ...scope } = parseInput(PageViewParams, request.params);
    parseInput(EmptyBody, request.body);
    return reply.ok(await reader.savePageView(actorOf(request), scope, sectionIndex));
  });
}
