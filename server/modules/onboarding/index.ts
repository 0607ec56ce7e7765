export { createOnboardingService, type OnboardingDependencies, type OnboardingService } from './onboarding.service.ts';
export { registerOnboardingRoutes } from './onboarding.routes.ts';
export { can as canOnOnboarding } from './onboarding.policy.ts';
export { createOperator, OPERATIONS_ORGANISATION_NAME, type OperatorCreated } from './operator-account.ts';
