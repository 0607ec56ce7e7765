import type { TourSection } from '../../../common/home/home.values.ts';

/** One step: the element it points at (the first one the page shows) and the words of its popover, by key. */
export type TourStep = { selector: string; key: string };

/**
 * The tour's sections, each pointing at the real elements of its page (portal-area.md §2 "Tour
 * guide"). A step whose element the page does not show (a phone's drawer, an empty list) is skipped.
 */
export const TOUR_STEPS: Record<TourSection, TourStep[]> = {
  dashboard: [
    { selector: '[data-tour="dashboard"]', key: 'accordions' },
    { selector: '[data-tour="dashboard-handle"]', key: 'handle' },
    { selector: '[data-tour="dashboard-view-mode"]', key: 'viewMode' },
    { selector: '[data-testid="user-menu"]', key: 'userMenu' },
  ],
  searchBar: [
    { selector: '[data-testid="search-form"]', key: 'form' },
    { selector: '[data-tour="search-tabs"]', key: 'tabs' },
    { selector: '[data-testid="recently-viewed"]', key: 'recent' },
  ],
  results: [
    { selector: '[data-testid="results-summary"]', key: 'summary' },
    { selector: '[data-testid="facets"], [data-testid="open-filters"]', key: 'facets' },
    { selector: '[data-testid="record"]', key: 'record' },
    { selector: '[data-testid="results-toolbar"]', key: 'toolbar' },
  ],
  document: [
    { selector: '[data-testid="document-title"]', key: 'title' },
    { selector: '[data-testid="open-in-reader"], [data-testid="metadata-only-notice"]', key: 'reader' },
    { selector: '[data-testid="versions"]', key: 'versions' },
    { selector: '[data-testid="watch-state"], [data-testid="more-actions"]', key: 'actions' },
  ],
  collections: [
    { selector: '[data-testid="create-collection"], [data-testid="new-collection"]', key: 'create' },
    { selector: '[data-testid="collection"]', key: 'collection' },
  ],
};
