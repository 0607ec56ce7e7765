import { z } from 'zod';
import { AnnouncementRequest } from '../../../common/home/home.contract.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { announcementValues } from './announcements.service.ts';
import * as repo from './announcements.repo.ts';

/**
 * The platform operator's announcements, shown to every user: set and removed one at a time,
 * or all at once from a file that lists every one there should be (`npm run announce`). They
 * are kept under the operator's key, so loading a file again updates them instead of adding.
 */
export const OperatorKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'A key is 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit.');

export const GlobalAnnouncement = AnnouncementRequest.extend({ key: OperatorKey });
export type GlobalAnnouncement = z.infer<typeof GlobalAnnouncement>;

/** The file `load` reads: a list of announcements, each key once. */
export const GlobalAnnouncementFile = z
  .array(GlobalAnnouncement)
  .refine((items) => new Set(items.map((item) => item.key)).size === items.length, 'Each key once.');

export type GlobalAnnouncementReport = { added: string[]; changed: string[]; unchanged: string[]; removed: string[] };

function invalid(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(file)',
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  return new AppError(400, `Invalid announcement. ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, {
    reasonKey: 'errors.invalidRequest',
    issues,
  });
}

async function write(sql: ExecuteSql, item: GlobalAnnouncement, report: GlobalAnnouncementReport): Promise<void> {
  // Sanitised exactly as an organisation's announcement is.
  const values = announcementValues(item);
  const previous = await repo.findGlobalAnnouncement(sql, item.key);
  if (!previous) {
    await repo.insertGlobalAnnouncement(sql, item.key, values);
    report.added.push(item.key);
  } else if (previous.note === values.note && previous.linkUrl === values.linkUrl && previous.linkName === values.linkName) {
    // Unchanged: its date stays, so it does not look new on the dashboard.
    report.unchanged.push(item.key);
  } else {
    await repo.updateGlobalAnnouncement(sql, item.key, values);
    report.changed.push(item.key);
  }
}

const emptyReport = (): GlobalAnnouncementReport => ({ added: [], changed: [], unchanged: [], removed: [] });

export function createGlobalAnnouncements(database: DatabaseHandle) {
  return {
    /** Writes (or rewrites) the announcement under its key. */
    async set(input: unknown): Promise<GlobalAnnouncementReport> {
      const parsed = GlobalAnnouncement.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error);
      const report = emptyReport();
      await database.transaction((tx) => write(tx, parsed.data, report));
      return report;
    },

    async remove(key: string): Promise<GlobalAnnouncementReport> {
      const parsed = OperatorKey.safeParse(key);
      if (!parsed.success) throw invalid(parsed.error);
      const removed = await repo.deleteGlobalAnnouncement(database.executeSql, parsed.data);
      return { ...emptyReport(), removed: removed ? [parsed.data] : [] };
    },

    /** Makes the operator's announcements exactly the file's: each written by key, the others removed, all or nothing. */
    async load(items: unknown): Promise<GlobalAnnouncementReport> {
      const parsed = GlobalAnnouncementFile.safeParse(items ?? []);
      if (!parsed.success) throw invalid(parsed.error);
      const report = emptyReport();
      await database.transaction(async (tx) => {
        for (const item of parsed.data) await write(tx, item, report);
        report.removed = await repo.deleteGlobalAnnouncementsExcept(tx, parsed.data.map((item) => item.key));
      });
      return report;
    },
  };
}

export type GlobalAnnouncements = ReturnType<typeof createGlobalAnnouncements>;
