import memberInvitations from '../fixtures/member-invitations.json' with { type: 'json' };

export type InvitationsProject = {
  organisation: string;
  subscription: string;
  /** The organisation's corporate email domain: the only one its admin can invite into. */
  domain: string;
  seatCount: number;
  admin: { name: string; email: string };
  member: { name: string; email: string };
  /** A join link that expired the day before the server started, with its token. */
  expired: { name: string; email: string; token: string };
};

/**
 * The member invitations' organisations (e2e/fixtures/member-invitations.json), one per browser
 * project so that seats counted in one never move in the other. The e2e server creates them; their
 * users sign in with the test factories' password.
 */
export const INVITATIONS_FIXTURE = { projects: memberInvitations.projects as Record<'desktop' | 'mobile', InvitationsProject> };

/** The organisation of the browser project a test runs in (its TestInfo). */
export function invitationsProjectFor(testInfo: { project: { name: string } }): InvitationsProject {
  const name = testInfo.project.name;
  if (name !== 'desktop' && name !== 'mobile') throw new Error(`no invitations organisation for the ${name} project`);
  return INVITATIONS_FIXTURE.projects[name];
}
