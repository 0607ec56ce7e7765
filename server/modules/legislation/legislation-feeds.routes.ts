import type { FastifyInstance } from 'fastify';
import { IdParams, legislationApiPaths, LegislationFeedCreate, LegislationNewsQuery } from '../../../common/legislation/legislation-library.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationFeedsService } from './legislation-feeds.service.ts';

/** An admin's organisation newsfeeds (list, add, remove) and the newsfeed reader (items, one item). */
export function registerLegislationFeedRoutes(app: FastifyInstance, feeds: LegislationFeedsService): void {
  const route = routeContracts('Legislation newsfeeds');

  app.get(legislationApiPaths.feeds, route('user', { summary: "The organisation's newsfeeds." }), async (request, reply) => reply.ok(await feeds.listFeeds(actorOf(request))));

  app.post(legislationApiPaths.feeds, route('user', { summary: 'Adds a newsfeed (admins).', body: LegislationFeedCreate, status: 201 }), async (request, reply) => {
    const { url } = parseInput(LegislationFeedCreate, request.body ?? {});
    return reply.ok(await feeds.addFeed(actorOf(request), url), 201);
  });

  app.delete(legislationApiPaths.feed(':id'), route('user', { summary: 'Removes a newsfeed (admins).', params: IdParams }), async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    return reply.ok(await feeds.removeFeed(actorOf(request), id));
  });

  app.get(legislationApiPaths.newsItems, route('user', { summary: "The newsfeeds' items, a page at a time.", query: LegislationNewsQuery }), async (request, reply) => {
    const { page } = parseInput(LegislationNewsQuery, request.query);
    return reply.ok(await feeds.listNews(actorOf(request), page));
  });

  app.get(legislationApiPaths.newsItem(':id'), route('user', { summary: 'One news item.', params: IdParams }), async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    return reply.ok(await feeds.newsItem(actorOf(request), id));
  });
}
