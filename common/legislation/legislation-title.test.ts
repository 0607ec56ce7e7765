import { describe, expect, it } from 'vitest';
import { cutLegislationTitle } from './legislation-title.ts';

describe('cutLegislationTitle', () => {
  it('keeps a title of at most 35 characters', () => {
    expect(cutLegislationTitle('')).toBe('');
    expect(cutLegislationTitle('a'.repeat(35))).toBe('a'.repeat(35));
  });

  it('cuts a longer title to 32 characters and an ellipsis', () => {
    const cut = cutLegislationTitle(`${'b'.repeat(32)}cdef`);
    expect(cut).toBe(`${'b'.repeat(32)}…`);
    expect(Array.from(cut)).toHaveLength(33);
  });

  it('counts characters outside the basic plane as one', () => {
    const title = `${'𝔄'.repeat(35)}`;
    expect(cutLegislationTitle(title)).toBe(title);
    expect(cutLegislationTitle(`${title}x`)).toBe(`${'𝔄'.repeat(32)}…`);
  });
});
