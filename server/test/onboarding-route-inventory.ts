import { InvitationParams, AcceptInvitationRequest } from '../../common/onboarding/invitation.contract.ts';
import {
  OnboardingCaseParams,
  OnboardingFieldParams,
  OnboardingFieldQuery,
  OpenCaseRequest,
  ProcessRequest,
  SaveCustomerDetailsRequest,
} from '../../common/onboarding/onboarding.contract.ts';
import { invitationPaths, LOGO_FILE_FIELD, onboardingPaths } from '../../common/onboarding/onboarding.values.ts';
import type { RouteCase } from './route-inventory.ts';
import { ONBOARDING_WORLD_DETAILS } from './factories.ts';

/** A 1 × 1 PNG: a logo the upload accepts. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The onboarding calls (portal-area.md §7) and the one-time links' page calls, as route-inventory.ts
 * lists them: valid calls as the first organisation's admin makes them (the route world makes that
 * admin a platform operator too). The case is the world's, with every step saved: the company step
 * saved again, then processed; the link is an invitation to join the second organisation.
 */
export function onboardingRoutes(): RouteCase[] {
  return [
    { route: `POST ${invitationPaths.accept(':token')}`, call: (world) => ({ url: invitationPaths.accept(world.invitationToken), body: { json: { password: 'a long enough password' } } }), input: { params: InvitationParams, body: AcceptInvitationRequest, encoding: 'json' } },
    { route: `GET ${invitationPaths.invitation(':token')}`, call: (world) => ({ url: invitationPaths.invitation(world.invitationToken) }), input: { params: InvitationParams } },
    { route: `GET ${onboardingPaths.cases}`, call: () => ({ url: onboardingPaths.cases }), input: {} },
    { route: `POST ${onboardingPaths.cases}`, call: () => ({ url: onboardingPaths.cases, body: { json: {} } }), input: { body: OpenCaseRequest, encoding: 'json' } },
    {
      route: `GET ${onboardingPaths.getDetails(':caseId')}`,
      call: (world) => ({ url: onboardingPaths.getDetails(world.onboardingCaseId) }),
      input: { params: OnboardingCaseParams },
    },
    {
      route: `POST ${onboardingPaths.saveCustomerDetails(':caseId')}`,
      call: (world) => ({ url: onboardingPaths.saveCustomerDetails(world.onboardingCaseId), body: { json: { step: 'company', details: ONBOARDING_WORLD_DETAILS.company } } }),
      input: { params: OnboardingCaseParams, body: SaveCustomerDetailsRequest, encoding: 'json' },
    },
    {
      route: `POST ${onboardingPaths.uploadCompanyLogo(':caseId')}`,
      call: (world) => ({
        url: onboardingPaths.uploadCompanyLogo(world.onboardingCaseId),
        body: { form: {}, files: { [LOGO_FILE_FIELD]: { name: 'initech-logo.png', type: 'image/png', content: TINY_PNG } } },
      }),
      input: { params: OnboardingCaseParams, encoding: 'form' },
    },
    { route: `GET ${onboardingPaths.datasets}`, call: () => ({ url: onboardingPaths.datasets }), input: {} },
    { route: `GET ${onboardingPaths.organisationLogo}`, call: () => ({ url: onboardingPaths.organisationLogo }), input: {} },
    {
      route: `POST ${onboardingPaths.process}`,
      call: (world) => ({ url: onboardingPaths.process, body: { json: { caseId: world.onboardingCaseId } } }),
      input: { body: ProcessRequest, encoding: 'json' },
    },
    {
      route: `GET ${onboardingPaths.field(':name')}`,
      call: () => ({ url: `${onboardingPaths.field('countries')}?language=fr` }),
      input: { params: OnboardingFieldParams, query: OnboardingFieldQuery },
    },
  ];
}
