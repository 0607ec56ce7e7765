import type { Actor } from '../account/index.ts';

export type OnboardingAction = 'listCases' | 'openCase' | 'viewCase' | 'saveDetails' | 'uploadLogo' | 'process' | 'readOptions';

/**
 * Onboarding is the platform operators' alone (issue 21): an organisation role, even admin,
 * grants none of it, and every operator works on every case (cases belong to no customer).
 */
export function can(actor: Pick<Actor, 'isOperator'>, _action: OnboardingAction): boolean {
  return actor.isOperator;
}
