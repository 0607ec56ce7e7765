import { resolveLocale } from '../../../common/locales.ts';
import type { collections } from '../../db/schema/index.ts';
import { DEFAULT_COLLECTION_NAMES, MY_DOCUMENTS_KEY } from './collection-names.ts';

export type DefaultCollectionOwner = { id: number; organisationId: number; language: string };

export type DefaultCollection = { organisationId: number; kind: 'personal'; ownerUserId: number; name: string; nameKey: string; createdBy: number };

/**
 * The personal collection ("My documents") a user has from the moment they exist. Whatever
 * creates a user inserts it in the same breath (the demo seed, the test factories), and
 * deleting a user's last personal collection makes a new one, so reading the active collection
 * never has to create anything: a GET, a prefetch or a preload changes no rows.
 */
export function defaultCollectionFor(owner: DefaultCollectionOwner): DefaultCollection {
  const values: DefaultCollection = {
    organisationId: owner.organisationId,
    kind: 'personal',
    ownerUserId: owner.id,
    name: DEFAULT_COLLECTION_NAMES[resolveLocale(owner.language)],
    nameKey: MY_DOCUMENTS_KEY,
    createdBy: owner.id,
  };
  // Drizzle inserts (seed, factories) take it as it is.
  return values satisfies typeof collections.$inferInsert;
}
