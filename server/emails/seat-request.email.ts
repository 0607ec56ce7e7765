import { pagePaths } from '../../common/routes.ts';
import type { LegislationAddOn } from '../../common/legislation/legislation.values.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type SeatRequestMail = {
  language: string;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  recipientName: string;
  requesterName: string;
  organisationName: string;
  addOn: LegislationAddOn;
};

/**
 * The mail an organisation's admin gets when a member asks for a seat on a legislation add-on, in
 * the admin's language: it names the member and the add-on and links to the organisation page,
 * where the seats are managed (the dashboard's orders accordion lists the request too).
 */
export function renderSeatRequestEmail(mail: SeatRequestMail): RenderedEmail {
  const { locale, t } = translatorFor(mail.language);
  const values = { name: mail.recipientName, requester: mail.requesterName, addOn: t(`legislation.addOns.${mail.addOn}`), organisation: mail.organisationName };
  return renderEmail({
    locale,
    subject: t('emails.seatRequest.subject', values),
    heading: t('emails.seatRequest.heading'),
    intro: t('emails.seatRequest.intro', values),
    action: { label: t('emails.seatRequest.action'), href: `${mail.publicUrl}${pagePaths.organisation}` },
    footer: t('emails.seatRequest.footer', values),
  });
}
