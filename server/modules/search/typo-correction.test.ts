import { describe, expect, it } from 'vitest';
import { editDistance, pickCorrections } from './typo-correction.ts';

describe('typo correction', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ethernt', 'ethernet')).toBe(1);
    expect(editDistance('ethernt', 'ether')).toBe(2);
    expect(editDistance('photovoltiac', 'photovoltaic')).toBe(1);
    expect(editDistance('machinry', 'machinery')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('prefers the fewest edits, then the word most titles use, and leaves a far word alone', () => {
    const picked = pickCorrections([
      { typed: 'ethernt', word: 'ether', documents: 106 },
      { typed: 'ethernt', word: 'ethernet', documents: 90 },
      { typed: 'electrcal', word: 'electrical', documents: 5000 },
      { typed: 'electrcal', word: 'electrica', documents: 9000 },
      { typed: 'electrcal', word: 'electrial', documents: 3 },
      { typed: 'steal', word: 'steam', documents: 300 },
      { typed: 'steal', word: 'steel', documents: 8000 },
      { typed: 'qzx', word: 'quartz', documents: 40 },
    ]);
    expect(picked.get('ethernt')).toBe('ethernet');
    expect(picked.get('electrcal')).toBe('electrical');
    expect(picked.get('steal')).toBe('steel');
    expect(picked.has('qzx')).toBe(false);
  });
});
