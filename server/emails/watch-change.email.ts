import { pagePaths } from '../../common/routes.ts';
import { watchChangeText } from '../../common/watches/watch-change.ts';
import type { WatchChange } from '../../common/watches/watches.contract.ts';
import { renderEmail, type RenderedEmail } from './email-layout.ts';
import { translatorFor, type Translate } from './email-translator.ts';

/** Changes listed in one mail; the rest are counted and the Watched documents page lists them. */
export const WATCH_MAIL_CHANGES_SHOWN = 50;

/** Legal acts linking a watched standard (harmonised or cited): the first few, and how many in all. */
export type CitingActs = { acts: { identifier: string; title: string }[]; total: number };

export type WatchedDocumentChange = { documentId: number; number: string; title: string; change: WatchChange; citedBy?: CitingActs };

/** An act's title in a mail line: EU titles run to hundreds of characters. */
const ACT_TITLE_SHOWN = 100;

function citingActsText(citedBy: CitingActs | undefined, t: Translate): string | null {
  if (!citedBy || citedBy.acts.length === 0) return null;
  const acts = citedBy.acts
    .map((act) => `${act.identifier} — ${act.title.length > ACT_TITLE_SHOWN ? `${act.title.slice(0, ACT_TITLE_SHOWN - 1)}…` : act.title}`)
    .join('; ');
  const hidden = citedBy.total - citedBy.acts.length;
  return t('emails.watchChange.citedBy', { acts: hidden > 0 ? t('emails.watchChange.citedByMore', { acts, count: hidden }) : acts });
}

/**
 * The one mail a user gets per run about the documents they watch: every change, each with
 * the document's number and title, what changed in words, when, a link to the document and, for
 * a standard legal acts list or cite, those acts.
 */
export function renderWatchChangeEmail(input: {
  language: string;
  recipientName: string;
  publicUrl: string;
  changes: WatchedDocumentChange[];
}): RenderedEmail {
  const { locale, t, formatDate } = translatorFor(input.language);
  const count = input.changes.length;
  const first = input.changes[0];
  if (!first) throw new Error('a watch mail needs at least one change');
  const shown = input.changes.slice(0, WATCH_MAIL_CHANGES_SHOWN);
  const hidden = count - shown.length;
  const subject =
    count === 1 ? t('emails.watchChange.subjectSingle', { number: first.number }) : t('emails.watchChange.subject', { count });
  return renderEmail({
    locale,
    subject,
    heading: t('emails.watchChange.heading'),
    intro: t('emails.watchChange.intro', { name: input.recipientName, count }),
    items: shown.map((item) => ({
      label: `${item.number} — ${item.title}`,
      // Version 0 is the document's current version, whichever that is when the link is opened.
      href: `${input.publicUrl}${pagePaths.version(0, item.documentId)}`,
      detail: [
        t('emails.watchChange.detail', { change: watchChangeText(item.change, t), date: formatDate(new Date(item.change.occurredAt)) }),
        citingActsText(item.citedBy, t),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    action: { label: t('emails.watchChange.action'), href: `${input.publicUrl}${pagePaths.watchedDocuments}` },
    footer: [hidden > 0 ? t('emails.watchChange.more', { count: hidden }) : null, t('emails.watchChange.footer')].filter(Boolean).join(' '),
  });
}
