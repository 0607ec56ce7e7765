import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import classes from './reader.module.css';
import { sectionLabel } from '../../../common/reader/section-label.ts';

/** The sections as a nested list; the one being read is marked and kept in view as reading goes on. */
export function TableOfContents({
  entries,
  currentId,
  onJump,
}: {
  entries: readonly ReaderTocEntry[];
  currentId: string | null;
  onJump: (sectionId: string) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!currentId || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-toc-id="${CSS.escape(currentId)}"]`);
    const pane = list.current.closest<HTMLElement>('[data-reader-pane]');
    if (!item || !pane) return;
    // Scroll the pane only (scrollIntoView would move the page too).
    const itemTop = item.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    if (itemTop < 0 || itemTop > pane.clientHeight - item.offsetHeight) pane.scrollTop += itemTop - pane.clientHeight / 3;
  }, [currentId]);

  return (
    <nav aria-label={t('reader.tableOfContents')}>
      <ol ref={list} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="reader-toc">
        {entries.map((entry) => (
          <li key={entry.sectionId} style={{ paddingLeft: `${(entry.level - 1) * 12}px` }}>
            <button
              type="button"
              className={classes.tocItem}
              data-toc-id={entry.sectionId}
              aria-current={entry.sectionId === currentId ? 'true' : undefined}
              onClick={() => onJump(entry.sectionId)}
            >
              {sectionLabel(entry)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
