import { useCallback, useEffect, useState, type RefObject } from 'react';
import { selectionOffsets } from './text-marks.ts';

export type SelectedText = { sectionId: string; start: number; end: number; quote: string };

/**
 * The text selected inside one section of the article, as offsets into that section's text.
 * A selection that moves out of the article (to the toolbar) is kept, so the highlight tool can use it.
 */
export function useTextSelection(article: RefObject<HTMLElement | null>) {
  const [current, setCurrent] = useState<SelectedText | null>(null);
  useEffect(() => {
    const onChange = () => {
      const root = article.current;
      const selection = document.getSelection();
      if (!root || !selection || selection.rangeCount === 0) return;
      const anchor = selection.anchorNode;
      if (!anchor || !root.contains(anchor)) return;
      const element = anchor instanceof Element ? anchor : anchor.parentElement;
      const body = element?.closest<HTMLElement>('[data-section-body]');
      const offsets = body ? selectionOffsets(body, selection) : null;
      setCurrent(body && offsets ? { sectionId: body.dataset.sectionBody ?? '', ...offsets } : null);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [article]);
  const clear = useCallback(() => {
    document.getSelection()?.removeAllRanges();
    setCurrent(null);
  }, []);
  return { current, clear };
}
