import { describe, expect, it } from 'vitest';
import { CompanyDetails, InternalAdminDetails } from './onboarding.contract.ts';
import { validateStep } from './onboarding-steps.ts';

const company = CompanyDetails.parse({ companyName: 'Initech', corporateEmailDomain: 'initech.example.com', country: 'AU', industry: 'mining' });

describe('the wizard steps’ field rules', () => {
  it('passes valid details, leaving the optional fields empty', () => {
    expect(validateStep('company', company)).toEqual([]);
  });

  it('names each failing field, its rule and the message key with its values', () => {
    expect(validateStep('company', { ...company, corporateEmailDomain: 'initech', industry: '' })).toEqual([
      { field: 'corporateEmailDomain', rule: 'domain', messageKey: 'onboarding.rules.domain', values: { host: 'example.com' } },
      { field: 'industry', rule: 'required', messageKey: 'onboarding.rules.required' },
    ]);
  });

  it('checks the admin’s address against the company’s domain when it is known', () => {
    const admin = { initial: 'Mr' as const, position: 'CTO', firstName: 'Bill', lastName: 'Lumbergh', email: 'bill@initech.example.com', phone: '(02) 1234 5678' };
    expect(validateStep('admin', { ...admin, phone: '02 1234 5678' }, { corporateEmailDomain: 'initech.example.com' })).toEqual([]);
    expect(validateStep('admin', { ...admin, phone: '0212345678' }, { corporateEmailDomain: 'initrode.example.com' })).toEqual([
      { field: 'email', rule: 'checkEmailDomain', messageKey: 'onboarding.rules.checkEmailDomain', values: { domainToCheck: 'initrode.example.com' } },
    ]);
  });

  it('wants real DD-MM-YYYY dates, the end after the start', () => {
    const internal = InternalAdminDetails.parse({ subscriptionName: 'Main', startDate: '29-02-2028', endDate: '01-03-2028', seats: 5 });
    expect(validateStep('internalAdmin', internal)).toEqual([]);
    expect(validateStep('internalAdmin', { ...internal, startDate: '29-02-2027' }).map((failure) => failure.rule)).toEqual(['validDate']);
    expect(validateStep('internalAdmin', { ...internal, endDate: '28-02-2028' }).map((failure) => failure.rule)).toEqual(['dateGreaterThan']);
  });
});
