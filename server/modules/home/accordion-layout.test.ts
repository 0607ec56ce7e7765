import { describe, expect, it } from 'vitest';
import { ACCORDION_IDS, type AccordionId } from '../../../common/home/home.values.ts';
import { accordionsFor, draggableOrder, layoutProblems, mergedLayout, storedLayoutOf } from './accordion-layout.ts';

const ALL = [...ACCORDION_IDS];
const WITHOUT_ALERTS = ALL.filter((id) => id !== 'myAlerts');

describe('the accordion layout', () => {
  it('puts accordions a saved order lacks after their nearest default predecessor that it has', () => {
    expect(draggableOrder(ALL, [])).toEqual(ALL.slice(1));
    expect(draggableOrder(ALL, ['myActivities', 'myAlerts'])).toEqual([
      'orders',
      'unlock',
      'myStandards',
      'myC2VStandards',
      'myActivities',
      'legislation',
      'myAlerts',
      'myWatchedDocuments',
    ]);
    // What the user no longer has goes, even when the saved order names it.
    expect(draggableOrder(WITHOUT_ALERTS, ['myAlerts', 'unlock', 'orders'])).toEqual([
      'unlock',
      'myStandards',
      'myC2VStandards',
      'myWatchedDocuments',
      'myActivities',
      'legislation',
      'orders',
    ]);
  });

  it('reads a stored layout leniently, dropping what the product no longer has', () => {
    expect(storedLayoutOf(null)).toBeNull();
    expect(storedLayoutOf('order')).toBeNull();
    expect(
      storedLayoutOf({ order: ['orders', 'lawlex', 'orders', 7], open: { orders: false, lawlex: true, unlock: 'yes' }, viewMode: { orders: 'detailed', unlock: 'huge' } }),
    ).toEqual({ order: ['orders'], open: { orders: false }, viewMode: { orders: 'detailed' } });
  });

  it('numbers the accordions from the fixed one, with defaults where nothing is saved', () => {
    const list = accordionsFor(WITHOUT_ALERTS, { order: ['myActivities'], open: { myActivities: true }, viewMode: { unlock: 'detailed' } });
    expect(list.map((accordion) => accordion.id)).toEqual([
      'announcements',
      'orders',
      'unlock',
      'myStandards',
      'myC2VStandards',
      'myWatchedDocuments',
      'myActivities',
      'legislation',
    ]);
    expect(list[0]).toMatchObject({ id: 'announcements', fixed: true, order: 0 });
    expect(list.find((accordion) => accordion.id === 'myActivities')).toMatchObject({ open: true, order: 6 });
    expect(list.find((accordion) => accordion.id === 'unlock')).toMatchObject({ open: false, settings: { viewMode: 'detailed' } });
    expect(list.find((accordion) => accordion.id === 'legislation')).toMatchObject({ kind: 'cards', open: true, order: 7 });
    expect(list.map((accordion) => accordion.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('says what is wrong with a layout, and merges a good one over the saved states', () => {
    const order = ALL.slice(1) as AccordionId[];
    expect(layoutProblems(ALL, { order, open: {}, viewMode: {} })).toEqual([]);
    expect(layoutProblems(WITHOUT_ALERTS, { order, open: {}, viewMode: {} })).toEqual(['order: not on your dashboard: myAlerts.']);
    expect(layoutProblems(ALL, { order: ['announcements', ...order.slice(1)], open: { myAlerts: true }, viewMode: {} })).toEqual([
      'order: announcements cannot be moved.',
      'order: missing orders.',
    ]);
    expect(layoutProblems(WITHOUT_ALERTS, { order: WITHOUT_ALERTS.slice(1), open: {}, viewMode: { myAlerts: 'detailed' } })).toEqual([
      'viewMode: not on your dashboard: myAlerts.',
    ]);
    expect(
      mergedLayout(WITHOUT_ALERTS, { order: [], open: { unlock: true, myAlerts: true }, viewMode: { orders: 'detailed' } }, { order: WITHOUT_ALERTS.slice(1), open: { orders: false }, viewMode: {} }),
    ).toEqual({ order: WITHOUT_ALERTS.slice(1), open: { unlock: true, orders: false }, viewMode: { orders: 'detailed' } });
  });
});
