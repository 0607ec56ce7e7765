import type { OnboardingState } from '../../common/onboarding/onboarding.contract.ts';
import { onboardingPaths } from '../../common/onboarding/onboarding.values.ts';
import { expect, type APIRequestContext } from './test.ts';

/** Opens an onboarding case through the API as the signed-in operator (the screen users are operators), for the wizard's screens. */
export async function openOnboardingCase(request: APIRequestContext, nonce: string): Promise<string> {
  const opened = await request.post(onboardingPaths.cases, { headers: { accept: 'application/json', 'x-nonce': nonce }, data: {} });
  expect(opened.status(), 'the screen user is a platform operator').toBe(201);
  return ((await opened.json()) as { data: OnboardingState }).data.caseId;
}
