import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Bookmark, ReaderHighlight, ReaderSearchResult, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import type { ReaderScope } from '../../api/reader.api.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { CommentsPanel, type CommentTarget } from './comments-panel.tsx';
import { SearchResultsList } from './search-results-list.tsx';
import { TableOfContents } from './table-of-contents.tsx';

export type PaneTab = 'contents' | 'search' | 'bookmarks' | 'comments';

export type ReaderPaneProps = {
  scope: ReaderScope;
  tab: PaneTab;
  onTab: (tab: PaneTab) => void;
  tableOfContents: readonly ReaderTocEntry[];
  entries: ReadonlyMap<string, ReaderTocEntry>;
  currentId: string | null;
  onJump: (sectionId: string) => void;
  search: { result: ReaderSearchResult | undefined; isFetching: boolean; error: unknown; activeIndex: number; onPick: (index: number) => void };
  bookmarks: readonly Bookmark[];
  onRemoveBookmark: (bookmark: Bookmark) => void;
  commentTarget: CommentTarget | null;
  onTargetSection: () => void;
  onTargetHighlight: (highlight: ReaderHighlight) => void;
  commentTextareaId: string;
};

/** The left pane: table of contents, search results, the user's bookmarks, and comments with highlights. */
export function ReaderPane(props: ReaderPaneProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={props.tab}
      onChange={(value) => props.onTab((value as PaneTab | null) ?? 'contents')}
      keepMounted={false}
      data-testid="reader-pane-tabs"
      styles={{ tab: { padding: '8px 6px', fontSize: 'var(--mantine-font-size-xs)' } }}
    >
      <Tabs.List grow>
        <Tabs.Tab value="contents">{t('reader.tabs.contents')}</Tabs.Tab>
        <Tabs.Tab value="search">{t('reader.tabs.search')}</Tabs.Tab>
        <Tabs.Tab value="bookmarks">{t('reader.tabs.bookmarks')}</Tabs.Tab>
        <Tabs.Tab value="comments">{t('reader.tabs.comments')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="contents" pt="xs">
        <TableOfContents entries={props.tableOfContents} currentId={props.currentId} onJump={props.onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="search" pt="xs">
        <SearchResultsList {...props.search} />
      </Tabs.Panel>
      <Tabs.Panel value="bookmarks" pt="xs">
        <BookmarkList bookmarks={props.bookmarks} entries={props.entries} onJump={props.onJump} onRemove={props.onRemoveBookmark} />
      </Tabs.Panel>
      <Tabs.Panel value="comments" pt="xs">
        <CommentsPanel
          scope={props.scope}
          entries={props.entries}
          target={props.commentTarget}
          onTargetSection={props.onTargetSection}
          onTargetHighlight={props.onTargetHighlight}
          onJump={props.onJump}
          textareaId={props.commentTextareaId}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
