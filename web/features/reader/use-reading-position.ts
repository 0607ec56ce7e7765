import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which section the reader is in: the last one whose top has passed under the toolbar.
 * Sections are in document order, so a binary search over their positions finds it on
 * each scroll without measuring every section of a long document.
 */
export function useReadingPosition(sectionCount: number, toolbarBottom: () => number) {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const [current, setCurrent] = useState(0);

  const onElement = useCallback((index: number, element: HTMLElement | null) => {
    elements.current[index] = element;
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = toolbarBottom() + 16;
      let low = 0;
      let high = sectionCount - 1;
      let found = 0;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const top = elements.current[middle]?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
        if (top <= line) {
          found = middle;
          low = middle + 1;
        } else high = middle - 1;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [sectionCount, toolbarBottom]);

  const elementAt = useCallback((index: number) => elements.current[index] ?? null, []);
  return { current, onElement, elementAt };
}
