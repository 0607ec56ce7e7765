import type {
  Bookmark,
  CommentRequest,
  CommentSort,
  Deleted,
  HighlightRequest,
  ReaderComment,
  ReaderFontSize,
  ReaderHighlight,
  ReaderOutline,
  ReaderScopeParams,
  ReaderSection,
  ReaderSearchResult,
  ReaderSections,
  ReaderUser,
} from '../../../common/reader/reader.contract.ts';
import { HighlightColour, ReaderFontSize as FontSizes, SECTIONS_PER_LOAD } from '../../../common/reader/reader.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { findSearchHits } from '../../../common/reader/search-hits.ts';
import { searchPattern } from '../../../common/reader/search-pattern.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { htmlToText, sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { timePhase, type PhaseRecorder } from '../../platform/phase-timer.ts';
import type { Actor } from '../account/index.ts';
import { canOnCatalogue, type CatalogueService } from '../catalogue/index.ts';
import { can, canDeleteAnyAuthor } from './reader.policy.ts';
import * as repo from './reader.repo.ts';

export const notEntitled = (publisher: string) =>
  new AppError(403, `Your subscription does not include documents from ${publisher}, so only this document's metadata is available.`, {
    reasonKey: 'reader.errors.notEntitled',
  });

function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => char === '\n' || char === '\t' || (char >= ' ' && char !== '\u007f')).join('');
}

/** `recordPhase` times each phase of a reader call (the metrics' reader_phase_seconds). */
export function createReaderService(database: DatabaseHandle, catalogue: Pick<CatalogueService, 'entitledPublisherIds'>, recordPhase?: PhaseRecorder) {
  const sql = database.executeSql;
  // A version's text is catalogue data: it may come from a read replica. What the caller writes
  // (bookmarks, comments, font size) and the access checks stay on the primary.
  const text = () => database.read().executeSql;

  /**
   * The version behind a reader call, after every check: the caller's subscription in the
   * path, a document the organisation sees (else 404), the catalogue's entitlement (the
   * subscription's publishers, or an unlock for the organisation; else 403 with the reason) and a
   * full text to read (else 404).
   */
  function requireReadable(actor: Actor, scope: ReaderScopeParams): Promise<repo.ReadableVersion> {
    return timePhase(recordPhase, 'access', () => checkReadable(actor, scope));
  }

  async function checkReadable(actor: Actor, scope: ReaderScopeParams): Promise<repo.ReadableVersion> {
    if (scope.subId !== actor.subscriptionId) throw notFound('The subscription');
    const version = await repo.findVersion(sql, actor.organisationId, scope.docId, scope.versionId);
    if (!version) throw notFound('The document');
    const entitledPublisherIds = await catalogue.entitledPublisherIds(actor);
    const thing = { organisationId: version.organisationId, publisherId: version.publisherId, entitledPublisherIds, unlocked: version.unlocked };
    if (!canOnCatalogue(actor, 'readContent', thing)) {
      throw notEntitled(version.publisherName);
    }
    if (!version.hasContent) throw notFound('The full text of this document');
    return version;
  }

  async function requireSection(versionId: number, sectionKey: string) {
    if (!(await repo.sectionExists(text(), versionId, sectionKey))) throw notFound('The section');
  }

  const owner = (actor: Actor) => ({ organisationId: actor.organisationId, userId: actor.userId });

  function toComment(actor: Actor, row: repo.AnnotationRow): ReaderComment {
    return {
      commentId: row.id,
      parentId: row.parentId,
      sectionId: row.sectionKey,
      type: row.commentType ?? 'section',
      content: row.content,
      timestamp: row.createdAt,
      username: row.username,
      replyCount: row.replyCount,
      actions: { delete: can(actor, 'delete', row) },
    };
  }

  function toHighlight(actor: Actor, row: repo.AnnotationRow): ReaderHighlight {
    return {
      highlightId: row.id,
      sectionId: row.sectionKey,
      offsets: { start: row.startOffset ?? 0, end: row.endOffset ?? 0 },
      colour: HighlightColour.catch('yellow').parse(row.colour),
      quote: row.quote ?? '',
      timestamp: row.createdAt,
      username: row.username,
      actions: { delete: can(actor, 'delete', row) },
    };
  }

  async function deleteAnnotation(actor: Actor, scope: ReaderScopeParams, id: number, kind: 'highlight' | 'comment'): Promise<Deleted> {
    const version = await requireReadable(actor, scope);
    const found = await repo.findAnnotation(sql, actor.organisationId, version.versionId, id);
    if (!found || found.kind !== kind || !can(actor, 'view', found)) throw notFound(kind === 'highlight' ? 'The highlight' : 'The comment');
    if (!can(actor, 'delete', found)) throw new AppError(403, 'Only the author or an organisation admin may delete this.', { reasonKey: 'reader.errors.notAuthor' });
    const deleted = await repo.deleteAnnotation(sql, { ...owner(actor), anyAuthor: canDeleteAnyAuthor(actor) }, version.versionId, id, kind);
    if (deleted === 0) throw notFound(kind === 'highlight' ? 'The highlight' : 'The comment');
    return { deleted };
  }

  return {
    /** The version behind another module's use of the text (the AI assistant), after the reader's own checks. */
    async requireReadableVersion(actor: Actor, docId: number, versionId: number): Promise<repo.ReadableVersion> {
      return requireReadable(actor, { docId, versionId, subId: actor.subscriptionId });
    },

    async outline(actor: Actor, scope: ReaderScopeParams): Promise<ReaderOutline> {
      const version = await requireReadable(actor, scope);
      return {
        docId: version.documentId,
        versionId: version.versionId,
        number: version.number,
        title: version.title,
        tableOfContents: await repo.findTableOfContents(text(), version.versionId),
      };
    },

    /**
     * What a version opened at its start shows first, for the page that opens it: the call the
     * web app makes for its first sections (web/features/reader/use-section-loader.ts), named as a
     * preload, and those sections with the version's number, title and the user's font size, drawn
     * in the page before its scripts run. Undefined when the caller may not read the version or it
     * has no sections.
     */
    async opening(actor: Actor, scope: ReaderScopeParams): Promise<ReaderOpening | undefined> {
      const version = await requireReadable(actor, scope).catch(() => undefined);
      const start = version ? await repo.findReadingStart(text(), version.versionId) : undefined;
      if (!version || !start) return undefined;
      const count = Math.min(SECTIONS_PER_LOAD, start.total);
      const sections = await timePhase(recordPhase, 'sections', () => repo.findSectionsFrom(text(), version.versionId, start.firstKey, count));
      const fontSize = FontSizes.catch('medium').parse(await repo.findFontSize(sql, actor.userId));
      const call = `${readerPaths.sections(scope.docId, scope.versionId, scope.subId, start.firstKey)}?count=${count}`;
      return { call, number: version.number, title: version.title, fontSize, sections };
    },

    async sections(actor: Actor, scope: ReaderScopeParams, sectionKey: string, count: number): Promise<ReaderSections> {
      const version = await requireReadable(actor, scope);
      const sections = await timePhase(recordPhase, 'sections', () => repo.findSectionsFrom(text(), version.versionId, sectionKey, count));
      if (sections.length === 0) throw notFound('The section');
      return { sections };
    },

    /**
     * Every place the search text occurs in the version, in reading order: full text finds the
     * sections, the shared pattern finds the exact places and their context words.
     */
    async search(actor: Actor, scope: ReaderScopeParams, searchText: string): Promise<ReaderSearchResult> {
      const version = await requireReadable(actor, scope);
      return timePhase(recordPhase, 'search', async () => {
        if (searchPattern(searchText) === null) return { searchText, hits: [], truncated: false };
        return findSearchHits(searchText, await repo.findSearchCandidates(text(), version.versionId, searchText));
      });
    },

    async user(actor: Actor): Promise<ReaderUser> {
      const saved = await repo.findFontSize(sql, actor.userId);
      return {
        username: actor.name,
        subId: actor.subscriptionId,
        organisationAdmin: actor.isAdmin,
        toolbar: { activeFontSize: FontSizes.catch('medium').parse(saved) },
      };
    },

    async saveFontSize(actor: Actor, fontSize: ReaderFontSize): Promise<ReaderUser> {
      await repo.saveFontSize(sql, actor.userId, fontSize);
      return this.user(actor);
    },

    heartbeat(): { alive: true } {
      return { alive: true };
    },

    async bookmarks(actor: Actor, scope: ReaderScopeParams): Promise<Bookmark[]> {
      const version = await requireReadable(actor, scope);
      return repo.listBookmarks(sql, owner(actor), version.versionId);
    },

    async addBookmark(actor: Actor, scope: ReaderScopeParams, sectionKey: string): Promise<Bookmark[]> {
      const version = await requireReadable(actor, scope);
      await requireSection(version.versionId, sectionKey);
      await repo.insertBookmark(sql, owner(actor), version.versionId, sectionKey);
      return repo.listBookmarks(sql, owner(actor), version.versionId);
    },

    async removeBookmark(actor: Actor, scope: ReaderScopeParams, bookmarkId: number): Promise<Deleted> {
      const version = await requireReadable(actor, scope);
      const deleted = await repo.deleteBookmark(sql, owner(actor), version.versionId, bookmarkId);
      if (deleted === 0) throw notFound('The bookmark');
      return { deleted };
    },

    async comments(actor: Actor, scope: ReaderScopeParams, sort: CommentSort): Promise<ReaderComment[]> {
      const version = await requireReadable(actor, scope);
      const rows = await repo.listComments(sql, actor.organisationId, version.versionId, sort);
      return rows.filter((row) => can(actor, 'view', row)).map((row) => toComment(actor, row));
    },

    async replies(actor: Actor, scope: ReaderScopeParams, commentId: number, sort: CommentSort): Promise<ReaderComment[]> {
      const version = await requireReadable(actor, scope);
      const parent = await repo.findAnnotation(sql, actor.organisationId, version.versionId, commentId);
      if (!parent || parent.kind !== 'comment' || !can(actor, 'view', parent)) throw notFound('The comment');
      const rows = await repo.listReplies(sql, actor.organisationId, version.versionId, commentId, sort);
      return rows.map((row) => toComment(actor, row));
    },

    /**
     * Adds a comment. Its HTML goes through the product's allow-list, so no script reaches
     * another reader; a reply or a highlight's comment takes its parent's section.
     */
    async addComment(actor: Actor, scope: ReaderScopeParams, input: CommentRequest & { parentId: number | null }): Promise<ReaderComment> {
      const version = await requireReadable(actor, scope);
      const content = sanitizeHtml(input.content).trim();
      if (htmlToText(content).trim() === '') {
        throw new AppError(400, 'Invalid request. content: The comment has no text once unsafe markup is removed.', {
          reasonKey: 'errors.invalidRequest',
          issues: [{ path: 'content', message: 'The comment has no text once unsafe markup is removed.' }],
        });
      }
      let sectionKey = input.sectionId;
      if (input.parentId !== null) {
        const parent = await repo.findAnnotation(sql, actor.organisationId, version.versionId, input.parentId);
        const expectedKind = input.type === 'highlight' ? 'highlight' : 'comment';
        if (!parent || parent.kind !== expectedKind || !can(actor, 'view', parent)) throw notFound(input.type === 'highlight' ? 'The highlight' : 'The comment');
        sectionKey = parent.sectionKey;
      } else {
        await requireSection(version.versionId, sectionKey);
      }
      const id = await repo.insertAnnotation(sql, {
        ...owner(actor),
        versionId: version.versionId,
        sectionKey,
        kind: 'comment',
        commentType: input.type,
        parentId: input.parentId,
        content,
        startOffset: null,
        endOffset: null,
        colour: null,
        quote: null,
      });
      const row = await repo.findAnnotation(sql, actor.organisationId, version.versionId, id);
      if (!row) throw new Error('the comment was not written');
      return toComment(actor, row);
    },

    deleteComment: (actor: Actor, scope: ReaderScopeParams, id: number) => deleteAnnotation(actor, scope, id, 'comment'),

    async highlights(actor: Actor, scope: ReaderScopeParams): Promise<ReaderHighlight[]> {
      const version = await requireReadable(actor, scope);
      const rows = await repo.listHighlights(sql, actor.organisationId, version.versionId);
      return rows.filter((row) => can(actor, 'view', row)).map((row) => toHighlight(actor, row));
    },

    async addHighlight(actor: Actor, scope: ReaderScopeParams, input: Required<HighlightRequest>): Promise<ReaderHighlight> {
      const version = await requireReadable(actor, scope);
      await requireSection(version.versionId, input.sectionId);
      const id = await repo.insertAnnotation(sql, {
        ...owner(actor),
        versionId: version.versionId,
        sectionKey: input.sectionId,
        kind: 'highlight',
        commentType: null,
        parentId: null,
        content: '',
        startOffset: input.offsets.start,
        endOffset: input.offsets.end,
        colour: input.colour,
        // Shown as plain text; control characters have no business in it.
        quote: withoutControlCharacters(input.quote),
      });
      const row = await repo.findAnnotation(sql, actor.organisationId, version.versionId, id);
      if (!row) throw new Error('the highlight was not written');
      return toHighlight(actor, row);
    },

    deleteHighlight: (actor: Actor, scope: ReaderScopeParams, id: number) => deleteAnnotation(actor, scope, id, 'highlight'),

    /** Records that a section was read, for usage reporting. */
    async savePageView(actor: Actor, scope: ReaderScopeParams, sectionIndex: number): Promise<{ recorded: true }> {
      const version = await requireReadable(actor, scope);
      const sectionKey = await repo.findSectionKeyAt(sql, version.versionId, sectionIndex);
      if (sectionKey === undefined) throw notFound('The section');
      await repo.insertPageView(sql, owner(actor), version.documentId, { versionId: version.versionId, sectionIndex, sectionKey });
      return { recorded: true };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;

export type ReaderOpening = { call: string; number: string; title: string; fontSize: ReaderFontSize; sections: ReaderSection[] };
