import type { DocumentDetail, DocumentViewRecorded } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { RecentlyViewedDoc } from '../../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import { can, canRequestContent } from './catalogue.policy.ts';
import * as repo from './catalogue.repo.ts';

export const RECENTLY_VIEWED_SHOWN = 10;

/** A document's text as the actor's organisation stands to it; `requestable`: it may be asked for (catalogue.policy.ts). */
export type ContentStanding = { hasContent: boolean; entitled: boolean; requestable: boolean };

/** The text in the user's language, else English, else the first there is. */
function inLanguage(texts: Record<string, string>, language: string): string | null {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? null;
}

export function createCatalogueService(database: DatabaseHandle, collections: CollectionsService) {
  const sql = database.executeSql;
  // The catalogue's own records (editions, relations, ICS titles) may come from a read replica;
  // what depends on the caller's organisation's writes (requests, unlocks, collections) does not.
  const records = () => database.read().executeSql;

  async function entitledPublisherIds(actor: Actor): Promise<Set<number>> {
    return new Set(await repo.findEntitledPublisherIds(sql, actor.subscriptionId));
  }

  /** A document whose metadata the actor may see; anything else (unknown, another organisation's) is not found. */
  async function requireVisibleDocument(actor: Actor, documentId: number): Promise<repo.DocumentOwnership & { entitledPublisherIds: Set<number> }> {
    const row = await repo.findDocumentOwnership(sql, actor.organisationId, documentId);
    const thing = row && { ...row, entitledPublisherIds: await entitledPublisherIds(actor) };
    if (!thing || !can(actor, 'viewMetadata', thing)) throw notFound('The document');
    return thing;
  }

  return {
    entitledPublisherIds,

    /**
     * Whether a document's text exists and whether it opens for the actor's organisation, for a
     * document the actor may see (else not found): what a document request is checked against.
     */
    async contentStanding(actor: Actor, documentId: number): Promise<ContentStanding> {
      const thing = await requireVisibleDocument(actor, documentId);
      return { hasContent: thing.hasContent, entitled: can(actor, 'readContent', thing), requestable: canRequestContent(actor, thing) };
    },

    /** The display page's document (a version of it), with the user's collections, watch and actions. It only reads. */
    async getDocument(actor: Actor, documentId: number, versionId?: number): Promise<DocumentDetail> {
      const row = await repo.findDocumentVersion(sql, actor, documentId, versionId);
      if (!row) throw notFound('The document');
      const entitled = await entitledPublisherIds(actor);
      const thing = { organisationId: row.organisationId, publisherId: row.publisherId, entitledPublisherIds: entitled, unlocked: row.unlocked };
      if (!can(actor, 'viewMetadata', thing)) throw notFound('The document');
      const [versions, relations, ics, states] = await Promise.all([
        repo.findVersions(records(), documentId),
        repo.findRelations(records(), actor.organisationId, row.versionId),
        repo.findIcsDescriptions(records(), row.icsCodes),
        collections.documentStates(actor, [documentId]),
      ]);
      const state = states.get(documentId);
      if (!state) throw new Error('no user state for the document');
      return {
        docId: row.documentId,
        versionId: row.versionId,
        isCurrentVersion: row.isCurrent,
        number: row.number,
        title: row.titles[actor.language]?.full ?? row.title,
        titles: row.titles,
        subtitle: row.subtitle,
        abstract: inLanguage(row.abstracts, actor.language),
        keywords: row.keywords,
        languages: row.languages,
        publisher: { code: row.publisherCode, name: row.publisherName, country: row.publisherCountry },
        publishedOn: row.publishedOn,
        publicationYear: row.publicationYear,
        edition: row.edition,
        version: row.version,
        docType: row.docType,
        statusCode: row.statusCode,
        stage: row.stage,
        icsCodes: row.icsCodes.map((code) => ({ code, description: ics.get(code) ?? null })),
        committee: row.committee,
        links: row.links,
        versions,
        relations,
        hasContent: row.hasContent,
        entitled: can(actor, 'readContent', thing),
        // The request is for the document (every version), so the document's text decides, not this version's.
        accessRequest: {
          canRequest: !row.requestPending && canRequestContent(actor, { ...thing, hasContent: row.documentHasContent }),
          pending: row.requestPending,
        },
        watch: state.watch,
        myDoc: state.myDoc,
        collection: state.collection,
        collections: state.collections,
        notes: state.notes,
        actions: state.actions,
      };
    },

    /** The search bar's recently viewed list (not offered to lite subscriptions). */
    async recentlyViewed(actor: Actor): Promise<RecentlyViewedDoc[]> {
      if (actor.isLite) return [];
      const rows = await repo.findRecentlyViewed(sql, actor.userId, actor.organisationId, RECENTLY_VIEWED_SHOWN);
      return rows.map((row) => ({ name: `${row.number} — ${row.title}`, link: pagePaths.version(0, row.id) }));
    },

    /** The display page showed the document: the recently viewed list and "most viewed" ordering count it. */
    async recordView(actor: Actor, documentId: number): Promise<DocumentViewRecorded> {
      await requireVisibleDocument(actor, documentId);
      await repo.recordDocumentView(sql, { userId: actor.userId, organisationId: actor.organisationId, documentId });
      return { docId: documentId, recorded: true };
    },

    /** Checked like every other call: a document and a collection the actor may see, else not found. */
    async recordCollectionDocumentOpened(actor: Actor, documentId: number, collectionId: number | null) {
      await requireVisibleDocument(actor, documentId);
      if (collectionId !== null) await collections.requireVisible(actor, collectionId);
      await repo.insertTrackingEvent(sql, {
        organisationId: actor.organisationId,
        userId: actor.userId,
        kind: 'collectionDocumentOpened',
        documentId,
        collectionId,
      });
      return { recorded: true };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
