import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccordionParams,
  AccordionQuery,
  AnnouncementParams,
  AnnouncementRequest,
  DashboardUpdateRequest,
  HomeSettingsRequest,
  homePaths,
  ReviewParams,
  ReviewRequest,
  TourSettingsRequest,
} from '../../../common/home/home.contract.ts';
import { EditSavedSearchRequest } from '../../../common/saved-searches/saved-searches.contract.ts';
import { readLastFormValues } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { DashboardUpdate, HomeService } from './home.service.ts';

/** The update call's name and notify fields, read by the rules of the saved-search edit call itself. */
const DashboardEditFields = z.object({
  elementName: EditSavedSearchRequest.shape.name,
  elementNotify: EditSavedSearchRequest.shape.notify,
});

function dashboardUpdateOf(input: DashboardUpdateRequest): DashboardUpdate {
  if (input.action === 'delete') return { action: 'delete', id: input.elementId };
  // Text as a form sends it: a JSON boolean is read as the checkbox's value.
  const notify = typeof input.elementNotify === 'boolean' ? String(input.elementNotify) : input.elementNotify;
  const edit = parseInput(DashboardEditFields, { elementName: input.elementName ?? '', elementNotify: notify });
  return { action: 'update', id: input.elementId, edit: { name: edit.elementName, ...(edit.elementNotify === undefined ? {} : { notify: edit.elementNotify }) } };
}

export function registerHomeRoutes(app: FastifyInstance, home: HomeService): void {
  const user = { config: { access: 'user' as const } };

  // Home settings (portal-area.md §7): the accordions, the layout, the tour.
  app.get(homePaths.accordions, user, async (request, reply) => reply.ok(await home.accordions(actorOf(request))));

  /** key "home", value the layout's JSON; a form or a JSON body. */
  app.post(homePaths.settings, user, async (request, reply) => {
    const input = parseInput(HomeSettingsRequest, await readLastFormValues(request));
    return reply.ok(await home.saveLayout(actorOf(request), input.value));
  });

  app.get(homePaths.tourGuideSections, user, async (request, reply) => reply.ok(await home.tourSections(actorOf(request))));

  app.post(homePaths.tourGuideSettings, user, async (request, reply) => {
    const input = parseInput(TourSettingsRequest, await readLastFormValues(request));
    return reply.ok(await home.setTour(actorOf(request), input));
  });

  /** The alerts table's update call: delete, or rename and set notify, as the saved-search calls do. */
  app.post(homePaths.update, user, async (request, reply) => {
    const input = parseInput(DashboardUpdateRequest, await readLastFormValues(request));
    return reply.ok(await home.updateFromDashboard(actorOf(request), dashboardUpdateOf(input)));
  });

  // The product's own content calls: each accordion loads on its own.
  app.get(homePaths.content(':id'), user, async (request, reply) => {
    const { id } = parseInput(AccordionParams, request.params);
    const { view } = parseInput(AccordionQuery, request.query);
    return reply.ok(await home.content(actorOf(request), id, view));
  });

  app.post(homePaths.review(':docId'), user, async (request, reply) => {
    const { docId } = parseInput(ReviewParams, request.params);
    parseInput(ReviewRequest, await readLastFormValues(request));
    return reply.ok(await home.markReviewed(actorOf(request), docId));
  });

  app.post(homePaths.announcements, user, async (request, reply) => {
    const input = parseInput(AnnouncementRequest, request.body);
    return reply.ok(await home.createAnnouncement(actorOf(request), input), 201);
  });

  app.put(homePaths.announcement(':id'), user, async (request, reply) => {
    const { id } = parseInput(AnnouncementParams, request.params);
    const input = parseInput(AnnouncementRequest, request.body);
    return reply.ok(await home.updateAnnouncement(actorOf(request), id, input));
  });

  app.delete(homePaths.announcement(':id'), user, async (request, reply) => {
    const { id } = parseInput(AnnouncementParams, request.params);
    return reply.ok(await home.removeAnnouncement(actorOf(request), id));
  });
}
