import { z } from 'zod';
import { RowId } from '../stored-values.ts';

export const collectionPaths = {
  list: '/management/api/collections',
  one: (id: number | string) => `/management/api/collections/${id}`,
  document: (id: number | string, docId: number | string) => `/management/api/collections/${id}/documents/${docId}`,
  active: '/management/api/collections/active',
} as const;

export const CollectionKind = z.enum(['personal', 'company']);
export type CollectionKind = z.infer<typeof CollectionKind>;

export const COLLECTION_NAME_MAX = 80;
export const COLLECTION_NOTES_MAX = 2000;
export const COLLECTION_TAG_MAX = 50;
export const COLLECTION_TAGS_MAX = 20;

const name = z.string().trim().min(1, 'Enter a name.').max(COLLECTION_NAME_MAX, `At most ${COLLECTION_NAME_MAX} characters.`);

export const CreateCollectionRequest = z.strictObject({ name, kind: CollectionKind });
export type CreateCollectionRequest = z.infer<typeof CreateCollectionRequest>;

export const RenameCollectionRequest = z.strictObject({ name });
export type RenameCollectionRequest = z.infer<typeof RenameCollectionRequest>;

/** Notes and tags a collection keeps for one of its documents. */
export const CollectionDocumentRequest = z.strictObject({
  notes: z.string().trim().max(COLLECTION_NOTES_MAX, `At most ${COLLECTION_NOTES_MAX} characters.`),
  tags: z
    .array(z.string().trim().min(1).max(COLLECTION_TAG_MAX, `A tag has at most ${COLLECTION_TAG_MAX} characters.`))
    .max(COLLECTION_TAGS_MAX, `At most ${COLLECTION_TAGS_MAX} tags.`),
});
export type CollectionDocumentRequest = z.infer<typeof CollectionDocumentRequest>;

export const ActiveCollectionRequest = z.strictObject({ collectionId: RowId.nullable() });
export type ActiveCollectionRequest = z.infer<typeof ActiveCollectionRequest>;

export const CollectionAbilities = z.object({ rename: z.boolean(), delete: z.boolean(), editDocuments: z.boolean() });
export type CollectionAbilities = z.infer<typeof CollectionAbilities>;

export const CollectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: CollectionKind,
  ownerName: z.string().nullable(),
  documentCount: z.number().int(),
  updatedAt: z.string(),
  active: z.boolean(),
  abilities: CollectionAbilities,
});
export type CollectionSummary = z.infer<typeof CollectionSummary>;

export const CollectionList = z.object({
  collections: z.array(CollectionSummary),
  activeCollectionId: z.number().int().nullable(),
  /** Whether this user may create a company collection (personal ones: always). */
  canCreateCompany: z.boolean(),
});
export type CollectionList = z.infer<typeof CollectionList>;
