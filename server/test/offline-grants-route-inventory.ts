import { z } from 'zod';
import { OfflineGrantParams, offlinePaths, OfflineSyncRequest, OrganisationGrantsQuery } from '../../common/reader/offline.contract.ts';
import { EmptyBody } from '../../common/reader/reader.contract.ts';
import { RowIdText } from '../../common/stored-values.ts';
import type { RouteCase } from './route-inventory.ts';
import type { RouteWorld } from './route-world.ts';

const ScopeParams = z.strictObject({ docId: RowIdText, versionId: RowIdText, subId: RowIdText });
const pattern = (path: (docId: string, versionId: string, subId: string) => string) => path(':docId', ':versionId', ':subId');
const scopeOf = (world: RouteWorld) => [world.docId, world.versionId, world.own.subId] as const;

/**
 * Offline reading's calls (issue 22), as route-inventory.ts lists them: valid calls as the first
 * organisation's admin makes them. The grant revoked and released is the admin's own grant of the
 * world's document (a grant renews it; release of a grant already over changes nothing).
 */
export function offlineGrantRoutes(): RouteCase[] {
  return [
    {
      route: `POST ${pattern(offlinePaths.grant)}`,
      call: (world) => ({ url: offlinePaths.grant(...scopeOf(world)), body: { json: {} } }),
      input: { params: ScopeParams, body: EmptyBody, encoding: 'json' },
    },
    { route: `GET ${offlinePaths.grants}`, call: () => ({ url: offlinePaths.grants }), input: {} },
    {
      route: `DELETE ${offlinePaths.release(':grantId')}`,
      call: (world) => ({ url: offlinePaths.release(world.ids.offlineGrant) }),
      input: { params: OfflineGrantParams },
    },
    {
      route: `POST ${pattern(offlinePaths.sync)}`,
      call: (world) => ({
        url: offlinePaths.sync(...scopeOf(world)),
        body: {
          json: {
            ops: [
              { kind: 'highlight.add', clientRef: '5b0e7f7e-4c1a-4a7e-9c53-0d6f4f3b2a10', sectionId: '2', offsets: { start: 0, end: 5 }, colour: 'yellow', quote: 'Terms' },
              { kind: 'comment.add', clientRef: '5b0e7f7e-4c1a-4a7e-9c53-0d6f4f3b2a11', sectionId: '2', type: 'highlight', parentRef: '5b0e7f7e-4c1a-4a7e-9c53-0d6f4f3b2a10', content: 'Made offline' },
            ],
          },
        },
      }),
      input: { params: ScopeParams, body: OfflineSyncRequest, encoding: 'json' },
    },
    {
      route: `GET ${offlinePaths.organisationGrants}`,
      call: () => ({ url: `${offlinePaths.organisationGrants}?filter=all&page=1` }),
      input: { query: OrganisationGrantsQuery },
    },
    {
      route: `POST ${offlinePaths.revoke(':grantId')}`,
      call: (world) => ({ url: offlinePaths.revoke(world.ids.offlineGrant) }),
      input: { params: OfflineGrantParams },
    },
  ];
}
