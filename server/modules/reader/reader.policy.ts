import type { Actor } from '../account/index.ts';

export type ReaderAction = 'view' | 'delete';

/** A highlight or comment: the author's organisation sees it. */
export type AnnotationThing = { organisationId: number; userId: number };

/**
 * Pure rules for the reader's shared notes: the author's organisation sees highlights and
 * comments; the author deletes their own, an organisation admin deletes any of the organisation's.
 * Bookmarks are the user's own and never shared (the repo scopes them by user).
 */
export function can(actor: Actor, action: ReaderAction, thing: AnnotationThing): boolean {
  if (actor.organisationId !== thing.organisationId) return false;
  if (action === 'view') return true;
  return thing.userId === actor.userId || actor.isAdmin;
}

/** Whether the actor may delete annotations of others in the organisation (the delete query's widening). */
export function canDeleteAnyAuthor(actor: Actor): boolean {
  return actor.isAdmin;
}
