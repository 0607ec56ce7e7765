import type { Actor } from '../account/index.ts';

export type CatalogueAction = 'viewMetadata' | 'readContent';

export type CatalogueThing = { organisationId: number | null; publisherId: number; entitledPublisherIds: ReadonlySet<number> };

/**
 * Pure rules for catalogue documents: everyone sees the public catalogue's metadata and
 * their own organisation's documents; the content opens when the subscription includes
 * the publisher (or the document is the organisation's own).
 */
export function can(actor: Actor, action: CatalogueAction, thing: CatalogueThing): boolean {
  if (thing.organisationId !== null) return thing.organisationId === actor.organisationId;
  if (action === 'viewMetadata') return true;
  return thing.entitledPublisherIds.has(thing.publisherId);
}
