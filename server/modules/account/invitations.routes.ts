import type { FastifyInstance } from 'fastify';
import { AcceptInvitationRequest, InvitationParams } from '../../../common/onboarding/invitation.contract.ts';
import { invitationPaths } from '../../../common/onboarding/onboarding.values.ts';
import { parseInput } from '../../http/validation.ts';
import type { InvitationsService } from './invitations.service.ts';

/** A one-time link's page reads what it is and accepts it; the token is the proof, so no session is needed. */
export function registerInvitationRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  const open = { config: { access: 'public' as const } };

  app.get(invitationPaths.invitation(':token'), open, async (request, reply) => {
    const { token } = parseInput(InvitationParams, request.params);
    return reply.ok(await invitations.describe(token));
  });

  app.post(invitationPaths.accept(':token'), open, async (request, reply) => {
    const { token } = parseInput(InvitationParams, request.params);
    const { password } = parseInput(AcceptInvitationRequest, request.body);
    return reply.ok(await invitations.accept(token, password));
  });
}
