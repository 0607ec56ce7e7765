import { Button, Group, Loader, Text, Title } from '@mantine/core';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderSection, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import { sectionLabel } from '../../../common/reader/section-label.ts';
import { quoteOffsets, type QuoteMark } from './quote-mark.ts';
import { applyMarks, searchMatchOffsets, type TextMark } from './text-marks.ts';
import type { SectionLoader } from './use-section-loader.ts';
import classes from './reader.module.css';

export type SearchMatch = { sectionId: string; searchText: string; occurrence: number };

/** Rough height of a section not loaded yet, so the page keeps its length and the scrollbar means something. */
const CHARS_PER_LINE = 80;
const estimatedHeight = (entry: ReaderTocEntry) => Math.min(40_000, 48 + Math.ceil(entry.textLength / CHARS_PER_LINE) * 26);

/**
 * Every section of the version in reading order: loaded ones rendered, the rest placeholders
 * that ask for their content when they come within a screen or two of the viewport.
 */
export function SectionList({
  tableOfContents,
  loader,
  highlightMarks,
  searchMatch,
  quoteMark,
  onElement,
}: {
  tableOfContents: readonly ReaderTocEntry[];
  loader: SectionLoader;
  highlightMarks: ReadonlyMap<string, TextMark[]>;
  searchMatch: SearchMatch | null;
  /** A passage an AI answer quotes, marked in its section. */
  quoteMark: QuoteMark | null;
  onElement: (index: number, element: HTMLElement | null) => void;
}) {
  const observer = useRef<IntersectionObserver | null>(null);
  const { load } = loader;
  useEffect(() => {
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const sectionId = (entry.target as HTMLElement).dataset.sectionId;
          if (entry.isIntersecting && sectionId) void load(sectionId);
        }
      },
      { rootMargin: '1200px 0px' },
    );
    observer.current = watcher;
    for (const element of document.querySelectorAll<HTMLElement>('[data-section-placeholder]')) watcher.observe(element);
    return () => watcher.disconnect();
  }, [load]);

  const { t } = useTranslation();
  // Until the first sections arrive the list keeps its place unseen: their real length would
  // otherwise push the placeholders on screen down as the reader starts reading.
  const started = loader.ready;

  return (
    <div className={classes.sectionList}>
      {started ? null : (
        <div className={classes.firstLoad} role="status" data-testid="reader-first-load">
          <Loader size="sm" aria-label={t('common.loading')} />
        </div>
      )}
      <div style={started ? undefined : { visibility: 'hidden' }}>
        {tableOfContents.map((entry) => {
          const section = loader.sections.get(entry.sectionId);
          return (
            <section
              key={entry.sectionId}
              ref={(element) => {
                onElement(entry.index, element);
                if (element && !section) observer.current?.observe(element);
              }}
              className={classes.section}
              data-section-id={entry.sectionId}
              data-testid="reader-section"
              {...(section ? {} : { 'data-section-placeholder': '' })}
              aria-labelledby={`reader-heading-${entry.index}`}
              style={section ? undefined : { minHeight: estimatedHeight(entry) }}
            >
              <Title
                order={Math.min(6, entry.level + 1) as 2 | 3 | 4 | 5 | 6}
                id={`reader-heading-${entry.index}`}
                className={classes.sectionHeading}
                tabIndex={-1}
              >
                {sectionLabel(entry)}
              </Title>
              {section ? (
                <SectionBody
                  section={section}
                  marks={highlightMarks.get(entry.sectionId)}
                  searchMatch={searchMatch?.sectionId === entry.sectionId ? searchMatch : null}
                  quote={quoteMark?.sectionId === entry.sectionId ? quoteMark.quote : null}
                />
              ) : loader.failed.has(entry.sectionId) ? (
                <SectionFailed onRetry={() => void load(entry.sectionId)} />
              ) : (
                <div className={classes.placeholderLines} data-loading-placeholder aria-hidden />
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="alert">
      <Text size="sm" c="red">
        {t('reader.sectionFailed')}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Group>
  );
}

/**
 * The section's sanitised HTML, set directly so the highlights and the search match can be
 * laid over its text nodes each time either changes.
 */
const SectionBody = memo(function SectionBody({
  section,
  marks,
  searchMatch,
  quote,
}: {
  section: ReaderSection;
  marks: TextMark[] | undefined;
  searchMatch: SearchMatch | null;
  quote: string | null;
}) {
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    element.innerHTML = section.html;
    // Hand-laid-out blocks scroll sideways on a phone: focusable, the keyboard scrolls them too.
    for (const block of element.querySelectorAll('pre, table')) block.setAttribute('tabindex', '0');
    const all = [...(marks ?? [])];
    // The quoted passage goes under the highlights and the search match, which paint over it.
    const quoted = quote ? quoteOffsets(element, quote) : null;
    if (quoted) all.unshift({ ...quoted, className: classes.quoteMatch ?? '', testId: 'quote-match' });
    const match = searchMatch ? searchMatchOffsets(element, searchMatch.searchText, searchMatch.occurrence) : null;
    if (match) all.push({ ...match, className: classes.searchMatch ?? '', testId: 'search-match' });
    applyMarks(element, all);
  }, [section.html, marks, searchMatch, quote]);
  return <div ref={body} className={classes.sectionBody} data-section-body={section.sectionId} />;
});
