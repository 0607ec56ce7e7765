import type { FastifyInstance } from 'fastify';
import {
  ImportInvitationsCsvRequest,
  InviteMembersRequest,
  MemberInvitationParams,
  memberInvitationPaths,
} from '../../../common/account/member-invitations.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { MemberInvitationsService } from './member-invitations.service.ts';

/** An organisation admin's invitations to join; the service refuses anyone but the organisation's admins. */
export function registerMemberInvitationRoutes(app: FastifyInstance, invitations: MemberInvitationsService): void {
  const user = { config: { access: 'user' as const } };

  app.get(memberInvitationPaths.invitations, user, async (request, reply) => reply.ok(await invitations.list(actorOf(request))));

  app.post(memberInvitationPaths.invitations, user, async (request, reply) => {
    const input = parseInput(InviteMembersRequest, request.body);
    return reply.ok(await invitations.invite(actorOf(request), input), 201);
  });

  app.post(memberInvitationPaths.importCsv, user, async (request, reply) => {
    const input = parseInput(ImportInvitationsCsvRequest, request.body);
    return reply.ok(await invitations.importCsv(actorOf(request), input), 201);
  });

  app.post(memberInvitationPaths.resend(':id'), user, async (request, reply) => {
    const { id } = parseInput(MemberInvitationParams, request.params);
    return reply.ok(await invitations.resend(actorOf(request), id));
  });

  app.delete(memberInvitationPaths.invitation(':id'), user, async (request, reply) => {
    const { id } = parseInput(MemberInvitationParams, request.params);
    return reply.ok(await invitations.revoke(actorOf(request), id));
  });
}
