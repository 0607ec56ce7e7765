import { displayStatus } from '../../common/catalogue/document-status.ts';
import { pagePaths } from '../../common/routes.ts';
import { renderEmail, type EmailItem, type RenderedEmail } from './email-layout.ts';
import { translatorFor, type Translate } from './email-translator.ts';

/** One change of a document, as its document event records it. */
export type AlertChange = { kind: string; details: Record<string, unknown> };

export type AlertDigestDocument = {
  documentId: number;
  number: string;
  title: string;
  changes: AlertChange[];
  /** The user's saved searches that found it. */
  searchNames: string[];
};

/** A saved search that found more changed documents than a digest lists. */
export type AlertDigestOverflow = { searchName: string; count: number; href: string };

export type AlertDigest = {
  language: string;
  publicUrl: string;
  documents: AlertDigestDocument[];
  overflow: AlertDigestOverflow[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function statusName(t: Translate, code: unknown): string {
  return t(`status.display.${displayStatus({ docStatusCode: text(code) })}`);
}

function describeChange(t: Translate, change: AlertChange): string {
  const key = `emails.alertDigest.changes.${change.kind}`;
  switch (change.kind) {
    case 'newEdition':
      return text(change.details.previousNumber) ? t(key, { previous: text(change.details.previousNumber) }) : t('emails.alertDigest.changes.newEditionPlain');
    case 'statusChanged':
      return t(key, { from: statusName(t, change.details.from), to: statusName(t, change.details.to) });
    case 'amended':
      return t(key, { number: text(change.details.amendmentNumber) });
    case 'added':
    case 'superseded':
    case 'withdrawn':
      return t(key);
    default:
      return t('emails.alertDigest.changes.other');
  }
}

/**
 * The saved-search alert digest: one mail per user and run, listing each new or changed
 * document once (number, title, what changed, which searches found it, a link to it),
 * in the user's language.
 */
export function renderAlertDigest(digest: AlertDigest): RenderedEmail {
  const { t, locale } = translatorFor(digest.language);
  const count = digest.documents.length + digest.overflow.reduce((sum, more) => sum + more.count, 0);
  const quote = (name: string) => t('emails.alertDigest.quoted', { name });
  const items: EmailItem[] = digest.documents.map((document) => {
    const changes = [...new Set(document.changes.map((change) => describeChange(t, change)))].join('; ');
    const searches = t('emails.alertDigest.foundBy', { names: document.searchNames.map(quote).join(', '), count: document.searchNames.length });
    return {
      label: `${document.number} — ${document.title}`,
      href: `${digest.publicUrl}${pagePaths.version(0, document.documentId)}`,
      detail: `${changes}. ${searches}`,
    };
  });
  for (const more of digest.overflow) {
    items.push({ label: t('emails.alertDigest.more', { count: more.count, name: quote(more.searchName) }), href: more.href });
  }
  return renderEmail({
    locale,
    subject: t('emails.alertDigest.subject', { count }),
    heading: t('emails.alertDigest.heading'),
    intro: t('emails.alertDigest.intro', { count }),
    items,
    action: { label: t('emails.alertDigest.manage'), href: `${digest.publicUrl}${pagePaths.savedSearches}` },
    footer: t('emails.alertDigest.footer'),
  });
}
