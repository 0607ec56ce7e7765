import { FIRST_SCREEN_TEST_ID } from '../../../common/page-modules.ts';
import { escapeHtml } from '../../platform/html-sanitizer.ts';
import type { Translate } from '../../emails/email-translator.ts';

/**
 * The collections page's heading and introduction, drawn by the server where the page draws them
 * (styles in web/index.html), so a slow phone shows the page's text before its scripts have run;
 * the app replaces it with the page itself in its first drawing.
 */
export function collectionsFirstScreen(t: Translate): string {
  return (
    `<main class="boot-page" data-testid="${FIRST_SCREEN_TEST_ID}">` +
    `<h1 class="boot-title">${escapeHtml(t('collections.title'))}</h1>` +
    `<p class="boot-intro boot-dimmed">${escapeHtml(t('collections.intro'))}</p>` +
    `</main>`
  );
}
