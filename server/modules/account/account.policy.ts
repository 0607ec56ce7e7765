import type { Actor } from './actor.ts';

export type AccountAction = 'viewOrganisation' | 'viewMembers' | 'viewMember' | 'setChatQuota';

type AccountThing = { organisationId: number; userId?: number };

/** Pure rules: who may see what of an organisation's accounts. */
export function can(actor: Actor, action: AccountAction, thing: AccountThing): boolean {
  if (actor.organisationId !== thing.organisationId) return false;
  switch (action) {
    case 'viewOrganisation':
      return true;
    case 'viewMembers':
      return actor.isAdmin;
    case 'viewMember':
      return actor.isAdmin || actor.userId === thing.userId;
    case 'setChatQuota':
      return actor.isAdmin;
  }
}
