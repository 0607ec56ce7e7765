import type { ExportTab } from '../../common/exports/exports.contract.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type ExportReadyMail = {
  language: string;
  tab: ExportTab;
  exportedCount: number;
  totalFound: number;
  limit: number;
  fileName: string;
  createdAt: Date;
  expiresAt: Date;
  /** The Exports page, where the file can be downloaded again until it expires. */
  exportsUrl: string;
};

/** The mail carrying an export's file, in the user's language. */
export function renderExportReadyEmail(mail: ExportReadyMail): RenderedEmail {
  const { locale, t, formatDate } = translatorFor(mail.language);
  const tab = t(`search.tabs.${mail.tab}`);
  const intro = [
    t('emails.exportReady.intro', { count: mail.exportedCount, tab, date: formatDate(mail.createdAt), fileName: mail.fileName }),
    ...(mail.totalFound > mail.limit ? [t('emails.exportReady.overLimit', { found: mail.totalFound, limit: String(mail.limit) })] : []),
  ].join(' ');
  return renderEmail({
    locale,
    subject: t('emails.exportReady.subject', { count: mail.exportedCount }),
    heading: t('emails.exportReady.heading'),
    intro,
    action: { label: t('emails.exportReady.action'), href: mail.exportsUrl },
    footer: t('emails.exportReady.footer', { date: formatDate(mail.expiresAt) }),
  });
}
