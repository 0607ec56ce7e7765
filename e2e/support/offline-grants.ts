import { accountPaths, type UserProfile } from '../../common/account/account.contract.ts';
import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { documentPaths } from '../../common/catalogue/document.contract.ts';
import type { OfflineGrant, OfflineGrantList, OfflinePackage } from '../../common/reader/offline.contract.ts';
import { offlinePaths } from '../../common/reader/offline.values.ts';
import type { SearchRecord } from '../../common/search/search-results.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { expect, type APIRequestContext } from './test.ts';

const headersOf = (profile: UserProfile) => ({ accept: 'application/json', 'x-nonce': profile.nonce });

/** The versions with a full text of the catalogue's document with this number, as the signed-in user finds it. */
export async function versionsWithText(request: APIRequestContext, profile: UserProfile, number: string): Promise<{ docId: number; versionIds: number[] }> {
  const posted = await request.post(searchPaths.formPost, { headers: headersOf(profile), multipart: { searchCriteria: 'standards', query_1: number, filterby: 'all' } });
  expect(posted.status()).toBe(200);
  const { searchContext } = ((await posted.json()) as { data: { searchContext: string } }).data;
  const results = await request.post(searchPaths.ajax('standards'), { headers: headersOf(profile), multipart: { searchContext, page: '1' } });
  const record = ((await results.json()) as { data: { records: SearchRecord[] } }).data.records.find((entry) => entry.name.startsWith(number));
  expect(record, `the demo catalogue has ${number}`).toBeDefined();
  const detail = ((await (await request.get(documentPaths.detail(record?.doc_id ?? 0))).json()) as { data: DocumentDetail }).data;
  return { docId: detail.docId, versionIds: detail.versions.filter((version) => version.hasContent).map((version) => version.versionId) };
}

/** Makes a version available offline for the signed-in user, as the reader's button does, and answers the grant. */
export async function grantThroughApi(request: APIRequestContext, profile: UserProfile, docId: number, versionId: number): Promise<OfflineGrant> {
  const granted = await request.post(offlinePaths.grant(docId, versionId, profile.subId), { headers: headersOf(profile), data: {} });
  expect(granted.status(), await granted.text()).toBe(201);
  return ((await granted.json()) as { data: OfflinePackage }).data.grant;
}

/** The signed-in user's grants, with their state now. */
export async function grantsThroughApi(request: APIRequestContext): Promise<OfflineGrant[]> {
  const listed = await request.get(offlinePaths.grants, { headers: { accept: 'application/json' } });
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { data: OfflineGrantList }).data.grants;
}

/** The signed-in user's profile (its nonce and subscription), from the session call the app makes. */
export async function profileThroughApi(request: APIRequestContext): Promise<UserProfile> {
  const session = await request.get(accountPaths.session, { headers: { accept: 'application/json' } });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { data: UserProfile }).data;
}
