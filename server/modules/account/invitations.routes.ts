import type { FastifyInstance } from 'fastify';
import { AcceptInvitationReply, AcceptInvitationRequest, InvitationParams } from '../../../common/onboarding/invitation.contract.ts';
import { invitationPaths } from '../../../common/onboarding/onboarding.values.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { InvitationsService } from './invitations.service.ts';

/** A one-time link's page reads what it is and accepts it; the token is the proof, so no session is needed. */
export function registerInvitationRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  const route = routeContracts('One-time links');

  app.get(invitationPaths.invitation(':token'), route('public', { summary: 'What a one-time link is (first password or invitation to join).', params: InvitationParams }), async (request, reply) => {
    const { token } = parseInput(InvitationParams, request.params);
    return reply.ok(await invitations.describe(token));
  });

  app.post(invitationPaths.accept(':token'), route('public', { summary: "Accepts a one-time link with the new account's password.", params: InvitationParams, body: AcceptInvitationRequest, response: AcceptInvitationReply }), async (request, reply) => {
    const { token } = parseInput(InvitationParams, request.params);
    const { password } = parseInput(AcceptInvitationRequest, request.body);
    return reply.ok(await invitations.accept(token, password));
  });
}
