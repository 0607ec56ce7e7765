import type {
  LegislationSavedSearch,
  LegislationSavedSearchCreate,
  LegislationSavedSearchEdit,
  LegislationSearchRequest,
  LegislationSearchResult,
} from '../../../common/legislation/legislation-library.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { filtersOf, requireAddOn, searchActs } from './legislation-library.service.ts';
import { can } from './legislation-saved-searches.policy.ts';
import * as repo from './legislation-saved-searches.repo.ts';

function replyOf(actor: Actor, row: repo.SavedSearchRow): LegislationSavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    notify: row.notify,
    createdAt: row.createdAt,
    lastDigestAt: row.lastDigestAt,
    abilities: { edit: can(actor, 'edit', row), delete: can(actor, 'delete', row) },
  };
}

/**
 * Saved EU-law searches (add-on 'euLaw'): a user saves a library search's filters under a name
 * (with a daily digest or not), lists, renames, turns the digest on or off, deletes and runs them.
 * Every call answers 403 unless the user's EU-law add-on is unlocked; another user's search is 404.
 */
export function createLegislationSavedSearchesService(database: DatabaseHandle) {
  const sql = database.executeSql;

  async function ownSearch(actor: Actor, id: number, action: 'edit' | 'delete' | 'run'): Promise<repo.SavedSearchRow> {
    const row = await repo.findSavedSearch(sql, actor, id);
    if (!row) throw notFound('The saved search');
    if (!can(actor, action, row)) throw forbidden();
    return row;
  }

  return {
    async save(actor: Actor, input: LegislationSavedSearchCreate): Promise<LegislationSavedSearch> {
      await requireAddOn(database, actor, 'euLaw');
      return replyOf(actor, await repo.insertSavedSearch(sql, actor, { name: input.name, criteria: filtersOf(input.criteria), notify: input.notify }));
    },

    async list(actor: Actor): Promise<LegislationSavedSearch[]> {
      await requireAddOn(database, actor, 'euLaw');
      return (await repo.listSavedSearches(sql, actor)).map((row) => replyOf(actor, row));
    },

    async edit(actor: Actor, id: number, edit: LegislationSavedSearchEdit): Promise<LegislationSavedSearch> {
      await requireAddOn(database, actor, 'euLaw');
      await ownSearch(actor, id, 'edit');
      const updated = await repo.updateSavedSearch(sql, actor, id, edit);
      if (!updated) throw notFound('The saved search');
      return replyOf(actor, updated);
    },

    async remove(actor: Actor, id: number): Promise<{ deleted: true }> {
      await requireAddOn(database, actor, 'euLaw');
      await ownSearch(actor, id, 'delete');
      await repo.deleteSavedSearch(sql, actor, id);
      return { deleted: true };
    },

    /** Runs the saved filters over the library (not a new recent search: the user did not type it). */
    async run(actor: Actor, id: number, options: Pick<LegislationSearchRequest, 'sort' | 'page'>): Promise<LegislationSearchResult> {
      await requireAddOn(database, actor, 'euLaw');
      const saved = await ownSearch(actor, id, 'run');
      return searchActs(sql, { ...saved.criteria, ...options });
    },
  };
}

export type LegislationSavedSearchesService = ReturnType<typeof createLegislationSavedSearchesService>;
