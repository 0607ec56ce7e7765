import {
  ImportInvitationsCsvRequest,
  InviteMembersRequest,
  MemberInvitationParams,
  memberInvitationPaths,
} from '../../common/account/member-invitations.contract.ts';
import type { RouteCase } from './route-inventory.ts';
import type { RouteWorld } from './route-world.ts';

/** The first organisation's email domain (route-world.ts gives it one, and a sub-domain). */
export const OWN_INVITATION_DOMAIN = 'acme.example.test';
export const OWN_INVITATION_SUB_DOMAIN = 'lab.acme.example.test';

/**
 * An organisation admin's invitation calls, as route-inventory.ts lists them: valid calls as the
 * first organisation's admin makes them, into its full subscription, to addresses in its domains;
 * the invitation resent and withdrawn is the world's pending one.
 */
export function memberInvitationRoutes(): RouteCase[] {
  return [
    { route: `GET ${memberInvitationPaths.invitations}`, call: () => ({ url: memberInvitationPaths.invitations }), input: {} },
    {
      route: `POST ${memberInvitationPaths.invitations}`,
      call: (world: RouteWorld) => ({
        url: memberInvitationPaths.invitations,
        body: { json: { subscriptionId: world.own.subId, invitees: [{ name: 'New Colleague', email: `new.colleague@${OWN_INVITATION_DOMAIN}`, role: 'member' }] } },
      }),
      input: { body: InviteMembersRequest, encoding: 'json' },
    },
    {
      route: `POST ${memberInvitationPaths.importCsv}`,
      call: (world: RouteWorld) => ({
        url: memberInvitationPaths.importCsv,
        body: {
          json: {
            subscriptionId: world.own.subId,
            csv: `name,email,role\nAda Lovelace,ada@${OWN_INVITATION_DOMAIN},powerUser\n"Hopper, Grace",grace@${OWN_INVITATION_SUB_DOMAIN},\n`,
          },
        },
      }),
      input: { body: ImportInvitationsCsvRequest, encoding: 'json' },
    },
    {
      route: `POST ${memberInvitationPaths.resend(':id')}`,
      call: (world: RouteWorld) => ({ url: memberInvitationPaths.resend(world.ids.memberInvitation) }),
      input: { params: MemberInvitationParams },
    },
    {
      route: `DELETE ${memberInvitationPaths.invitation(':id')}`,
      call: (world: RouteWorld) => ({ url: memberInvitationPaths.invitation(world.ids.memberInvitation) }),
      input: { params: MemberInvitationParams },
    },
  ];
}
