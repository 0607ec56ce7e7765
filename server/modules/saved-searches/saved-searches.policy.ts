import type { SavedSearchActions } from '../../../common/saved-searches/saved-searches.contract.ts';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import type { Actor } from '../account/index.ts';

export type SavedSearchAction = 'view' | 'edit' | 'delete' | 'favourite' | 'notify';

export type SavedSearchThing = { organisationId: number; userId: number; tab: ResultsTab };

/**
 * Pure rules for saved searches. A saved search is its owner's alone; alerts exist for
 * standards searches only, and lite subscriptions have no alerts (search-area.md §5, §6).
 */
export function can(actor: Actor, action: SavedSearchAction, thing: SavedSearchThing): boolean {
  if (actor.organisationId !== thing.organisationId || actor.userId !== thing.userId) return false;
  if (action === 'notify') return thing.tab === 'standards' && !actor.isLite;
  return true;
}

/** Lite subscriptions have no save search (search-area.md §6). */
export function canSaveSearch(actor: Actor): boolean {
  return !actor.isLite;
}

/** The row actions a saved search's table shows. */
export function savedSearchActions(actor: Actor, thing: SavedSearchThing & { favourite: boolean }): SavedSearchActions {
  const favouring = can(actor, 'favourite', thing);
  return {
    edit: can(actor, 'edit', thing),
    delete: can(actor, 'delete', thing),
    favourite: favouring && !thing.favourite,
    unFavourite: favouring && thing.favourite,
    notify: can(actor, 'notify', thing),
  };
}
