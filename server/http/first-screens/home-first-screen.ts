import type { Accordion, TourSectionsContent } from '../../../common/home/home.contract.ts';
import type { AccordionId } from '../../../common/home/home.values.ts';
import { isRecord } from '../../../common/json-shape.ts';
import { LOCALE_FORMAT_TAGS, type Locale } from '../../../common/locales.ts';
import { FIRST_SCREEN_TEST_ID } from '../../../common/page-modules.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { Translate } from '../../emails/email-translator.ts';
import { escapeHtml } from '../../platform/html-sanitizer.ts';
import { homeIcon, type HomeIcon } from './home-icons.ts';

/** What the home page's first screen shows, read by page-data-preloads.ts (pageHomeData). */
export type HomeFirstScreenData = {
  userName: string;
  /** The user's subscription as the line under the welcome names it; null when the overview does not list it. */
  subscription: { name: string; startsOn: string; endsOn: string; lite: boolean } | null;
  /** Whether the dashboard's part of the tour is still offered, and the tour's sections it was read from (undefined: the call failed). */
  tourOffer: boolean;
  tourSections: TourSectionsContent | undefined;
  accordions: readonly Accordion[];
  /** The open accordions' contents, as their content calls answer them (a failed call: absent). */
  contents: Partial<Record<AccordionId, unknown>>;
};

/**
 * Accordions enough to fill a tall phone's first screen below the welcome and the tour's offer
 * (each at least its header, 74 px); the app appends the others below, so nothing drawn moves.
 * More would only make the page longer to lay out before its first paint.
 */
const FIRST_SCREEN_PANELS = 4;

const PANEL_ICONS: Record<AccordionId, HomeIcon> = {
  announcements: 'speakerphone',
  orders: 'truck-delivery',
  unlock: 'lock-open',
  myStandards: 'stack-2',
  myC2VStandards: 'refresh-alert',
  myAlerts: 'bell',
  myWatchedDocuments: 'eye',
  myActivities: 'history',
  legislation: 'scale',
};

/** The lists each accordion's content draws; all empty, the accordion draws its empty sentence. */
const CONTENT_LISTS: Record<AccordionId, readonly [string, ...string[]]> = {
  announcements: ['items'],
  orders: ['requests', 'seatRequests'],
  unlock: ['unlocks'],
  myStandards: ['rows'],
  myC2VStandards: ['rows'],
  myAlerts: ['rows'],
  myWatchedDocuments: ['rows'],
  myActivities: ['cards'],
  legislation: ['panels'],
};

/** Whether an accordion's content is its empty state (its first list there and empty, the others empty or absent). */
export function isEmptyContent(id: AccordionId, content: unknown): boolean {
  if (!isRecord(content)) return false;
  const [first, ...others] = CONTENT_LISTS[id];
  const empty = (value: unknown) => Array.isArray(value) && value.length === 0;
  return empty(content[first]) && others.every((name) => content[name] === undefined || empty(content[name]));
}

/**
 * The subscription's period as the app's formatters write it (web/components/ui/formatters.ts:
 * calendar days in UTC, one range in the language's form, French's "1er").
 */
function formatDateRange(locale: Locale, start: string, end: string): string {
  const format = new Intl.DateTimeFormat(LOCALE_FORMAT_TAGS[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return format
    .formatRangeToParts(new Date(start), new Date(end))
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** A control the app makes work: drawn with its look and size, hidden from assistive technology until it does something. */
const inert = (className: string, content: string) => `<span class="${className}" aria-hidden="true">${content}</span>`;

function welcome(data: HomeFirstScreenData, t: Translate, locale: Locale): string {
  const subscription = data.subscription;
  const line = subscription
    ? `<p class="boot-small boot-dimmed" data-testid="subscription-line">${escapeHtml(t('home.subscriptionLine', { name: subscription.name, period: formatDateRange(locale, subscription.startsOn, subscription.endsOn) }))}` +
      (subscription.lite ? `<span class="boot-lite">${escapeHtml(t('home.liteBadge'))}</span>` : '') +
      `</p>`
    : '';
  return (
    `<div class="boot-home-head"><div class="boot-home-welcome"><h1 class="boot-title">${escapeHtml(t('home.welcome', { name: data.userName }))}</h1>${line}</div>` +
    // A link, not a button: its content sits at its top, as in the app's link-button.
    `<a class="boot-button boot-button-subtle boot-button-link" href="${pagePaths.organisation}"><span class="boot-button-inner">${homeIcon('building', 16)}<span class="boot-label">${escapeHtml(t('home.viewOrganisation'))}</span></span></a></div>`
  );
}

function tourOffer(t: Translate): string {
  return (
    `<div class="boot-tour" role="region" aria-label="${escapeHtml(t('tour.offerLabel'))}">` +
    `<div class="boot-tour-text">${homeIcon('route', 20)}<p>${escapeHtml(t('tour.dashboard.offer'))}</p></div>` +
    `<div class="boot-tour-actions" aria-hidden="true"><span class="boot-button boot-button-filled"><span class="boot-label">${escapeHtml(t('tour.start'))}</span></span>` +
    inert('boot-icon-button', homeIcon('x', 16)) +
    `</div></div>`
  );
}

/** An accordion's body in its empty state: the sentence, and for those who may write one, the new announcement button. */
function emptyBody(accordion: Accordion, content: unknown, t: Translate): string {
  const empty = `<p class="boot-empty">${escapeHtml(t(`home.accordions.${accordion.id}.empty`))}</p>`;
  if (accordion.id !== 'announcements') return `<div class="boot-panel-body">${empty}</div>`;
  const create = isRecord(content) && isRecord(content.actions) && content.actions.create === true;
  const button = create ? `<div>${inert('boot-button boot-button-light', `${homeIcon('plus', 14)}<span class="boot-label">${escapeHtml(t('home.announcement.new'))}</span>`)}</div>` : '';
  return `<div class="boot-panel-body boot-panel-stack">${empty}${button}</div>`;
}

function panel(accordion: Accordion, content: unknown, t: Translate): string {
  const title = escapeHtml(t(`home.accordions.${accordion.id}.title`));
  const detailed = accordion.settings.viewMode === 'detailed';
  const head =
    `<div class="boot-panel-head">` +
    (accordion.fixed ? '' : inert('boot-icon-button', homeIcon('grip-vertical', 18))) +
    `<div class="boot-panel-title"><span class="boot-panel-icon">${homeIcon(PANEL_ICONS[accordion.id], 20)}</span><h2 id="boot-panel-${accordion.id}">${title}</h2></div>` +
    inert(`boot-view-mode${detailed ? ' boot-view-mode-detailed' : ''}`, `${homeIcon(detailed ? 'layout-list' : 'layout-rows', 14)}<span class="boot-label">${escapeHtml(t('home.viewDetailed'))}</span>`) +
    inert(`boot-icon-button${accordion.open ? ' boot-open' : ''}`, homeIcon('chevron-down', 18)) +
    `</div>`;
  const footer = accordion.footer
    ? `<div class="boot-panel-footer"><a href="${escapeHtml(accordion.footer.url)}">${escapeHtml(t(`home.accordions.${accordion.id}.footer`))}<span class="boot-hidden"> (${title})</span></a></div>`
    : '';
  const body = accordion.open ? emptyBody(accordion, content, t) + footer : '';
  return `<section class="boot-panel" aria-labelledby="boot-panel-${accordion.id}" data-accordion-id="${accordion.id}">${head}${body}</section>`;
}

/**
 * The home page's first screen, drawn by the server where the app draws it (styles in
 * web/index.html): the welcome, the subscription line, the tour's offer and the dashboard's
 * accordions in the user's order, closed ones as their header, open ones with their content while
 * it is the accordion's empty sentence. It stops at the first open accordion with something in it
 * (a table, cards, announcements, requests): the app draws that one and the rest below, so nothing
 * the server drew moves, and nothing is invented. The app's first drawing waits for the same data
 * (web/app/page-data.ts) and replaces it.
 */
export function homeFirstScreen(data: HomeFirstScreenData, t: Translate, locale: Locale): string {
  const panels: string[] = [];
  for (const accordion of data.accordions.slice(0, FIRST_SCREEN_PANELS)) {
    const content = data.contents[accordion.id];
    if (accordion.open && !isEmptyContent(accordion.id, content)) break;
    panels.push(panel(accordion, content, t));
  }
  return (
    `<main class="boot-page boot-home" data-testid="${FIRST_SCREEN_TEST_ID}">` +
    welcome(data, t, locale) +
    (data.tourOffer ? tourOffer(t) : '') +
    (panels.length > 0 ? `<div class="boot-panels">${panels.join('')}</div>` : '') +
    `</main>`
  );
}
