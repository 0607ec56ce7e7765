import { pagePaths } from '../common/routes.ts';
import { mailsTo } from './support/harness.ts';
import { invitationTokenFor, inviteThroughApi, visitorPage } from './support/invitation-links.ts';
import { invitationsProjectFor, type InvitationsProject } from './support/member-invitation-users.ts';
import { SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Issue 21, "Inviting users": an organisation admin invites colleagues one at a time or by CSV
 * (all lines or none), resends and revokes; each link's page sets the invitee's password and signs
 * them in, and says plainly when a link is used, expired, withdrawn or unknown. Each browser
 * project has an organisation of its own (e2e/fixtures/member-invitations.json).
 */

const NEW_PASSWORD = 'a long enough new password';

async function signInAsAdmin(page: Page, fixture: InvitationsProject) {
  return signInThroughApi(page, fixture.admin.email, SCREEN_USER_PASSWORD);
}

const row = (page: Page, email: string) => page.locator(`[data-testid="invitation-row"][data-email="${email}"]`);

async function seats(page: Page): Promise<{ used: number; pending: number; available: number }> {
  const card = page.getByTestId('invitation-seats').first();
  const read = async (testId: string) => Number(await card.getByTestId(testId).getAttribute('data-value'));
  return { used: await read('seats-used'), pending: await read('seats-pending'), available: await read('seats-available') };
}

async function openOrganisation(page: Page): Promise<Locator> {
  await page.goto(pagePaths.organisation);
  const panel = page.getByTestId('invitations-panel');
  await expect(panel.getByTestId('invitation-seats').first()).toBeVisible();
  return panel;
}

/** Sets a password on the link's page (checking the form's own rules on the way) and expects to land signed in at home. */
async function acceptOnPage(page: Page, token: string, invitee: { name: string; email: string }) {
  await page.goto(pagePaths.invitation(token));
  const form = page.getByTestId('invitation-form');
  await expect(form).toHaveAttribute('data-purpose', 'join');
  await expect(form.getByTestId('invitation-who')).toContainText(invitee.email);
  await page.getByTestId('invitation-password').fill('short');
  await page.getByTestId('invitation-confirm').fill('different');
  await page.getByTestId('invitation-submit').click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByTestId('invitation-password').fill(NEW_PASSWORD);
  await page.getByTestId('invitation-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('invitation-confirm').press('Enter');
  await expect(page).toHaveURL(pagePaths.home);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invitee.name);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test('an admin invites a colleague, whose mailed link sets a password and signs them in; opened again it is used', async ({ page, browser }, testInfo) => {
  const fixture = invitationsProjectFor(testInfo);
  const invitee = { name: 'Noor Haddad', email: `noor.haddad@${fixture.domain}` };
  await signInAsAdmin(page, fixture);
  const panel = await openOrganisation(page);
  const before = await seats(page);

  await panel.getByTestId('invite-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('invite-name').fill(invitee.name);
  await dialog.getByTestId('invite-email').fill(`noor.haddad@elsewhere.example.org`);
  await dialog.getByTestId('invite-role').click();
  await page.getByRole('option', { name: 'Power user' }).click();
  await dialog.getByTestId('invite-submit').click();
  // Another domain is refused on the field, translated, and nothing is sent.
  await expect(dialog.getByText(/is not in your organisation's email domains/)).toBeVisible();
  await dialog.getByTestId('invite-email').fill(invitee.email);
  await dialog.getByTestId('invite-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(row(page, invitee.email).getByTestId('invitation-state')).toHaveAttribute('data-state', 'pending');
  await expect(row(page, invitee.email)).toContainText('Power user');
  await expect.poll(() => seats(page)).toEqual({ used: before.used, pending: before.pending + 1, available: before.available - 1 });

  const token = await invitationTokenFor(invitee.email, 1);
  const visitor = await visitorPage(browser, testInfo);
  await acceptOnPage(visitor, token, invitee);

  await page.reload();
  await expect(row(page, invitee.email).getByTestId('invitation-state')).toHaveAttribute('data-state', 'accepted');
  await expect.poll(() => seats(page)).toEqual({ used: before.used + 1, pending: before.pending, available: before.available - 1 });

  await visitor.goto(pagePaths.invitation(token));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', 'accepted');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This link has already been used');
  await visitor.context().close();
});

test('a CSV with a bad line names it and invites no one; a good CSV chosen as a file invites every line', async ({ page }, testInfo) => {
  const fixture = invitationsProjectFor(testInfo);
  const good = [
    { name: 'Ines Moreau', email: `ines.moreau@${fixture.domain}` },
    { name: 'Kofi Mensah', email: `kofi.mensah@${fixture.domain}` },
  ];
  await signInAsAdmin(page, fixture);
  const panel = await openOrganisation(page);
  const before = await seats(page);

  await panel.getByTestId('csv-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('csv-example')).toContainText(`jane.doe@${fixture.domain}`);
  await dialog.getByTestId('csv-text').fill(['name,email,role', `${good[0]?.name},${good[0]?.email},member`, 'Piet Bad,piet@elsewhere.example.org,member'].join('\n'));
  await dialog.getByTestId('csv-submit').click();
  const errors = dialog.getByTestId('csv-line-error');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toHaveAttribute('data-line', '3');
  await expect(errors.first()).toContainText('Line 3: piet@elsewhere.example.org is not in your organisation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, good[0]?.email ?? '')).toHaveCount(0);
  expect(await mailsTo(good[0]?.email ?? '')).toHaveLength(0);

  await panel.getByTestId('csv-open').click();
  const csv = ['name;email;role', ...good.map((entry) => `"${entry.name}";${entry.email};member`)].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'colleagues.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('csv-text')).toHaveValue(csv.replaceAll('\r\n', '\n'));
  await dialog.getByTestId('csv-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invitations sent: 2.')).toBeVisible();
  for (const entry of good) await expect(row(page, entry.email).getByTestId('invitation-state')).toHaveAttribute('data-state', 'pending');
  await expect.poll(() => seats(page)).toEqual({ used: before.used, pending: before.pending + 2, available: before.available - 2 });
  for (const entry of good) await invitationTokenFor(entry.email, 1);
});

test('a revoked link says it was withdrawn; a resent one refuses its old link and the new one works', async ({ page, browser }, testInfo) => {
  const fixture = invitationsProjectFor(testInfo);
  const revoked = { name: 'Sven Olsen', email: `sven.olsen@${fixture.domain}` };
  const resent = { name: 'Lina Haddad', email: `lina.haddad@${fixture.domain}` };
  const profile = await signInAsAdmin(page, fixture);
  const revokedToken = await inviteThroughApi(page.request, profile.nonce, revoked);
  const oldToken = await inviteThroughApi(page.request, profile.nonce, resent);
  await openOrganisation(page);
  const before = await seats(page);

  await row(page, revoked.email).getByTestId('invitation-revoke').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(revoked.email);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The invitation to ${revoked.email} was revoked.`)).toBeVisible();
  await expect(row(page, revoked.email).getByTestId('invitation-state')).toHaveAttribute('data-state', 'revoked');
  await expect(row(page, revoked.email).getByTestId('invitation-revoke')).toHaveCount(0);
  await expect.poll(() => seats(page)).toEqual({ used: before.used, pending: before.pending - 1, available: before.available + 1 });

  await row(page, resent.email).getByTestId('invitation-resend').click();
  await expect(page.getByText(`A new link was sent to ${resent.email}.`, { exact: false })).toBeVisible();
  const newToken = await invitationTokenFor(resent.email, 2);
  expect(newToken).not.toBe(oldToken);

  const visitor = await visitorPage(browser, testInfo);
  await visitor.goto(pagePaths.invitation(revokedToken));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', 'revoked');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This link has been withdrawn');
  // The old link no longer opens anything (the server replaces its token or withdraws it): no password can be set with it.
  await visitor.goto(pagePaths.invitation(oldToken));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', /^(revoked|unknown)$/);
  await acceptOnPage(visitor, newToken, resent);
  await visitor.context().close();
});

test('an expired, an unknown and a malformed link each say so and offer to sign in', async ({ browser }, testInfo) => {
  const fixture = invitationsProjectFor(testInfo);
  const visitor = await visitorPage(browser, testInfo);
  await visitor.goto(pagePaths.invitation(fixture.expired.token));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', 'expired');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  await expect(visitor.getByTestId('invitation-closed')).toContainText(`Ask the administrator of ${fixture.organisation} to send you a new link.`);

  await visitor.goto(pagePaths.invitation('x'.repeat(43)));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', 'unknown');
  await visitor.goto(pagePaths.invitation('not-a-token'));
  await expect(visitor.getByTestId('invitation-closed')).toHaveAttribute('data-reason', 'unknown');
  await visitor.getByTestId('invitation-sign-in').click();
  await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await visitor.context().close();
});

test('a member who is not an admin sees no invitations', async ({ page }, testInfo) => {
  const fixture = invitationsProjectFor(testInfo);
  await signInThroughApi(page, fixture.member.email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.organisation);
  await expect(page.getByTestId('subscription-card').first()).toBeVisible();
  await expect(page.getByTestId('invitations-panel')).toHaveCount(0);
  await expect(page.getByTestId('invite-open')).toHaveCount(0);
});
