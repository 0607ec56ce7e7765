import type {
  Announcement,
  AnnouncementRemoved,
  AnnouncementRequest,
  AnnouncementsContent,
} from '../../../common/home/home.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { hasText, sanitizeAnnouncementHtml } from './announcement-html.ts';
import * as repo from './announcements.repo.ts';
import { announcementActions, can } from './home.policy.ts';

/** Who a global announcement is from, in every language: the product's name. */
export const OPERATOR_NAME = 'Normscope';

const notFoundAnnouncement = () => notFound('The announcement');

/** The English text of `home.errors.globalAnnouncement`. */
const globalRefused = () => new AppError(403, 'Announcements from Normscope cannot be changed here.', { reasonKey: 'home.errors.globalAnnouncement' });

const emptyNote = () =>
  new AppError(400, 'Invalid request. note: The announcement has no text once unsafe markup is removed.', {
    reasonKey: 'errors.invalidRequest',
    issues: [{ path: 'note', message: 'The announcement has no text once unsafe markup is removed.' }],
  });

/**
 * The values stored for an announcement: the note through the announcement allow-list (a note
 * with nothing left once cleaned is refused); the link is an http(s) address already (contract).
 */
export function announcementValues(input: AnnouncementRequest): repo.AnnouncementValues {
  const note = sanitizeAnnouncementHtml(input.note);
  if (!hasText(note)) throw emptyNote();
  return { note, linkUrl: input.linkUrl, linkName: input.linkName };
}

/** The dashboard's announcements accordion and the organisation admins' writing of theirs. */
export function createAnnouncementsService(database: DatabaseHandle) {
  const sql = database.executeSql;

  function toAnnouncement(actor: Actor, row: repo.AnnouncementRow): Announcement {
    const global = row.organisationId === null;
    return {
      id: row.id,
      type: global ? 'global' : 'organisation',
      subName: global ? OPERATOR_NAME : (row.authorName ?? row.organisationName ?? ''),
      timestamp: row.updatedAt.toISOString(),
      note: row.note,
      linkURL: row.linkUrl,
      linkName: row.linkName,
      actions: announcementActions(actor, row),
    };
  }

  /**
   * One of the organisation's announcements the actor may change: the operator's answer why
   * not (403), another organisation's is not found, a member may not (403).
   */
  async function requireWritable(actor: Actor, id: number, action: 'edit' | 'delete'): Promise<repo.AnnouncementRow> {
    const row = await repo.findAnnouncement(sql, actor.organisationId, id);
    if (!row || !can(actor, 'view', row)) throw notFoundAnnouncement();
    if (row.organisationId === null) throw globalRefused();
    if (!can(actor, action, row)) throw forbidden('Only your organisation’s admins change its announcements.');
    return row;
  }

  async function answer(actor: Actor, id: number): Promise<Announcement> {
    const row = await repo.findAnnouncement(sql, actor.organisationId, id);
    if (!row) throw notFoundAnnouncement();
    return toAnnouncement(actor, row);
  }

  return {
    /** The operator's and the organisation's announcements, newest first. */
    async content(actor: Actor, limit: number): Promise<AnnouncementsContent> {
      const rows = await repo.listAnnouncements(sql, actor.organisationId, limit);
      return {
        items: rows.filter((row) => can(actor, 'view', row)).map((row) => toAnnouncement(actor, row)),
        actions: { create: can(actor, 'create', { organisationId: actor.organisationId }) },
      };
    },

    async create(actor: Actor, input: AnnouncementRequest): Promise<Announcement> {
      if (!can(actor, 'create', { organisationId: actor.organisationId })) throw forbidden('Only your organisation’s admins write its announcements.');
      const id = await repo.insertAnnouncement(sql, actor.organisationId, actor.userId, announcementValues(input));
      return answer(actor, id);
    },

    async update(actor: Actor, id: number, input: AnnouncementRequest): Promise<Announcement> {
      await requireWritable(actor, id, 'edit');
      if (!(await repo.updateAnnouncement(sql, actor.organisationId, id, announcementValues(input)))) throw notFoundAnnouncement();
      return answer(actor, id);
    },

    async remove(actor: Actor, id: number): Promise<AnnouncementRemoved> {
      await requireWritable(actor, id, 'delete');
      if (!(await repo.deleteAnnouncement(sql, actor.organisationId, id))) throw notFoundAnnouncement();
      return { id };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
