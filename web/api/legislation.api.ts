import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LegislationList, LegislationRedirect, LegislationStatus } from '../../common/legislation/legislation-panels.contract.ts';
import type { LegislationSeatList, LegislationSeatMember, LegislationSeatRequestRow } from '../../common/legislation/legislation-seats.contract.ts';
import {
  ipdPaths,
  LEGISLATION_PANEL_PATHS,
  legislationSeatPaths,
  type LegislationAddOn,
  type LegislationModule,
  type LegislationPanel,
  type LegislationSeatState,
} from '../../common/legislation/legislation.values.ts';
import { apiRequest } from './client.ts';
import { invalidateDashboard } from './home.api.ts';

export const LEGISLATION_STATUS_KEY = ['legislation', 'status'] as const;
const panelKey = (panel: LegislationPanel) => ['legislation', 'panel', panel] as const;

/** Each add-on's state for the app switcher (unlocked, or why not, and whether a seat was asked for). */
export function useLegislationStatus(enabled: boolean) {
  return useQuery({
    queryKey: LEGISLATION_STATUS_KEY,
    queryFn: ({ signal }) => apiRequest<LegislationStatus>(ipdPaths.status, { signal }),
    enabled,
  });
}

/** One panel's list (portal-area.md §7: a POST with no fields). */
export function useLegislationPanel(panel: LegislationPanel) {
  return useQuery({
    queryKey: panelKey(panel),
    queryFn: ({ signal }) => apiRequest<LegislationList>(LEGISLATION_PANEL_PATHS[panel], { method: 'POST', form: new URLSearchParams(), signal }),
  });
}

const REDIRECT_PATHS: Record<LegislationAddOn, string> = {
  legislation: ipdPaths.redirectToLegislation,
  euLaw: ipdPaths.redirectToEuLaw,
};

/** The redirect call (form with url and module): success with where to go, or the error to show. */
export function requestLegislationRedirect(addOn: LegislationAddOn, url: string, module: LegislationModule): Promise<LegislationRedirect> {
  return apiRequest<LegislationRedirect>(REDIRECT_PATHS[addOn], { form: new URLSearchParams({ url, module }) });
}

/** addToIpdLog: form-urlencoded moduleName and linkClicked. */
export function logLegislationClick(moduleName: LegislationModule, linkClicked: string): Promise<unknown> {
  return apiRequest<unknown>(ipdPaths.log, { form: new URLSearchParams({ moduleName, linkClicked }) });
}

const SEATS_KEY = ['legislation', 'seats'] as const;

/** The organisation page's seat management: the members with their seats, and the seat requests (admins only). */
export function useLegislationSeats(enabled: boolean) {
  return useQuery({
    queryKey: SEATS_KEY,
    queryFn: ({ signal }) => apiRequest<LegislationSeatList>(legislationSeatPaths.seats, { signal }),
    enabled,
  });
}

/** After a seat or a request changes: the seat list, the switcher's states, the panels and the orders accordion. */
function refreshSeats(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: ['legislation'] }), invalidateDashboard(client)]);
}

/** An admin sets one member's seat on one add-on (none, active or inactive). */
export function useSetLegislationSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; addOn: LegislationAddOn; seat: LegislationSeatState }) =>
      apiRequest<LegislationSeatMember>(legislationSeatPaths.seat(input.userId), { json: { addOn: input.addOn, seat: input.seat } }),
    onSuccess: () => refreshSeats(client),
  });
}

/** A member asks the organisation's admins for a seat on a locked add-on. */
export function useRequestLegislationSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addOn: LegislationAddOn) => apiRequest<LegislationSeatRequestRow>(legislationSeatPaths.seatRequests, { json: { addOn } }),
    onSuccess: () => refreshSeats(client),
  });
}

/** An admin approves (the member gets an active seat) or declines a seat request. */
export function useDecideLegislationSeatRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; decision: 'approve' | 'decline' }) =>
      apiRequest<LegislationSeatRequestRow>(legislationSeatPaths.seatDecision(input.requestId), { json: { decision: input.decision } }),
    onSuccess: () => refreshSeats(client),
  });
}
