import type {
  EditSavedSearchRequest,
  SavedSearchList,
  SavedSearchRemoved,
  SavedSearchRow,
  SaveSearchForm,
} from '../../../common/saved-searches/saved-searches.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccountService, Actor } from '../account/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import type { SearchService } from '../search/index.ts';
import { createSavedSearchAlerts } from './saved-search-alerts.service.ts';
import { savedSearchDetails } from './saved-search-details.ts';
import { searchRequestOf } from './saved-search-request.ts';
import { can, canSaveSearch, savedSearchActions } from './saved-searches.policy.ts';
import * as repo from './saved-searches.repo.ts';

export type SavedSearchesDependencies = {
  database: DatabaseHandle;
  search: SearchService;
  collections: CollectionsService;
  accounts: AccountService;
  mailer: Mailer;
  logger: Logger;
  /** The address links in mail start with. */
  publicUrl: string;
};

const notFoundSavedSearch = () => notFound('The saved search');

const liteRefused = () =>
  new AppError(403, 'Saved searches are not part of a lite subscription.', { reasonKey: 'savedSearches.errors.lite' });

const notifyRefused = () =>
  new AppError(400, 'Alerts are available for standards searches only.', { reasonKey: 'savedSearches.errors.notifyStandardsOnly' });

const nameTaken = (name: string) =>
  new AppError(409, `You already have a saved search named “${name}”.`, { reasonKey: 'savedSearches.errors.nameTaken' });

export function createSavedSearchesService(deps: SavedSearchesDependencies) {
  const { database, search, collections } = deps;
  const sql = database.executeSql;
  const alerts = createSavedSearchAlerts(deps);

  async function collectionNames(actor: Actor, records: repo.SavedSearchRecord[]): Promise<Map<number, string>> {
    if (!records.some((record) => record.tab === 'collections')) return new Map();
    const list = await collections.list(actor);
    return new Map(list.collections.map((collection) => [collection.id, collection.name]));
  }

  async function toRow(actor: Actor, record: repo.SavedSearchRecord, names: ReadonlyMap<number, string>): Promise<SavedSearchRow> {
    const request = searchRequestOf(record);
    const searchContext = await search.encodeContext(actor, request);
    const thing = { organisationId: record.organisationId, userId: record.userId, tab: request.tab, favourite: record.favourite };
    return {
      id: record.id,
      name: { linkName: record.name, linkURL: pagePaths.searchResults(searchContext) },
      type: record.favourite ? 'favourite' : 'savedSearch',
      tab: request.tab,
      notify: record.notify,
      favourite: record.favourite,
      details: savedSearchDetails(request, names),
      actions: savedSearchActions(actor, thing),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  async function rowOf(actor: Actor, record: repo.SavedSearchRecord): Promise<SavedSearchRow> {
    return toRow(actor, record, await collectionNames(actor, [record]));
  }

  /** The caller's own saved search; anyone else's is not found, whoever asks. */
  async function requireOwn(actor: Actor, id: number, action: 'edit' | 'delete' | 'favourite') {
    const record = await repo.findSavedSearch(sql, actor.organisationId, actor.userId, id);
    if (!record) throw notFoundSavedSearch();
    const thing = { organisationId: record.organisationId, userId: record.userId, tab: searchRequestOf(record).tab };
    if (!can(actor, action, thing)) throw notFoundSavedSearch();
    return { record, thing };
  }

  return {
    /** Saves the search a results page shows (its signed search context), from its first page. */
    async save(actor: Actor, searchContext: string, input: SaveSearchForm): Promise<SavedSearchRow> {
      if (!canSaveSearch(actor)) throw liteRefused();
      const request = await search.decodeContext(actor, searchContext);
      if (input.save_search_sel && input.save_search_sel !== request.tab) {
        throw new AppError(400, 'This search belongs to another tab. Reload the page and try again.', { reasonKey: 'savedSearches.errors.otherTab' });
      }
      const thing = { organisationId: actor.organisationId, userId: actor.userId, tab: request.tab };
      if (input.save_search_notify && !can(actor, 'notify', thing)) throw notifyRefused();
      const name = input.save_search_name;
      if (await repo.nameTaken(sql, actor.organisationId, actor.userId, name, null)) throw nameTaken(name);
      const record = await repo.insertSavedSearch(sql, {
        organisationId: actor.organisationId,
        userId: actor.userId,
        name,
        tab: request.tab,
        criteria: { ...request.criteria, page: 1 },
        notify: input.save_search_notify,
      });
      return rowOf(actor, record);
    },

    async list(actor: Actor): Promise<SavedSearchList> {
      const records = await repo.listSavedSearches(sql, actor.organisationId, actor.userId);
      const names = await collectionNames(actor, records);
      return { rows: await Promise.all(records.map((record) => toRow(actor, record, names))) };
    },

    /** The first `limit` rows of the list (the dashboard's alerts table), and how many there are in all. */
    async firstRows(actor: Actor, limit: number): Promise<{ rows: SavedSearchRow[]; total: number }> {
      const [records, total] = await Promise.all([
        repo.listSavedSearches(sql, actor.organisationId, actor.userId, limit),
        repo.countSavedSearches(sql, actor.organisationId, actor.userId),
      ]);
      const names = await collectionNames(actor, records);
      return { rows: await Promise.all(records.map((record) => toRow(actor, record, names))), total };
    },

    async edit(actor: Actor, id: number, input: EditSavedSearchRequest): Promise<SavedSearchRow> {
      const { record, thing } = await requireOwn(actor, id, 'edit');
      const notify = input.notify ?? record.notify;
      if (notify && !record.notify && !can(actor, 'notify', thing)) throw notifyRefused();
      if (await repo.nameTaken(sql, actor.organisationId, actor.userId, input.name, id)) throw nameTaken(input.name);
      const updated = await repo.updateSavedSearch(sql, actor.organisationId, actor.userId, id, { name: input.name, notify });
      if (!updated) throw notFoundSavedSearch();
      return rowOf(actor, updated);
    },

    async remove(actor: Actor, id: number): Promise<SavedSearchRemoved> {
      await requireOwn(actor, id, 'delete');
      if (!(await repo.deleteSavedSearch(sql, actor.organisationId, actor.userId, id))) throw notFoundSavedSearch();
      return { id };
    },

    /** Stars or unstars a saved search; unstarring never deletes it. */
    async setFavourite(actor: Actor, id: number, favourite: boolean): Promise<SavedSearchRow> {
      await requireOwn(actor, id, 'favourite');
      const updated = await repo.setFavourite(sql, actor.organisationId, actor.userId, id, favourite);
      if (!updated) throw notFoundSavedSearch();
      return rowOf(actor, updated);
    },

    /** Runs every notify-enabled saved search now and mails each user one digest ('alerts.run'). */
    runAlerts: alerts.run,
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
