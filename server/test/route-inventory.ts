import { z } from 'zod';
import { accountPaths, LanguageChangeRequest, LoginRequest, MemberChatQuotaRequest } from '../../common/account/account.contract.ts';
import {
  aiPaths,
  ChatDocumentRequest,
  ChatHistoryRequest,
  ChatHistorySearchRequest,
  ChatIdRequest,
  ChatMessagesRequest,
  ChatQueryRequest,
  ChatRatingRequest,
  ChatTitleRequest,
  EmptyRequest,
  FaqRequest,
} from '../../common/ai/ai.contract.ts';
import { CompareDeleteRequest, CompareHistoryRequest, CompareJobRequest, CompareRatingRequest, CompareStartRequest, CompareTocRequest } from '../../common/ai/compare.contract.ts';
import { documentPaths, DocumentDetailQuery, DocumentViewRequest } from '../../common/catalogue/document.contract.ts';
import {
  ActiveCollectionRequest,
  CollectionDocumentRequest,
  collectionPaths,
  CreateCollectionRequest,
  RenameCollectionRequest,
} from '../../common/collections/collections.contract.ts';
import { CreateExportRequest, exportPaths, ExportTab } from '../../common/exports/exports.contract.ts';
import {
  AccessRequestCreate,
  AccessRequestParams,
  AccordionParams,
  AccordionQuery,
  AnnouncementParams,
  AnnouncementRequest,
  DashboardUpdateRequest,
  DecisionParams,
  DecisionRequest,
  HomeSettingsRequest,
  homePaths,
  ReviewParams,
  ReviewRequest,
  TourSettingsRequest,
} from '../../common/home/home.contract.ts';
import {
  BookmarkRequest,
  CommentListQuery,
  CommentRequest,
  EmptyBody,
  HighlightRequest,
  ReaderSearchQuery,
  ReaderSettingsRequest,
  SectionsQuery,
} from '../../common/reader/reader.contract.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import { EditSavedSearchRequest, SavedSearchCommand, savedSearchPaths, SaveSearchForm } from '../../common/saved-searches/saved-searches.contract.ts';
import { CollectionsCriteria, StandardsCriteriaFields } from '../../common/search/search-criteria.contract.ts';
import { ActionRequest, NextIcsParams, SearchAjaxAction, SearchFieldKey, searchPaths, SuggestRequest, TrackingEvent } from '../../common/search/search-paths.ts';
import {
  MaterialIdParams,
  MATERIALS_OPTION_FIELDS,
  MaterialsSuggestField,
  MaterialsSuggestRequest,
  materialsPaths,
  MaterialsCriteria,
  MaterialSuppliersCriteria,
  MetalsCriteria,
  MetalSuppliersCriteria,
} from '../../common/materials/materials-search.contract.ts';
import { ActStandardsParams, DocumentActsParams, legalActStandardPaths } from '../../common/legislation/legal-act-standards.contract.ts';
import { watchPaths } from '../../common/watches/watches.contract.ts';
import { RowIdText } from '../../common/stored-values.ts';
import { legislationPanelRoutes } from './legislation-route-inventory.ts';
import { legislationLibraryRoutes } from './legislation-route-cases.ts';
import { memberInvitationRoutes } from './member-invitations-route-inventory.ts';
import { offlineGrantRoutes } from './offline-grants-route-inventory.ts';
import { onboardingRoutes } from './onboarding-route-inventory.ts';
import type { RouteWorld } from './route-world.ts';
import { openApiPaths } from '../http/openapi/openapi.routes.ts';

/**
 * Every API route of the app, with a valid call as the first organisation's admin makes it
 * and the contracts of its inputs. server/http/route-inventory.test.ts fails when the app has a
 * route this list does not name (pages and static files aside: they are walked from the route
 * table itself), so a new endpoint cannot ship outside the nonce, origin, fuzz and isolation
 * suites that read this list.
 */
export type RouteBody = { json: unknown } | { form: Record<string, string | string[]>; files?: Record<string, RouteFile> };
/** A file of a multipart body (an upload). */
export type RouteFile = { name: string; type: string; content: Buffer };

export type RouteCall = { url: string; body?: RouteBody };

export type RouteInput = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels: JSON, or form fields (multipart or urlencoded; values are text). */
  encoding?: 'json' | 'form';
};

export type RouteCase = {
  /** `METHOD pattern`, as the app registers it. */
  route: string;
  call: (world: RouteWorld) => RouteCall;
  input: RouteInput;
};

const scopeOf = (world: RouteWorld) => [world.docId, world.versionId, world.own.subId] as const;
const ScopeParams = z.strictObject({ docId: RowIdText, versionId: RowIdText, subId: RowIdText });
const IdParams = z.strictObject({ id: RowIdText });
const pattern = (path: (docId: string, versionId: string, subId: string) => string) => path(':docId', ':versionId', ':subId');
/** Search forms: any field of the tab's criteria, as text. */
const SearchForm = z.union([StandardsCriteriaFields.partial(), CollectionsCriteria.partial()]);

/** The first organisation's admin's draggable accordions, in an order of their own (its subscription has the legislation add-on). */
const HOME_ORDER = ['myActivities', 'orders', 'unlock', 'myStandards', 'myC2VStandards', 'myAlerts', 'myWatchedDocuments', 'legislation'];

export const ROUTE_INVENTORY: RouteCase[] = [
  { route: 'GET /management/healthz', call: () => ({ url: '/management/healthz' }), input: {} },
  // The API's own description (server/http/openapi/)
  { route: `GET ${openApiPaths.document}`, call: () => ({ url: openApiPaths.document }), input: {} },
  { route: `GET ${openApiPaths.reference}`, call: () => ({ url: openApiPaths.reference }), input: {} },
  { route: 'GET /management/readyz', call: () => ({ url: '/management/readyz' }), input: {} },
  // Public to the session guard, closed by its bearer token (METRICS_TOKEN); the suites' app has none, so every call is a 404.
  { route: 'GET /management/metrics', call: () => ({ url: '/management/metrics' }), input: {} },

  // Account
  {
    route: `POST ${accountPaths.login}`,
    call: (world) => ({ url: accountPaths.login, body: { json: { email: world.own.member.profile.user.email, password: 'not the password' } } }),
    input: { body: LoginRequest, encoding: 'json' },
  },
  { route: `POST ${accountPaths.logout}`, call: () => ({ url: accountPaths.logout }), input: {} },
  { route: `GET ${accountPaths.session}`, call: () => ({ url: accountPaths.session }), input: {} },
  { route: `POST ${accountPaths.language}`, call: () => ({ url: accountPaths.language, body: { json: { language: 'en' } } }), input: { body: LanguageChangeRequest, encoding: 'json' } },
  { route: `GET ${accountPaths.organisation}`, call: () => ({ url: accountPaths.organisation }), input: {} },
  {
    route: `GET ${accountPaths.member(':userId')}`,
    call: (world) => ({ url: accountPaths.member(world.ids.member) }),
    input: { params: z.strictObject({ userId: RowIdText }) },
  },
  {
    route: `PUT ${accountPaths.memberChatQuota(':userId')}`,
    call: (world) => ({ url: accountPaths.memberChatQuota(world.ids.member), body: { json: { aiChatQuota: 40 } } }),
    input: { params: z.strictObject({ userId: RowIdText }), body: MemberChatQuotaRequest, encoding: 'json' },
  },

  // Catalogue
  {
    route: `GET ${documentPaths.detail(':docId')}`,
    call: (world) => ({ url: documentPaths.detail(world.docId) }),
    input: { params: z.strictObject({ docId: RowIdText }), query: DocumentDetailQuery },
  },
  {
    route: `POST ${documentPaths.views(':docId')}`,
    call: (world) => ({ url: documentPaths.views(world.docId), body: { json: {} } }),
    input: { params: z.strictObject({ docId: RowIdText }), body: DocumentViewRequest, encoding: 'json' },
  },

  // Document requests
  {
    route: `POST ${homePaths.accessRequests(':docId')}`,
    call: (world) => ({ url: homePaths.accessRequests(world.requestableDocId), body: { json: { reason: 'Needed for the audit' } } }),
    input: { params: AccessRequestParams, body: AccessRequestCreate, encoding: 'json' },
  },
  {
    route: `POST ${homePaths.decision(':requestId')}`,
    call: (world) => ({ url: homePaths.decision(world.ids.accessRequest), body: { json: { decision: 'approve', note: 'Approved for the audit' } } }),
    input: { params: DecisionParams, body: DecisionRequest, encoding: 'json' },
  },

  // Legislation panels, add-on redirects and status (portal-area.md §7), seats and seat requests
  ...legislationPanelRoutes(),

  // Home dashboard
  { route: `GET ${homePaths.accordions}`, call: () => ({ url: homePaths.accordions }), input: {} },
  {
    route: `POST ${homePaths.settings}`,
    call: () => ({ url: homePaths.settings, body: { form: { key: 'home', value: JSON.stringify({ order: HOME_ORDER, open: { myStandards: false }, viewMode: { myAlerts: 'detailed' } }) } } }),
    input: { body: HomeSettingsRequest, encoding: 'form' },
  },
  { route: `GET ${homePaths.tourGuideSections}`, call: () => ({ url: homePaths.tourGuideSections }), input: {} },
  {
    route: `POST ${homePaths.tourGuideSettings}`,
    call: () => ({ url: homePaths.tourGuideSettings, body: { form: { key: 'dashboard', value: 'completed', guideId: 'normscope' } } }),
    input: { body: TourSettingsRequest, encoding: 'form' },
  },
  {
    route: `POST ${homePaths.update}`,
    call: (world) => ({ url: homePaths.update, body: { form: { action: 'update', elementId: String(world.ids.savedSearch), elementName: 'Renamed on the dashboard', elementNotify: '1' } } }),
    input: { body: DashboardUpdateRequest, encoding: 'form' },
  },
  {
    route: `GET ${homePaths.content(':id')}`,
    call: () => ({ url: `${homePaths.content('myActivities')}?view=detailed` }),
    input: { params: AccordionParams, query: AccordionQuery },
  },
  {
    route: `POST ${homePaths.review(':docId')}`,
    call: (world) => ({ url: homePaths.review(world.docId), body: { json: {} } }),
    input: { params: ReviewParams, body: ReviewRequest, encoding: 'json' },
  },
  {
    route: `POST ${homePaths.announcements}`,
    call: () => ({ url: homePaths.announcements, body: { json: { note: '<p>Maintenance on <strong>Sunday</strong></p>', linkUrl: 'https://status.example.test', linkName: 'Status' } } }),
    input: { body: AnnouncementRequest, encoding: 'json' },
  },
  {
    route: `PUT ${homePaths.announcement(':id')}`,
    call: (world) => ({ url: homePaths.announcement(world.ids.announcement), body: { json: { note: '<p>Maintenance moved to Monday</p>' } } }),
    input: { params: AnnouncementParams, body: AnnouncementRequest, encoding: 'json' },
  },
  { route: `DELETE ${homePaths.announcement(':id')}`, call: (world) => ({ url: homePaths.announcement(world.ids.announcement) }), input: { params: AnnouncementParams } },

  // AI chat (portal-area.md §7 "AI chat"): form posts under one service name
  ...aiChatRoutes(),
  ...aiCompareRoutes(),

  // Collections and watches
  { route: `GET ${collectionPaths.list}`, call: () => ({ url: collectionPaths.list }), input: {} },
  {
    route: `POST ${collectionPaths.list}`,
    call: () => ({ url: collectionPaths.list, body: { json: { name: 'Fuzzed', kind: 'personal' } } }),
    input: { body: CreateCollectionRequest, encoding: 'json' },
  },
  {
    route: `PATCH ${collectionPaths.one(':id')}`,
    call: (world) => ({ url: collectionPaths.one(world.ids.personalCollection), body: { json: { name: 'Renamed' } } }),
    input: { params: IdParams, body: RenameCollectionRequest, encoding: 'json' },
  },
  { route: `DELETE ${collectionPaths.one(':id')}`, call: (world) => ({ url: collectionPaths.one(world.ids.personalCollection) }), input: { params: IdParams } },
  {
    route: `PUT ${collectionPaths.document(':id', ':docId')}`,
    call: (world) => ({ url: collectionPaths.document(world.ids.companyCollection, world.docId), body: { json: { notes: 'n', tags: [] } } }),
    input: { params: z.strictObject({ id: RowIdText, docId: RowIdText }), body: CollectionDocumentRequest, encoding: 'json' },
  },
  {
    route: `POST ${collectionPaths.active}`,
    call: (world) => ({ url: collectionPaths.active, body: { json: { collectionId: world.ids.companyCollection } } }),
    input: { body: ActiveCollectionRequest, encoding: 'json' },
  },
  { route: `GET ${watchPaths.list}`, call: () => ({ url: watchPaths.list }), input: {} },

  // Search
  {
    route: `POST ${searchPaths.formPost}`,
    call: () => ({ url: searchPaths.formPost, body: { form: { searchCriteria: 'standards', query_1: 'ISO 9001' } } }),
    input: { body: SearchForm, encoding: 'form' },
  },
  {
    route: `POST ${searchPaths.ajax('standards')}`,
    call: () => ({ url: searchPaths.ajax('standards'), body: { form: { query_1: 'ISO 9001' } } }),
    input: { body: SearchForm, encoding: 'form' },
  },
  {
    route: `POST ${searchPaths.ajax('collections')}`,
    call: () => ({ url: searchPaths.ajax('collections'), body: { form: { query_1: 'ISO' } } }),
    input: { body: SearchForm, encoding: 'form' },
  },
  {
    route: `POST ${searchPaths.ajax(':action' as SearchAjaxAction)}`,
    call: (world) => ({ url: searchPaths.ajax('getDocumentActions'), body: { form: { docIds: String(world.docId), bulk: '0' } } }),
    input: { params: z.strictObject({ action: SearchAjaxAction.exclude(['standards', 'collections']) }), body: ActionRequest, encoding: 'form' },
  },
  {
    route: `POST ${searchPaths.suggest}`,
    call: () => ({ url: searchPaths.suggest, body: { form: { type: 'name', term: 'ISO 9' } } }),
    input: { body: SuggestRequest, encoding: 'form' },
  },
  {
    route: `POST ${searchPaths.xrefSuggest}`,
    call: () => ({ url: searchPaths.xrefSuggest, body: { form: { term: 'ISO 9' } } }),
    input: { body: SuggestRequest.omit({ type: true }), encoding: 'form' },
  },
  {
    route: `GET ${searchPaths.field(':fieldKey' as SearchFieldKey)}`,
    call: () => ({ url: searchPaths.field('publishers') }),
    input: { params: z.strictObject({ fieldKey: SearchFieldKey }) },
  },
  ...materialsSearchRoutes(),
  { route: `GET ${searchPaths.nextIcs(':code')}`, call: () => ({ url: searchPaths.nextIcs('03') }), input: { params: NextIcsParams } },
  { route: `GET ${searchPaths.recentlyViewed}`, call: () => ({ url: searchPaths.recentlyViewed }), input: {} },
  {
    route: `POST ${searchPaths.tracking}`,
    call: (world) => ({ url: searchPaths.tracking, body: { json: { event: 'collectionDocumentOpened', docId: world.docId, collectionId: world.ids.companyCollection } } }),
    input: { body: TrackingEvent, encoding: 'json' },
  },

  // Saved searches
  {
    route: `POST ${savedSearchPaths.save(':searchContext')}`,
    call: (world) => ({
      url: savedSearchPaths.save(world.searchContext),
      body: { form: { save_search_name: 'Saved again', save_search_notify: '0', save_search_sel: 'standards', onclk_saveSearch: '1' } },
    }),
    input: { params: z.strictObject({ searchContext: z.string().min(1).max(8192) }), body: SaveSearchForm, encoding: 'form' },
  },
  { route: `GET ${savedSearchPaths.list}`, call: () => ({ url: savedSearchPaths.list }), input: {} },
  {
    route: `POST ${savedSearchPaths.edit(':id')}`,
    call: (world) => ({ url: savedSearchPaths.edit(world.ids.savedSearch), body: { form: { name: 'Edited', notify: '1' } } }),
    input: { params: IdParams, body: EditSavedSearchRequest, encoding: 'form' },
  },
  { route: `POST ${savedSearchPaths.remove(':id')}`, call: (world) => ({ url: savedSearchPaths.remove(world.ids.savedSearch), body: { form: {} } }), input: { params: IdParams, body: SavedSearchCommand, encoding: 'form' } },
  { route: `POST ${savedSearchPaths.favourite(':id')}`, call: (world) => ({ url: savedSearchPaths.favourite(world.ids.savedSearch), body: { form: {} } }), input: { params: IdParams, body: SavedSearchCommand, encoding: 'form' } },
  { route: `GET ${savedSearchPaths.unFavourite(':id')}`, call: (world) => ({ url: savedSearchPaths.unFavourite(world.ids.savedSearch) }), input: { params: IdParams } },

  // Exports
  {
    route: `POST ${exportPaths.create(':tab' as 'standards')}`,
    call: (world) => ({ url: exportPaths.create('standards'), body: { form: { searchContext: world.searchContext, fieldsToExport: 'docId,name', csvSeparator: 'csv' } } }),
    input: { params: z.strictObject({ tab: ExportTab }), body: CreateExportRequest, encoding: 'form' },
  },
  { route: `GET ${exportPaths.list}`, call: () => ({ url: exportPaths.list }), input: {} },
  { route: `GET ${exportPaths.one(':id')}`, call: (world) => ({ url: exportPaths.one(world.ids.export) }), input: { params: IdParams } },
  { route: `GET ${exportPaths.download(':id')}`, call: (world) => ({ url: exportPaths.download(world.ids.export) }), input: { params: IdParams } },

  // Reader
  { route: `GET ${pattern(readerPaths.outline)}`, call: (world) => ({ url: readerPaths.outline(...scopeOf(world)) }), input: { params: ScopeParams } },
  {
    route: `GET ${pattern(readerPaths.outline)}/:sectionKey`,
    call: (world) => ({ url: readerPaths.sections(...scopeOf(world), world.sectionKey) }),
    input: { params: ScopeParams.extend({ sectionKey: z.string().min(1).max(200) }), query: SectionsQuery },
  },
  { route: `GET ${pattern(readerPaths.search)}`, call: (world) => ({ url: `${readerPaths.search(...scopeOf(world))}?q=quality` }), input: { params: ScopeParams, query: ReaderSearchQuery } },
  { route: `POST ${readerPaths.user}`, call: () => ({ url: readerPaths.user, body: { json: {} } }), input: { body: EmptyBody, encoding: 'json' } },
  { route: `PUT ${readerPaths.user}`, call: () => ({ url: readerPaths.user, body: { json: { activeFontSize: 'medium' } } }), input: { body: ReaderSettingsRequest, encoding: 'json' } },
  { route: `GET ${readerPaths.heartbeat}`, call: () => ({ url: readerPaths.heartbeat }), input: {} },
  { route: `GET ${pattern(readerPaths.bookmarks)}`, call: (world) => ({ url: readerPaths.bookmarks(...scopeOf(world)) }), input: { params: ScopeParams } },
  {
    route: `POST ${pattern(readerPaths.bookmarks)}`,
    call: (world) => ({ url: readerPaths.bookmarks(...scopeOf(world)), body: { json: { sectionId: '2' } } }),
    input: { params: ScopeParams, body: BookmarkRequest, encoding: 'json' },
  },
  {
    route: `DELETE ${pattern(readerPaths.bookmarks)}/:id`,
    call: (world) => ({ url: readerPaths.bookmark(...scopeOf(world), world.ids.bookmark) }),
    input: { params: ScopeParams.extend({ id: RowIdText }) },
  },
  { route: `GET ${pattern(readerPaths.comments)}`, call: (world) => ({ url: readerPaths.comments(...scopeOf(world)) }), input: { params: ScopeParams, query: CommentListQuery } },
  {
    route: `POST ${pattern(readerPaths.comments)}`,
    call: (world) => ({ url: readerPaths.comments(...scopeOf(world)), body: { json: { sectionId: '1', type: 'section', content: 'A comment' } } }),
    input: { params: ScopeParams, body: CommentRequest, encoding: 'json' },
  },
  {
    route: `DELETE ${pattern(readerPaths.comments)}/:id`,
    call: (world) => ({ url: readerPaths.comment(...scopeOf(world), world.ids.comment) }),
    input: { params: ScopeParams.extend({ id: RowIdText }) },
  },
  {
    route: `GET ${readerPaths.commentReplies(':docId', ':versionId', ':subId', ':id')}`,
    call: (world) => ({ url: readerPaths.commentReplies(...scopeOf(world), world.ids.comment) }),
    input: { params: ScopeParams.extend({ id: RowIdText }), query: CommentListQuery },
  },
  { route: `GET ${pattern(readerPaths.highlights)}`, call: (world) => ({ url: readerPaths.highlights(...scopeOf(world)) }), input: { params: ScopeParams } },
  {
    route: `POST ${pattern(readerPaths.highlights)}`,
    call: (world) => ({ url: readerPaths.highlights(...scopeOf(world)), body: { json: { sectionId: '2', offsets: { start: 0, end: 5 }, colour: 'yellow', quote: 'Terms' } } }),
    input: { params: ScopeParams, body: HighlightRequest, encoding: 'json' },
  },
  {
    route: `DELETE ${pattern(readerPaths.highlights)}/:id`,
    call: (world) => ({ url: readerPaths.highlight(...scopeOf(world), world.ids.highlight) }),
    input: { params: ScopeParams.extend({ id: RowIdText }) },
  },
  {
    route: `POST ${readerPaths.savePageView(':docId', ':versionId', ':sectionIndex', ':subId')}`,
    call: (world) => ({ url: readerPaths.savePageView(world.docId, world.versionId, 0, world.own.subId), body: { json: {} } }),
    input: { params: ScopeParams.extend({ sectionIndex: z.coerce.number().int().min(0) }), body: EmptyBody, encoding: 'json' },
  },

  // The legislation library: search and act page, newsfeeds and their reader, saved EU-law searches
  ...legislationLibraryRoutes(),

  // Legislation linked to standards: an act's standards, a standard's acts
  { route: `GET ${legalActStandardPaths.actStandards(':id')}`, call: (world) => ({ url: legalActStandardPaths.actStandards(world.linkedActId) }), input: { params: ActStandardsParams } },
  { route: `GET ${legalActStandardPaths.documentActs(':docId')}`, call: (world) => ({ url: legalActStandardPaths.documentActs(world.docId) }), input: { params: DocumentActsParams } },

  // Onboarding (portal-area.md §7, the operators' case list) and the one-time links' page calls
  ...onboardingRoutes(),

  // Organisation admins' invitations to join (issue 21, "Inviting users")
  ...memberInvitationRoutes(),

  // Offline reading: grants, the replay of offline changes, and the admins' list and withdrawal (issue 22)
  ...offlineGrantRoutes(),
];

/** The AI chat calls, each a form post as the first organisation's admin makes it. */
function aiChatRoutes(): RouteCase[] {
  const form = (fields: Record<string, string | number>) => ({ form: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])) });
  const chatCase = (method: Parameters<typeof aiPaths.call>[0], body: z.ZodType, fields: (world: RouteWorld) => Record<string, string | number>): RouteCase => ({
    route: `POST ${aiPaths.call(method)}`,
    call: (world) => ({ url: aiPaths.call(method), body: form(fields(world)) }),
    input: { body, encoding: 'form' },
  });
  return [
    chatCase('getChatSetup', ChatDocumentRequest, (world) => ({ docId: world.docId })),
    chatCase('query', ChatQueryRequest, (world) => ({
      docId: world.docId,
      itemId: world.versionId,
      versionId: world.versionId,
      resId: world.versionId,
      pubId: world.publisherId,
      chatId: world.ids.chat,
      message: 'What are the terms?',
    })),
    chatCase('getChatHistory', ChatHistoryRequest, (world) => ({ docId: world.docId, offset: 0, limit: 30 })),
    chatCase('searchChatHistory', ChatHistorySearchRequest, () => ({ searchTerm: 'quality' })),
    chatCase('deleteChatHistory', ChatIdRequest, (world) => ({ chatId: world.ids.chat })),
    chatCase('generateChatTitle', ChatIdRequest, (world) => ({ chatId: world.ids.chat })),
    chatCase('updateChat', ChatTitleRequest, (world) => ({ chatId: world.ids.chat, chatTitle: 'Scope questions' })),
    chatCase('rateChatMessage', ChatRatingRequest, (world) => ({ chatId: world.ids.chat, messageId: world.ids.chatAnswer, rating: '1' })),
    chatCase('loadChatMessages', ChatMessagesRequest, (world) => ({ chatId: world.ids.chat, offset: 0, limit: 20 })),
    chatCase('getChatQueryCountBySubId', EmptyRequest, () => ({})),
    chatCase('getAllFaqForDoc', ChatDocumentRequest, (world) => ({ docId: world.docId })),
    chatCase('getFaqData', FaqRequest, (world) => ({ docId: world.docId, versionId: world.versionId, language: 'en' })),
  ];
}

/** The AI compare calls: the same service and encoding; the TOC takes its two versions as a repeated field. */
function aiCompareRoutes(): RouteCase[] {
  const form = (fields: Record<string, string | number>) => ({ form: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])) });
  const compareCase = (method: Parameters<typeof aiPaths.call>[0], body: z.ZodType, fields: (world: RouteWorld) => Record<string, string | number>): RouteCase => ({
    route: `POST ${aiPaths.call(method)}`,
    call: (world) => ({ url: aiPaths.call(method), body: form(fields(world)) }),
    input: { body, encoding: 'form' },
  });
  const compareParams = (world: RouteWorld) =>
    JSON.stringify({ docId: world.docId, itemId1: world.olderVersionId, itemId2: world.versionId, toc1Selection: ['1'], toc2Selection: [], promptId: 2, language: 'en' });
  return [
    {
      route: `POST ${aiPaths.call('getPdfTOC')}`,
      call: (world) => ({ url: aiPaths.call('getPdfTOC'), body: { form: { 'itemIds[]': [String(world.olderVersionId), String(world.versionId)] } } }),
      input: { body: CompareTocRequest, encoding: 'form' },
    },
    compareCase('getPrompts', EmptyRequest, () => ({})),
    compareCase('getSectionDiffSummary', CompareStartRequest, (world) => ({ compareParams: compareParams(world) })),
    compareCase('checkDiffSummaryStatus', CompareJobRequest, (world) => ({ jobId: world.compareJobId })),
    compareCase('getPromptResultByJobId', CompareJobRequest, (world) => ({ jobId: world.compareJobId })),
    compareCase('updateSummaryRating', CompareRatingRequest, (world) => ({ summaryId: world.ids.compare, rating: '5' })),
    compareCase('getCompareHistory', CompareHistoryRequest, (world) => ({ docId: world.docId, offset: 0, limit: 10, sortBy: 'date', sortOrder: 'desc' })),
    compareCase('deleteCompareHistory', CompareDeleteRequest, (world) => ({ compareId: world.ids.compare })),
    compareCase('getCompareQueryCountBySubId', EmptyRequest, () => ({})),
  ];
}

/** The metals and materials tabs' searches (popup rows as one JSON field), their suggestions, option lists and record pages. */
function materialsSearchRoutes(): RouteCase[] {
  const rows = JSON.stringify([{ element: 'C', elementValue: 'C', minValue: '', maxValue: '0.2', singleValue: '', deviation: '' }]);
  const propertyRows = JSON.stringify([{ element: 'Density', elementValue: 'density', minValue: '', maxValue: '', singleValue: '1360', deviation: '5' }]);
  return [
    {
      route: `POST ${materialsPaths.search('metals')}`,
      call: () => ({ url: materialsPaths.search('metals'), body: { form: { designation: 'S235', chemicalComposition: rows } } }),
      input: { body: MetalsCriteria.partial(), encoding: 'form' },
    },
    {
      route: `POST ${materialsPaths.search('metalsSupplier')}`,
      call: () => ({ url: materialsPaths.search('metalsSupplier'), body: { form: { name: 'Nord', 'form[]': ['plate'] } } }),
      input: { body: MetalSuppliersCriteria.partial(), encoding: 'form' },
    },
    {
      route: `POST ${materialsPaths.search('materials')}`,
      call: () => ({ url: materialsPaths.search('materials'), body: { form: { tradeName: 'PA66', 'form[]': ['granulate'], physicalProperties: propertyRows } } }),
      input: { body: MaterialsCriteria.partial(), encoding: 'form' },
    },
    {
      route: `POST ${materialsPaths.search('materialsSupplier')}`,
      call: () => ({ url: materialsPaths.search('materialsSupplier'), body: { form: { name: 'Rhein', country: 'DE' } } }),
      input: { body: MaterialSuppliersCriteria.partial(), encoding: 'form' },
    },
    {
      route: `POST ${materialsPaths.suggest(':field' as MaterialsSuggestField)}`,
      call: () => ({ url: materialsPaths.suggest('metals_designation'), body: { form: { type: 'designation', term: 'S2' } } }),
      input: { params: z.strictObject({ field: MaterialsSuggestField }), body: MaterialsSuggestRequest, encoding: 'form' },
    },
    ...MATERIALS_OPTION_FIELDS.map((field) => ({ route: `GET ${materialsPaths.options(field)}`, call: () => ({ url: materialsPaths.options(field) }), input: {} })),
    { route: `GET ${materialsPaths.metal(':id')}`, call: (world) => ({ url: materialsPaths.metal(world.ids.metal) }), input: { params: MaterialIdParams } },
    {
      route: `GET ${materialsPaths.metalSupplier(':id')}`,
      call: (world) => ({ url: materialsPaths.metalSupplier(world.ids.metalSupplier) }),
      input: { params: MaterialIdParams },
    },
    { route: `GET ${materialsPaths.material(':id')}`, call: (world) => ({ url: materialsPaths.material(world.ids.material) }), input: { params: MaterialIdParams } },
    {
      route: `GET ${materialsPaths.materialSupplier(':id')}`,
      call: (world) => ({ url: materialsPaths.materialSupplier(world.ids.materialSupplier) }),
      input: { params: MaterialIdParams },
    },
  ];
}
