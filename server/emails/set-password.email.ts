import { invitationPaths } from '../../common/onboarding/onboarding.values.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type SetPasswordMail = {
  language: string;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  recipientName: string;
  organisationName: string;
  token: string;
  expiresAt: Date;
};

/**
 * The mail a new user gets when an account is made for them (an onboarded customer's admin, a
 * platform operator): a one-time link to set their first password, and until when it works.
 */
export function renderSetPasswordEmail(mail: SetPasswordMail): RenderedEmail {
  const { locale, t, formatDate } = translatorFor(mail.language);
  const values = { name: mail.recipientName, organisation: mail.organisationName, expires: formatDate(mail.expiresAt) };
  return renderEmail({
    locale,
    subject: t('emails.setPassword.subject'),
    heading: t('emails.setPassword.heading'),
    intro: t('emails.setPassword.intro', values),
    action: { label: t('emails.setPassword.action'), href: setPasswordLink(mail.publicUrl, mail.token) },
    footer: t('emails.setPassword.footer'),
  });
}

export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${invitationPaths.page(token)}`;
}
