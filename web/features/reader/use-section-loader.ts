import { useCallback, useRef, useState } from 'react';
import type { ReaderSection, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import { SECTIONS_PER_LOAD } from '../../../common/reader/reader.values.ts';
import { fetchSections, type ReaderScope } from '../../api/reader.api.ts';
import { logClientFailure } from '../../app/client-log.ts';

export type SectionLoader = {
  sections: ReadonlyMap<string, ReaderSection>;
  failed: ReadonlySet<string>;
  /** Loads the section (and the few after it) unless it is there or on its way; resolves when it is there. */
  load: (sectionId: string) => Promise<void>;
};

/**
 * Loads sections around the reading position only, so a 500-page document never paints
 * (or downloads) all of itself: the list shows placeholders until a section comes near.
 */
export function useSectionLoader(scope: ReaderScope, tableOfContents: readonly ReaderTocEntry[]): SectionLoader {
  const [sections, setSections] = useState<ReadonlyMap<string, ReaderSection>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const loaded = useRef(new Map<string, ReaderSection>());
  const inFlight = useRef(new Map<string, Promise<void>>());

  const load = useCallback(
    (sectionId: string): Promise<void> => {
      if (loaded.current.has(sectionId)) return Promise.resolve();
      const running = inFlight.current.get(sectionId);
      if (running) return running;
      const index = tableOfContents.findIndex((entry) => entry.sectionId === sectionId);
      if (index === -1) return Promise.resolve();
      const wanted = tableOfContents
        .slice(index, index + SECTIONS_PER_LOAD)
        .map((entry) => entry.sectionId)
        .filter((id) => !loaded.current.has(id) && !inFlight.current.has(id));
      const request = fetchSections(scope, sectionId, Math.max(1, wanted.length))
        .then(({ sections: fetched }) => {
          for (const section of fetched) loaded.current.set(section.sectionId, section);
          setSections(new Map(loaded.current));
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
        });
      for (const id of wanted) inFlight.current.set(id, request);
      return request;
    },
    [scope, tableOfContents],
  );

  return { sections, failed, load };
}
