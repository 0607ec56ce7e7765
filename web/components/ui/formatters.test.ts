import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters.ts';

describe('createFormatters', () => {
  it('writes dates in each language’s own way, the first of a month as an ordinal in French', () => {
    expect(createFormatters('fr').formatDate('2026-01-01')).toBe('1er janv. 2026');
    expect(createFormatters('fr').formatDate('2026-01-21')).toBe('21 janv. 2026');
    expect(createFormatters('de').formatDate('2026-01-01')).toBe('1. Jan. 2026');
    expect(createFormatters('en').formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(createFormatters('zh').formatDate('2026-01-01')).toBe('2026年1月1日');
  });

  it('writes a range as one range of the language', () => {
    expect(createFormatters('fr').formatDateRange('2026-01-01', '2028-12-31')).toBe('1er janv. 2026\u2009–\u200931 déc. 2028');
    expect(createFormatters('fr').formatDateRange('2026-01-01', '2026-01-15')).toBe('1er–15 janv. 2026');
    expect(createFormatters('de').formatDateRange('2026-01-01', '2028-12-31')).toBe('1. Jan. 2026\u2009–\u200931. Dez. 2028');
    expect(createFormatters('en').formatDateRange('2026-03-02', '2026-03-09')).toBe('2\u2009–\u20099 Mar 2026');
  });

  it('formats numbers for the language', () => {
    expect(createFormatters('fr').formatNumber(12345)).toBe('12\u202f345');
    expect(createFormatters('de').formatNumber(12345)).toBe('12.345');
  });
});
