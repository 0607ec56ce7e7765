import type {
  CollectionDocumentRequest,
  CollectionList,
  CreateCollectionRequest,
  RenameCollectionRequest,
} from '../../../common/collections/collections.contract.ts';
import type { ActionResult, RecordActions, RecordCollection } from '../../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { can, canCreateCollection, canUnwatchForOrganisation, recordActions, type CollectionThing } from './collections.policy.ts';
import { collectionName } from './collection-names.ts';
import { defaultCollectionFor } from './default-collection.ts';
import * as repo from './collections.repo.ts';

export type DocumentUserState = {
  actions: RecordActions;
  watch: number;
  myDoc: 'Y' | 'N';
  collection: 'Y' | 'N';
  collections: RecordCollection[];
  notes: string | null;
  tags: string[];
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function createCollectionsService(database: DatabaseHandle) {
  const sql = database.executeSql;

  /** A collection as the actor sees it: a name the product gave, in their language. */
  const named = <T extends { name: string; nameKey: string | null }>(actor: Actor, row: T): T => ({ ...row, name: collectionName(row, actor.language) });

  async function findCollection(actor: Actor, id: number) {
    const collection = await repo.findCollection(sql, actor.organisationId, id);
    return collection ? named(actor, collection) : undefined;
  }

  async function requireCollection(actor: Actor, id: number, action: 'view' | 'rename' | 'delete' | 'editDocuments') {
    const collection = await findCollection(actor, id);
    if (!collection || !can(actor, 'view', collection)) throw notFound('The collection');
    if (!can(actor, action, collection)) {
      throw forbidden(
        collection.kind === 'company'
          ? 'Only organisation admins and power users change company collections.'
          : 'Only the owner changes a personal collection.',
      );
    }
    return collection;
  }

  /**
   * The collection row actions add to: the one chosen, else the user's first own one. It only
   * reads (GETs and preloads call it): every user has a personal collection from the start
   * (default-collection.ts), and `remove` never leaves them without one.
   */
  async function resolveActiveCollection(actor: Actor): Promise<repo.CollectionRow> {
    const chosen = await repo.findActiveCollectionId(sql, actor.userId);
    if (chosen !== null) {
      const collection = await findCollection(actor, chosen);
      if (collection && can(actor, 'view', collection)) return collection;
    }
    const id = await repo.findFirstPersonalCollection(sql, actor.organisationId, actor.userId);
    const collection = id === undefined ? undefined : await findCollection(actor, id);
    if (!collection) throw new Error(`user ${actor.userId} has no personal collection: every user is created with one (defaultCollectionFor)`);
    return collection;
  }

  async function visibleDocumentIds(actor: Actor, documentIds: number[]) {
    const unique = [...new Set(documentIds)];
    const visible = await repo.findVisibleDocuments(sql, actor.organisationId, unique);
    if (visible.length !== unique.length) throw notFound('One of the documents');
    return unique;
  }

  /** The user's view of each document: memberships, watch and the row actions. */
  async function documentStates(actor: Actor, documentIds: number[], active?: CollectionThing & { id: number }): Promise<Map<number, DocumentUserState>> {
    const activeCollection = active ?? (await resolveActiveCollection(actor));
    const [memberships, watchStates] = await Promise.all([
      repo.findMemberships(sql, actor.organisationId, actor.userId, documentIds),
      repo.findWatchStates(sql, actor.organisationId, actor.userId, documentIds),
    ]);
    return documentStatesFrom(actor, documentIds, activeCollection, memberships, watchStates);
  }

  /**
   * The same view from memberships and watches the caller has read already (the search reads them
   * with the page's records, in one statement): the visible collections of the actor's organisation.
   */
  function documentStatesFrom(
    actor: Actor,
    documentIds: number[],
    activeCollection: CollectionThing & { id: number },
    memberships: readonly repo.MembershipRow[],
    watchStates: readonly repo.WatchStateRow[],
  ): Map<number, DocumentUserState> {
    const states = new Map<number, DocumentUserState>();
    for (const documentId of documentIds) {
      const own = memberships.filter((m) => m.documentId === documentId).map((m) => named(actor, m));
      const watch = watchStates.find((w) => w.documentId === documentId);
      const inActive = own.find((m) => m.collectionId === activeCollection.id);
      const noted = inActive ?? own.find((m) => m.notes || m.tags.length > 0);
      states.set(documentId, {
        actions: recordActions(actor, {
          activeCollection,
          inActiveCollection: Boolean(inActive),
          watched: Boolean(watch?.mine),
          organisationWatchers: watch?.organisationWatchers ?? 0,
        }),
        watch: watch?.mine ? 1 : 0,
        myDoc: own.some((m) => m.kind === 'personal') ? 'Y' : 'N',
        collection: own.length > 0 ? 'Y' : 'N',
        collections: own.map((m) => ({ id: m.collectionId, name: m.name, kind: m.kind, notes: m.notes, tags: m.tags })),
        notes: noted?.notes ?? null,
        tags: [...new Set(own.flatMap((m) => m.tags))],
      });
    }
    return states;
  }

  async function actionResult(
    actor: Actor,
    documentIds: number[],
    messages: { success: string | null; successKey: string | null; warn: string | null; warnKey: string | null; values: Record<string, string | number> },
    collection: repo.CollectionRow | null,
  ): Promise<ActionResult> {
    const states = await documentStates(actor, documentIds);
    return {
      successMsg: messages.success,
      warnMsg: messages.warn,
      successKey: messages.successKey,
      warnKey: messages.warnKey,
      messageValues: messages.values,
      collectionId: collection?.id ?? null,
      collectionName: collection?.name ?? null,
      documents: documentIds.map((docId) => {
        const state = states.get(docId);
        if (!state) throw new Error(`no state for document ${docId}`);
        return { doc_id: docId, actions: state.actions, watch: state.watch, myDoc: state.myDoc, collection: state.collection, collections: state.collections };
      }),
    };
  }

  return {
    resolveActiveCollection,
    documentStates,
    documentStatesFrom,

    /** A collection the actor may see; another organisation's, or a colleague's personal one, is not found. */
    async requireVisible(actor: Actor, id: number) {
      return requireCollection(actor, id, 'view');
    },

    async list(actor: Actor): Promise<CollectionList> {
      const active = await resolveActiveCollection(actor);
      const collections = (await repo.listVisibleCollections(sql, actor.organisationId, actor.userId)).map((row) => named(actor, row));
      return {
        collections: collections.map((collection) => ({
          id: collection.id,
          name: collection.name,
          kind: collection.kind,
          ownerName: collection.ownerName,
          documentCount: collection.documentCount,
          updatedAt: collection.updatedAt.toISOString(),
          active: collection.id === active.id,
          abilities: {
            rename: can(actor, 'rename', collection),
            delete: can(actor, 'delete', collection),
            editDocuments: can(actor, 'editDocuments', collection),
          },
        })),
        activeCollectionId: active.id,
        canCreateCompany: canCreateCollection(actor, 'company'),
      };
    },

    async create(actor: Actor, request: CreateCollectionRequest) {
      if (!canCreateCollection(actor, request.kind)) throw forbidden('Only organisation admins and power users create company collections.');
      const id = await repo.insertCollection(sql, {
        organisationId: actor.organisationId,
        kind: request.kind,
        ownerUserId: request.kind === 'personal' ? actor.userId : null,
        name: request.name,
        nameKey: null,
        createdBy: actor.userId,
      });
      return { id };
    },

    async rename(actor: Actor, id: number, request: RenameCollectionRequest) {
      await requireCollection(actor, id, 'rename');
      await repo.renameCollection(sql, actor.organisationId, id, request.name);
      return { id };
    },

    /** Deleting the owner's last personal collection gives them a new, empty "My documents". */
    async remove(actor: Actor, id: number) {
      const collection = await requireCollection(actor, id, 'delete');
      await database.transaction(async (tx) => {
        if (collection.ownerUserId !== null) await repo.lockUser(tx, collection.ownerUserId);
        await repo.deleteCollection(tx, actor.organisationId, id);
        if (collection.kind !== 'personal' || collection.ownerUserId === null) return;
        if ((await repo.findFirstPersonalCollection(tx, actor.organisationId, collection.ownerUserId)) !== undefined) return;
        await repo.insertCollection(tx, defaultCollectionFor({ id: collection.ownerUserId, organisationId: actor.organisationId, language: actor.language }));
      });
      return { id };
    },

    async updateDocument(actor: Actor, id: number, documentId: number, request: CollectionDocumentRequest) {
      await requireCollection(actor, id, 'editDocuments');
      const tags = [...new Set(request.tags)];
      if (!(await repo.updateCollectionDocument(sql, id, documentId, request.notes, tags))) throw notFound('The document in this collection');
      return { id, documentId, notes: request.notes || null, tags };
    },

    async setActive(actor: Actor, collectionId: number | null) {
      if (collectionId !== null) await requireCollection(actor, collectionId, 'view');
      await repo.saveActiveCollectionId(sql, actor.userId, collectionId);
      const active = await resolveActiveCollection(actor);
      return { activeCollectionId: active.id };
    },

    async addToCollection(actor: Actor, collectionId: number | null, documentIds: number[]): Promise<ActionResult> {
      const collection = collectionId === null ? await resolveActiveCollection(actor) : await requireCollection(actor, collectionId, 'editDocuments');
      if (!can(actor, 'editDocuments', collection)) throw forbidden('Only organisation admins and power users change company collections.');
      const ids = await visibleDocumentIds(actor, documentIds);
      const added = await repo.addCollectionDocuments(sql, collection.id, ids, actor.userId);
      const already = ids.length - added.length;
      const values = { added: added.length, already, collection: collection.name };
      return actionResult(
        actor,
        ids,
        {
          success: added.length > 0 ? `${plural(added.length, 'document', 'documents')} added to ${collection.name}.` : null,
          successKey: added.length > 0 ? 'search.actions.added' : null,
          warn: already > 0 ? `${plural(already, 'document was', 'documents were')} already in ${collection.name}.` : null,
          warnKey: already > 0 ? 'search.actions.alreadyInCollection' : null,
          values,
        },
        collection,
      );
    },

    async removeFromCollection(actor: Actor, collectionId: number | null, documentIds: number[]): Promise<ActionResult> {
      const collection = collectionId === null ? await resolveActiveCollection(actor) : await requireCollection(actor, collectionId, 'editDocuments');
      if (!can(actor, 'editDocuments', collection)) throw forbidden('Only organisation admins and power users change company collections.');
      const ids = await visibleDocumentIds(actor, documentIds);
      const removed = await repo.removeCollectionDocuments(sql, collection.id, ids);
      const missing = ids.length - removed.length;
      return actionResult(
        actor,
        ids,
        {
          success: removed.length > 0 ? `${plural(removed.length, 'document', 'documents')} removed from ${collection.name}.` : null,
          successKey: removed.length > 0 ? 'search.actions.removed' : null,
          warn: missing > 0 ? `${plural(missing, 'document was', 'documents were')} not in ${collection.name}.` : null,
          warnKey: missing > 0 ? 'search.actions.notInCollection' : null,
          values: { removed: removed.length, missing, collection: collection.name },
        },
        collection,
      );
    },

    async watch(actor: Actor, documentIds: number[]): Promise<ActionResult> {
      const ids = await visibleDocumentIds(actor, documentIds);
      const added = await repo.insertWatches(sql, actor.organisationId, actor.userId, ids);
      const already = ids.length - added.length;
      return actionResult(
        actor,
        ids,
        {
          success: added.length > 0 ? `You now watch ${plural(added.length, 'document', 'documents')}.` : null,
          successKey: added.length > 0 ? 'search.actions.watched' : null,
          warn: already > 0 ? `You already watched ${plural(already, 'document', 'documents')}.` : null,
          warnKey: already > 0 ? 'search.actions.alreadyWatched' : null,
          values: { watched: added.length, already },
        },
        null,
      );
    },

    async unwatch(actor: Actor, documentIds: number[], global: boolean): Promise<ActionResult> {
      if (global && !canUnwatchForOrganisation(actor)) throw forbidden('Only organisation admins end everyone’s watches.');
      const ids = await visibleDocumentIds(actor, documentIds);
      const removed = global
        ? await repo.deleteOrganisationWatches(sql, actor.organisationId, ids)
        : await repo.deleteWatches(sql, actor.organisationId, actor.userId, ids);
      const missing = ids.length - removed.length;
      return actionResult(
        actor,
        ids,
        {
          success:
            removed.length === 0
              ? null
              : global
                ? `Nobody in your organisation watches ${plural(removed.length, 'document', 'documents')} any more.`
                : `You no longer watch ${plural(removed.length, 'document', 'documents')}.`,
          successKey: removed.length === 0 ? null : global ? 'search.actions.unwatchedForAll' : 'search.actions.unwatched',
          warn: missing > 0 ? `${plural(missing, 'document was', 'documents were')} not watched.` : null,
          warnKey: missing > 0 ? 'search.actions.notWatched' : null,
          values: { unwatched: removed.length, missing },
        },
        null,
      );
    },

    async documentActions(actor: Actor, documentIds: number[]): Promise<ActionResult> {
      const ids = await visibleDocumentIds(actor, documentIds);
      const active = await resolveActiveCollection(actor);
      return actionResult(actor, ids, { success: null, successKey: null, warn: null, warnKey: null, values: {} }, active);
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

export const noDocumentSelected = () => new AppError(400, 'No document selected', { reasonKey: 'search.noDocumentSelected' });
