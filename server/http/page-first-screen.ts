import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import type { Locale } from '../../common/locales.ts';
import { FIRST_SCREEN_TEST_ID, type PageRoutePattern } from '../../common/page-modules.ts';
import { readDisplayRoute } from '../../common/page-route-params.ts';
import { sectionLabel } from '../../common/reader/section-label.ts';
import type { ReaderOpening } from '../modules/reader/index.ts';
import { translatorFor } from '../emails/email-translator.ts';
import { escapeHtml } from '../platform/html-sanitizer.ts';
import { collectionsFirstScreen } from './first-screens/collections-first-screen.ts';
import { displayFirstScreen } from './first-screens/display-first-screen.ts';
import { homeFirstScreen, type HomeFirstScreenData } from './first-screens/home-first-screen.ts';
import { resultsFirstScreen } from './first-screens/results-first-screen.ts';

/** Where the page template (web/index.html) takes a page's first screen, inside the app's root. */
export const FIRST_SCREEN_MARKER = '<!--normscope:first-screen-->';

/** Enough text for the first screen of the largest display; the app draws the rest. */
const FIRST_SCREEN_HTML_CHARS = 12_000;

/**
 * The reader opened at its start, drawn by the server: the version's number and title and its
 * first sections, laid out as the reader lays them out (styles in web/index.html), so a reader on a
 * slow phone reads while the app's scripts download. The app replaces it with the reader itself,
 * drawn from the same sections, in its first drawing (web/main.tsx waits for the page's data).
 * The sections' HTML was sanitised on import, as the app sets it; the rest is escaped.
 */
export function readerFirstScreen(opening: ReaderOpening): string {
  const sections: string[] = [];
  let length = 0;
  for (const section of opening.sections) {
    if (length > FIRST_SCREEN_HTML_CHARS) break;
    const level = Math.min(6, section.level + 1);
    sections.push(`<section><h${level} class="boot-heading">${escapeHtml(sectionLabel(section))}</h${level}><div class="boot-body">${section.html}</div></section>`);
    length += section.html.length;
  }
  return (
    `<main class="boot-page" data-testid="${FIRST_SCREEN_TEST_ID}">` +
    `<div class="boot-reader-head"><h1>${escapeHtml(opening.number)}</h1><p>${escapeHtml(opening.title)}</p></div>` +
    `<div class="boot-reader-text" data-font-size="${opening.fontSize}">${sections.join('')}</div>` +
    `</main>`
  );
}

type Params = Readonly<Partial<Record<string, string>>>;

/**
 * The first screen the server draws for a signed-in user's page (inside the app's root, after the
 * bar), in the user's language: the reader's opening text, the results page's first records, the
 * display page's record (as the page carries it), the collections page's heading, the home page's
 * welcome and first accordions. Empty for the other pages, and when the data is not there (a
 * document this user may not see draws nothing: the app says why).
 */
export function pageFirstScreen(
  pattern: PageRoutePattern,
  request: { params: Params; language: Locale; opening: ReaderOpening | undefined; firstResults: unknown; home?: HomeFirstScreenData | undefined; document?: DocumentDetail | undefined },
): string {
  if (request.opening) return readerFirstScreen(request.opening);
  const { t, locale } = translatorFor(request.language);
  if (request.home) return homeFirstScreen(request.home, t, locale);
  if (pattern === '/management/collections') return collectionsFirstScreen(t);
  if (pattern === '/management/search/index/0/-/:searchContext') return request.firstResults === undefined ? '' : resultsFirstScreen(request.firstResults, t);
  if (request.document) {
    const route = readDisplayRoute(request.params);
    return route ? displayFirstScreen(request.document, route, t) : '';
  }
  return '';
}
