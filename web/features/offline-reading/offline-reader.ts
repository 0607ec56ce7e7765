import i18next from 'i18next';
import type { Bookmark, CommentSort, ReaderComment, ReaderHighlight, ReaderOutline, ReaderSearchResult, ReaderSections, ReaderUser } from '../../../common/reader/reader.contract.ts';
import { findSearchHits, type SearchableSection } from '../../../common/reader/search-hits.ts';
import { queryClient } from '../../app/query-client.ts';
import { showWarningToast } from '../../components/ui/toast.ts';
import { recordChange, type OfflineChange } from './offline-queue.ts';
import { indexedDbStore } from './offline-store.ts';
import type { OfflineCopy } from './offline-types.ts';

/**
 * The reader's calls answered from the browser's copy (web/api/reader.api.ts falls back to these when
 * the network fails). Each answers undefined when the version has no copy, so the caller shows its
 * usual failure.
 */

export function hasExpired(copy: OfflineCopy, now: number = Date.now()): boolean {
  return Date.parse(copy.grant.expiresAt) <= now;
}

/** A copy past its licence is deleted on sight, with a word to the user. */
export async function dropExpired(copy: OfflineCopy): Promise<void> {
  await indexedDbStore.deleteCopy(copy.grant.versionId);
  void queryClient.invalidateQueries({ queryKey: ['offline'] });
  showWarningToast(i18next.t('offline.licenceEnded', { number: copy.grant.number }));
}

export async function readableCopy(versionId: number): Promise<OfflineCopy | undefined> {
  const copy = await indexedDbStore.getCopy(versionId);
  if (!copy) return undefined;
  if (hasExpired(copy)) {
    await dropExpired(copy);
    return undefined;
  }
  return copy;
}

export async function offlineUser(): Promise<ReaderUser | undefined> {
  const copies = await indexedDbStore.listCopies();
  return copies[0]?.user;
}

export async function offlineOutline(versionId: number): Promise<ReaderOutline | undefined> {
  return (await readableCopy(versionId))?.outline;
}

export async function offlineSections(versionId: number, sectionKey: string, count: number): Promise<ReaderSections | undefined> {
  const copy = await readableCopy(versionId);
  if (!copy) return undefined;
  const ordered = [...copy.sections].sort((a, b) => a.index - b.index);
  const start = Math.max(0, ordered.findIndex((section) => section.sectionId === sectionKey));
  return { sections: ordered.slice(start, start + count) };
}

/** The section's text as the reader renders it, which is what the shared pattern counts matches in. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** In-document search over the copy, place by place as the server lists them (the same function: common/reader/search-hits.ts). */
export async function offlineSearch(versionId: number, searchText: string): Promise<ReaderSearchResult | undefined> {
  const copy = await readableCopy(versionId);
  if (!copy) return undefined;
  const ordered = [...copy.sections].sort((a, b) => a.index - b.index);
  // Each section's text is read only when the search gets to it: it stops at the most hits.
  function* texts(): Generator<SearchableSection> {
    for (const section of ordered) yield { sectionId: section.sectionId, number: section.number, title: section.title, text: textOf(section.html) };
  }
  return findSearchHits(searchText, texts());
}

export async function offlineBookmarks(versionId: number): Promise<Bookmark[] | undefined> {
  return (await readableCopy(versionId))?.bookmarks;
}

export async function offlineHighlights(versionId: number): Promise<ReaderHighlight[] | undefined> {
  return (await readableCopy(versionId))?.highlights;
}

function sortComments(comments: ReaderComment[], sort: CommentSort): ReaderComment[] {
  const byTime = (a: ReaderComment, b: ReaderComment) => a.timestamp.localeCompare(b.timestamp);
  if (sort === 'OtoN') return comments.sort(byTime);
  if (sort === 'Auth') return comments.sort((a, b) => a.username.localeCompare(b.username) || byTime(b, a));
  return comments.sort((a, b) => byTime(b, a));
}

/** The comments list (no replies), or the replies to one comment. */
export async function offlineComments(versionId: number, sort: CommentSort, repliesTo?: number): Promise<ReaderComment[] | undefined> {
  const copy = await readableCopy(versionId);
  if (!copy) return undefined;
  const chosen = copy.comments.filter((comment) => (repliesTo === undefined ? comment.type !== 'reply' : comment.type === 'reply' && comment.parentId === repliesTo));
  return sortComments(chosen, sort);
}

/** Applies a change to the copy and queues it; undefined when there is no readable copy. */
export async function offlineChange(versionId: number, change: OfflineChange): Promise<OfflineCopy | undefined> {
  if (!(await readableCopy(versionId))) return undefined;
  return recordChange(indexedDbStore, versionId, change);
}

/** Keeps the copy's bookmarks or highlights as the server answered them online, unless changes made offline wait to be sent. */
export async function offlineRefresh(versionId: number, patch: Partial<Pick<OfflineCopy, 'bookmarks' | 'highlights'>>): Promise<void> {
  const copy = await indexedDbStore.getCopy(versionId);
  if (!copy || (await indexedDbStore.listQueue(versionId)).length > 0) return;
  await indexedDbStore.putCopy({ ...copy, ...patch });
}
