import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountPaths, LanguageChangeRequest, LoginRequest, MemberChatQuotaRequest, UserProfile } from '../../../common/account/account.contract.ts';
import { routeContracts } from '../../http/route-contract.ts';
import {
  actorOf,
  DEVICE_COOKIE,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  sessionCookieOptions,
} from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { AccountService } from './account.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const MemberParams = z.strictObject({ userId: RowIdText });
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const route = routeContracts('Account');

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.post(accountPaths.login, route('public', { summary: 'Sign in: sets the session cookie and answers the profile with its nonce.', body: LoginRequest, response: UserProfile }), async (request, reply) => {
    const input = parseInput(LoginRequest, request.body);
    const { token, deviceToken, profile, sessionMaxAgeSeconds } = await accounts.login({
      ...input,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      deviceToken: request.cookies[DEVICE_COOKIE],
      endSessionId: request.actor?.sessionId,
    });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, sessionMaxAgeSeconds));
    reply.setCookie(DEVICE_COOKIE, deviceToken, sessionCookieOptions(request, ONE_YEAR_SECONDS));
    return reply.ok(profile);
  });

  app.post(accountPaths.logout, route('user', { summary: 'Sign out: ends the session.' }), async (request, reply) => {
    await accounts.logout(actorOf(request).sessionId);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
    return reply.ok({ signedOut: true });
  });

  app.get(accountPaths.session, route('user', { summary: "The signed-in user's profile, with the session's nonce.", response: UserProfile }), async (request, reply) => {
    const actor = actorOf(request);
    return reply.ok(await accounts.buildProfile(actor, actor.nonce));
  });

  // Public so the sign-in page can switch language too; only a session persists it to the profile.
  app.post(accountPaths.language, route('optional', { summary: "Switches the language (the profile's too, with a session).", body: LanguageChangeRequest }), async (request, reply) => {
    const { language } = parseInput(LanguageChangeRequest, request.body);
    if (request.actor) await accounts.changeLanguage(request.actor, language);
    reply.setCookie(LANGUAGE_COOKIE, language, { path: '/management', sameSite: 'lax', maxAge: ONE_YEAR_SECONDS });
    return reply.ok({ language });
  });

  app.get(accountPaths.organisation, route('user', { summary: "The caller's organisation: subscription, members, seats." }), async (request, reply) => {
    return reply.ok(await accounts.getOrganisationOverview(actorOf(request)));
  });

  app.get(accountPaths.member(':userId'), route('user', { summary: 'One member of the organisation (admins).', params: MemberParams }), async (request, reply) => {
    const { userId } = parseInput(MemberParams, request.params);
    return reply.ok(await accounts.getMember(actorOf(request), userId));
  });

  app.put(accountPaths.memberChatQuota(':userId'), route('user', { summary: "Sets a member's monthly AI chat quota (admins).", params: MemberParams, body: MemberChatQuotaRequest }), async (request, reply) => {
    const { userId } = parseInput(MemberParams, request.params);
    const { aiChatQuota } = parseInput(MemberChatQuotaRequest, request.body);
    return reply.ok(await accounts.setMemberChatQuota(actorOf(request), userId, aiChatQuota));
  });
}
