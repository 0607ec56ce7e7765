/** A CELEX number as EUR-Lex writes it: sector, year, document letter(s), number, and an optional `(01)`-style suffix. */
const CELEX = /^[0-9][0-9]{4}[A-Z]{1,2}[0-9]{4}(\([0-9]{1,2}\))?$/;
const LETTER_OF_FAMILY = ['R', 'L', 'D'] as const;

function fullYear(text: string): number | null {
  const value = Number(text);
  if (text.length === 2) return value >= 50 ? 1900 + value : 2000 + value;
  return text.length === 4 && value >= 1950 && value <= 2099 ? value : null;
}

/**
 * The CELEX numbers an identifier as people write it can stand for: a CELEX number itself, or
 * "2006/42/EC", "Regulation (EU) No 305/2011", "2017/745", "93/42/EEC" (year and number in either
 * order: a plausible year is the year; a regulation, directive or decision alike). Null when it
 * is none of these (the search then matches identifiers starting with it).
 */
export function celexCandidates(input: string): string[] | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (CELEX.test(compact)) return [compact];
  const match = /^(?:[A-Z]+)?(?:\((?:EU|EC|EEC|EURATOM|CE|UE)\))?(?:NO\.?)?([0-9]{1,4})\/([0-9]{1,4})(?:\/(?:EC|EU|EEC|EURATOM|CE|UE|CEE))?$/.exec(compact);
  if (!match) return null;
  const [first = '', second = ''] = [match[1], match[2]];
  const readings: { year: number; number: number }[] = [];
  const firstYear = fullYear(first);
  const secondYear = fullYear(second);
  // "2006/42/EC" and "2017/745": year first; "305/2011" and "1025/2012": number first.
  if (firstYear !== null && (first.length === 4 || secondYear === null)) readings.push({ year: firstYear, number: Number(second) });
  if (secondYear !== null && (second.length === 4 || firstYear === null)) readings.push({ year: secondYear, number: Number(first) });
  // "93/42/EEC": two short parts are an older directive's year and number.
  if (readings.length === 0 && firstYear !== null) readings.push({ year: firstYear, number: Number(second) });
  const candidates = readings
    .filter((reading) => reading.number > 0 && reading.number < 10_000)
    .flatMap((reading) => LETTER_OF_FAMILY.map((letter) => `3${reading.year}${letter}${String(reading.number).padStart(4, '0')}`));
  return candidates.length > 0 ? [...new Set(candidates)] : null;
}
