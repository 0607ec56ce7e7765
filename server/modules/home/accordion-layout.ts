import type { Accordion, HomeLayout } from '../../../common/home/home.contract.ts';
import { ACCORDION_IDS, ACCORDION_KINDS, FIXED_ACCORDIONS, VIEW_MODES, type AccordionId, type ViewMode } from '../../../common/home/home.values.ts';
import { pagePaths } from '../../../common/routes.ts';

/**
 * The dashboard's layout rules, pure: what a first visit shows, how a saved layout is read
 * (leniently: it may predate an accordion, or name one the user no longer has), and what a
 * layout sent to the settings call must be.
 */

/** The layout as stored in home_settings.layout: only ever what the settings call accepted. */
export type StoredLayout = {
  order: AccordionId[];
  open: Partial<Record<AccordionId, boolean>>;
  viewMode: Partial<Record<AccordionId, ViewMode>>;
};

/**
 * Open on a first visit: what needs the user (announcements, requests waiting for a decision,
 * documents that changed) and the lists they use most; the rest stays folded until asked for.
 */
export const DEFAULT_OPEN: Record<AccordionId, boolean> = {
  announcements: true,
  orders: true,
  unlock: false,
  myStandards: true,
  myC2VStandards: true,
  myAlerts: true,
  myWatchedDocuments: false,
  myActivities: false,
  legislation: true,
};

export const DEFAULT_VIEW_MODE: ViewMode = 'compact';

/** The footer's link: the page with the whole list, where the product has one. */
const FOOTERS: Partial<Record<AccordionId, string>> = {
  myStandards: pagePaths.collections,
  myAlerts: pagePaths.savedSearches,
  myWatchedDocuments: pagePaths.watchedDocuments,
};

const isAccordionId = (value: unknown): value is AccordionId => typeof value === 'string' && (ACCORDION_IDS as readonly string[]).includes(value);
const isViewMode = (value: unknown): value is ViewMode => typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value);
const isFixed = (id: AccordionId) => FIXED_ACCORDIONS.includes(id);

/** A stored layout read without trusting it: ids the product no longer has, and values of the wrong type, are dropped. */
export function storedLayoutOf(value: unknown): StoredLayout | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const order = Array.isArray(record.order) ? [...new Set(record.order.filter(isAccordionId))] : [];
  const open: StoredLayout['open'] = {};
  const viewMode: StoredLayout['viewMode'] = {};
  if (record.open && typeof record.open === 'object') {
    for (const [id, state] of Object.entries(record.open)) if (isAccordionId(id) && typeof state === 'boolean') open[id] = state;
  }
  if (record.viewMode && typeof record.viewMode === 'object') {
    for (const [id, mode] of Object.entries(record.viewMode)) if (isAccordionId(id) && isViewMode(mode)) viewMode[id] = mode;
  }
  return { order, open, viewMode };
}

/**
 * The draggable accordions in the saved order. One missing from it (added to the product, or
 * newly available to the user since) goes in at its default place: after the nearest accordion
 * that comes before it in the default order, so a new one never lands at an arbitrary end.
 */
export function draggableOrder(available: readonly AccordionId[], savedOrder: readonly AccordionId[]): AccordionId[] {
  const draggable = available.filter((id) => !isFixed(id));
  const order = savedOrder.filter((id) => draggable.includes(id));
  for (const id of draggable) {
    if (order.includes(id)) continue;
    const before = ACCORDION_IDS.slice(0, ACCORDION_IDS.indexOf(id)).findLast((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  return order;
}

/** The accordions a user sees: the fixed ones first, then the draggable ones in their order, with their state. */
export function accordionsFor(available: readonly AccordionId[], stored: StoredLayout | null): Accordion[] {
  const fixed = ACCORDION_IDS.filter((id) => isFixed(id) && available.includes(id));
  const ids = [...fixed, ...draggableOrder(available, stored?.order ?? [])];
  return ids.map((id, order) => ({
    id,
    order,
    fixed: isFixed(id),
    open: stored?.open[id] ?? DEFAULT_OPEN[id],
    settings: { viewMode: stored?.viewMode[id] ?? DEFAULT_VIEW_MODE },
    kind: ACCORDION_KINDS[id],
    footer: FOOTERS[id] ? { url: FOOTERS[id] } : null,
  }));
}

/**
 * What is wrong with a layout sent by this user, or nothing: the order holds each of their
 * draggable accordions exactly once, and open states and view modes name only accordions they have.
 */
export function layoutProblems(available: readonly AccordionId[], layout: HomeLayout): string[] {
  const problems: string[] = [];
  const draggable = available.filter((id) => !isFixed(id));
  const foreign = (ids: readonly AccordionId[]) => ids.filter((id) => !available.includes(id));
  const fixedInOrder = layout.order.filter((id) => isFixed(id));
  if (fixedInOrder.length > 0) problems.push(`order: ${fixedInOrder.join(', ')} cannot be moved.`);
  const unknownInOrder = foreign(layout.order);
  if (unknownInOrder.length > 0) problems.push(`order: not on your dashboard: ${unknownInOrder.join(', ')}.`);
  const missing = draggable.filter((id) => !layout.order.includes(id));
  if (missing.length > 0) problems.push(`order: missing ${missing.join(', ')}.`);
  const unknownOpen = foreign(Object.keys(layout.open) as AccordionId[]);
  if (unknownOpen.length > 0) problems.push(`open: not on your dashboard: ${unknownOpen.join(', ')}.`);
  const unknownView = foreign(Object.keys(layout.viewMode) as AccordionId[]);
  if (unknownView.length > 0) problems.push(`viewMode: not on your dashboard: ${unknownView.join(', ')}.`);
  return problems;
}

/** The layout to store: the new one's order, its open states and view modes over the saved ones, for accordions the user has. */
export function mergedLayout(available: readonly AccordionId[], saved: StoredLayout | null, layout: HomeLayout): StoredLayout {
  const keep = <T>(record: Partial<Record<AccordionId, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => available.includes(id as AccordionId))) as Partial<Record<AccordionId, T>>;
  return {
    order: [...layout.order],
    open: keep({ ...saved?.open, ...layout.open }),
    viewMode: keep({ ...saved?.viewMode, ...layout.viewMode }),
  };
}
