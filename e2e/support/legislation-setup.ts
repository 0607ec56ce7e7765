import type { LegislationNewsPage, LegislationSavedSearch, LegislationSearchResult } from '../../common/legislation/legislation-library.contract.ts';
import { legislationApiPaths } from '../../common/legislation/legislation.values.ts';
import { expect, type APIRequestContext } from './test.ts';

/** What the screen and dialog tests open of the legislation add-ons: the machinery act, a news item and a saved EU-law search. */
export type LegislationScreens = { actId: number; newsItemId: number; savedSearchId: number };

type Envelope<T> = { data: T };

/** The library's act with this identifier ("2006/42/EC"), through the search call. */
export async function actByIdentifier(request: APIRequestContext, nonce: string, identifier: string): Promise<number> {
  const response = await request.post(legislationApiPaths.search, { headers: { accept: 'application/json', 'x-nonce': nonce }, data: { identifier } });
  expect(response.status()).toBe(200);
  const { records } = ((await response.json()) as Envelope<LegislationSearchResult>).data;
  expect(records.length, `the demo library has ${identifier}`).toBeGreaterThan(0);
  return records[0]?.id ?? 0;
}

/** The newest news item; the newsfeeds are read once the server starts, so it waits for the first items. */
export async function firstNewsItem(request: APIRequestContext): Promise<number> {
  let id = 0;
  await expect
    .poll(
      async () => {
        const response = await request.get(legislationApiPaths.newsItems, { headers: { accept: 'application/json' } });
        const items = response.ok() ? ((await response.json()) as Envelope<LegislationNewsPage>).data.items : [];
        id = items[0]?.id ?? 0;
        return id;
      },
      { message: 'the demo newsfeed has been read', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return id;
}

/** The user's saved EU-law search of this name, saved now when it is not there yet. */
export async function savedSearchNamed(request: APIRequestContext, nonce: string, name: string, criteria: Record<string, unknown>): Promise<number> {
  const headers = { accept: 'application/json', 'x-nonce': nonce };
  const listed = await request.get(legislationApiPaths.savedSearches, { headers });
  expect(listed.status()).toBe(200);
  const existing = ((await listed.json()) as Envelope<LegislationSavedSearch[]>).data.find((search) => search.name === name);
  if (existing) return existing.id;
  const created = await request.post(legislationApiPaths.savedSearches, { headers, data: { name, criteria, notify: true } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as Envelope<LegislationSavedSearch>).data.id;
}

export async function prepareLegislationScreens(request: APIRequestContext, nonce: string, width: number): Promise<LegislationScreens> {
  return {
    actId: await actByIdentifier(request, nonce, '2006/42/EC'),
    newsItemId: await firstNewsItem(request),
    savedSearchId: await savedSearchNamed(request, nonce, `Machinery ${width}`, { words: 'machinery' }),
  };
}
