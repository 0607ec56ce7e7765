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
import { routeContracts } from '../../http/route-contract.ts';
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
  const route = routeContracts('Home');

  // Home settings (portal-area.md §7): the accordions, the layout, the tour.
  app.get(homePaths.accordions, route('user', { summary: "The dashboard's accordions in the caller's layout." }), async (request, reply) => reply.ok(await home.accordions(actorOf(request))));

  /** key "home", value the layout's JSON; a form or a JSON body. */
  app.post(homePaths.settings, route('user', { summary: "Saves the dashboard's layout (`key` home, `value` its JSON).", body: HomeSettingsRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(HomeSettingsRequest, await readLastFormValues(request));
    return reply.ok(await home.saveLayout(actorOf(request), input.value));
  });

  app.get(homePaths.tourGuideSections, route('user', { summary: "The tour's sections and the caller's progress." }), async (request, reply) => reply.ok(await home.tourSections(actorOf(request))));

  app.post(homePaths.tourGuideSettings, route('user', { summary: "Records the tour's progress.", body: TourSettingsRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(TourSettingsRequest, await readLastFormValues(request));
    return reply.ok(await home.setTour(actorOf(request), input));
  });

  /** The alerts table's update call: delete, or rename and set notify, as the saved-search calls do. */
  app.post(homePaths.update, route('user', { summary: "The alerts table's call: deletes a saved search, or renames it and sets its alert.", body: DashboardUpdateRequest, encoding: 'form' }), async (request, reply) => {
    const input = parseInput(DashboardUpdateRequest, await readLastFormValues(request));
    return reply.ok(await home.updateFromDashboard(actorOf(request), dashboardUpdateOf(input)));
  });

  // The product's own content calls: each accordion loads on its own.
  app.get(homePaths.content(':id'), route('user', { summary: "One accordion's content.", params: AccordionParams, query: AccordionQuery }), async (request, reply) => {
    const { id } = parseInput(AccordionParams, request.params);
    const { view } = parseInput(AccordionQuery, request.query);
    return reply.ok(await home.content(actorOf(request), id, view));
  });

  app.post(homePaths.review(':docId'), route('user', { summary: 'Marks a changed document as reviewed.', params: ReviewParams, body: ReviewRequest, encoding: 'form' }), async (request, reply) => {
    const { docId } = parseInput(ReviewParams, request.params);
    parseInput(ReviewRequest, await readLastFormValues(request));
    return reply.ok(await home.markReviewed(actorOf(request), docId));
  });

  app.post(homePaths.announcements, route('user', { summary: 'Publishes an announcement to the organisation (admins) or to everyone (operators).', body: AnnouncementRequest, status: 201 }), async (request, reply) => {
    const input = parseInput(AnnouncementRequest, request.body);
    return reply.ok(await home.createAnnouncement(actorOf(request), input), 201);
  });

  app.put(homePaths.announcement(':id'), route('user', { summary: 'Changes an announcement.', params: AnnouncementParams, body: AnnouncementRequest }), async (request, reply) => {
    const { id } = parseInput(AnnouncementParams, request.params);
    const input = parseInput(AnnouncementRequest, request.body);
    return reply.ok(await home.updateAnnouncement(actorOf(request), id, input));
  });

  app.delete(homePaths.announcement(':id'), route('user', { summary: 'Removes an announcement.', params: AnnouncementParams }), async (request, reply) => {
    const { id } = parseInput(AnnouncementParams, request.params);
    return reply.ok(await home.removeAnnouncement(actorOf(request), id));
  });
}
