import type { FastifyInstance } from 'fastify';
import { ipdPaths, LEGISLATION_PANEL_PATHS, LEGISLATION_PANELS, LegislationLogRequest, LegislationRedirectRequest } from '../../../common/legislation/legislation-panels.contract.ts';
import { readLastFormValues } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationPanelsService } from './legislation-panels.service.ts';

/**
 * The spec's legislation calls (portal-area.md §7): the three panel lists, the two redirects, the
 * click log (all POST, so the session guard checks the nonce and the origin) and the status. The
 * redirects and the log take a form (urlencoded or multipart) or a JSON body alike.
 */
export function registerLegislationPanelRoutes(app: FastifyInstance, panels: LegislationPanelsService): void {
  const route = routeContracts('Legislation panels');

  for (const panel of LEGISLATION_PANELS) {
    app.post(LEGISLATION_PANEL_PATHS[panel], route('user', { summary: `The ${panel} panel's list.` }), async (request, reply) => reply.ok(await panels.list(actorOf(request), panel)));
  }

  app.post(ipdPaths.redirectToLegislation, route('user', { summary: 'Where the legislation add-on opens for a link.', body: LegislationRedirectRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(LegislationRedirectRequest, await readLastFormValues(request));
    return reply.ok(await panels.redirect(actorOf(request), 'legislation', input));
  });

  app.post(ipdPaths.redirectToEuLaw, route('user', { summary: 'Where the EU-law add-on opens for a link.', body: LegislationRedirectRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(LegislationRedirectRequest, await readLastFormValues(request));
    return reply.ok(await panels.redirect(actorOf(request), 'euLaw', input));
  });

  app.post(ipdPaths.log, route('user', { summary: 'Logs a click on a legislation link.', body: LegislationLogRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(LegislationLogRequest, await readLastFormValues(request));
    return reply.ok(await panels.log(actorOf(request), input));
  });

  app.get(ipdPaths.status, route('user', { summary: "The caller's legislation add-ons and seats." }), async (request, reply) => reply.ok(await panels.status(actorOf(request))));
}
