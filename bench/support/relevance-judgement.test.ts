import { describe, expect, it } from 'vitest';
import { isExpectedDocument } from './relevance-judgement.ts';

describe('a judged document in the results', () => {
  it('is any edition of the expected base number, however its publisher writes editions', () => {
    expect(isExpectedDocument('ISO 9001:2015', 'ISO 9001')).toBe(true);
    expect(isExpectedDocument('ISO 9001', 'ISO 9001')).toBe(true);
    expect(isExpectedDocument('ETSI EN 300 328 V2.2.2 (2019-07)', 'ETSI EN 300 328')).toBe(true);
    expect(isExpectedDocument('ITU-T G.711 (11/1988)', 'ITU-T G.711')).toBe(true);
    expect(isExpectedDocument('IEEE 802.3-2022', 'IEEE 802.3')).toBe(true);
    expect(isExpectedDocument('OGC 12-128r19', 'OGC 12-128')).toBe(true);
    expect(isExpectedDocument('ECMA-262 (16th edition)', 'ECMA-262')).toBe(true);
    expect(isExpectedDocument('IEC 60529:1989+AMD1:1999+AMD2:2013 CSV', 'IEC 60529')).toBe(true);
    expect(isExpectedDocument('ITU-R BT.709-6', 'ITU-R BT.709')).toBe(true);
    expect(isExpectedDocument('CCSDS 131.0-B-4-S', 'CCSDS 131.0-B')).toBe(true);
    expect(isExpectedDocument('W3C REC-WCAG22-20241212', 'W3C WCAG22')).toBe(true);
    expect(isExpectedDocument('IEC 60335-1:2020 CMV', 'IEC 60335-1')).toBe(true);
  });

  it('is never a part, an amendment or another number that starts the same way', () => {
    expect(isExpectedDocument('ISO 26262-1:2018', 'ISO 26262')).toBe(false);
    expect(isExpectedDocument('ISO 9001:2015/Amd 1:2024', 'ISO 9001')).toBe(false);
    expect(isExpectedDocument('ISO 90012:2020', 'ISO 9001')).toBe(false);
    expect(isExpectedDocument('ITU-T G.711.0 (09/2009)', 'ITU-T G.711')).toBe(false);
    expect(isExpectedDocument('IEC 61000-4-2:2008', 'IEC 61000-4')).toBe(false);
    expect(isExpectedDocument('ITU-T G.711-1', 'ITU-T G.711')).toBe(false);
    expect(isExpectedDocument('W3C REC-WCAG22-extra-20241212', 'W3C WCAG22')).toBe(false);
  });
});
