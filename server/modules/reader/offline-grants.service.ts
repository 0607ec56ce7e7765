import type { OfflineGrant, OfflineGrantList, OfflinePackage, OfflineSyncResult, OrganisationGrantRow, OrganisationGrants } from '../../../common/reader/offline.contract.ts';
import type { OfflineGrantFilter } from '../../../common/reader/offline.values.ts';
import { OFFLINE_GRANTS_PAGE_SIZE } from '../../../common/reader/offline.values.ts';
import type { ReaderComment, ReaderScopeParams } from '../../../common/reader/reader.contract.ts';
import { FALLBACK_LOCALE } from '../../../common/locales.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { translatorFor } from '../../emails/email-translator.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { replayOps, type SyncOp } from './offline-sync.service.ts';
import { can } from './offline-grants.policy.ts';
import * as repo from './offline-grants.repo.ts';
import type { ReaderService } from './reader.service.ts';

const english = translatorFor(FALLBACK_LOCALE).t;
/** An expected failure with the English text of its key (common/locales/en.json), which the web app translates. */
function failure(code: number, name: string): AppError {
  const key = `offlineGrants.errors.${name}`;
  return new AppError(code, english(key), { reasonKey: key });
}

const DAY_MS = 86_400_000;
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export type OfflineGrantsDependencies = {
  database: DatabaseHandle;
  reader: ReaderService;
  catalogue: Pick<CatalogueService, 'entitledPublisherIds'>;
  licenceDays: number;
  now?: () => Date;
};

function toOfflineGrant(record: repo.GrantRecord): OfflineGrant {
  const { grantId, docId, versionId, subId, number, title, grantedAt, expiresAt, state } = record;
  return { grantId, docId, versionId, subId, number, title, grantedAt, expiresAt, state };
}

/**
 * Offline reading on the server (issue 22): grants of a version's copy in the browser under a
 * licence (OFFLINE_LICENCE_DAYS, never past the subscription's last day), the user's own list and
 * release, the admins' usage list and withdrawal, and the replay of annotations made offline.
 * Every check on the text is the reader's own (the reader service), so offline reading never
 * opens more than the reader does.
 */
export function createOfflineGrantsService({ database, reader, catalogue, licenceDays, now = () => new Date() }: OfflineGrantsDependencies) {
  const sql = database.executeSql;

  /** The organisation's comments on the version with every reply, flat, threads in order. */
  async function allComments(actor: Actor, scope: ReaderScopeParams): Promise<ReaderComment[]> {
    const comments: ReaderComment[] = [];
    for (const comment of await reader.comments(actor, scope, 'OtoN')) {
      comments.push(comment);
      if (comment.replyCount > 0) comments.push(...(await reader.replies(actor, scope, comment.commentId, 'OtoN')));
    }
    return comments;
  }

  async function requireOwnGrant(actor: Actor, grantId: number): Promise<repo.GrantRecord> {
    const grant = await repo.findGrant(sql, actor.organisationId, grantId);
    if (!grant || !can(actor, 'view', grant)) throw notFound('The offline copy');
    return grant;
  }

  return {
    /** Grants (or renews) a copy of the version and answers everything the browser keeps of it. */
    async grant(actor: Actor, scope: ReaderScopeParams): Promise<OfflinePackage> {
      const outline = await reader.outline(actor, scope);
      const subscriptionEnd = await repo.findSubscriptionEnd(sql, actor.organisationId, actor.subscriptionId);
      const at = now();
      const licenceEnd = new Date(at.getTime() + licenceDays * DAY_MS);
      const expiresAt = subscriptionEnd && subscriptionEnd < licenceEnd ? subscriptionEnd : licenceEnd;
      if (expiresAt <= at) throw failure(403, 'subscriptionEnded');
      const owner = { organisationId: actor.organisationId, userId: actor.userId, subscriptionId: actor.subscriptionId };
      const grantId = await database.transaction(async (tx) => {
        const id = await repo.upsertGrant(tx, owner, outline.versionId, expiresAt);
        await repo.insertGrantEvent(tx, owner, outline.docId, { versionId: outline.versionId, grantId: id, expiresAt: expiresAt.toISOString() });
        return id;
      });
      const grant = await requireOwnGrant(actor, grantId);
      const first = outline.tableOfContents[0];
      const sections = first ? (await reader.sections(actor, scope, first.sectionId, outline.tableOfContents.length)).sections : [];
      return {
        grant: toOfflineGrant(grant),
        user: await reader.user(actor),
        outline,
        sections,
        bookmarks: await reader.bookmarks(actor, scope),
        highlights: await reader.highlights(actor, scope),
        comments: await allComments(actor, scope),
      };
    },

    /** The caller's grants with their state now, so a browser drops copies revoked or expired while it was offline. */
    async list(actor: Actor): Promise<OfflineGrantList> {
      return { grants: (await repo.listUserGrants(sql, actor.organisationId, actor.userId)).map(toOfflineGrant) };
    },

    /** The caller gives a grant back; one that is over already stays as it is. */
    async release(actor: Actor, grantId: number): Promise<OfflineGrant> {
      const grant = await requireOwnGrant(actor, grantId);
      if (!can(actor, 'release', grant)) throw notFound('The offline copy');
      if (grant.state === 'active') await repo.endGrant(sql, actor.organisationId, grantId, { state: 'released' });
      return toOfflineGrant(await requireOwnGrant(actor, grantId));
    },

    /**
     * Replays changes made offline, in order, in one transaction (see offline-sync.service.ts). The caller
     * must still be entitled to the version as for any annotation, but needs no active grant:
     * what they wrote offline is theirs even when the licence ran out meanwhile.
     */
    async sync(actor: Actor, scope: ReaderScopeParams, ops: SyncOp[]): Promise<OfflineSyncResult> {
      if (scope.subId !== actor.subscriptionId) throw notFound('The subscription');
      await reader.requireReadableVersion(actor, scope.docId, scope.versionId);
      const entitled = await catalogue.entitledPublisherIds(actor);
      const replay = () => database.transaction((tx) => replayOps({ database, tx, entitled, actor, scope, ops }));
      // Two replays of one queue at once: the second meets the first's client references and starts again, finding them.
      const outcome = await replay().catch((error: unknown) => {
        if (isUniqueViolation(error)) return replay();
        throw error;
      });
      return {
        ...outcome,
        bookmarks: await reader.bookmarks(actor, scope),
        highlights: await reader.highlights(actor, scope),
        comments: await allComments(actor, scope),
      };
    },

    /** Admins: the organisation's grants, newest first, for usage reporting and withdrawal. */
    async organisationGrants(actor: Actor, filter: OfflineGrantFilter, page: number): Promise<OrganisationGrants> {
      if (!can(actor, 'list', { organisationId: actor.organisationId })) throw failure(403, 'notAdmin');
      const found = await repo.listOrganisationGrants(sql, actor.organisationId, filter, page, OFFLINE_GRANTS_PAGE_SIZE);
      const rows = found.rows.map((record) => toRow(actor, record));
      return { rows, total: found.total, page, pageSize: OFFLINE_GRANTS_PAGE_SIZE };
    },

    /** Admins withdraw a grant of their organisation that is still active. */
    async revoke(actor: Actor, grantId: number): Promise<OrganisationGrantRow> {
      const grant = await repo.findGrant(sql, actor.organisationId, grantId);
      if (!grant) throw notFound('The offline copy');
      if (!can(actor, 'list', grant)) throw failure(403, 'notAdmin');
      if (!can(actor, 'revoke', grant)) throw failure(409, 'alreadyEnded');
      if (!(await repo.endGrant(sql, actor.organisationId, grantId, { state: 'revoked', by: actor.userId }))) throw failure(409, 'alreadyEnded');
      const revoked = await repo.findGrant(sql, actor.organisationId, grantId);
      if (!revoked) throw notFound('The offline copy');
      return toRow(actor, revoked);
    },
  };
}

function toRow(actor: Actor, record: repo.GrantRecord): OrganisationGrantRow {
  return { ...toOfflineGrant(record), user: record.user, revokedAt: record.revokedAt, actions: { revoke: can(actor, 'revoke', record) } };
}

export type OfflineGrantsService = ReturnType<typeof createOfflineGrantsService>;
