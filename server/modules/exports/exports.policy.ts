import type { ExportAbilities, ExportStatus } from '../../../common/exports/exports.contract.ts';
import type { Actor } from '../account/index.ts';

export type ExportAction = 'create' | 'view' | 'download';

export type ExportThing = { organisationId: number; userId: number; status: ExportStatus; storageKey: string | null; expiresAt: Date };

/**
 * Pure rules for exports. Lite subscriptions have no export (search-area.md §6); an
 * export is its creator's alone, and downloadable once written and until it expires.
 */
export function can(actor: Actor, action: ExportAction, thing?: ExportThing, now = new Date()): boolean {
  if (action === 'create') return !actor.isLite;
  if (!thing || thing.organisationId !== actor.organisationId || thing.userId !== actor.userId) return false;
  if (thing.expiresAt.getTime() <= now.getTime()) return false;
  if (action === 'view') return true;
  return thing.status === 'complete' && thing.storageKey !== null;
}

export function exportAbilities(actor: Actor, thing: ExportThing, now = new Date()): ExportAbilities {
  return { download: can(actor, 'download', thing, now) };
}
