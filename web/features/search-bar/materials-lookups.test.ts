import { describe, expect, it } from 'vitest';
import { isMaterialsOptionField, isMaterialsSuggestField } from './materials-lookups.ts';

describe('the metals lookups the bar calls', () => {
  it('tells the metals fields from the standards ones', () => {
    expect(isMaterialsSuggestField('metals_standard')).toBe(true);
    expect(isMaterialsSuggestField('xref')).toBe(false);
    expect(isMaterialsOptionField('metalElements')).toBe(true);
    expect(isMaterialsOptionField('countries')).toBe(false);
  });
});
