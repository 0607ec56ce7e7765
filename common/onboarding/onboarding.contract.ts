import { z } from 'zod';
import { Language } from '../account/account.contract.ts';
import { ONBOARDING_DEFAULTS, ONBOARDING_FIELD_NAMES, ONBOARDING_INITIALS, ONBOARDING_STEPS } from './onboarding.values.ts';

/**
 * The onboarding calls' requests and replies (portal-area.md §3 "Onboarding state", §7). The
 * contracts fix types and lengths only; the field rules and their messages (§5) are
 * onboarding-steps.ts's, so the browser and the server report the same failures.
 */
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');

export const OnboardingStep = z.enum(ONBOARDING_STEPS);
export const OnboardingFieldName = z.enum(ONBOARDING_FIELD_NAMES);

export const CompanyDetails = z.strictObject({
  companyName: text(200),
  /** The uploaded logo's stored name; the server keeps the case's own upload whatever is sent. */
  logoName: z.string().max(200).nullable().default(null),
  corporateEmailDomain: text(253),
  /** One sub-domain per line. */
  subDomains: optionalText(4000),
  publicIp: optionalText(64),
  country: text(2),
  industry: text(64),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

export const AdminDetails = z.strictObject({
  initial: z.enum(ONBOARDING_INITIALS).default(ONBOARDING_DEFAULTS.initial),
  position: text(120),
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(32),
});
export type AdminDetails = z.infer<typeof AdminDetails>;

export const AccountDetails = z.strictObject({
  contactName: text(200),
  contactEmail: text(254),
  invoicingNumber: text(32),
  address: text(400),
  postCode: text(10),
  state: text(100),
  suburb: text(100),
  country: text(2).default(ONBOARDING_DEFAULTS.invoicingCountry),
  businessUnit: optionalText(200),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const InternalAdminDetails = z.strictObject({
  subscriptionName: text(200),
  /** DD-MM-YYYY. */
  startDate: text(10),
  endDate: text(10),
  /** Dataset codes (the datasets table's). */
  datasets: z.array(z.string().max(64)).max(100).default([]),
  seats: z.number().int().min(1).max(100_000),
  aiChatQuota: z.number().int().min(0).max(1_000_000).default(0),
  aiCompareQuota: z.number().int().min(0).max(1_000_000).default(0),
  legislationAddOn: z.boolean().default(false),
  euLawAddOn: z.boolean().default(false),
  /** The operator's internal contact for this customer. */
  internalContact: optionalText(200),
});
export type InternalAdminDetails = z.infer<typeof InternalAdminDetails>;

export type OnboardingStepDetails = {
  company: CompanyDetails;
  admin: AdminDetails;
  account: AccountDetails;
  internalAdmin: InternalAdminDetails;
};

/** saveCustomerDetails: one step's details and the step's name. */
export const SaveCustomerDetailsRequest = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('company'), details: CompanyDetails }),
  z.strictObject({ step: z.literal('admin'), details: AdminDetails }),
  z.strictObject({ step: z.literal('account'), details: AccountDetails }),
  z.strictObject({ step: z.literal('internalAdmin'), details: InternalAdminDetails }),
]);
export type SaveCustomerDetailsRequest = z.infer<typeof SaveCustomerDetailsRequest>;

export const OnboardingCaseParams = z.strictObject({ caseId: z.uuid() });
export const OnboardingFieldParams = z.strictObject({ name: OnboardingFieldName });
/** The option lists' language: the page's, else the caller's. */
export const OnboardingFieldQuery = z.strictObject({ language: Language.optional() });

/** process: the case (form or JSON), and the page's language, which the new admin's mail is written in. */
export const ProcessRequest = z.strictObject({ caseId: z.uuid(), language: Language.optional(), nonce: z.string().optional() });
export type ProcessRequest = z.infer<typeof ProcessRequest>;

export const OnboardingStepState = z.object({
  name: OnboardingStep,
  saved: z.boolean(),
  /** The saved details, or the defaults while the step is not saved. */
  fields: z.record(z.string(), z.unknown()),
});

/** §3 "Onboarding state". */
export const OnboardingState = z.object({
  caseId: z.string(),
  status: z.enum(['open', 'finished']),
  steps: z.array(OnboardingStepState),
  /** The step to fill next (the last one once all are saved). */
  currentStep: OnboardingStep,
  /** Every step saved: process may run. */
  complete: z.boolean(),
  error: z.string().nullable(),
  warning: z.string().nullable(),
  customerCreated: z.boolean(),
  /** The created customer's (organisation's) id, as text; null until processed. */
  sid: z.string().nullable(),
  subscriptionId: z.number().int().nullable(),
  logo: z.string().nullable(),
  originalLogoFileName: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof OnboardingState>;

export const ProcessReply = z.object({ sid: z.string(), subscriptionId: z.number().int(), warning: z.string().nullable() });
export type ProcessReply = z.infer<typeof ProcessReply>;

export const OnboardingFieldOption = z.object({ value: z.string(), label: z.string() });
export const OnboardingFieldReply = z.object({ name: OnboardingFieldName, options: z.array(OnboardingFieldOption) });
export type OnboardingFieldReply = z.infer<typeof OnboardingFieldReply>;

/** Every dataset a subscription can be given: the internal admin step's choices (their codes are what it saves). */
export const OnboardingDatasetList = z.object({
  datasets: z.array(z.object({ code: z.string(), name: z.string(), kind: z.enum(['standards', 'metals', 'materials']) })),
});
export type OnboardingDatasetList = z.infer<typeof OnboardingDatasetList>;

export const OnboardingCaseRow = z.object({
  caseId: z.string(),
  status: z.enum(['open', 'finished']),
  companyName: z.string().nullable(),
  currentStep: OnboardingStep,
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  sid: z.string().nullable(),
  subscriptionId: z.number().int().nullable(),
  seatCount: z.number().int().nullable(),
  seatsUsed: z.number().int().nullable(),
});
export const OnboardingCaseList = z.object({ cases: z.array(OnboardingCaseRow) });
export type OnboardingCaseList = z.infer<typeof OnboardingCaseList>;

export const OpenCaseRequest = z.strictObject({});

export const LogoUploadReply = z.object({ logoName: z.string(), originalLogoFileName: z.string() });
export type LogoUploadReply = z.infer<typeof LogoUploadReply>;
