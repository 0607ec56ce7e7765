import { legislationPagePaths } from '../../common/legislation/legislation.values.ts';
import { renderEmail, type EmailItem, type RenderedEmail } from './email-layout.ts';
import { translatorFor } from './email-translator.ts';

export type LegislationDigestAct = { id: number; identifier: string; title: string; datePublication: string | null; searchNames: string[] };
export type LegislationDigestNews = { id: number; title: string; feedTitle: string | null; publishedAt: string | null };

export type LegislationDigest = {
  language: string;
  publicUrl: string;
  acts: LegislationDigestAct[];
  news: LegislationDigestNews[];
};

/**
 * The saved EU-law searches' daily digest: the new acts each search matched (identifier, title,
 * which searches found it, a link to its page) and the new regulatory newsfeed items, in the
 * user's language, in the product's one mail layout.
 */
export function renderLegislationDigest(digest: LegislationDigest): RenderedEmail {
  const { t, locale, formatDate } = translatorFor(digest.language);
  const quote = (name: string) => t('emails.alertDigest.quoted', { name });
  const items: EmailItem[] = digest.acts.map((act) => ({
    label: `${act.identifier} — ${act.title}`,
    href: `${digest.publicUrl}${legislationPagePaths.act(act.id)}`,
    detail: t('emails.legislationDigest.foundBy', { names: act.searchNames.map(quote).join(', '), count: act.searchNames.length }),
  }));
  for (const news of digest.news) {
    const date = news.publishedAt ? formatDate(new Date(news.publishedAt)) : null;
    items.push({
      label: news.title,
      href: `${digest.publicUrl}${legislationPagePaths.newsItem(news.id)}`,
      detail: [t('emails.legislationDigest.news'), news.feedTitle, date].filter(Boolean).join(' · '),
    });
  }
  const count = digest.acts.length + digest.news.length;
  return renderEmail({
    locale,
    subject: t('emails.legislationDigest.subject', { count }),
    heading: t('emails.legislationDigest.heading'),
    intro: t('emails.legislationDigest.intro', { acts: digest.acts.length, news: digest.news.length, count }),
    items,
    action: { label: t('emails.legislationDigest.manage'), href: `${digest.publicUrl}${legislationPagePaths.euLaw}` },
    footer: t('emails.legislationDigest.footer'),
  });
}
