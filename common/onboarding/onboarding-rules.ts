/**
 * The onboarding wizard's field rules (portal-area.md section 5), pure so the browser and the
 * server apply the same ones; the server is the authority. A rule answers null when the value
 * passes, else the failure: the rule's name and, for the rules the spec gives a message, the
 * locale key of that message and its values (email, required and digits show none).
 */
export type OnboardingRuleFailure = { rule: OnboardingRuleName; messageKey: string | null; values?: Record<string, string> };
export type OnboardingRuleName = 'email' | 'required' | 'digits' | 'domain' | 'multipleSubDomains' | 'australianPhone' | 'checkEmailDomain' | 'validDate' | 'dateGreaterThan' | 'ipAddress';

const fail = (rule: OnboardingRuleName, messageKey: string | null = null, values?: Record<string, string>): OnboardingRuleFailure => ({
  rule,
  messageKey,
  ...(values ? { values } : {}),
});

/** The example host the domain message names ("starting with e.g. {host}"). */
export const EXAMPLE_EMAIL_HOST = 'example.com';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
/** A host name of at least two labels, the last alphabetic (a top-level domain). */
export function isHostName(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /^[a-z]{2,63}$/i.test(labels.at(-1) ?? '');
}

export function checkRequired(value: string | null | undefined): OnboardingRuleFailure | null {
  return value !== null && value !== undefined && value.trim() !== '' ? null : fail('required');
}

export function checkEmail(value: string): OnboardingRuleFailure | null {
  const match = /^([^\s@]{1,64})@([^\s@]+)$/.exec(value.trim());
  return match && isHostName(match[2] ?? '') && !/^\.|\.\.|\.$/.test(match[1] ?? '') ? null : fail('email');
}

export function checkDigits(value: string): OnboardingRuleFailure | null {
  return /^\d+$/.test(value.trim()) ? null : fail('digits');
}

/** A corporate email domain: a host name, without "@", "www." or a scheme. */
export function checkDomain(value: string): OnboardingRuleFailure | null {
  const domain = value.trim();
  return isHostName(domain) && !/^www\./i.test(domain) ? null : fail('domain', 'onboarding.rules.domain', { host: EXAMPLE_EMAIL_HOST });
}

/** Sub-domains, one host name per line; blank lines are ignored. */
export function checkSubDomains(value: string): OnboardingRuleFailure | null {
  const lines = value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return lines.every(isHostName) ? null : fail('multipleSubDomains', 'onboarding.rules.multipleSubDomains');
}

/** An Australian number: spaces ignored, an optional leading 0, then 2, 3, 4, 7 or 8, then 8 digits. */
export function checkAustralianPhone(value: string): OnboardingRuleFailure | null {
  return /^0?[23478]\d{8}$/.test(value.replace(/ /g, '')) ? null : fail('australianPhone', 'onboarding.rules.phone');
}

/** The address must be in the given domain (the organisation's corporate one). */
export function checkEmailDomain(email: string, domainToCheck: string): OnboardingRuleFailure | null {
  const domain = email.trim().split('@')[1]?.toLowerCase() ?? '';
  return domain === domainToCheck.trim().toLowerCase() ? null : fail('checkEmailDomain', 'onboarding.rules.checkEmailDomain', { domainToCheck });
}

/** A calendar date written DD-MM-YYYY as a day number (days since 1970), or null when it is none. */
export function dayOfDate(value: string): number | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

export function checkValidDate(value: string): OnboardingRuleFailure | null {
  return dayOfDate(value) === null ? fail('validDate', 'onboarding.rules.validDate') : null;
}

/** The end date after the start date (both DD-MM-YYYY; an invalid one fails its own rule instead). */
export function checkDateGreaterThan(end: string, start: string): OnboardingRuleFailure | null {
  const [endDay, startDay] = [dayOfDate(end), dayOfDate(start)];
  if (endDay === null || startDay === null) return null;
  return endDay > startDay ? null : fail('dateGreaterThan', 'onboarding.rules.dateGreaterThan');
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(value: string): boolean {
  let text = value;
  let groupsNeeded = 8;
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.slice(lastColon + 1).includes('.')) {
    if (!IPV4.test(text.slice(lastColon + 1))) return false;
    text = `${text.slice(0, lastColon + 1)}0`;
    groupsNeeded = 7;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = halves.flatMap(groupsOf);
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return halves.length === 2 ? groups.length < groupsNeeded : groups.length === groupsNeeded;
}

/** The organisation's public IP address: IPv4 (dotted decimal) or IPv6. */
export function checkIpAddress(value: string): OnboardingRuleFailure | null {
  const address = value.trim();
  return IPV4.test(address) || isIpv6(address) ? null : fail('ipAddress', 'onboarding.rules.ipAddress');
}
