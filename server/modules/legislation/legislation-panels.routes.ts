import type { FastifyInstance } from 'fastify';
import { ipdPaths, LEGISLATION_PANEL_PATHS, LEGISLATION_PANELS, LegislationLogRequest, LegislationRedirectRequest } from '../../../common/legislation/legislation-panels.contract.ts';
import { readLastFormValues } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationPanelsService } from './legislation-panels.service.ts';

/**
 * The spec's legislation calls (portal-area.md §7): the three panel lists, the two redirects, the
 * click log (all POST, so the session guard checks the nonce and the origin) and the status. The
 * redirects and the log take a form (urlencoded or multipart) or a JSON body alike.
 */
export function registerLegislationPanelRoutes(app: FastifyInstance, panels: LegislationPanelsService): void {
  const user = { config: { access: 'user' as const } };

  for (const panel of LEGISLATION_PANELS) {
    app.post(LEGISLATION_PANEL_PATHS[panel], user, async (request, reply) => reply.ok(await panels.list(actorOf(request), panel)));
  }

  app.post(ipdPaths.redirectToLegislation, user, async (request, reply) => {
    const input = parseInput(LegislationRedirectRequest, await readLastFormValues(request));
    return reply.ok(await panels.redirect(actorOf(request), 'legislation', input));
  });

  app.post(ipdPaths.redirectToEuLaw, user, async (request, reply) => {
    const input = parseInput(LegislationRedirectRequest, await readLastFormValues(request));
    return reply.ok(await panels.redirect(actorOf(request), 'euLaw', input));
  });

  app.post(ipdPaths.log, user, async (request, reply) => {
    const input = parseInput(LegislationLogRequest, await readLastFormValues(request));
    return reply.ok(await panels.log(actorOf(request), input));
  });

  app.get(ipdPaths.status, user, async (request, reply) => reply.ok(await panels.status(actorOf(request))));
}
