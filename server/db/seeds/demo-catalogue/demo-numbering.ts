import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';

/** What an edition contributes to its published number. */
export type EditionStamp = {
  year: number;
  month: number;
  day: number;
  /** Edition ordinal (ISO '5', Ecma '15', CCSDS issue '4'). */
  edition?: string;
  /** ETSI 'V2.2.2', ITU-R revision '4', OGC revision 'r19'. */
  version?: string;
  /** W3C maturity level ('WD', 'CR', 'REC'...), or the stage text a draft shows. */
  stage?: string;
};

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDate(stamp: { year: number; month: number; day: number }): string {
  return `${stamp.year}-${pad2(stamp.month)}-${pad2(stamp.day)}`;
}

export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`;
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** 'second' for 2, as ISO forewords spell editions. */
export function ordinalWord(value: number): string {
  return ORDINAL_WORDS[value - 1] ?? ordinal(value);
}

/**
 * The number an edition is published under, from the number its editions share:
 * 'ISO 9001' + 2015 → 'ISO 9001:2015', 'ETSI EN 300 328' + V2.2.2 → 'ETSI EN 300 328 V2.2.2 (2019-07)'.
 */
export function editionNumber(publisher: PublisherCode, workNumber: string, stamp: EditionStamp): string {
  switch (publisher) {
    case 'ISO':
    case 'IEC':
    case 'OIML':
    case 'JIS':
      return `${workNumber}:${stamp.year}`;
    case 'CIE':
      // CIE switched from 'CIE 117-1995' to 'CIE 015:2018' around 2000.
      return stamp.year < 2000 ? `${workNumber}-${stamp.year}` : `${workNumber}:${stamp.year}`;
    case 'IEEE':
      return `${workNumber}-${stamp.year}`;
    case 'ETSI':
      return `${workNumber} ${stamp.version ?? 'V1.1.1'} (${stamp.year}-${pad2(stamp.month)})`;
    case 'ITU':
      return `${workNumber}${stamp.version ? `-${stamp.version}` : ''} (${pad2(stamp.month)}/${stamp.year})`;
    case 'W3C': {
      const shortname = workNumber.replace(/^W3C /, '');
      return `W3C ${stamp.stage ?? 'REC'}-${shortname}-${stamp.year}${pad2(stamp.month)}${pad2(stamp.day)}`;
    }
    case 'ECMA':
      return `${workNumber} ${ordinal(Number(stamp.edition ?? '1'))} edition`;
    case 'OGC':
      return `${workNumber}${stamp.version ?? ''}`;
    case 'CCSDS':
      return `${workNumber}-${stamp.edition ?? '1'}`;
    case 'IETF':
      return workNumber;
  }
}

/** Japanese full-width digits for part numbers ('第１部'). */
export function fullWidthDigits(value: number): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
}
