import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { resolveLocale } from '../../../common/locales.ts';

type Title = DocumentDetail['titles'][string];

/**
 * The title the header shows, in the user's language when the document has one, else
 * the server's choice; and the titles in every other language, in the answer's order.
 */
export function titleLanguages(detail: Pick<DocumentDetail, 'title' | 'titles'>, userLanguage: string): { shown: string | null; others: [string, Title][] } {
  const entries = Object.entries(detail.titles);
  const user = resolveLocale(userLanguage);
  const shown = detail.titles[user] ? user : (entries.find(([, title]) => title.full === detail.title)?.[0] ?? null);
  return { shown, others: entries.filter(([language]) => language !== shown) };
}
