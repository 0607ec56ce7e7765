import { describe, expect, it } from 'vitest';
import { numberKeyVariants, numberQuery, titleWords } from './search-text.ts';

describe('search text', () => {
  it('reads the number box: * and nothing mean every number', () => {
    expect(numberQuery('ISO/IEC 27001:2022')).toBe('iso iec 27001 2022');
    expect(numberQuery('iso9001*')).toBe('iso 9001');
    expect(numberQuery('*')).toBeNull();
    expect(numberQuery('  ')).toBeNull();
  });

  it('spells IEEE numbers both ways', () => {
    expect(numberKeyVariants('ieee 802 3')).toEqual(['ieee 802 3', 'ieee std 802 3']);
    expect(numberKeyVariants('ieee std 802 3')).toEqual(['ieee std 802 3']);
    expect(numberKeyVariants('iso 9001')).toEqual(['iso 9001']);
  });

  it('splits title words in any script and keeps at most 16', () => {
    expect(titleWords('Qualité — Exigences, part-2')).toEqual(['qualité', 'exigences', 'part', '2']);
    expect(titleWords('Электрические машины')).toEqual(['электрические', 'машины']);
    expect(titleWords(Array.from({ length: 20 }, (_, n) => `w${n}`).join(' '))).toHaveLength(16);
  });
});
