import type { FastifyInstance } from 'fastify';
import {
  ImportInvitationsCsvRequest,
  InviteMembersReply,
  InviteMembersRequest,
  MemberInvitationParams,
  memberInvitationPaths,
} from '../../../common/account/member-invitations.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { MemberInvitationsService } from './member-invitations.service.ts';

/** An organisation admin's invitations to join; the service refuses anyone but the organisation's admins. */
export function registerMemberInvitationRoutes(app: FastifyInstance, invitations: MemberInvitationsService): void {
  const route = routeContracts('Member invitations');

  app.get(memberInvitationPaths.invitations, route('user', { summary: "The organisation's open invitations to join (admins)." }), async (request, reply) => reply.ok(await invitations.list(actorOf(request))));

  app.post(memberInvitationPaths.invitations, route('user', { summary: 'Invites addresses to join the organisation (admins).', body: InviteMembersRequest, response: InviteMembersReply, status: 201 }), async (request, reply) => {
    const input = parseInput(InviteMembersRequest, request.body);
    return reply.ok(await invitations.invite(actorOf(request), input), 201);
  });

  app.post(memberInvitationPaths.importCsv, route('user', { summary: 'Invites the addresses of a CSV file (admins).', body: ImportInvitationsCsvRequest, response: InviteMembersReply, status: 201 }), async (request, reply) => {
    const input = parseInput(ImportInvitationsCsvRequest, request.body);
    return reply.ok(await invitations.importCsv(actorOf(request), input), 201);
  });

  app.post(memberInvitationPaths.resend(':id'), route('user', { summary: 'Sends an invitation again (admins).', params: MemberInvitationParams }), async (request, reply) => {
    const { id } = parseInput(MemberInvitationParams, request.params);
    return reply.ok(await invitations.resend(actorOf(request), id));
  });

  app.delete(memberInvitationPaths.invitation(':id'), route('user', { summary: 'Withdraws an invitation (admins).', params: MemberInvitationParams }), async (request, reply) => {
    const { id } = parseInput(MemberInvitationParams, request.params);
    return reply.ok(await invitations.revoke(actorOf(request), id));
  });
}
