import { describe, expect, it } from 'vitest';
import { lineUp, referencesIn, requirementLabel, requirementsIn, sentenceAt, sentenceStarts, unitKey, usesCapitalKeywords, valuesIn } from './change-extractors.ts';

describe('requirementsIn', () => {
  it('reads key words with their strength, prohibitions negative, longest phrase first', () => {
    const found = requirementsIn('A client MUST NOT send it, a server SHOULD reply and a proxy MAY drop it; the relay shall log it.');
    expect(found.map((requirement) => [requirement.word, requirement.strength])).toEqual([
      ['MUST NOT', -3],
      ['SHOULD', 2],
      ['MAY', 1],
      ['shall', 3],
    ]);
    expect(found.map(requirementLabel)).toEqual(['MUST NOT', 'SHOULD', 'MAY', 'MUST']);
    expect(found[1]?.context).toBe('server _ reply');
  });

  it('skips key words named in quotes, lower-case adjectives, months and, for capital-keyword documents, lower-case words', () => {
    expect(requirementsIn('The key words "MUST", "SHOULD" and "MAY" are to be interpreted as described in RFC 2119.')).toEqual([]);
    expect(requirementsIn('The required fields and the optional ones are listed; it was published in May 2008.')).toEqual([]);
    expect(requirementsIn('The field is REQUIRED and the rest is OPTIONAL.').map((requirement) => requirement.strength)).toEqual([3, 1]);
    expect(requirementsIn('Comments may appear anywhere, but a sender MUST fold them.', true).map((requirement) => requirement.word)).toEqual(['MUST']);
    expect(usesCapitalKeywords('It MUST. It SHOULD. It is REQUIRED.')).toBe(true);
    expect(usesCapitalKeywords('The supplier shall keep records and should review them.')).toBe(false);
  });
});

describe('referencesIn', () => {
  it('reads documents with their edition, once each, whatever the citation style', () => {
    const found = referencesIn('See [RFC2822] and RFC 5322, ISO 9001:2015, ISO/IEC 27001:2013, IEEE 802.11-2016, ITU-T X.509 and again RFC 5322, and [RFC0822].');
    expect(found.map((reference) => reference.id)).toEqual(['RFC 2822', 'RFC 5322', 'ISO 9001:2015', 'ISO/IEC 27001:2013', 'IEEE 802.11:2016', 'ITU-T X.509', 'RFC 822']);
    expect(found[2]).toEqual({ id: 'ISO 9001:2015', work: 'ISO 9001', edition: '2015' });
    expect(found[0]?.edition).toBeNull();
  });

  it('finds none in plain numbers or words that only start like a publisher', () => {
    expect(referencesIn('Isolation of 9001 items in ENGLISH and RFCs in general.')).toEqual([]);
  });
});

describe('valuesIn', () => {
  it('reads values with their unit and the limit the words before them set', () => {
    expect(valuesIn('Passwords shall contain at least 8 characters.')).toEqual([{ text: '8 characters', value: 8, unit: 'characters', bound: 'lower', context: 'shall contain at least' }]);
    expect(valuesIn('Lines MUST be no more than 998 characters.')[0]).toMatchObject({ value: 998, bound: 'upper' });
    expect(valuesIn('The timeout must not exceed 30 s and retries are limited to 3.').map((value) => [value.value, value.unit, value.bound])).toEqual([
      [30, 's', 'upper'],
      [3, '', 'upper'],
    ]);
    expect(valuesIn('A rate of 1,500.5 kbit/s or 12 % is allowed.').map((value) => [value.value, value.unit])).toEqual([
      [1500.5, 'kbit/s'],
      [12, '%'],
    ]);
    expect(valuesIn('The zone is within the range -9959 through +9959.').map((value) => [value.value, value.bound])).toEqual([
      [-9959, 'none'],
      [9959, 'none'],
    ]);
  });

  it('ignores references, section numbers, list numbers, years, dates and numbers inside names', () => {
    expect(valuesIn('As in RFC 5322 and ISO 9001:2015, see Section 3.6.2, Table 4 and Appendix B.1.')).toEqual([]);
    expect(valuesIn('17. Copyright (C) The IETF Trust (2008), published October 2008 and 2008-10-01.')).toEqual([]);
    expect(valuesIn('Use SHA256, a 0-RTT handshake, uint16 fields and <0..2^16-1> vectors.')).toEqual([]);
  });

  it('compares units in their singular form', () => {
    expect(unitKey('characters')).toBe(unitKey('character'));
    expect(unitKey('s')).toBe('s');
  });
});

describe('lineUp', () => {
  it('pairs equal items and what is left between them by position', () => {
    const pairs = lineUp(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'y', 'z'], (item) => item);
    expect(pairs).toEqual([
      ['a', 'a'],
      ['b', 'x'],
      ['c', 'c'],
      ['d', 'y'],
      [undefined, 'z'],
    ]);
    expect(lineUp([], ['a'], (item: string) => item)).toEqual([[undefined, 'a']]);
  });
});

describe('sentenceStarts', () => {
  it('starts a sentence at each line and after a full stop followed by a capital, not inside numbers or abbreviations', () => {
    const text = 'TLS 1.3 is new. It replaces e.g. TLS 1.2 entirely.  Next one!\nA line\nlast';
    const starts = sentenceStarts(text);
    const sentences = starts.map((start, index) => text.slice(start, starts[index + 1]));
    expect(sentences).toEqual(['TLS 1.3 is new. ', 'It replaces e.g. TLS 1.2 entirely.  ', 'Next one!\n', 'A line\n', 'last']);
    expect(sentenceAt(starts, 0)).toBe(0);
    expect(sentenceAt(starts, text.indexOf('Next'))).toBe(2);
    expect(sentenceAt(starts, text.length)).toBe(4);
  });
});
