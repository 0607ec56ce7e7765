import type { ActivitiesContent, ActivityCard } from '../../../common/home/home.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { htmlToText } from '../../platform/html-sanitizer.ts';
import type { Actor } from '../account/index.ts';
import { collectionName } from '../collections/index.ts';
import * as repo from './activities.repo.ts';

/** A comment's first words on a card: enough to know what it says, the reader shows the rest. */
export const COMMENT_EXCERPT_MAX = 160;
/** A digest card names its first documents by number, then an ellipsis. */
const DIGEST_NUMBERS_SHOWN = 3;

function excerpt(html: string | null): string | null {
  if (html === null) return null;
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text.length <= COMMENT_EXCERPT_MAX ? text : `${text.slice(0, COMMENT_EXCERPT_MAX - 1).trimEnd()}…`;
}

/** Where a card leads: the document, the reader at the comment's section, the exports or saved searches page. */
function linkOf(record: repo.ActivityRecord): string {
  switch (record.kind) {
    case 'comment':
      return record.documentId !== null && record.versionId !== null
        ? pagePaths.reader(record.documentId, record.versionId, record.sectionKey)
        : pagePaths.home;
    case 'exportReady':
      return pagePaths.exports;
    case 'alertDigest':
      return pagePaths.savedSearches;
    case 'documentOpened':
    case 'collectionDocument':
      return record.documentId !== null ? pagePaths.version(0, record.documentId) : pagePaths.home;
  }
}

function detailOf(actor: Actor, record: repo.ActivityRecord): string | null {
  switch (record.kind) {
    case 'comment':
      return excerpt(record.detail);
    case 'collectionDocument':
      return record.detail === null ? null : collectionName({ name: record.detail, nameKey: record.nameKey }, actor.language);
    case 'alertDigest':
      return record.detail === null ? null : (record.count ?? 0) > DIGEST_NUMBERS_SHOWN ? `${record.detail}, …` : record.detail;
    case 'documentOpened':
    case 'exportReady':
      return record.detail;
  }
}

/**
 * myActivities (portal-area.md §2, cards): the documents the user opened, colleagues' comments
 * on documents the user keeps or watches, the user's exports ready to download, documents
 * colleagues put in company collections and the alert digests the user was sent, newest first.
 */
export function createActivitiesService(database: DatabaseHandle) {
  const sql = database.executeSql;
  return {
    async content(actor: Actor, limit: number): Promise<ActivitiesContent> {
      const records = await repo.listActivities(sql, actor.organisationId, actor.userId, { language: actor.language, limit });
      return {
        cards: records.map(
          (record): ActivityCard => ({
            kind: record.kind,
            at: record.at.toISOString(),
            actor: record.actor,
            subject: record.subject,
            detail: detailOf(actor, record),
            count: record.count,
            link: linkOf(record),
          }),
        ),
      };
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
