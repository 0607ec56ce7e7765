import {
  DETAILED_ROWS,
  type AccessRequestCreate,
  type AccessRequestRow,
  type DecisionRequest,
  type OrdersContent,
  type UnlockContent,
} from '../../../common/home/home.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { renderAccessDecisionEmail } from '../../emails/access-decision.email.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { Actor } from '../account/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { can, canSeeOrganisationRequests, requestActions, type DocumentRequestThing } from './document-requests.policy.ts';
import * as repo from './document-requests.repo.ts';

export type DocumentRequestsDependencies = {
  database: DatabaseHandle;
  /** Whether a document's text exists and opens for the organisation: the catalogue's rule. */
  catalogue: Pick<CatalogueService, 'contentStanding'>;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
};

/** Rows the dashboard's orders and unlock accordions get: the detailed view's. */
export const REQUESTS_SHOWN = DETAILED_ROWS;
export const UNLOCKS_SHOWN = DETAILED_ROWS;

// The texts are common/locales/en.json's, under the reason keys the web app translates.
const noContent = () => new AppError(400, 'This document has no text in Normscope to ask for.', { reasonKey: 'home.errors.noContent' });
const alreadyEntitled = () => new AppError(400, 'This document already opens for your organisation.', { reasonKey: 'home.errors.alreadyEntitled' });
const requestPending = () =>
  new AppError(409, 'You have already asked for this document. An administrator will decide.', { reasonKey: 'home.errors.requestPending' });
const alreadyDecided = () => new AppError(409, 'This request has already been decided.', { reasonKey: 'home.errors.alreadyDecided' });
const notAnAdmin = () => forbidden('Only an administrator of your organisation decides on document requests.');
const notFoundRequest = () => notFound('The request');

const thingOf = (record: repo.RequestRecord): DocumentRequestThing => ({
  organisationId: record.organisationId,
  requesterUserId: record.requesterUserId,
  status: record.status,
});

/** A document row's name: its number, linking to its display page (version 0, the current one). */
const documentLink = (documentId: number, number: string) => ({ linkName: number, linkURL: pagePaths.version(0, documentId) });

/**
 * "Request access" for documents outside the subscription, the admins' decisions on the
 * requests (an approval unlocks the document for the whole organisation), the decision mails,
 * and the dashboard's orders and unlock accordions.
 */
export function createDocumentRequestsService({ database, catalogue, mailer, logger, publicUrl }: DocumentRequestsDependencies) {
  const sql = database.executeSql;

  function toRow(actor: Actor, record: repo.RequestRecord): AccessRequestRow {
    return {
      id: record.id,
      docId: record.documentId,
      name: documentLink(record.documentId, record.number),
      title: record.title,
      requester: record.requesterName,
      reason: record.reason,
      status: record.status,
      requestedAt: record.createdAt.toISOString(),
      decidedBy: record.deciderName,
      decidedAt: record.decidedAt?.toISOString() ?? null,
      decisionNote: record.decisionNote,
      actions: requestActions(actor, thingOf(record)),
    };
  }

  async function requireRequest(actor: Actor, id: number): Promise<repo.RequestRecord> {
    const record = await repo.findRequest(sql, actor.organisationId, id, actor.language);
    if (!record || !can(actor, 'view', thingOf(record))) throw notFoundRequest();
    return record;
  }

  /**
   * Tells the requester what was decided, in their language. Sent once the decision is
   * committed; a failed send is logged and the decision stands (the member also sees it on the
   * dashboard), so a mail server that is down never undoes or blocks an admin's decision.
   */
  async function mailRequester(record: repo.RequestRecord, deciderName: string): Promise<void> {
    if (record.status === 'pending' || record.requesterDisabled) return;
    const mail = renderAccessDecisionEmail({
      language: record.requesterLanguage,
      publicUrl,
      decision: record.status,
      recipientName: record.requesterName,
      deciderName: record.deciderName ?? deciderName,
      organisationName: record.organisationName,
      documentId: record.documentId,
      number: record.number,
      title: record.requesterTitle,
      note: record.decisionNote,
    });
    try {
      await mailer.send({ to: record.requesterEmail, ...mail });
    } catch (error) {
      logger.error({ err: error, requestId: record.id }, 'document request decision mail not sent; the decision stands');
    }
  }

  return {
    /** A member asks for a document whose text exists but does not open for the organisation. */
    async request(actor: Actor, documentId: number, input: AccessRequestCreate): Promise<AccessRequestRow> {
      const standing = await catalogue.contentStanding(actor, documentId);
      if (!standing.requestable) throw standing.hasContent ? alreadyEntitled() : noContent();
      const id = await repo.insertRequest(sql, {
        organisationId: actor.organisationId,
        documentId,
        requesterUserId: actor.userId,
        reason: input.reason,
      });
      if (id === undefined) throw requestPending();
      return toRow(actor, await requireRequest(actor, id));
    },

    /**
     * An admin approves (unlocking the document for the organisation) or declines a pending
     * request of the organisation; another organisation's request is not found. The requester
     * is mailed after the decision commits.
     */
    async decide(actor: Actor, requestId: number, input: DecisionRequest): Promise<AccessRequestRow> {
      const status = input.decision === 'approve' ? 'approved' : 'declined';
      await database.transaction(async (tx) => {
        const record = await repo.findRequest(tx, actor.organisationId, requestId, actor.language);
        if (!record) throw notFoundRequest();
        const thing = thingOf(record);
        if (!can(actor, input.decision, { ...thing, status: 'pending' })) throw notAnAdmin();
        if (!can(actor, input.decision, thing)) throw alreadyDecided();
        if (!(await repo.setDecision(tx, actor.organisationId, requestId, { status, deciderUserId: actor.userId, note: input.note }))) {
          throw alreadyDecided();
        }
        if (status === 'approved') {
          await repo.insertUnlock(tx, { organisationId: actor.organisationId, documentId: record.documentId, requestId, approverUserId: actor.userId });
        }
      });
      const decided = await requireRequest(actor, requestId);
      await mailRequester(decided, actor.name);
      return toRow(actor, decided);
    },

    /**
     * The orders accordion: for admins the organisation's pending requests (longest waiting
     * first), then the latest decided ones; for members their own requests, newest first.
     */
    async orders(actor: Actor): Promise<OrdersContent> {
      const scope = { organisationId: actor.organisationId, requesterUserId: canSeeOrganisationRequests(actor) ? null : actor.userId };
      const records = await repo.listRequests(sql, scope, actor.language, REQUESTS_SHOWN);
      return { requests: records.filter((record) => can(actor, 'view', thingOf(record))).map((record) => toRow(actor, record)) };
    },

    /** The unlock accordion: the documents approved requests opened for the organisation, newest first. */
    async unlocks(actor: Actor): Promise<UnlockContent> {
      const records = await repo.listUnlocks(sql, actor.organisationId, actor.language, UNLOCKS_SHOWN);
      return {
        unlocks: records.map((record) => ({
          docId: record.documentId,
          name: documentLink(record.documentId, record.number),
          title: record.title,
          approvedBy: record.approverName,
          unlockedAt: record.unlockedAt.toISOString(),
        })),
      };
    },
  };
}

export type DocumentRequestsService = ReturnType<typeof createDocumentRequestsService>;
