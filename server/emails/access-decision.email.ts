import { pagePaths } from '../../common/routes.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type AccessDecisionMail = {
  language: string;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  decision: 'approved' | 'declined';
  recipientName: string;
  deciderName: string;
  organisationName: string;
  documentId: number;
  number: string;
  /** In the recipient's language. */
  title: string;
  note: string | null;
};

/**
 * The mail a member gets when an administrator decides on their document request, in the
 * member's language: an approval links to the document, which now opens for the whole
 * organisation; a decline links to the dashboard, where the member's requests are listed.
 */
export function renderAccessDecisionEmail(mail: AccessDecisionMail): RenderedEmail {
  const { locale, t } = translatorFor(mail.language);
  const approved = mail.decision === 'approved';
  const values = { name: mail.recipientName, decider: mail.deciderName, number: mail.number, title: mail.title, organisation: mail.organisationName };
  const intro = [t(approved ? 'emails.accessDecision.approved' : 'emails.accessDecision.declined', values)];
  if (mail.note) intro.push(t('emails.accessDecision.note', { note: mail.note }));
  return renderEmail({
    locale,
    subject: t(approved ? 'emails.accessDecision.subjectApproved' : 'emails.accessDecision.subjectDeclined', { number: mail.number }),
    heading: t('emails.accessDecision.heading'),
    intro: intro.join(' '),
    action: approved
      ? // Version 0 is the document's current version, whichever that is when the link is opened.
        { label: t('emails.accessDecision.actionOpen'), href: `${mail.publicUrl}${pagePaths.version(0, mail.documentId)}` }
      : { label: t('emails.accessDecision.actionRequests'), href: `${mail.publicUrl}${pagePaths.home}` },
    footer: t('emails.accessDecision.footer'),
  });
}
