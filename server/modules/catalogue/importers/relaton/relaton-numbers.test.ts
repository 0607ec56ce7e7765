import { describe, expect, it } from 'vitest';
import { amendedNumber, numberPartsOf, publisherOfNumber, splitAmendment } from './relaton-numbers.ts';

describe('publisherOfNumber', () => {
  it('takes the first body of a joint number, else the file publisher', () => {
    expect(publisherOfNumber('ISO/IEC 27001:2022', 'IEC')).toBe('ISO');
    expect(publisherOfNumber('IEC/TS 61400-4-1', 'ISO')).toBe('IEC');
    expect(publisherOfNumber('CISPR 10:1971', 'IEC')).toBe('IEC');
    expect(publisherOfNumber('ANSI/IEEE Std 1-1986', 'IEEE')).toBe('IEEE');
    expect(publisherOfNumber('TR A 0016:2002', 'JIS')).toBe('JIS');
    expect(publisherOfNumber('12-080r2', 'OGC')).toBe('OGC');
    expect(publisherOfNumber('ITU-T X.509 (10/2012)', 'ITU')).toBe('ITU');
  });
});

describe('splitAmendment', () => {
  it.each([
    ['ISO 9001:2015/Amd 1:2024', 'ISO 9001:2015', 'amendment', 'Amd', '1'],
    ['ISO 9001:2008/Cor 1:2009', 'ISO 9001:2008', 'corrigendum', 'Cor', '1'],
    ['IEC 80601-2-49:2018/DAM 1', 'IEC 80601-2-49:2018', 'amendment', 'Amd', '1'],
    ['IEC 62752:2016/CD Amd 1', 'IEC 62752:2016', 'amendment', 'Amd', '1'],
    ['IEC 60601-1:1988/AMD2:1995/COR1:1995', 'IEC 60601-1:1988/AMD2:1995', 'corrigendum', 'Cor', '1'],
    ['IEC 60601-1:2005+AMD1:2012 CSV/COR1:2012', 'IEC 60601-1:2005+AMD1:2012 CSV', 'corrigendum', 'Cor', '1'],
    ['JIS G 0551:2020/AMENDMENT 1:2022', 'JIS G 0551:2020', 'amendment', 'Amd', '1'],
    ['IEEE 802.3-2015/Cor 1-2017', 'IEEE 802.3-2015', 'corrigendum', 'Cor', '1'],
    ['ANSI C63.5/Cor1-2019', 'ANSI C63.5', 'corrigendum', 'Cor', '1'],
    ['IEC/IEEE 80005-1:2019/Amd 1:2022', 'IEC/IEEE 80005-1:2019', 'amendment', 'Amd', '1'],
    ['ISO 1151-2:1985/Add 1:1987', 'ISO 1151-2:1985', 'other', 'Add', '1'],
    ['CISPR 14-1:2016/ISH1:2017', 'CISPR 14-1:2016', 'other', 'ISH', '1'],
  ])('%s', (number, base, kind, label, n) => {
    expect(splitAmendment(number)).toEqual({ base, kind, label, n });
  });

  it('leaves plain and joint numbers alone', () => {
    for (const number of ['ISO/IEC 27001:2022', 'ISO/TS 19567-2:2019', 'IEC 60601-1:2005', 'ISO/IEC/IEEE 12207-2:2020', 'JIS A 0001:1999']) {
      expect(splitAmendment(number), number).toBeUndefined();
    }
  });
});

describe('numberPartsOf', () => {
  const work = (publisher: Parameters<typeof numberPartsOf>[0], number: string, context = {}) =>
    numberPartsOf(publisher, number, context).workNumber;

  it('chains ISO and IEC editions, drafts and consolidated versions into one work', () => {
    expect(work('ISO', 'ISO 9001:2015')).toBe('ISO 9001');
    expect(work('ISO', 'ISO/CD 9001.2')).toBe('ISO 9001');
    expect(work('ISO', 'ISO/DIS 9001')).toBe('ISO 9001');
    expect(work('ISO', 'ISO/IEC FDIS 10373-6')).toBe('ISO/IEC 10373-6');
    expect(work('ISO', 'ISO/CD TS 10303-1001')).toBe('ISO/TS 10303-1001');
    expect(work('ISO', 'ISO/DTS 10303-15')).toBe('ISO/TS 10303-15');
    expect(work('ISO', 'ISO 9001:2015/Amd 1:2024')).toBe('ISO 9001:2015/Amd 1');
    expect(work('IEC', 'IEC 80601-2-49:2018/DAM 1')).toBe('IEC 80601-2-49:2018/Amd 1');
    expect(work('IEC', 'IEC 60601-1:2005+AMD1:2012+AMD2:2020 CSV')).toBe('IEC 60601-1');
    expect(work('IEC', 'IEC 60601-1:2024 SER')).toBe('IEC 60601-1 SER');
    expect(work('JIS', 'JIS A 0001:1999')).toBe('JIS A 0001');
    expect(work('JIS', 'JIS G 0551:2020/AMENDMENT 1:2022')).toBe('JIS G 0551:2020/Amd 1');
  });

  it('reads IEEE revisions, adoptions and drafts as one work', () => {
    expect(work('IEEE', 'IEEE Std 802.3-2005')).toBe('IEEE 802.3');
    expect(work('IEEE', 'ANSI/IEEE Std 142-1982')).toBe('IEEE 142');
    expect(work('IEEE', 'IEEE P1863/D-3.3-2024-01')).toBe('IEEE 1863');
    expect(work('IEEE', 'IEEE Unapproved Std PC62.11a/D-9D-2007-03')).toBe('IEEE C62.11a');
    expect(work('IEEE', 'IEEE 802.3-')).toBe('IEEE 802.3');
    expect(work('IEEE', 'IEEE 802.3-2015/Cor 1-2017')).toBe('IEEE 802.3-2015/Cor 1');
    expect(work('IEEE', 'IEEE Std 828-2005 Redline')).toBe('IEEE 828 Redline');
  });

  it('knows the numbering of ETSI, ITU, CCSDS, W3C, OGC, CIE, OIML and Ecma', () => {
    expect(numberPartsOf('ETSI', 'ETSI TS 128 622 V13.3.0 (2023-04)', {})).toMatchObject({ workNumber: 'ETSI TS 128 622', version: 'V13.3.0' });
    expect(numberPartsOf('ETSI', 'ETSI ETS 300 805-2 ed.1 (1998-02)', {})).toMatchObject({ workNumber: 'ETSI ETS 300 805-2', edition: '1' });
    expect(work('ITU', 'ITU-T X.509 (10/2012)')).toBe('ITU-T X.509');
    expect(work('ITU', 'ITU-T Q.1902.3 (2001) Amd. 1 (12/2002)')).toBe('ITU-T Q.1902.3 (2001) Amd. 1');
    expect(numberPartsOf('ITU', 'ITU-R SM.1392-2', {})).toMatchObject({ workNumber: 'ITU-R SM.1392', version: '2' });
    expect(numberPartsOf('CCSDS', 'CCSDS 401.0-B-22-S', {})).toMatchObject({ workNumber: 'CCSDS 401.0-B', edition: '22', silver: true });
    expect(work('W3C', 'W3C REC-xmlschema11-1-20120405', { editionOf: 'W3C xmlschema11-1' })).toBe('W3C xmlschema11-1');
    expect(work('W3C', 'W3C WD-server-timing-20180926')).toBe('W3C server-timing');
    expect(numberPartsOf('OGC', '12-080r2', {})).toMatchObject({ number: 'OGC 12-080r2', workNumber: 'OGC 12-080' });
    expect(work('CIE', 'CIE 015:2018')).toBe('CIE 15');
    expect(work('OIML', 'OIML R 76-1:1988 (E)')).toBe('OIML R 76-1');
    expect(numberPartsOf('ECMA', 'ECMA-262', { edition: '15' })).toEqual({ number: 'ECMA-262 (15th edition)', workNumber: 'ECMA-262' });
  });
});

describe('amendedNumber', () => {
  it('names the edition an amendment amends', () => {
    expect(amendedNumber('ISO', 'ISO 9001:2015/Amd 1:2024')).toEqual({ target: 'ISO 9001:2015', kind: 'amendment' });
    expect(amendedNumber('ITU', 'ITU-T X.509 (2019) Cor. 2 (10/2023)')).toEqual({ target: 'ITU-T X.509', kind: 'corrigendum' });
    expect(amendedNumber('ISO', 'ISO 9001:2015')).toBeUndefined();
  });
});
