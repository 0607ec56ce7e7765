import type { OfflineGrantState } from '../../../common/reader/offline.values.ts';
import type { Actor } from '../account/index.ts';

export type OfflineGrantAction = 'view' | 'release' | 'list' | 'revoke';

/** A grant (or, for 'list', the organisation whose grants are asked for). */
export type OfflineGrantThing = { organisationId: number; userId?: number; state?: OfflineGrantState };

/**
 * Pure rules for offline grants (issue 22): users see and give back their own grants (giving back one that is over already changes nothing); an
 * organisation's admins list all of its grants and withdraw one while it is still active (a
 * released, revoked or expired grant is over already).
 */
export function can(actor: Pick<Actor, 'organisationId' | 'userId' | 'isAdmin'>, action: OfflineGrantAction, thing: OfflineGrantThing): boolean {
  if (actor.organisationId !== thing.organisationId) return false;
  switch (action) {
    case 'view':
    case 'release':
      return thing.userId === actor.userId;
    case 'list':
      return actor.isAdmin;
    case 'revoke':
      return actor.isAdmin && thing.state === 'active';
  }
}
