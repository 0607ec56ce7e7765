import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { documentPaths } from '../../common/catalogue/document.contract.ts';
import { collectionPaths } from '../../common/collections/collections.contract.ts';
import { exportPaths } from '../../common/exports/exports.contract.ts';
import { homePaths } from '../../common/home/home.values.ts';
import { savedSearchPaths } from '../../common/saved-searches/saved-searches.contract.ts';
import type { SearchRecord } from '../../common/search/search-results.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { ScreenUser } from './screen-users.ts';
import { SCREEN_USER_PASSWORD, signInThroughApi } from './session.ts';
import { expect, type APIRequestContext, type Page } from './test.ts';
import { materialsPaths } from '../../common/materials/materials-search.values.ts';
import { prepareLegislationScreens, type LegislationScreens } from './legislation-setup.ts';
import { openOnboardingCase } from './onboarding-setup.ts';
import { inviteThroughApi } from './invitation-links.ts';

/**
 * What the screen and dialog tests look at, for one language's user: a search with results,
 * a document with an earlier version, a version with full text, and something in each list
 * (a saved search, a watch, a personal collection, an export), made through the API.
 */
export type ScreenSetup = {
  searchContext: string;
  docId: number;
  historicVersionId: number;
  reader: { docId: number; versionId: number };
  /** A document with full text outside the subscription, never requested: the request dialog opens on it. */
  requestableDocId: number;
  /** A document with two versions with full text (the demo's ISO 23847, 2016 and 2023): the compare window opens on it. */
  compare: { docId: number; versionId: number };
  /** A metals search (stainless steels), a metal and a metal supplier of the demo data. */
  metals: { searchContext: string; metalId: number; supplierId: number };
  /** A materials search (glass-fibre reinforced grades), a material and a material supplier of the demo data. */
  materials: { searchContext: string; materialId: number; supplierId: number };
  /** The legislation add-ons' pages: the machinery act (2006/42/EC), a news item and a saved EU-law search. */
  legislation: LegislationScreens;
  /** An open onboarding case (the screen users are platform operators): the wizard's first step. */
  onboardingCaseId: string;
  /** A pending invitation's link (the user invited an address of their organisation): the invitation page's join form. */
  invitationToken: string;
};

/** The first records of a metals tab's search through the API, and its results page's context. */
async function metalsThroughApi(request: APIRequestContext, nonce: string, tab: 'metals' | 'metalsSupplier' | 'materials' | 'materialsSupplier', fields: Record<string, string>) {
  const results = await request.post(materialsPaths.search(tab), { headers: { accept: 'application/json', 'x-nonce': nonce }, multipart: { mainsearch: '1', ...fields } });
  expect(results.status()).toBe(200);
  return ((await results.json()) as { data: { searchContext: string; records: { id: number }[] } }).data;
}

async function searchThroughApi(request: APIRequestContext, nonce: string, fields: Record<string, string>): Promise<{ searchContext: string; records: SearchRecord[] }> {
  const posted = await request.post(searchPaths.formPost, { headers: { accept: 'application/json', 'x-nonce': nonce }, multipart: { searchCriteria: 'standards', ...fields } });
  expect(posted.status()).toBe(200);
  const { searchContext } = ((await posted.json()) as { data: { searchContext: string } }).data;
  const results = await request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': nonce },
    multipart: { searchContext, page: '1' },
  });
  expect(results.status()).toBe(200);
  return { searchContext, records: ((await results.json()) as { data: { records: SearchRecord[] } }).data.records };
}

/** The id of the demo document with this number, from the whole catalogue. */
async function documentByNumber(request: APIRequestContext, nonce: string, number: string): Promise<number> {
  const found = await searchThroughApi(request, nonce, { query_1: number, filterby: 'all' });
  const record = found.records.find((entry) => entry.name.startsWith(number));
  expect(record, `the demo catalogue has ${number}`).toBeDefined();
  return record?.doc_id ?? 0;
}

/** Gives the user something in each list (a saved search, a watch, an export) and finds the documents to open. */
export async function prepareScreenUser(page: Page, user: ScreenUser, width: number): Promise<ScreenSetup> {
  const profile = await signInThroughApi(page, user.email, SCREEN_USER_PASSWORD);
  const headers = { accept: 'application/json', 'x-nonce': profile.nonce };
  const safety = await searchThroughApi(page.request, profile.nonce, { query_2: 'safety' });
  const first = safety.records[0];
  expect(first, 'the demo catalogue has safety standards').toBeDefined();
  const withHistory = safety.records.find((record) => record.historic_versions.length > 0);
  expect(withHistory, 'a safety standard has an earlier version').toBeDefined();

  const saved = await page.request.post(savedSearchPaths.save(safety.searchContext), {
    headers,
    form: { save_search_name: `Safety ${width}`, save_search_notify: '1', save_search_sel: 'standards', onclk_saveSearch: '1' },
  });
  expect([201, 409]).toContain(saved.status());
  const watched = await page.request.post(searchPaths.ajax('addToWatch'), { headers, multipart: { docIds: String(first?.doc_id), bulk: '0' } });
  expect(watched.status()).toBe(200);
  const collection = await page.request.post(collectionPaths.list, { headers, data: { name: `Safety ${width}`, kind: 'personal' } });
  expect([201, 409]).toContain(collection.status());
  const exported = await page.request.post(exportPaths.create('standards'), {
    headers,
    multipart: { searchContext: safety.searchContext, fieldsToExport: 'docId,name,title,status', csvSeparator: 'csv' },
  });
  expect(exported.status()).toBe(200);

  const guide = await searchThroughApi(page.request, profile.nonce, { query_1: 'ISO 10029' });
  const guideRecord = guide.records.find((record) => record.name.startsWith('ISO 10029'));
  expect(guideRecord, 'the demo full text ISO 10029 is in the catalogue').toBeDefined();
  const detail = (await (await page.request.get(documentPaths.detail(guideRecord?.doc_id ?? 0))).json()) as { data: DocumentDetail };
  const withText = detail.data.versions.find((version) => version.hasContent);
  expect(withText, 'ISO 10029 has a version with full text').toBeDefined();

  // A request of the user's own, pending, so the dashboard offers the admin's decision dialog; another document left to request.
  const requested = await documentByNumber(page.request, profile.nonce, 'ETSI TS 103 918');
  const asked = await page.request.post(homePaths.accessRequests(requested), { headers, data: { reason: 'For the screen tests.' } });
  expect([201, 409]).toContain(asked.status());
  const requestableDocId = await documentByNumber(page.request, profile.nonce, 'JIS B 9719');
  const compareDocId = await documentByNumber(page.request, profile.nonce, 'ISO 23847');
  const compareDetail = (await (await page.request.get(documentPaths.detail(compareDocId))).json()) as { data: DocumentDetail };
  expect(compareDetail.data.versions.filter((version) => version.hasContent), 'ISO 23847 has two versions with full text').toHaveLength(2);

  const stainless = await metalsThroughApi(page.request, profile.nonce, 'metals', { keyword: 'stainless' });
  const suppliers = await metalsThroughApi(page.request, profile.nonce, 'metalsSupplier', {});
  expect(stainless.records.length, 'the demo metals hold stainless steels').toBeGreaterThan(1);
  expect(suppliers.records.length, 'the demo data holds metal suppliers').toBeGreaterThan(0);

  const reinforced = await metalsThroughApi(page.request, profile.nonce, 'materials', { formulation: 'glass fibre 30 %' });
  const materialSuppliers = await metalsThroughApi(page.request, profile.nonce, 'materialsSupplier', {});
  expect(reinforced.records.length, 'the demo materials hold glass-fibre reinforced grades').toBeGreaterThan(1);
  expect(materialSuppliers.records.length, 'the demo data holds material suppliers').toBeGreaterThan(0);

  const legislation = await prepareLegislationScreens(page.request, profile.nonce, width);
  const onboardingCaseId = await openOnboardingCase(page.request, profile.nonce);
  const invitationToken = await inviteThroughApi(page.request, profile.nonce, { name: `Screen Invitee ${user.locale} ${width}`, email: `screens-invitee-${user.locale}-${width}@${user.email.split('@')[1]}` });

  return {
    legislation,
    onboardingCaseId,
    invitationToken,
    materials: { searchContext: reinforced.searchContext, materialId: reinforced.records[0]?.id ?? 0, supplierId: materialSuppliers.records[0]?.id ?? 0 },
    metals: { searchContext: stainless.searchContext, metalId: stainless.records[0]?.id ?? 0, supplierId: suppliers.records[0]?.id ?? 0 },
    requestableDocId,
    searchContext: safety.searchContext,
    docId: first?.doc_id ?? 0,
    historicVersionId: withHistory?.historic_versions[0]?.version_id ?? 0,
    reader: { docId: detail.data.docId, versionId: withText?.versionId ?? 0 },
    compare: { docId: compareDocId, versionId: compareDetail.data.versions.find((version) => version.current)?.versionId ?? 0 },
  };
}
