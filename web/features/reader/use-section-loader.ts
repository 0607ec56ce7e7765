import { useCallback, useRef, useState } from 'react';
import type { ReaderSection, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import { SECTIONS_PER_LOAD } from '../../../common/reader/reader.values.ts';
import { fetchSections, type ReaderScope } from '../../api/reader.api.ts';
import { logClientFailure } from '../../app/client-log.ts';

export type SectionLoader = {
  sections: ReadonlyMap<string, ReaderSection>;
  failed: ReadonlySet<string>;
  /**
   * True once the first sections are drawn: at once with an opening, else when every request of
   * the first wave has answered, so sections arriving a moment apart never move what is on screen.
   */
  ready: boolean;
  /** Loads the section (and the few after it) unless it is there or on its way; resolves when it is there. */
  load: (sectionId: string) => Promise<void>;
};

/**
 * Loads sections around the reading position only, so a 500-page document never paints
 * (or downloads) all of itself: the list shows placeholders until a section comes near.
 * `opening` are sections already at hand (those the version opens with), drawn at once.
 */
export function useSectionLoader(scope: ReaderScope, tableOfContents: readonly ReaderTocEntry[], opening: readonly ReaderSection[] = []): SectionLoader {
  const [sections, setSections] = useState<ReadonlyMap<string, ReaderSection>>(() => new Map(opening.map((section) => [section.sectionId, section])));
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  // Every section that has arrived, read by `load` without waiting for a drawing; made once.
  const loadedRef = useRef<Map<string, ReaderSection> | null>(null);
  loadedRef.current ??= new Map(sections);
  const loaded = loadedRef.current;
  const inFlight = useRef(new Map<string, Promise<void>>());
  const [waiting, setWaiting] = useState(0);
  const [ready, setReady] = useState(opening.length > 0);
  if (!ready && waiting === 0 && (sections.size > 0 || failed.size > 0)) setReady(true);

  const load = useCallback(
    (sectionId: string): Promise<void> => {
      if (loaded.has(sectionId)) return Promise.resolve();
      const running = inFlight.current.get(sectionId);
      if (running) return running;
      const index = tableOfContents.findIndex((entry) => entry.sectionId === sectionId);
      if (index === -1) return Promise.resolve();
      const wanted = tableOfContents
        .slice(index, index + SECTIONS_PER_LOAD)
        .map((entry) => entry.sectionId)
        .filter((id) => !loaded.has(id) && !inFlight.current.has(id));
      const request = fetchSections(scope, sectionId, Math.max(1, wanted.length))
        .then(({ sections: fetched }) => {
          for (const section of fetched) loaded.set(section.sectionId, section);
          setSections(new Map(loaded));
          setFailed((previous) => {
            if (!fetched.some((section) => previous.has(section.sectionId))) return previous;
            const next = new Set(previous);
            for (const section of fetched) next.delete(section.sectionId);
            return next;
          });
        })
        .catch((error: unknown) => {
          logClientFailure('Get content failed', error);
          setFailed((previous) => new Set([...previous, sectionId]));
        })
        .finally(() => {
          for (const id of wanted) inFlight.current.delete(id);
          setWaiting((count) => count - 1);
        });
      setWaiting((count) => count + 1);
      for (const id of wanted) inFlight.current.set(id, request);
      return request;
    },
    [scope, tableOfContents, loaded],
  );

  return { sections, failed, ready, load };
}
