import { describe, expect, it } from 'vitest';
import { documentStanding, isAddition, partNumber } from './document-standing.ts';

const standard = { publisherCode: 'ISO', number: 'ISO 9001:2015', docType: 'standard', cited: 0, versionCount: 1 };

describe("a document's standing", () => {
  it('reads the part a number names, where its publisher numbers parts after a hyphen', () => {
    expect(partNumber('ISO', 'ISO 26262-1:2018')).toBe(1);
    expect(partNumber('IEC', 'IEC 61000-4-2:2008')).toBe(4);
    expect(partNumber('ETSI', 'ETSI EN 301 489-17 V3.2.4 (2020-09)')).toBe(17);
    expect(partNumber('ISO', 'ISO 9001:2015')).toBe(0);
    expect(partNumber('ECMA', 'ECMA-262 (16th edition)')).toBe(0);
    expect(partNumber('OGC', 'OGC 12-128r19')).toBe(0);
  });

  it('puts a base document before its parts, part 1 first, and well before an amendment', () => {
    const base = documentStanding(standard);
    const part1 = documentStanding({ ...standard, number: 'ISO 9001-1:2015' });
    const part5 = documentStanding({ ...standard, number: 'ISO 9001-5:2015' });
    const amendment = documentStanding({ ...standard, number: 'ISO 9001:2015/Amd 1:2024', docType: 'amendment' });
    expect(base).toBeGreaterThan(part1);
    expect(part1).toBeGreaterThan(part5);
    expect(part5).toBeGreaterThan(amendment);
    expect(documentStanding({ ...standard, publisherCode: 'IEC', number: 'IEC 61215-1:2021' })).toBeGreaterThan(
      documentStanding({ ...standard, publisherCode: 'IEC', number: 'IEC 61215-1-3:2021' }),
    );
  });

  it('puts specifications and reports, and redline copies, after the standard', () => {
    const base = documentStanding(standard);
    expect(documentStanding({ ...standard, docType: 'technical-specification' })).toBeLessThan(base);
    expect(documentStanding({ ...standard, docType: 'technical-report' })).toBeLessThan(documentStanding({ ...standard, docType: 'technical-specification' }));
    expect(documentStanding({ ...standard, number: 'IEC 61215-1:2021 RLV' })).toBeLessThan(base);
    expect(isAddition({ number: 'CCSDS 133.0-B-1-S Cor. 1', docType: 'standard' })).toBe(true);
  });

  it('raises a document others cite or that went through editions, within 0 to 255', () => {
    expect(documentStanding({ ...standard, cited: 12, versionCount: 5 })).toBeGreaterThan(documentStanding({ ...standard, cited: 1 }));
    expect(documentStanding({ ...standard, cited: 1 })).toBeGreaterThan(documentStanding(standard));
    expect(documentStanding({ ...standard, cited: 1_000_000 })).toBe(250);
    expect(documentStanding({ ...standard, number: 'ISO 9001-30/Amd 2', docType: 'amendment' })).toBeGreaterThanOrEqual(0);
  });
});
