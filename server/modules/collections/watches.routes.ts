import type { FastifyInstance } from 'fastify';
import { watchPaths, WatchListRequest } from '../../../common/watches/watches.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { WatchesService } from './watches.service.ts';

/** The Watched documents page's list; watching and unwatching are the search actions addToWatch / removeFromWatch. */
export function registerWatchRoutes(app: FastifyInstance, watches: WatchesService): void {
  app.get(watchPaths.list, routeContracts('Watches')('user', { summary: "The caller's watched documents, a page at a time.", query: WatchListRequest }), async (request, reply) => {
    const input = parseInput(WatchListRequest, request.query);
    return reply.ok(await watches.list(actorOf(request), input));
  });
}
