import { FIRST_SCREEN_TEST_ID } from '../../common/page-modules.ts';
import { sectionLabel } from '../../common/reader/section-label.ts';
import type { ReaderOpening } from '../modules/reader/index.ts';
import { escapeHtml } from '../platform/html-sanitizer.ts';

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
