import { describe, expect, it } from 'vitest';
import { advancedShownByDefault, barTabs, isBarTab, offersAdvanced, showsProgress } from './search-bar-tabs.ts';

const allTabs = ['standards', 'collections', 'categories', 'latest', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'] as const;

describe('the tabs of the search bar', () => {
  it('shows standards and collections as tabs on desktop, the other searches in the menu', () => {
    expect(barTabs(allTabs, false)).toEqual({ tabs: ['standards', 'collections'], more: ['categories', 'latest', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'] });
  });

  it('offers the metals searches only to a profile that has them', () => {
    expect(barTabs(['standards', 'collections', 'categories', 'latest'], false).more).toEqual(['categories', 'latest']);
    expect(barTabs(['standards', 'metals', 'metalsSupplier'], true).tabs).toEqual(['standards', 'metals', 'metalsSupplier']);
  });

  it('shows every searchable profile tab as a tab on a phone, leaving out materials', () => {
    expect(barTabs(allTabs, true)).toEqual({ tabs: ['standards', 'collections', 'categories', 'latest', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'], more: [] });
    expect(barTabs(['standards', 'latest'], true).tabs).toEqual(['standards', 'latest']);
  });

  it('offers only standards and collections in the installed app, on a phone too', () => {
    expect(barTabs(allTabs, true, true)).toEqual({ tabs: ['standards', 'collections'], more: [] });
    expect(barTabs(allTabs, false, true)).toEqual({ tabs: ['standards', 'collections'], more: [] });
    expect(barTabs(['metals'], true, true)).toEqual({ tabs: ['standards'], more: [] });
  });

  it('falls back to standards when the profile names no tab the bar searches', () => {
    expect(barTabs(['categories'], false)).toEqual({ tabs: ['standards'], more: ['categories'] });
    expect(barTabs(['materials'], false)).toEqual({ tabs: ['standards'], more: ['materials'] });
    expect(barTabs([], true)).toEqual({ tabs: ['standards'], more: [] });
  });

  it('offers no advanced row for latest and materialsSupplier and hides the categories one by default on a phone', () => {
    expect(offersAdvanced('latest')).toBe(false);
    expect(offersAdvanced('materialsSupplier')).toBe(false);
    expect(offersAdvanced('materials')).toBe(true);
    expect(advancedShownByDefault('materialsSupplier', true)).toBe(false);
    expect(advancedShownByDefault('materials', true)).toBe(true);
    expect(advancedShownByDefault('categories', true)).toBe(false);
    expect(advancedShownByDefault('latest', true)).toBe(false);
    expect(advancedShownByDefault('standards', true)).toBe(true);
    expect(advancedShownByDefault('standards', false)).toBe(false);
  });

  it('shows the metals tabs advanced rows by default on a phone only', () => {
    expect(advancedShownByDefault('metals', true)).toBe(true);
    expect(advancedShownByDefault('metalsSupplier', true)).toBe(true);
    expect(advancedShownByDefault('metals', false)).toBe(false);
  });

  it('shows the progress bar for standards and collections only', () => {
    expect(allTabs.filter((tab) => isBarTab(tab) && showsProgress(tab))).toEqual(['standards', 'collections']);
  });

  it('knows its own tabs', () => {
    expect(isBarTab('metalsSupplier')).toBe(true);
    expect(isBarTab('materials')).toBe(true);
    expect(isBarTab('materialsSupplier')).toBe(true);
    expect(isBarTab('compounds')).toBe(false);
    expect(isBarTab(null)).toBe(false);
  });
});
