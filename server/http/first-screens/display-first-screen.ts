import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { displayStatus } from '../../../common/catalogue/document-status.ts';
import type { DisplayRoute } from '../../../common/page-route-params.ts';
import { FIRST_SCREEN_TEST_ID } from '../../../common/page-modules.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { Translate } from '../../emails/email-translator.ts';
import { escapeHtml } from '../../platform/html-sanitizer.ts';

/**
 * A document's display page as its first screen shows it, drawn by the server: the way back to
 * the results, the number, status and title, and the abstract, each where the page puts it
 * (styles in web/index.html; the row of actions keeps its height), so a slow phone reads the
 * record before the scripts have run. The app replaces it with the page in its first drawing;
 * what the page adds between (the tour's offer, the reader's buttons) only moves the abstract down.
 */
export function displayFirstScreen(detail: DocumentDetail, route: DisplayRoute, t: Translate): string {
  const navigation = route.searchContext
    ? `<nav class="boot-nav" aria-label="${escapeHtml(t('display.navigation'))}">` +
      `<a href="${escapeHtml(pagePaths.searchResults(route.searchContext))}">${escapeHtml(t('display.backToResults'))}</a>` +
      (route.offset !== null ? `<span class="boot-small boot-dimmed">${escapeHtml(t('display.resultPosition', { position: route.offset + 1 }))}</span>` : '') +
      `</nav>`
    : '';
  const status = t(`status.display.${displayStatus({ docStatusCode: detail.statusCode })}`);
  const abstract = detail.abstract
    ? `<p class="boot-abstract">${escapeHtml(detail.abstract)}</p>`
    : `<p class="boot-dimmed">${escapeHtml(t('display.noAbstract'))}</p>`;
  return (
    `<main class="boot-page boot-display" data-testid="${FIRST_SCREEN_TEST_ID}">` +
    navigation +
    `<header><div class="boot-number"><h1 class="boot-title">${escapeHtml(detail.number)}</h1><span class="boot-badge">${escapeHtml(status)}</span></div>` +
    `<p class="boot-doc-title">${escapeHtml(detail.title)}</p>` +
    (detail.subtitle ? `<p class="boot-dimmed boot-subtitle">${escapeHtml(detail.subtitle)}</p>` : '') +
    `<div class="boot-actions-row"></div></header>` +
    `<section class="boot-main-column" aria-labelledby="boot-abstract-title"><h2 class="boot-section-title" id="boot-abstract-title">${escapeHtml(t('display.sections.abstract'))}</h2>${abstract}</section>` +
    `</main>`
  );
}
