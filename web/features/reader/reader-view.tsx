import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HighlightColour, ReaderFontSize, ReaderHighlight, ReaderOutline, ReaderSearchResult, ReaderSection } from '../../../common/reader/reader.contract.ts';
import {
  savePageView,
  useAddBookmark,
  useAddHighlight,
  useBookmarks,
  useDeleteBookmark,
  useHighlights,
  useReaderSearch,
  useRunReaderSearch,
  useSaveFontSize,
  type ReaderScope,
} from '../../api/reader.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import type { CommentTarget } from './comments-panel.tsx';
import { ReaderPane, type PaneTab } from './reader-pane.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';
import classes from './reader.module.css';
import type { QuoteMark } from './quote-mark.ts';
import { SectionList, type SearchMatch } from './section-list.tsx';
import { searchMatchOffsets, type TextMark } from './text-marks.ts';
import { useReadingPosition } from './use-reading-position.ts';
import { useSectionLoader } from './use-section-loader.ts';
import { useTextSelection, type SelectedText } from './use-text-selection.ts';

const COMMENT_TEXTAREA_ID = 'reader-comment-text';
/** Below this width the side pane (contents, bookmarks, search, comments) is a drawer. */
const PANE_IN_DRAWER = '(max-width: 62em)';
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Where a jump scrolls: the section's heading, or the search match or the quoted passage in it. */
type ScrollTarget = { sectionId: string; toMatch: boolean; toQuote?: boolean };

function quoteOf(params: URLSearchParams): QuoteMark | null {
  const sectionId = params.get('section');
  const quote = params.get('quote');
  return sectionId && quote ? { sectionId, quote } : null;
}

/**
 * The reader of one version: toolbar, the side pane (a drawer on a phone) and the text,
 * loaded around the reading position. The reading position is kept in the address
 * (?section=...), so a reload or a shared link opens the same section.
 */
export function ReaderView({
  scope,
  outline,
  initialFontSize,
  openingSections,
}: {
  scope: ReaderScope;
  outline: ReaderOutline;
  initialFontSize: ReaderFontSize;
  openingSections: readonly ReaderSection[];
}) {
  const { t } = useTranslation();
  const toc = outline.tableOfContents;
  const entries = useMemo(() => new Map(toc.map((entry) => [entry.sectionId, entry])), [toc]);
  // Read at once, not after a first render: a phone would otherwise draw (and lay out) the desktop pane first, then move the text.
  const isPhone = useMediaQuery(PANE_IN_DRAWER, false, { getInitialValueInEffect: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const [fontSize, setFontSize] = useState(initialFontSize);
  const saveFontSize = useSaveFontSize();
  const [tab, setTab] = useState<PaneTab>('contents');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer (a portal, a focus trap, a transition) is made when first opened, not with the page.
  const [drawerMade, setDrawerMade] = useState(false);
  if (drawerOpen && !drawerMade) setDrawerMade(true);
  const [searchText, setSearchText] = useState('');
  const [activeHit, setActiveHit] = useState(0);
  const [searchMatch, setSearchMatch] = useState<SearchMatch | null>(null);
  const [commentTarget, setCommentTarget] = useState<CommentTarget | null>(null);
  // An AI answer's citation opens the reader at ?section=...&quote=...: the passage stays marked while reading on.
  const [quoteMark, setQuoteMark] = useState<QuoteMark | null>(() => quoteOf(searchParams));
  const toolbar = useRef<HTMLDivElement>(null);
  const article = useRef<HTMLDivElement>(null);
  const toolbarBottom = useCallback(() => toolbar.current?.getBoundingClientRect().bottom ?? 120, []);

  const loader = useSectionLoader(scope, toc, openingSections);
  const { load } = loader;
  const position = useReadingPosition(toc.length, toolbarBottom);
  const selection = useTextSelection(article);
  const search = useReaderSearch(scope, searchText);
  const bookmarks = useBookmarks(scope);
  const addBookmark = useAddBookmark(scope);
  const deleteBookmark = useDeleteBookmark(scope);
  const highlights = useHighlights(scope);
  const addHighlight = useAddHighlight(scope);
  const current = toc[position.current] ?? null;

  const highlightMarks = useMemo(() => {
    const marks = new Map<string, TextMark[]>();
    for (const highlight of highlights.data ?? []) {
      const list = marks.get(highlight.sectionId) ?? [];
      list.push({ ...highlight.offsets, className: classes[`highlight_${highlight.colour}`] ?? '', highlightId: highlight.highlightId });
      marks.set(highlight.sectionId, list);
    }
    return marks;
  }, [highlights.data]);

  // A jump scrolls once its section is rendered; `settled` holds the address in place until the first jump is done.
  const scrollRequest = useRef<ScrollTarget | null>(null);
  const [scrollTick, setScrollTick] = useState(0);
  const settled = useRef(false);
  const jumpTo = useCallback(
    (sectionId: string, match: SearchMatch | null = null) => {
      setSearchMatch(match);
      setDrawerOpen(false);
      scrollRequest.current = { sectionId, toMatch: match !== null };
      void load(sectionId).then(() => setScrollTick((tick) => tick + 1));
    },
    [load],
  );
  const jumpToQuote = useCallback(
    (mark: QuoteMark) => {
      setQuoteMark(mark);
      setDrawerOpen(false);
      scrollRequest.current = { sectionId: mark.sectionId, toMatch: false, toQuote: true };
      void load(mark.sectionId).then(() => setScrollTick((tick) => tick + 1));
    },
    [load],
  );

  /** Scrolls the jump's section (or search match) to its place; false while it is not rendered. */
  const { elementAt } = position;
  const alignTo = useCallback(
    (request: ScrollTarget) => {
      const entry = entries.get(request.sectionId);
      const element = entry ? elementAt(entry.index) : null;
      if (!element) return false;
      const markSelector = request.toMatch ? '[data-testid="search-match"]' : request.toQuote ? '[data-testid="quote-match"]' : null;
      const mark = markSelector ? element.querySelector<HTMLElement>(markSelector) : null;
      const top = mark
        ? mark.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3
        : element.getBoundingClientRect().top + window.scrollY - toolbarBottom() - 8;
      window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
      return true;
    },
    [entries, elementAt, toolbarBottom],
  );

  // After a jump, sections loading above the target change the page's length: the target stays
  // put until the reader scrolls the page themselves (wheel, touch, a scrolling key or the scrollbar).
  const anchor = useRef<ScrollTarget | null>(null);
  useEffect(() => {
    const request = scrollRequest.current;
    if (!request || !alignTo(request)) return;
    const entry = entries.get(request.sectionId);
    const element = entry ? elementAt(entry.index) : null;
    element?.querySelector<HTMLElement>('h2, h3, h4, h5, h6')?.focus({ preventScroll: true });
    anchor.current = request;
    settled.current = true;
    scrollRequest.current = null;
  }, [scrollTick, alignTo, entries, elementAt]);
  useLayoutEffect(() => {
    if (anchor.current) alignTo(anchor.current);
  }, [loader.sections, drawerOpen, alignTo]);
  useEffect(() => {
    const release = () => {
      anchor.current = null;
    };
    const releaseOnScrollKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]');
      if (!typing && SCROLL_KEYS.has(event.key)) release();
    };
    // A press on the page's scrollbar lands on the root element.
    const releaseOnScrollbar = (event: globalThis.MouseEvent) => {
      if (event.target === document.documentElement || event.target === document.body) release();
    };
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', releaseOnScrollKey);
    window.addEventListener('mousedown', releaseOnScrollbar);
    return () => {
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', releaseOnScrollKey);
      window.removeEventListener('mousedown', releaseOnScrollbar);
    };
  }, []);

  // Open at the deep-linked section, else at the start.
  const initialSection = useRef<string | null | undefined>(searchParams.get('section'));
  useEffect(() => {
    if (initialSection.current === undefined) return;
    const wanted = initialSection.current;
    initialSection.current = undefined;
    const quoted = quoteOf(searchParams);
    if (wanted && entries.has(wanted) && quoted?.sectionId === wanted) jumpToQuote(quoted);
    else if (wanted && entries.has(wanted)) jumpTo(wanted);
    else {
      settled.current = true;
      if (toc[0]) void load(toc[0].sectionId);
    }
  }, [entries, jumpTo, jumpToQuote, load, toc, searchParams]);

  // A citation followed while reading (the assistant opened from the toolbar) changes the address only: jump to its quote.
  const quoteParam = searchParams.get('quote');
  const sectionParam = searchParams.get('section');
  const handledQuote = useRef<string | null>(quoteParam && sectionParam ? `${sectionParam}\n${quoteParam}` : null);
  useEffect(() => {
    if (!quoteParam || !sectionParam) {
      handledQuote.current = null;
      return;
    }
    const id = `${sectionParam}\n${quoteParam}`;
    if (handledQuote.current === id || !entries.has(sectionParam)) return;
    handledQuote.current = id;
    jumpToQuote({ sectionId: sectionParam, quote: quoteParam });
  }, [quoteParam, sectionParam, entries, jumpToQuote]);

  // The address follows the reading position; each section read counts as a page view.
  const viewed = useRef(new Set<number>());
  useEffect(() => {
    if (!current || !settled.current || scrollRequest.current) return;
    // No section in the address is the start: opening there leaves the address as it is.
    const atStart = current.index === 0 && !searchParams.has('section');
    if (!atStart && searchParams.get('section') !== current.sectionId) setSearchParams({ section: current.sectionId }, { replace: true });
    if (!viewed.current.has(current.index)) {
      viewed.current.add(current.index);
      // Counted once the reader has drawn, not in the middle of its drawing.
      const index = current.index;
      window.setTimeout(() => savePageView(scope, index), 0);
    }
  }, [current, searchParams, setSearchParams, scope]);

  const hits = search.data?.hits ?? [];
  const landOn = useCallback(
    (result: ReaderSearchResult, index: number) => {
      const hit = result.hits[index];
      if (!hit) return;
      setActiveHit(index);
      jumpTo(hit.sectionId, { sectionId: hit.sectionId, searchText: result.searchText, occurrence: hit.occurrence });
    },
    [jumpTo],
  );
  const pickHit = useCallback((index: number) => (search.data ? landOn(search.data, index) : undefined), [search.data, landOn]);
  const step = useCallback(
    (direction: 1 | -1) => {
      if (hits.length === 0) return;
      pickHit((activeHit + direction + hits.length) % hits.length);
    },
    [hits.length, activeHit, pickHit],
  );

  // A new search lands on its first place as soon as the answer is in.
  const runSearch = useRunReaderSearch(scope);
  const startSearch = (text: string) => {
    setSearchText(text);
    setActiveHit(0);
    setTab('search');
    runSearch(text)
      .then((result) => landOn(result, 0))
      .catch((error: unknown) => logClientFailure('Search failed', error));
  };

  // F3 and Shift+F3 step through the places, as in other readers.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F3') return;
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const bookmark = current ? bookmarks.data?.find((item) => item.sectionId === current.sectionId) : undefined;
  const toggleBookmark = () => {
    if (!current) return;
    if (bookmark) deleteBookmark.mutate(bookmark.bookmarkId);
    else addBookmark.mutate(current.sectionId);
  };

  const openComments = (target: CommentTarget) => {
    setCommentTarget(target);
    setTab('comments');
    if (isPhone) setDrawerOpen(true);
    window.requestAnimationFrame(() => document.getElementById(COMMENT_TEXTAREA_ID)?.focus({ preventScroll: true }));
  };
  const targetHighlight = (highlight: ReaderHighlight) => openComments({ kind: 'highlight', highlight });
  /** The selected text, else the search match on screen: searching is how the keyboard alone picks text to highlight. */
  const highlightTarget = (): SelectedText | null => {
    if (selection.current) return selection.current;
    if (!searchMatch) return null;
    const body = article.current?.querySelector<HTMLElement>(`[data-section-body="${CSS.escape(searchMatch.sectionId)}"]`);
    const offsets = body ? searchMatchOffsets(body, searchMatch.searchText, searchMatch.occurrence) : null;
    if (!body || !offsets) return null;
    return { sectionId: searchMatch.sectionId, ...offsets, quote: (body.textContent ?? '').slice(offsets.start, offsets.end) };
  };
  const highlight = (colour: HighlightColour) => {
    const chosen = highlightTarget();
    if (!chosen) return;
    addHighlight.mutate({ sectionId: chosen.sectionId, offsets: { start: chosen.start, end: chosen.end }, colour, quote: chosen.quote.slice(0, 1000) });
    selection.clear();
  };

  const onArticleClick = (event: MouseEvent<HTMLElement>) => {
    const mark = (event.target as HTMLElement).closest<HTMLElement>('mark[data-highlight-ids]');
    const id = Number(mark?.dataset.highlightIds?.split(' ').at(-1));
    const found = highlights.data?.find((item) => item.highlightId === id);
    if (found && document.getSelection()?.isCollapsed !== false) targetHighlight(found);
  };

  const pane = (
    <ReaderPane
      scope={scope}
      tab={tab}
      onTab={setTab}
      tableOfContents={toc}
      entries={entries}
      currentId={current?.sectionId ?? null}
      onJump={(sectionId) => jumpTo(sectionId)}
      search={{ result: search.data, isFetching: search.isFetching, error: search.error, activeIndex: activeHit, onPick: pickHit }}
      bookmarks={bookmarks.data ?? []}
      onRemoveBookmark={(item) => deleteBookmark.mutate(item.bookmarkId)}
      commentTarget={commentTarget ?? (current ? { kind: 'section', sectionId: current.sectionId } : null)}
      onTargetSection={() => setCommentTarget(null)}
      onTargetHighlight={targetHighlight}
      commentTextareaId={COMMENT_TEXTAREA_ID}
    />
  );

  return (
    <div data-testid="reader" data-current-section={current?.sectionId ?? ''}>
      <ReaderToolbar
        ref={toolbar}
        fontSize={fontSize}
        onFontSize={(size) => {
          setFontSize(size);
          saveFontSize.mutate(size);
        }}
        onSearch={startSearch}
        onStep={step}
        matchPosition={search.data ? { index: activeHit, total: hits.length } : null}
        bookmarked={Boolean(bookmark)}
        onToggleBookmark={toggleBookmark}
        canHighlight={selection.current !== null || searchMatch !== null}
        onHighlight={highlight}
        onComment={() => openComments(current ? { kind: 'section', sectionId: current.sectionId } : { kind: 'section', sectionId: toc[0]?.sectionId ?? '' })}
        onOpenContents={isPhone ? () => setDrawerOpen(true) : null}
        aiChat={{ docId: scope.docId, versionId: scope.versionId, documentNumber: outline.number, compact: isPhone }}
      />
      <div className={classes.layout}>
        {isPhone ? (
          drawerMade && (
            <Drawer
              opened={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={outline.number}
              size="min(92vw, 420px)"
              // The page behind keeps its scrolling, so sections loading meanwhile do not move the reading position.
              lockScroll={false}
              data-testid="reader-drawer"
            >
              {pane}
            </Drawer>
          )
        ) : (
          <aside className={classes.pane} data-reader-pane aria-label={t('reader.pane')}>
            {pane}
          </aside>
        )}
        <article ref={article} className={classes.article} data-font-size={fontSize} data-testid="reader-article" onClick={onArticleClick}>
          <SectionList
            tableOfContents={toc}
            loader={loader}
            highlightMarks={highlightMarks}
            searchMatch={searchMatch}
            quoteMark={quoteMark}
            onElement={position.onElement}
          />
        </article>
      </div>
    </div>
  );
}
