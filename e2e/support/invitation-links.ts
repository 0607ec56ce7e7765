import type { MemberInvitationList } from '../../common/account/member-invitations.contract.ts';
import { memberInvitationPaths } from '../../common/account/member-invitations.values.ts';
import { mailsTo } from './harness.ts';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, type APIRequestContext, type Page, type TestInfo } from './test.ts';

const LINK_TOKEN = /\/management\/invitation\/([A-Za-z0-9_-]{43})/;

/** The token of a mail's one-time link. */
export function tokenOf(mail: { text: string; html: string }): string {
  const token = LINK_TOKEN.exec(mail.text)?.[1] ?? LINK_TOKEN.exec(mail.html)?.[1];
  if (!token) throw new Error('the mail carries no one-time link');
  return token;
}

/**
 * The link of the address's mail number `count` (1 is the first): invitations are mailed after
 * their rows are committed, so the mail may arrive a moment after the call answers.
 */
export async function invitationTokenFor(address: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).length, { message: `mail ${count} to ${address}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(address))[count - 1];
  if (!mail) throw new Error(`no mail ${count} to ${address}`);
  return tokenOf(mail);
}

/**
 * Invites the address through the API as the signed-in admin, or sends its pending invitation
 * again when an earlier run of the same setup invited it already (so a setup run twice holds one
 * seat, not two), and answers the token of the link just mailed.
 */
export async function inviteThroughApi(request: APIRequestContext, nonce: string, invitee: { name: string; email: string }): Promise<string> {
  const headers = { accept: 'application/json', 'x-nonce': nonce };
  const before = (await mailsTo(invitee.email)).length;
  const invited = await request.post(memberInvitationPaths.invitations, { headers, data: { invitees: [{ ...invitee, role: 'member' }] } });
  if (invited.status() !== 201) {
    const list = ((await (await request.get(memberInvitationPaths.invitations, { headers })).json()) as { data: MemberInvitationList }).data;
    const pending = list.invitations.find((row) => row.email === invitee.email.toLowerCase() && row.actions.resend);
    expect(pending, `${invitee.email} was invited before (${invited.status()}: ${await invited.text()})`).toBeDefined();
    const resent = await request.post(memberInvitationPaths.resend(pending?.id ?? 0), { headers });
    expect(resent.status()).toBe(200);
  }
  return invitationTokenFor(invitee.email, before + 1);
}

/** A browser without anyone's session, sized as the project's own (a phone stays a phone), as a link opened from a mail would be. */
export async function visitorPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, reducedMotion } = testInfo.project.use;
  const options: BrowserContextOptions = { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, reducedMotion };
  const context = await browser.newContext(options);
  return context.newPage();
}
