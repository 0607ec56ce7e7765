import { describe, expect, it } from 'vitest';
import { advancedShownByDefault, offersAdvanced, visibleTabs } from './search-bar-tabs.ts';

const allTabs = ['standards', 'collections', 'categories', 'latest', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'] as const;

describe('the tabs of the search bar', () => {
  it('shows standards and collections on desktop', () => {
    expect(visibleTabs(allTabs, false)).toEqual(['standards', 'collections']);
  });

  it('shows the profile tabs the server can search on a phone, leaving out metals and materials', () => {
    expect(visibleTabs(allTabs, true)).toEqual(['standards', 'collections', 'categories', 'latest']);
    expect(visibleTabs(['standards', 'latest'], true)).toEqual(['standards', 'latest']);
  });

  it('offers no advanced row for latest and hides the categories one by default on a phone', () => {
    expect(offersAdvanced('latest')).toBe(false);
    expect(advancedShownByDefault('categories', true)).toBe(false);
    expect(advancedShownByDefault('standards', true)).toBe(true);
    expect(advancedShownByDefault('standards', false)).toBe(false);
  });
});
