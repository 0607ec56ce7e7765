import { invitationPaths } from '../../common/onboarding/onboarding.values.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type MemberInvitationMail = {
  /** The inviting admin's language (the invitation keeps it). */
  language: string;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  recipientName: string;
  inviterName: string;
  organisationName: string;
  token: string;
  expiresAt: Date;
};

/**
 * The mail an organisation admin's invitation sends: who invites the recipient into which
 * organisation, a one-time link that creates their account with a password they choose, and
 * until when it works.
 */
export function renderMemberInvitationEmail(mail: MemberInvitationMail): RenderedEmail {
  const { locale, t, formatDate } = translatorFor(mail.language);
  const values = { name: mail.recipientName, inviter: mail.inviterName, organisation: mail.organisationName, expires: formatDate(mail.expiresAt) };
  return renderEmail({
    locale,
    subject: t('emails.memberInvitation.subject', values),
    heading: t('emails.memberInvitation.heading', values),
    intro: t('emails.memberInvitation.intro', values),
    action: { label: t('emails.memberInvitation.action'), href: memberInvitationLink(mail.publicUrl, mail.token) },
    footer: t('emails.memberInvitation.footer', values),
  });
}

export function memberInvitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${invitationPaths.page(token)}`;
}
