import onboardingUsers from '../fixtures/onboarding-users.json' with { type: 'json' };

export type OnboardingProject = {
  /** A platform operator of the e2e server's internal organisation (the test factories' password). */
  operator: { name: string; email: string };
  /** A customer that already has this corporate email domain: onboarding another one with it warns. */
  existing: { name: string; domain: string };
};

/**
 * The onboarding tests' operators, one per browser project so the two never share cases they
 * reason about (e2e/fixtures/onboarding-users.json). The e2e server creates them; the screen
 * users are made operators too, so the screens gate can look at the onboarding pages.
 */
export const ONBOARDING_FIXTURE = {
  organisation: onboardingUsers.organisation,
  subscription: onboardingUsers.subscription,
  projects: onboardingUsers.projects as Record<'desktop' | 'mobile', OnboardingProject>,
  /** The screen organisation's logo: wider than the header gives it, so the screens show it shrunk to fit. */
  screenLogo: {
    name: 'screens-logo.svg',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="480" height="120" rx="16" fill="#0b7285"/><text x="240" y="78" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">STLI</text></svg>',
  },
};
