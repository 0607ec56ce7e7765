import type { Actor } from '../account/index.ts';

export type CatalogueAction = 'viewMetadata' | 'readContent';

export type CatalogueThing = {
  organisationId: number | null;
  publisherId: number;
  entitledPublisherIds: ReadonlySet<number>;
  /** An approved document request opened this document for the actor's organisation (document_unlocks). */
  unlocked: boolean;
};

/**
 * Pure rules for catalogue documents: everyone sees the public catalogue's metadata and
 * their own organisation's documents; the content opens when the subscription includes
 * the publisher, the document is the organisation's own, or it was unlocked for the organisation.
 */
export function can(actor: Actor, action: CatalogueAction, thing: CatalogueThing): boolean {
  if (thing.organisationId !== null) return thing.organisationId === actor.organisationId;
  if (action === 'viewMetadata') return true;
  return thing.unlocked || thing.entitledPublisherIds.has(thing.publisherId);
}

/**
 * Whether the content may be asked for ("Request access"): a catalogue document whose text
 * exists but does not open for the organisation. The document-requests module decides on the
 * requests; the display page offers the button by this same rule.
 */
export function canRequestContent(actor: Actor, thing: CatalogueThing & { hasContent: boolean }): boolean {
  return can(actor, 'viewMetadata', thing) && thing.hasContent && !can(actor, 'readContent', thing);
}
