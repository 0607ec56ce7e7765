import { describe, expect, it } from 'vitest';
import { findCitedStandards, internationalNumber, standardNumberCandidates, undatedNumber } from './standard-citations.ts';

describe('standard numbers cited in an act’s title', () => {
  it('finds EN, EN ISO and ISO numbers with their editions, amendments and parts', () => {
    expect(
      findCitedStandards(
        'Commission Implementing Decision of 14 August 2014 on the compliance of European standards EN 16433:2014 and EN 16434:2014 and of certain clauses of European standard EN 13120:2009+A1:2014 for internal blinds with the general safety requirement of Directive 2001/95/EC',
      ),
    ).toEqual(['EN 16433:2014', 'EN 16434:2014', 'EN 13120:2009+A1:2014']);
    expect(
      findCitedStandards(
        'Commission Regulation (EC) No 196/2006 of 3 February 2006 amending Annex I to Regulation (EC) No 761/2001 of the European Parliament and of the Council to take account of the European Standard EN ISO 14001:2004, and repealing Decision 97/265/EC',
      ),
    ).toEqual(['EN ISO 14001:2004']);
    expect(findCitedStandards('2012/29/EU: Commission Implementing Decision on the compliance of standard EN 60065:2002/A12:2011 ‘Audio, video’ and of standard EN 60950-1:2006/A12:2011 ‘Information technology equipment’')).toEqual([
      'EN 60065:2002/A12:2011',
      'EN 60950-1:2006/A12:2011',
    ]);
  });

  it('tidies the spacing titles carry and reads references in brackets', () => {
    expect(
      findCitedStandards(
        '2010/165/: Commission Decision withdrawing the reference of standard EN ISO 4869-4: 2000 Acoustics — Hearing protectors — Part 4 (ISO/TR 4869-4: 1998) in accordance with Council Directive 89/686/EEC (notified under document C(2010) 1599)',
      ),
    ).toEqual(['EN ISO 4869-4:2000', 'ISO/TR 4869-4:1998']);
    expect(findCitedStandards('2009/64/EC: Commission Decision specifying ISO 17994:2004(E) as the standard on the equivalence of microbiological methods')).toEqual(['ISO 17994:2004']);
  });

  it('names a series once, and a standard cited twice once', () => {
    expect(findCitedStandards('compliance of European standards series EN 957 (parts 2 and 4-10) and EN ISO 20957 (part 1) for stationary training equipment')).toEqual(['EN 957', 'EN ISO 20957']);
    expect(findCitedStandards('standard EN 16156:2010 ‘Cigarettes’ and EN ISO 12863:2010 … references of standard EN 16156:2010 ‘Cigarettes’')).toEqual(['EN 16156:2010', 'EN ISO 12863:2010']);
    expect(findCitedStandards('Part 8: Additional requirements to EN 3-7 for the construction (standard EN 3-8:2006)')).toEqual(['EN 3-7', 'EN 3-8:2006']);
  });

  it('finds ETSI and IEC numbers', () => {
    expect(findCitedStandards('radio equipment meeting ETSI EN 301 489-1 V2.2.3 and ETSI EN 300 328, and IEC 62368-1:2018')).toEqual([
      'ETSI EN 301 489-1 V2.2.3',
      'ETSI EN 300 328',
      'IEC 62368-1:2018',
    ]);
    expect(findCitedStandards('harmonised standard EN IEC 61000-6-2:2019 and ISO/IEC 27001:2013')).toEqual(['EN IEC 61000-6-2:2019', 'ISO/IEC 27001:2013']);
  });

  it('takes no act numbers, document numbers or words for standards', () => {
    expect(
      findCitedStandards(
        'Regulation (EU) No 305/2011 of the European Parliament and of the Council laying down harmonised conditions for the marketing of construction products and repealing Council Directive 89/106/EEC (notified under document number C(2005) 542) Text with EEA relevance',
      ),
    ).toEqual([]);
    expect(findCitedStandards('Decision 2019/436 on the harmonised standards for machinery drafted in support of Directive 2006/42/EC; en route; Iso-butane; CO 2')).toEqual([]);
  });
});

describe('the catalogue numbers a standard number may stand for', () => {
  it('drops the edition', () => {
    expect(undatedNumber('EN ISO 12100:2010+A1:2011')).toBe('EN ISO 12100');
    expect(undatedNumber('EN 60204-1:2018/AC:2020')).toBe('EN 60204-1');
    expect(undatedNumber('ETSI EN 301 489-1 V2.2.3')).toBe('ETSI EN 301 489-1');
    expect(undatedNumber('ISO/IEC 27001')).toBe('ISO/IEC 27001');
  });

  it('knows the international standard a European one adopts', () => {
    expect(internationalNumber('EN ISO 12100:2010')).toBe('ISO 12100:2010');
    expect(internationalNumber('EN IEC 61000-6-2:2019')).toBe('IEC 61000-6-2:2019');
    expect(internationalNumber('EN 60204-1:2018')).toBe('IEC 60204-1:2018');
    expect(internationalNumber('EN 301 489-1 V2.2.3')).toBe('ETSI EN 301 489-1 V2.2.3');
    expect(internationalNumber('EN 71-1:2014')).toBeUndefined();
  });

  it('tries the edition, then the work, then the adopted standard', () => {
    expect(standardNumberCandidates('EN ISO 12100:2010')).toEqual([
      { kind: 'version', key: 'en iso 12100 2010' },
      { kind: 'version', key: 'en iso 12100' },
      { kind: 'work', key: 'EN:en iso 12100' },
      { kind: 'version', key: 'iso 12100 2010' },
      { kind: 'version', key: 'iso 12100' },
      { kind: 'work', key: 'ISO:iso 12100' },
    ]);
    expect(standardNumberCandidates('ISO/IEC 27001')).toEqual([
      { kind: 'version', key: 'iso iec 27001' },
      { kind: 'work', key: 'ISO:iso iec 27001' },
      { kind: 'work', key: 'IEC:iso iec 27001' },
    ]);
  });
});
