import { expect, type APIRequestContext } from '@playwright/test';
import { collectionPaths } from '../../common/collections/collections.contract.ts';

/** Creates a collection through the API as the signed-in user; answers its id. */
export async function createCollectionThroughApi(request: APIRequestContext, nonce: string, name: string, kind: 'personal' | 'company'): Promise<number> {
  const response = await request.post(collectionPaths.list, { headers: { 'x-nonce': nonce }, data: { name, kind } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
