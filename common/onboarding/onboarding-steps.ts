/**
 * Which of the section-5 rules each field of each wizard step obeys (pure, no zod: the browser
 * runs it as it is typed, the server again on every save and at process, as the authority).
 */
import type { AccountDetails, AdminDetails, CompanyDetails, InternalAdminDetails, OnboardingStepDetails } from './onboarding.contract.ts';
import {
  checkAustralianPhone,
  checkDateGreaterThan,
  checkDigits,
  checkDomain,
  checkEmail,
  checkEmailDomain,
  checkIpAddress,
  checkRequired,
  checkSubDomains,
  checkValidDate,
  type OnboardingRuleName,
} from './onboarding-rules.ts';
import { ONBOARDING_INDUSTRIES, type OnboardingStep } from './onboarding.values.ts';

/** A field that fails a rule, with the locale key of what to show (the spec's message, or ours where it shows none). */
export type OnboardingFieldFailure = { field: string; rule: OnboardingRuleName | 'option'; messageKey: string; values?: Record<string, string> };

/** What the other steps tell a step's rules: the admin's email must be in the company's domain. */
export type OnboardingStepContext = { corporateEmailDomain?: string | undefined; isCountry?: (code: string) => boolean };

type Check = (value: string) => Pick<OnboardingFieldFailure, 'rule' | 'values'> & { messageKey: string | null } | null;

/** The first failing rule of a field; an optional field that is empty passes. */
function firstFailure(field: string, value: string, checks: Check[], optional = false): OnboardingFieldFailure | null {
  if (optional && value.trim() === '') return null;
  for (const check of [...(optional ? [] : [checkRequired]), ...checks]) {
    const failure = check(value);
    if (failure) {
      return { field, rule: failure.rule, messageKey: failure.messageKey ?? `onboarding.rules.${failure.rule}`, ...(failure.values ? { values: failure.values } : {}) };
    }
  }
  return null;
}

/** The value must be one of the field's options (a country code, an industry). */
const option = (allowed: (value: string) => boolean): Check => (value) => (allowed(value.trim()) ? null : { rule: 'option', messageKey: null });

function companyFailures(details: CompanyDetails, context: OnboardingStepContext): (OnboardingFieldFailure | null)[] {
  return [
    firstFailure('companyName', details.companyName, []),
    firstFailure('corporateEmailDomain', details.corporateEmailDomain, [checkDomain]),
    firstFailure('subDomains', details.subDomains, [checkSubDomains], true),
    firstFailure('publicIp', details.publicIp, [checkIpAddress], true),
    firstFailure('country', details.country, context.isCountry ? [option(context.isCountry)] : []),
    firstFailure('industry', details.industry, [option((value) => ONBOARDING_INDUSTRIES.includes(value))]),
  ];
}

function adminFailures(details: AdminDetails, context: OnboardingStepContext): (OnboardingFieldFailure | null)[] {
  const domain = context.corporateEmailDomain;
  return [
    firstFailure('position', details.position, []),
    firstFailure('firstName', details.firstName, []),
    firstFailure('lastName', details.lastName, []),
    firstFailure('email', details.email, [checkEmail, ...(domain ? [(value: string) => checkEmailDomain(value, domain)] : [])]),
    firstFailure('phone', details.phone, [checkAustralianPhone]),
  ];
}

function accountFailures(details: AccountDetails, context: OnboardingStepContext): (OnboardingFieldFailure | null)[] {
  return [
    firstFailure('contactName', details.contactName, []),
    firstFailure('contactEmail', details.contactEmail, [checkEmail]),
    firstFailure('invoicingNumber', details.invoicingNumber, [checkDigits]),
    firstFailure('address', details.address, []),
    firstFailure('postCode', details.postCode, [checkDigits]),
    firstFailure('state', details.state, []),
    firstFailure('suburb', details.suburb, []),
    firstFailure('country', details.country, context.isCountry ? [option(context.isCountry)] : []),
  ];
}

function internalAdminFailures(details: InternalAdminDetails): (OnboardingFieldFailure | null)[] {
  return [
    firstFailure('subscriptionName', details.subscriptionName, []),
    firstFailure('startDate', details.startDate, [checkValidDate]),
    firstFailure('endDate', details.endDate, [checkValidDate, (end) => checkDateGreaterThan(end, details.startDate)]),
  ];
}

/** Every failing field of one step's details (empty when the step may be saved). */
export function validateStep<S extends OnboardingStep>(step: S, details: OnboardingStepDetails[S], context: OnboardingStepContext = {}): OnboardingFieldFailure[] {
  const failures =
    step === 'company'
      ? companyFailures(details as CompanyDetails, context)
      : step === 'admin'
        ? adminFailures(details as AdminDetails, context)
        : step === 'account'
          ? accountFailures(details as AccountDetails, context)
          : internalAdminFailures(details as InternalAdminDetails);
  return failures.filter((failure): failure is OnboardingFieldFailure => failure !== null);
}
