import { useMutation, useQuery, useQueryClient, type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  AccessRequestRow,
  AccordionList,
  ActivitiesContent,
  AlertsContent,
  AnnouncementRequest,
  AnnouncementsContent,
  ChangedDocumentsContent,
  HomeLayout,
  KeptDocumentsContent,
  LegislationContent,
  OrdersContent,
  TourSectionsContent,
  UnlockContent,
  WatchedDocumentsContent,
} from '../../common/home/home.contract.ts';
import { homePaths, TOUR_GUIDE_ID, type AccordionId, type TourSection, type ViewMode } from '../../common/home/home.values.ts';
import { apiRequest } from './client.ts';

/** What each accordion's content call answers. */
export type AccordionContent = {
  announcements: AnnouncementsContent;
  orders: OrdersContent;
  unlock: UnlockContent;
  myStandards: KeptDocumentsContent;
  myC2VStandards: ChangedDocumentsContent;
  myAlerts: AlertsContent;
  myWatchedDocuments: WatchedDocumentsContent;
  myActivities: ActivitiesContent;
  legislation: LegislationContent;
};

const ACCORDIONS_KEY = ['home', 'accordions'] as const;
const contentKey = (id: AccordionId) => ['home', 'content', id] as const;

/** The accordions in the user's layout: the home page's loader starts it with the page's code (web/features/home/first-dashboard.ts). */
export const accordionsQuery = queryOptions({
  queryKey: ACCORDIONS_KEY,
  queryFn: ({ signal }) => apiRequest<AccordionList>(homePaths.accordions, { signal }),
});

export function useAccordions() {
  return useQuery(accordionsQuery);
}

/** One accordion's content in a view (a first visit's home page carries the open ones' under these keys: web/features/home/first-dashboard.ts). */
export function accordionContentQuery<Id extends AccordionId>(id: Id, view: ViewMode) {
  return queryOptions({
    queryKey: [...contentKey(id), view],
    queryFn: ({ signal }) => apiRequest<AccordionContent[Id]>(`${homePaths.content(id)}?view=${view}`, { signal }),
  });
}

/** One accordion's content, loaded on its own: a slow one never holds up the others. */
export function useAccordionContent<Id extends AccordionId>(id: Id, view: ViewMode, enabled: boolean) {
  return useQuery({ ...accordionContentQuery(id, view), enabled });
}

/** Saves the layout; the accordions show the new one at once and go back if the server refuses it. */
export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layout: HomeLayout) =>
      apiRequest<AccordionList>(homePaths.settings, { form: new URLSearchParams({ key: 'home', value: JSON.stringify(layout) }) }),
    onMutate: async (layout) => {
      await client.cancelQueries({ queryKey: ACCORDIONS_KEY });
      const before = client.getQueryData<AccordionList>(ACCORDIONS_KEY);
      if (before) client.setQueryData(ACCORDIONS_KEY, withLayout(before, layout));
      return { before };
    },
    onError: (_error, _layout, context) => {
      if (context?.before) client.setQueryData(ACCORDIONS_KEY, context.before);
    },
    onSuccess: (list) => client.setQueryData(ACCORDIONS_KEY, list),
  });
}

/** The accordions as a layout would show them: the fixed ones first, the others in its order. */
export function withLayout(list: AccordionList, layout: HomeLayout): AccordionList {
  const position = new Map(layout.order.map((id, index) => [id, index]));
  const accordions = list.accordions
    .map((accordion) => ({
      ...accordion,
      open: layout.open[accordion.id] ?? accordion.open,
      settings: { viewMode: layout.viewMode[accordion.id] ?? accordion.settings.viewMode },
    }))
    .sort((a, b) => Number(b.fixed) - Number(a.fixed) || (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
    .map((accordion, order) => ({ ...accordion, order }));
  return { accordions };
}

/** Everything a change on the dashboard may show elsewhere on it. */
export function invalidateDashboard(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['home', 'content'] });
}

function useDashboardMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidateDashboard(client) });
}

export function useSaveAnnouncement() {
  return useDashboardMutation((input: { id?: number; announcement: AnnouncementRequest }) =>
    input.id === undefined
      ? apiRequest(homePaths.announcements, { json: input.announcement })
      : apiRequest(homePaths.announcement(input.id), { method: 'PUT', json: input.announcement }),
  );
}

export function useDeleteAnnouncement() {
  return useDashboardMutation((id: number) => apiRequest(homePaths.announcement(id), { method: 'DELETE' }));
}

export function useMarkReviewed() {
  return useDashboardMutation((docId: number) => apiRequest(homePaths.review(docId), { method: 'POST', json: {} }));
}

export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; decision: 'approve' | 'decline'; note: string }) =>
      apiRequest<AccessRequestRow>(homePaths.decision(input.requestId), { json: { decision: input.decision, note: input.note } }),
    onSuccess: () => Promise.all([invalidateDashboard(client), client.invalidateQueries({ queryKey: ['document'] })]),
  });
}

/** "Request access" from the display page: the request shows on the dashboard and the page says it is pending. */
export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { docId: number; reason: string }) => apiRequest<AccessRequestRow>(homePaths.accessRequests(input.docId), { json: { reason: input.reason } }),
    onSuccess: () => Promise.all([invalidateDashboard(client), client.invalidateQueries({ queryKey: ['document'] })]),
  });
}

const TOUR_KEY = ['home', 'tour'] as const;

/** Which tour sections the user has yet to see: the pages that offer one fetch it with their own data (web/app/page-data.ts). */
export const tourSectionsQuery = queryOptions({
  queryKey: TOUR_KEY,
  queryFn: ({ signal }) => apiRequest<TourSectionsContent>(homePaths.tourGuideSections, { signal }),
  staleTime: 5 * 60_000,
});

export function useTourSections(enabled = true) {
  return useQuery({ ...tourSectionsQuery, enabled });
}

/** Marks a section completed or dismissed, or ("all", "reset") offers the whole tour again. */
export function useSetTourSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: TourSection | 'all'; value: 'completed' | 'dismissed' | 'reset' }) =>
      apiRequest<TourSectionsContent>(homePaths.tourGuideSettings, { form: new URLSearchParams({ key: input.key, value: input.value, guideId: TOUR_GUIDE_ID }) }),
    onSuccess: (sections) => client.setQueryData(TOUR_KEY, sections),
  });
}
