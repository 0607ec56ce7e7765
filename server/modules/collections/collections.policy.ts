import type { RecordActions } from '../../../common/search/search-results.contract.ts';
import type { WatchActions } from '../../../common/watches/watches.contract.ts';
import type { Actor } from '../account/index.ts';

export type CollectionAction = 'view' | 'rename' | 'delete' | 'editDocuments';

export type CollectionThing = { organisationId: number; kind: 'personal' | 'company'; ownerUserId: number | null };

/**
 * Pure rules for collections. A personal collection is its owner's alone; a company
 * collection is seen by the whole organisation and curated by its admins and power users.
 */
export function can(actor: Actor, action: CollectionAction, thing: CollectionThing): boolean {
  if (actor.organisationId !== thing.organisationId) return false;
  if (thing.kind === 'personal') return thing.ownerUserId === actor.userId;
  if (action === 'view') return true;
  return actor.isAdmin || actor.isPowerUser;
}

export function canCreateCollection(actor: Actor, kind: 'personal' | 'company'): boolean {
  return kind === 'personal' || actor.isAdmin || actor.isPowerUser;
}

/** Ending everyone's watch on a document of the organisation is an admin's call. */
export function canUnwatchForOrganisation(actor: Actor): boolean {
  return actor.isAdmin;
}

/**
 * The row actions of one document (search-area.md §3): add to or remove from the
 * active collection when the user may edit it, watch or unwatch, and, for admins,
 * end the organisation's watches.
 */
export function recordActions(
  actor: Actor,
  state: { activeCollection: CollectionThing | null; inActiveCollection: boolean; watched: boolean; organisationWatchers: number },
): RecordActions {
  const editable = state.activeCollection !== null && can(actor, 'editDocuments', state.activeCollection);
  return {
    addItem: editable && !state.inActiveCollection,
    remItem: editable && state.inActiveCollection,
    watchItem: !state.watched,
    unWatchItem: state.watched,
    unWatchItemGlobal: canUnwatchForOrganisation(actor) && state.organisationWatchers > 0,
  };
}

/** What a user may do with one of their own watches on the Watched documents page. */
export function watchActions(actor: Actor, organisationWatchers: number): WatchActions {
  return { unWatchItem: true, unWatchItemGlobal: canUnwatchForOrganisation(actor) && organisationWatchers > 0 };
}
