import type { QueryClient } from '@tanstack/react-query';
import type { AccordionList, TourSectionsContent } from '../../../common/home/home.contract.ts';
import { isRecord } from '../../../common/json-shape.ts';
import { FIRST_DASHBOARD_ELEMENT_ID } from '../../../common/page-modules.ts';
import { takeDataBlock } from '../../app/page-variables.ts';
import { accordionContentQuery, accordionsQuery, tourSectionsQuery, type AccordionContent } from '../../api/home.api.ts';

/** A failed call is the page's to show (its hooks ask again), not the loader's. */
const settle = (call: Promise<unknown>) => call.catch(() => undefined);

/**
 * What the dashboard draws first, for the home page's data loader (web/app/page-data.ts): the
 * tour's sections, the accordions and the open ones' contents, from what the page carries or
 * from their calls. Over the first screen the server drew (the accordions down to the first with
 * something in it), the app's first drawing waits for them and draws the same panels. Here, in
 * the page's own file rather than the frame's, so no other page's first visit is larger for it.
 */
export function prefetchDashboard(client: QueryClient): Promise<unknown> {
  seedFirstDashboard(client);
  const contents = client
    .ensureQueryData(accordionsQuery)
    .then((list) => Promise.all(list.accordions.filter((accordion) => accordion.open).map((accordion) => settle(client.ensureQueryData(accordionContentQuery(accordion.id, accordion.settings.viewMode))))));
  return Promise.all([settle(client.ensureQueryData(tourSectionsQuery)), settle(contents)]);
}

/** One open accordion's content as the page carries it: what its content call answers, in its view. */
type CarriedContent = { id: keyof AccordionContent; view: 'compact' | 'detailed'; content: AccordionContent[keyof AccordionContent] };

const isCarriedContent = (value: unknown): value is CarriedContent =>
  isRecord(value) && typeof value.id === 'string' && (value.view === 'compact' || value.view === 'detailed') && isRecord(value.content);

/**
 * Puts the dashboard's first answers, which the home page carries (server/http/page-data-preloads.ts,
 * pageHomeScript: what the server drew the page's first screen from), in the query cache, so the
 * first drawing makes none of their calls. Taken once, as the results page's first answer is, so a
 * later visit asks the server as usual. The server wrote the calls' answers: their shape is checked,
 * not parsed (the browser runs no zod).
 */
export function seedFirstDashboard(client: QueryClient, doc: Document = document): void {
  const carried = takeDataBlock(FIRST_DASHBOARD_ELEMENT_ID, doc);
  if (!isRecord(carried) || !isRecord(carried.accordions) || !Array.isArray(carried.accordions.accordions) || !Array.isArray(carried.contents)) return;
  client.setQueryData(accordionsQuery.queryKey, carried.accordions as AccordionList);
  for (const { id, view, content } of carried.contents.filter(isCarriedContent)) client.setQueryData(accordionContentQuery(id, view).queryKey, content);
  const tour = carried.tourSections;
  if (isRecord(tour) && Array.isArray(tour.sections)) client.setQueryData(tourSectionsQuery.queryKey, tour as TourSectionsContent);
}
