import legislationUsers from '../fixtures/legislation-users.json' with { type: 'json' };

/**
 * The legislation tests' organisations (e2e/fixtures/legislation-users.json), one per browser
 * project so that a seat requested or approved in one never shows in the other. The e2e server
 * creates them; their users sign in with the test factories' password.
 */
export const LEGISLATION_FIXTURE = legislationUsers;

export type LegislationFixtureUser = keyof (typeof legislationUsers)['organisations'][number]['users'];

/** The organisation of the browser project a test runs in (its TestInfo). */
export function legislationUsersFor(testInfo: { project: { name: string } }) {
  const organisation = LEGISLATION_FIXTURE.organisations.find((entry) => entry.project === testInfo.project.name);
  if (!organisation) throw new Error(`no legislation organisation for the ${testInfo.project.name} project`);
  return organisation;
}
