import dashboardUsers from '../fixtures/dashboard-users.json' with { type: 'json' };

/**
 * The dashboard tests' organisations (e2e/fixtures/dashboard-users.json), one per browser project
 * so that arranging a dashboard or unlocking a document in one never shows in the other. The e2e
 * server creates them; their users sign in with the test factories' password.
 */
export const DASHBOARD_FIXTURE = dashboardUsers;

/** The organisation of the browser project a test runs in (its TestInfo). */
export function dashboardUsersFor(testInfo: { project: { name: string } }) {
  const organisation = DASHBOARD_FIXTURE.organisations.find((entry) => entry.project === testInfo.project.name);
  if (!organisation) throw new Error(`no dashboard organisation for the ${testInfo.project.name} project`);
  return organisation;
}
