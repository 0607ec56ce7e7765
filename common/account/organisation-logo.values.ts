/**
 * GET: the caller's organisation's logo (the header shows it). Apart from the onboarding values,
 * so the header, which every page draws, does not carry the onboarding wizard's lists.
 */
export const ORGANISATION_LOGO_PATH = '/management/api/organisation/logo';
