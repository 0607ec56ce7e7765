import { describe, expect, it } from 'vitest';
import { numberKey, numberSortKey } from './document-number.ts';

describe('numberKey', () => {
  it('makes the ways users type a number meet', () => {
    expect(numberKey('ISO 9001:2015')).toBe('iso 9001 2015');
    expect(numberKey('iso9001')).toBe('iso 9001');
    expect(numberKey('ISO/IEC 27001:2022')).toBe(numberKey('ISO IEC 27001:2022'));
    expect(numberKey('IEEE Std 802.11™-2020')).toBe('ieee std 802 11 2020');
    expect(numberKey('ETSI EN 300 328 V2.2.2 (2019-07)')).toBe('etsi en 300 328 v 2 2 2 2019 07');
    expect(numberKey('  ITU-T  G.711 ')).toBe('itu t g 711');
    expect(numberKey('DIN EN ISO 9001®')).toBe('din en iso 9001');
  });
});

describe('numberSortKey', () => {
  it('orders numbers naturally', () => {
    const sorted = ['ISO 10', 'ISO 9001', 'ISO 2', 'ISO 100', 'ISO 2:1998'].sort((a, b) =>
      numberSortKey(a).localeCompare(numberSortKey(b)),
    );
    expect(sorted).toEqual(['ISO 2', 'ISO 2:1998', 'ISO 10', 'ISO 100', 'ISO 9001']);
  });
});
