import type { LegislationContent, OrdersContent, UnlockContent } from '../../../common/home/home.contract.ts';
import { LEGISLATION_PANELS } from '../../../common/legislation/legislation.values.ts';
import { COMPACT_ROWS, DETAILED_ROWS, type AccordionId, type ViewMode } from '../../../common/home/home.values.ts';
import type { EditSavedSearchRequest, SavedSearchRemoved, SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { WatchesService } from '../collections/index.ts';
import type { SavedSearchesService } from '../saved-searches/index.ts';
import { createActivitiesService } from './activities.service.ts';
import { createAnnouncementsService } from './announcements.service.ts';
import { createDashboardTablesService } from './dashboard-tables.service.ts';
import { createHomeSettingsService } from './home-settings.service.ts';

/**
 * The orders and unlock accordions' content, which the document-requests module gives: taken as
 * this small interface so the dashboard never depends on how requests are kept.
 */
export type DocumentRequestsContent = {
  orders(actor: Actor): Promise<OrdersContent>;
  unlocks(actor: Actor): Promise<UnlockContent>;
};

export type HomeDependencies = {
  database: DatabaseHandle;
  savedSearches: Pick<SavedSearchesService, 'firstRows' | 'edit' | 'remove'>;
  watches: Pick<WatchesService, 'firstWatches' | 'describeChanges'>;
  requests: DocumentRequestsContent;
  catalogue: Pick<CatalogueService, 'entitledPublisherIds'>;
};

/** The dashboard update call of the alerts table, once read (portal-area.md §7). */
export type DashboardUpdate = { action: 'delete'; id: number } | { action: 'update'; id: number; edit: EditSavedSearchRequest };

/**
 * The legislation accordion's cards: the three panels, each loaded by its own list call
 * (portal-area.md §7), which says for itself when the user has no access to it.
 */
function legislationContent(): LegislationContent {
  return { panels: [...LEGISLATION_PANELS] };
}

/** Rows an accordion shows in a view (portal-area.md §2: compact and detailed view). */
export function rowsFor(view: ViewMode): number {
  return view === 'detailed' ? DETAILED_ROWS : COMPACT_ROWS;
}

/** The home dashboard: its layout, each accordion's content, announcements, reviews, the tour and the alerts table's calls. */
export function createHomeService({ database, savedSearches, watches, requests, catalogue }: HomeDependencies) {
  const settings = createHomeSettingsService(database);
  const announcements = createAnnouncementsService(database);
  const tables = createDashboardTablesService({ database, savedSearches, watches, catalogue });
  const activities = createActivitiesService(database);

  /** Each accordion's content call; every one answers its own contract (home.contract.ts). */
  const CONTENT: { [Id in AccordionId]: (actor: Actor, limit: number) => Promise<unknown> } = {
    announcements: (actor, limit) => announcements.content(actor, limit),
    orders: (actor) => requests.orders(actor),
    unlock: (actor) => requests.unlocks(actor),
    myStandards: (actor, limit) => tables.keptDocuments(actor, limit),
    myC2VStandards: (actor, limit) => tables.changedDocuments(actor, limit),
    myAlerts: (actor, limit) => tables.alerts(actor, limit),
    myWatchedDocuments: (actor, limit) => tables.watchedDocuments(actor, limit),
    myActivities: (actor, limit) => activities.content(actor, limit),
    legislation: () => Promise.resolve(legislationContent()),
  };

  return {
    accordions: settings.accordionList,
    saveLayout: settings.saveLayout,
    tourSections: settings.tourSections,
    setTour: settings.setTour,

    /** One accordion's content in a view; an accordion the user does not have is not found. */
    async content(actor: Actor, id: AccordionId, view: ViewMode): Promise<unknown> {
      if (!(await settings.available(actor)).includes(id)) throw notFound('The accordion');
      return CONTENT[id](actor, rowsFor(view));
    },

    markReviewed: tables.markReviewed,
    createAnnouncement: announcements.create,
    updateAnnouncement: announcements.update,
    removeAnnouncement: announcements.remove,

    /**
     * The alerts table's update call: the same rules as the saved-search calls it stands for
     * (deleteSavedSearch, editInquiry), by the same service, with the same answers.
     */
    async updateFromDashboard(actor: Actor, update: DashboardUpdate): Promise<SavedSearchRow | SavedSearchRemoved> {
      if (update.action === 'delete') return savedSearches.remove(actor, update.id);
      return savedSearches.edit(actor, update.id, update.edit);
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
