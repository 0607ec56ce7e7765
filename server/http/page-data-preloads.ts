import { accountPaths, type OrganisationOverview, type UserProfile } from '../../common/account/account.contract.ts';
import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { documentPaths } from '../../common/catalogue/document.values.ts';
import { collectionPaths } from '../../common/collections/collections.contract.ts';
import { FIRST_DASHBOARD_ELEMENT_ID, FIRST_DOCUMENT_ELEMENT_ID, FIRST_RESULTS_ELEMENT_ID, type PageRoutePattern } from '../../common/page-modules.ts';
import { readDisplayRoute, readReaderRoute } from '../../common/page-route-params.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import type { Actor } from '../modules/account/index.ts';
import type { HomeService } from '../modules/home/index.ts';
import type { ReaderOpening } from '../modules/reader/index.ts';
import type { HomeFirstScreenData } from './first-screens/home-first-screen.ts';

type Params = Readonly<Partial<Record<string, string>>>;

function documentCalls(params: Params): string[] {
  const route = readDisplayRoute(params);
  if (!route) return [collectionPaths.list];
  return [documentPaths.detailOf(route.docId, route.versionId), collectionPaths.list];
}

const DISPLAY_PATTERNS: ReadonlySet<PageRoutePattern> = new Set<PageRoutePattern>([
  '/management/display/index/:offset/:docId/-/:searchContext',
  '/management/display/version/:versionId/:docId',
  '/management/display/version/:versionId/:docId/-/:searchContext',
]);

/**
 * The reads (GET) each page makes first, exactly as web/app/page-data.ts asks for them. The page
 * names them as preloads, so the browser fetches them with the page's files instead of once its
 * code has run: the page draws its content a round trip sooner. The results page's first call is
 * a POST (search-area.md §7), which a preload cannot make.
 */
const PAGE_DATA_CALLS: Partial<Record<PageRoutePattern, (params: Params, subId: number) => string[]>> = {
  '/management/home/index': () => [accountPaths.organisation],
  '/management/search/index/0/-/:searchContext': () => [collectionPaths.list],
  '/management/display/index/:offset/:docId/-/:searchContext': documentCalls,
  '/management/display/version/:versionId/:docId': documentCalls,
  '/management/display/version/:versionId/:docId/-/:searchContext': documentCalls,
  '/management/collections': () => [collectionPaths.list],
  '/management/reader/:docId/:versionId': (params, subId) => {
    const route = readReaderRoute(params);
    if (!route) return [];
    const { docId, versionId } = route;
    return [readerPaths.outline(docId, versionId, subId), readerPaths.bookmarks(docId, versionId, subId), readerPaths.highlights(docId, versionId, subId)];
  },
};

/**
 * What only the database can give a page before its scripts run: the reader opened at its start
 * learns its first sections (their call, named as a preload, and their text, drawn in the page)
 * from the reader service; the results page carries its first answer (app.ts gives them).
 */
export type PageReadResolver = {
  readerOpening: (actor: Actor, scope: { docId: number; versionId: number; subId: number }) => Promise<ReaderOpening | undefined>;
  /** The results page's first answer: a POST, which no preload can make, so the page carries it. */
  firstSearchResults: (actor: Actor, searchContext: string) => Promise<unknown>;
  /** A document's record as its display page shows it, for the page's first screen (page-first-screen.ts). */
  document: (actor: Actor, docId: number, versionId: number | undefined) => Promise<DocumentDetail>;
  /** The home page's first screen: the subscription line, the tour's offer, the accordions and their contents. */
  organisation: (actor: Actor) => Promise<OrganisationOverview>;
  home: Pick<HomeService, 'accordions' | 'content' | 'tourSections'>;
};

/**
 * What the home page draws first, read as its calls answer it (a failed call reads as the app
 * would show it: nothing); undefined for other pages, or without the accordions.
 */
export async function pageHomeData(pattern: PageRoutePattern, actor: Actor, profile: UserProfile, resolver: PageReadResolver | undefined): Promise<HomeFirstScreenData | undefined> {
  if (pattern !== '/management/home/index' || !resolver) return undefined;
  const [overview, tour, list] = await Promise.all([
    resolver.organisation(actor).catch(() => undefined),
    resolver.home.tourSections(actor).catch(() => undefined),
    resolver.home.accordions(actor).catch(() => undefined),
  ]);
  if (!list) return undefined;
  const open = list.accordions.filter((accordion) => accordion.open);
  const answers = await Promise.all(open.map((accordion) => resolver.home.content(actor, accordion.id, accordion.settings.viewMode).catch(() => undefined)));
  const subscription = overview?.subscriptions.find((entry) => entry.subId === profile.subId);
  return {
    userName: profile.user.name,
    subscription: subscription ? { name: subscription.name, startsOn: subscription.startsOn, endsOn: subscription.endsOn, lite: profile.isLiteSubscription } : null,
    tourOffer: tour?.sections.find((section) => section.id === 'dashboard')?.state === 'new',
    tourSections: tour,
    accordions: list.accordions,
    contents: Object.fromEntries(open.map((accordion, index) => [accordion.id, answers[index]])),
  };
}

/** The reader's opening, when the page is the reader opened at its start (no section asked for). */
export async function pageReaderOpening(
  pattern: PageRoutePattern,
  request: { params: Params; query: Params; actor: Actor },
  subId: number,
  resolver: PageReadResolver | undefined,
): Promise<ReaderOpening | undefined> {
  if (pattern !== '/management/reader/:docId/:versionId' || request.query.section !== undefined || !resolver) return undefined;
  const route = readReaderRoute(request.params);
  return route ? resolver.readerOpening(request.actor, { ...route, subId }) : undefined;
}

/**
 * The results page's first answer (`results`), and the page's copy of it (`script`): `{searchContext,
 * results}` as JSON in a data block, `<` escaped so no text of a record can close the element.
 */
export async function pageFirstAnswer(
  pattern: PageRoutePattern,
  request: { params: Params; actor: Actor },
  resolver: PageReadResolver | undefined,
): Promise<{ script: string; results: unknown }> {
  const searchContext = request.params.searchContext;
  if (pattern !== '/management/search/index/0/-/:searchContext' || !searchContext || !resolver) return { script: '', results: undefined };
  const results = await resolver.firstSearchResults(request.actor, searchContext).catch(() => undefined);
  if (results === undefined) return { script: '', results };
  return { script: dataBlock(FIRST_RESULTS_ELEMENT_ID, { searchContext, results }), results };
}

/** JSON in a data block, `<` escaped so no text in it can close the element. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The home page's copy of the dashboard's first answers (web/features/home/first-dashboard.ts takes it): the
 * accordions, the open ones' contents with their view, and the tour's sections, which the server read
 * to draw the page. The page then makes none of those calls before it is drawn: on a slow network
 * each is a request the first screen would wait behind.
 */
export function pageHomeScript(home: HomeFirstScreenData | undefined): string {
  if (!home) return '';
  const contents = home.accordions.flatMap((accordion) => {
    const content = home.contents[accordion.id];
    return accordion.open && content !== undefined ? [{ id: accordion.id, view: accordion.settings.viewMode, content }] : [];
  });
  return dataBlock(FIRST_DASHBOARD_ELEMENT_ID, { accordions: { accordions: home.accordions }, contents, tourSections: home.tourSections ?? null });
}

/**
 * A display page's document as its detail call answers it, read once: the server draws the page's
 * first screen from it and the page carries it (web/app/page-variables.ts takes it), so the browser
 * does not ask for it again. Undefined for other pages and when the call would fail (the app then
 * asks, and says why).
 */
export async function pageDisplayDocument(
  pattern: PageRoutePattern,
  request: { params: Params; actor: Actor },
  resolver: PageReadResolver | undefined,
): Promise<{ script: string; detail: DocumentDetail; call: string } | undefined> {
  const route = DISPLAY_PATTERNS.has(pattern) ? readDisplayRoute(request.params) : undefined;
  if (!route || !resolver) return undefined;
  const detail = await resolver.document(request.actor, route.docId, route.versionId).catch(() => undefined);
  if (!detail) return undefined;
  const call = documentPaths.detailOf(route.docId, route.versionId);
  return { script: dataBlock(FIRST_DOCUMENT_ELEMENT_ID, { call, detail }), detail, call };
}

/** The <link> tags that start a signed-in user's first reads of the page with its files, but for those the page carries. */
export function pageDataPreloads(pattern: PageRoutePattern, params: Params, subId: number, opening: ReaderOpening | undefined, carried: readonly string[] = []): string {
  const calls = (PAGE_DATA_CALLS[pattern]?.(params, subId) ?? []).filter((call) => !carried.includes(call));
  if (opening) calls.push(opening.call);
  // Same mode and credentials as the app's fetch (same-origin, cookies): the browser hands the answer over.
  return calls.map((call) => `<link rel="preload" as="fetch" crossorigin href="${call}">`).join('');
}
