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
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationSeatsService } from './legislation-seats.service.ts';

/** Seat management on the organisation page and the members' seat requests; the service checks who may do what. */
export function registerLegislationSeatRoutes(app: FastifyInstance, seats: LegislationSeatsService): void {
  const route = routeContracts('Legislation seats');

  app.get(legislationSeatPaths.seats, route('user', { summary: "The organisation's add-on seats and who holds them." }), async (request, reply) => reply.ok(await seats.list(actorOf(request))));

  app.post(legislationSeatPaths.seat(':userId'), route('user', { summary: "Gives or takes a member's seat (admins).", params: LegislationSeatParams, body: LegislationSeatUpdate }), async (request, reply) => {
    const { userId } = parseInput(LegislationSeatParams, request.params);
    const input = parseInput(LegislationSeatUpdate, request.body);
    return reply.ok(await seats.setSeat(actorOf(request), userId, input));
  });

  app.post(legislationSeatPaths.seatRequests, route('user', { summary: 'A member asks for a seat.', body: LegislationSeatRequestCreate, status: 201 }), async (request, reply) => {
    const input = parseInput(LegislationSeatRequestCreate, request.body);
    return reply.ok(await seats.request(actorOf(request), input.addOn), 201);
  });

  app.post(legislationSeatPaths.seatDecision(':requestId'), route('user', { summary: 'An admin decides a seat request.', params: LegislationSeatRequestParams, body: LegislationSeatDecision }), async (request, reply) => {
    const { requestId } = parseInput(LegislationSeatRequestParams, request.params);
    const input = parseInput(LegislationSeatDecision, request.body);
    return reply.ok(await seats.decide(actorOf(request), requestId, input));
  });
}
