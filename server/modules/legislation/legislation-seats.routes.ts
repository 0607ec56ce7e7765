import type { FastifyInstance } from 'fastify';
import {
  LegislationSeatDecision,
  LegislationSeatParams,
  legislationSeatPaths,
  LegislationSeatRequestCreate,
  LegislationSeatRequestParams,
  LegislationSeatUpdate,
} from '../../../common/legislation/legislation-seats.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationSeatsService } from './legislation-seats.service.ts';

/** Seat management on the organisation page and the members' seat requests; the service checks who may do what. */
export function registerLegislationSeatRoutes(app: FastifyInstance, seats: LegislationSeatsService): void {
  const user = { config: { access: 'user' as const } };

  app.get(legislationSeatPaths.seats, user, async (request, reply) => reply.ok(await seats.list(actorOf(request))));

  app.post(legislationSeatPaths.seat(':userId'), user, async (request, reply) => {
    const { userId } = parseInput(LegislationSeatParams, request.params);
    const input = parseInput(LegislationSeatUpdate, request.body);
    return reply.ok(await seats.setSeat(actorOf(request), userId, input));
  });

  app.post(legislationSeatPaths.seatRequests, user, async (request, reply) => {
    const input = parseInput(LegislationSeatRequestCreate, request.body);
    return reply.ok(await seats.request(actorOf(request), input.addOn), 201);
  });

  app.post(legislationSeatPaths.seatDecision(':requestId'), user, async (request, reply) => {
    const { requestId } = parseInput(LegislationSeatRequestParams, request.params);
    const input = parseInput(LegislationSeatDecision, request.body);
    return reply.ok(await seats.decide(actorOf(request), requestId, input));
  });
}
