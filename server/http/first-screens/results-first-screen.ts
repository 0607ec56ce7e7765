import { FIRST_SCREEN_TEST_ID } from '../../../common/page-modules.ts';
import { pagePaths } from '../../../common/routes.ts';
import { SearchResults } from '../../../common/search/search-results.contract.ts';
import type { Translate } from '../../emails/email-translator.ts';
import { escapeHtml } from '../../platform/html-sanitizer.ts';

/** More cards than the tallest phone shows at once; the app draws the page's others. */
const FIRST_SCREEN_CARDS = 6;

/**
 * The results page's heading and its first records as a phone shows them (cards: the number, a
 * link to its display page, and the title, at the width of the app's cards; styles in
 * web/index.html), drawn by the server from the first answer the page carries. A wider screen,
 * where the app draws a table instead, gets the heading only. The app replaces it in its first
 * drawing. Materials tabs' answers have other rows: they get the heading only.
 */
export function resultsFirstScreen(firstResults: unknown, t: Translate): string {
  const parsed = SearchResults.safeParse(firstResults);
  const cards = parsed.success
    ? parsed.data.records.slice(0, FIRST_SCREEN_CARDS).map((record, index) => {
        const href = pagePaths.display((parsed.data.page - 1) * parsed.data.recordsPerPage + index, record.doc_id, parsed.data.searchContext);
        return (
          `<li class="boot-card"><a href="${escapeHtml(href)}">${escapeHtml(record.name)}</a>` +
          `<p class="boot-small">${escapeHtml(record.title)}</p>` +
          (record.subtitle ? `<p class="boot-small boot-dimmed">${escapeHtml(record.subtitle)}</p>` : '') +
          `</li>`
        );
      })
    : [];
  return (
    `<main class="boot-page" data-testid="${FIRST_SCREEN_TEST_ID}">` +
    `<h1 class="boot-title">${escapeHtml(t('search.resultsTitle'))}</h1>` +
    (cards.length > 0 ? `<ul class="boot-cards">${cards.join('')}</ul>` : '') +
    `</main>`
  );
}
