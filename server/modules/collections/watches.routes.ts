import type { FastifyInstance } from 'fastify';
import { watchPaths, WatchListRequest } from '../../../common/watches/watches.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { WatchesService } from './watches.service.ts';

/** The Watched documents page's list; watching and unwatching are the search actions addToWatch / removeFromWatch. */
export function registerWatchRoutes(app: FastifyInstance, watches: WatchesService): void {
  app.get(watchPaths.list, { config: { access: 'user' as const } }, async (request, reply) => {
    const input = parseInput(WatchListRequest, request.query);
    return reply.ok(await watches.list(actorOf(request), input));
  });
}
