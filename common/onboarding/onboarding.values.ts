/**
 * Customer onboarding (portal-area.md §2 "Onboarding wizard", §4, §7, §9): plain values shared by
 * the server and the web app (no zod here, so the browser never builds the schemas).
 */
import { ORGANISATION_LOGO_PATH } from '../account/organisation-logo.values.ts';
import industries from './industries.json' with { type: 'json' };

/** The wizard's steps, in the order they are filled and saved. */
export const ONBOARDING_STEPS = ['company', 'admin', 'account', 'internalAdmin'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The option lists `field/{name}` answers. */
export const ONBOARDING_FIELD_NAMES = ['countries', 'industries'] as const;
export type OnboardingFieldName = (typeof ONBOARDING_FIELD_NAMES)[number];

/** The admin's initials (salutations) the wizard offers; Mr by default (§9). */
export const ONBOARDING_INITIALS = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'] as const;
export type OnboardingInitial = (typeof ONBOARDING_INITIALS)[number];

/** Industry codes, from the data file; their labels are the locale files' `onboarding.industries.<code>`. */
export const ONBOARDING_INDUSTRIES: readonly string[] = industries;

/** §9: the default initial and invoicing country (ISO 3166-1 alpha-2). */
export const ONBOARDING_DEFAULTS = { initial: 'Mr', invoicingCountry: 'AU' } as const satisfies { initial: OnboardingInitial; invoicingCountry: string };

/** The wizard's calls (§7), all under /management; the case list and opening a case are the product's own. */
export const onboardingPaths = {
  getDetails: (caseId: string) => `/management/onboarding/getDetails/${caseId}`,
  saveCustomerDetails: (caseId: string) => `/management/onboarding/saveCustomerDetails/${caseId}`,
  uploadCompanyLogo: (caseId: string) => `/management/onboarding/uploadCompanyLogo/${caseId}`,
  process: '/management/onboarding/process',
  field: (name: OnboardingFieldName | string) => `/management/onboarding/field/${name}`,
  /** GET: the cases, open and finished, newest first; POST: opens a case. */
  cases: '/management/api/onboarding/cases',
  /** GET: every dataset a subscription can be given (code, name, kind), for the internal admin step. */
  datasets: '/management/api/onboarding/datasets',
  /** GET: the caller's organisation's logo (the header shows it). */
  organisationLogo: ORGANISATION_LOGO_PATH,
} as const;

/** The multipart field the logo travels in (§7). */
export const LOGO_FILE_FIELD = 'logo_file';

/** One-time links (a new user's first password, an invitation to join) and their acceptance. */
export const invitationPaths = {
  /** The page the mailed link opens (the web app's). */
  page: (token: string) => `/management/invitation/${token}`,
  /** GET: what the link is (no session needed). */
  invitation: (token: string) => `/management/api/invitations/${token}`,
  /** POST {password}: accepts it once. */
  accept: (token: string) => `/management/api/invitations/${token}/accept`,
} as const;

/** The shortest password a link accepts. */
export const INVITATION_PASSWORD_MIN_LENGTH = 12;

/** The spec's failure messages (§8), as locale keys. */
export const ONBOARDING_MESSAGE_KEYS = {
  saveFailed: 'onboarding.errors.saveFailed',
  processFailed: 'onboarding.errors.processFailed',
} as const;

/** A new case's blank steps (what getDetails shows for a step not saved yet), with the §9 defaults. */
export const ONBOARDING_BLANK_DETAILS = {
  company: { companyName: '', logoName: null, corporateEmailDomain: '', subDomains: '', publicIp: '', country: '', industry: '' },
  admin: { initial: ONBOARDING_DEFAULTS.initial, position: '', firstName: '', lastName: '', email: '', phone: '' },
  account: { contactName: '', contactEmail: '', invoicingNumber: '', address: '', postCode: '', state: '', suburb: '', country: ONBOARDING_DEFAULTS.invoicingCountry, businessUnit: '' },
  internalAdmin: {
    subscriptionName: '',
    startDate: '',
    endDate: '',
    datasets: [] as string[],
    seats: 5,
    aiChatQuota: 0,
    aiCompareQuota: 0,
    legislationAddOn: false,
    euLawAddOn: false,
    internalContact: '',
  },
} as const satisfies Record<OnboardingStep, Record<string, unknown>>;
