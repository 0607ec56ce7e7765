import { describe, expect, it } from 'vitest';
import { translations } from '../locales/index.ts';
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
} from './onboarding-rules.ts';

describe('the onboarding field rules', () => {
  it('required, email and digits fail without a message', () => {
    expect(checkRequired('x')).toBeNull();
    for (const empty of ['', '   ', null, undefined]) expect(checkRequired(empty)).toEqual({ rule: 'required', messageKey: null });
    expect(checkEmail('jane.doe@acme.com.au')).toBeNull();
    for (const bad of ['jane', 'jane@', '@acme.com', 'jane@acme', 'ja ne@acme.com', 'jane..doe@acme.com', 'jane@acme..com']) {
      expect(checkEmail(bad), bad).toEqual({ rule: 'email', messageKey: null });
    }
    expect(checkDigits('0123')).toBeNull();
    expect(checkDigits('12a')).toEqual({ rule: 'digits', messageKey: null });
  });

  it('a corporate domain is a host name, and says which form it wants', () => {
    expect(checkDomain('acme.com.au')).toBeNull();
    for (const bad of ['acme', '@acme.com', 'https://acme.com', 'www.acme.com', 'acme..com', '-acme.com', 'acme.c0m']) {
      expect(checkDomain(bad), bad).toEqual({ rule: 'domain', messageKey: 'onboarding.rules.domain', values: { host: 'example.com' } });
    }
  });

  it('sub-domains are one host name per line, blank lines ignored', () => {
    expect(checkSubDomains('eng.acme.com\n\r\nlab.acme.com\n')).toBeNull();
    expect(checkSubDomains('eng.acme.com, lab.acme.com')?.messageKey).toBe('onboarding.rules.multipleSubDomains');
    expect(checkSubDomains('eng.acme.com\nnot a domain')?.rule).toBe('multipleSubDomains');
  });

  it('an Australian phone: spaces ignored, an optional 0, then 2, 3, 4, 7 or 8 and eight digits', () => {
    for (const good of ['0412 345 678', '412345678', '02 9876 5432', '0812345678', '0712345678']) expect(checkAustralianPhone(good), good).toBeNull();
    for (const bad of ['0512345678', '041234567', '04123456789', '+61412345678', '04-1234-5678', '']) {
      expect(checkAustralianPhone(bad), bad).toEqual({ rule: 'australianPhone', messageKey: 'onboarding.rules.phone' });
    }
  });

  it('an email in the given domain, whatever its case', () => {
    expect(checkEmailDomain('Jane@ACME.com', 'acme.com')).toBeNull();
    expect(checkEmailDomain('jane@eng.acme.com', 'acme.com')).toEqual({ rule: 'checkEmailDomain', messageKey: 'onboarding.rules.checkEmailDomain', values: { domainToCheck: 'acme.com' } });
  });

  it('dates are real DD-MM-YYYY days, and the end comes after the start', () => {
    for (const good of ['01-12-2026', '29-02-2028']) expect(checkValidDate(good), good).toBeNull();
    for (const bad of ['2026-12-01', '1-12-2026', '31-04-2026', '29-02-2027', '00-01-2026', '12/01/2026']) {
      expect(checkValidDate(bad), bad).toEqual({ rule: 'validDate', messageKey: 'onboarding.rules.validDate' });
    }
    expect(checkDateGreaterThan('02-01-2027', '01-01-2027')).toBeNull();
    expect(checkDateGreaterThan('01-01-2027', '01-01-2027')?.messageKey).toBe('onboarding.rules.dateGreaterThan');
    expect(checkDateGreaterThan('01-01-2026', '31-12-2026')?.rule).toBe('dateGreaterThan');
    // An invalid date fails its own rule, not this one.
    expect(checkDateGreaterThan('31-02-2027', '01-01-2027')).toBeNull();
  });

  it('a public IP is IPv4 or IPv6', () => {
    for (const good of ['203.0.113.7', '0.0.0.0', '2001:db8::1', '::1', '::', 'fe80::1:2:3:4', '2001:db8:0:0:0:0:2:1', '::ffff:192.0.2.1', '64:ff9b::203.0.113.7']) {
      expect(checkIpAddress(good), good).toBeNull();
    }
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8:::1', '2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '12345::1', 'acme.com', '::ffff:999.0.2.1']) {
      expect(checkIpAddress(bad), bad).toEqual({ rule: 'ipAddress', messageKey: 'onboarding.rules.ipAddress' });
    }
  });

  it('every message the rules name is in every language, with the spec’s English words', () => {
    const keys = ['domain', 'multipleSubDomains', 'phone', 'checkEmailDomain', 'validDate', 'dateGreaterThan', 'ipAddress'];
    for (const [locale, tree] of Object.entries(translations)) {
      const rules = (tree as { onboarding?: { rules?: Record<string, string> } }).onboarding?.rules ?? {};
      for (const key of keys) expect(rules[key], `${locale} onboarding.rules.${key}`).toBeTruthy();
    }
    const english = (translations.en as { onboarding: { rules: Record<string, string> } }).onboarding.rules;
    expect(english.domain).toBe('Please enter valid email domain, starting with e.g. {{host}}.');
    expect(english.multipleSubDomains).toBe('Please enter valid sub domain, one per line.');
    expect(english.phone).toBe('Please enter valid phone number.');
    expect(english.checkEmailDomain).toBe("Email should be of domain '{{domainToCheck}}'.");
    expect(english.validDate).toBe('Please enter valid date of format DD-MM-YYYY.');
    expect(english.dateGreaterThan).toBe('The End Date should be greater than Start Date.');
  });
});
