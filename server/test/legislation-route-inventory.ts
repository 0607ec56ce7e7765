import { ipdPaths, LEGISLATION_PANEL_PATHS, LEGISLATION_PANELS, LegislationLogRequest, LegislationRedirectRequest } from '../../common/legislation/legislation-panels.contract.ts';
import {
  LegislationSeatDecision,
  LegislationSeatParams,
  legislationSeatPaths,
  LegislationSeatRequestCreate,
  LegislationSeatRequestParams,
  LegislationSeatUpdate,
} from '../../common/legislation/legislation-seats.contract.ts';
import type { RouteCase } from './route-inventory.ts';

/**
 * The legislation panels' calls, the add-on redirects, the click log and the status (portal-area.md §7),
 * and the seat management and seat requests, as route-inventory.ts lists them (valid calls as the first
 * organisation's admin makes them).
 */
export function legislationPanelRoutes(): RouteCase[] {
  return [
    ...LEGISLATION_PANELS.map((panel) => ({ route: `POST ${LEGISLATION_PANEL_PATHS[panel]}`, call: () => ({ url: LEGISLATION_PANEL_PATHS[panel] }), input: {} })),
    ...[ipdPaths.redirectToLegislation, ipdPaths.redirectToEuLaw].map((path) => ({
      route: `POST ${path}`,
      call: () => ({ url: path, body: { form: { url: '/management/legislation', module: 'appSwitcher' } } }),
      input: { body: LegislationRedirectRequest, encoding: 'form' as const },
    })),
    {
      route: `POST ${ipdPaths.log}`,
      call: () => ({ url: ipdPaths.log, body: { form: { moduleName: 'recentSearches', linkClicked: '/management/legislation' } } }),
      input: { body: LegislationLogRequest, encoding: 'form' },
    },
    { route: `GET ${ipdPaths.status}`, call: () => ({ url: ipdPaths.status }), input: {} },
    { route: `GET ${legislationSeatPaths.seats}`, call: () => ({ url: legislationSeatPaths.seats }), input: {} },
    // The admin gives up their own legislation seat, so that their seat request below is a valid one: the app
    // registers (and the nonce suite sends) the seat call before the seat request call, and what the suite
    // sends after them (the removals) needs no legislation seat.
    {
      route: `POST ${legislationSeatPaths.seat(':userId')}`,
      call: (world) => ({ url: legislationSeatPaths.seat(world.own.admin.profile.user.id), body: { json: { addOn: 'legislation', seat: 'none' } } }),
      input: { params: LegislationSeatParams, body: LegislationSeatUpdate, encoding: 'json' },
    },
    {
      route: `POST ${legislationSeatPaths.seatRequests}`,
      call: () => ({ url: legislationSeatPaths.seatRequests, body: { json: { addOn: 'legislation' } } }),
      input: { body: LegislationSeatRequestCreate, encoding: 'json' },
    },
    {
      route: `POST ${legislationSeatPaths.seatDecision(':requestId')}`,
      call: (world) => ({ url: legislationSeatPaths.seatDecision(world.ids.seatRequest), body: { json: { decision: 'approve' } } }),
      input: { params: LegislationSeatRequestParams, body: LegislationSeatDecision, encoding: 'json' },
    },
  ];
}
