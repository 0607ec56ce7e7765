import { z } from 'zod';

/** One judged search of `bench/support/relevance-set.json`. */
export const RelevanceEntry = z.strictObject({
  query: z.string().min(1),
  language: z.enum(['en', 'fr', 'de']),
  /** Base numbers of the documents an engineer expects in the first 3 (one of them is enough). */
  expect: z.array(z.string().min(1)).min(1),
  publisher: z.string().min(1),
  note: z.string(),
});
export type RelevanceEntry = z.infer<typeof RelevanceEntry>;
export const RelevanceSet = z.array(RelevanceEntry);

/**
 * Whether a result's number is an edition of the expected base number: "ISO 9001:2015" of
 * "ISO 9001", "ETSI EN 300 328 V2.2.2 (2019-07)" of "ETSI EN 300 328", "IEEE 802.3-2022" of
 * "IEEE 802.3", "OGC 12-128r19" of "OGC 12-128"; never a part ("ISO 26262-1" of "ISO 26262"),
 * an amendment ("ISO 9001:2015/Amd 1:2024") or another number that starts the same way.
 */
export function isExpectedDocument(name: string, base: string): boolean {
  if (name === base) return true;
  // W3C dates its published documents: "W3C REC-WCAG22-20241212" of "W3C WCAG22".
  if (base.startsWith('W3C ') && new RegExp(`^W3C [A-Z]+-${escapeRegExp(base.slice(4))}-\\d{8}$`).test(name)) return true;
  if (!name.startsWith(base)) return false;
  const rest = name.slice(base.length);
  if (/\/(Amd|Cor|AMD|COR|Add|Suppl)/.test(rest)) return false;
  // ITU-R revisions (BT.709-6) and CCSDS issues (131.0-B-4, a silver copy -S) are editions of the base number.
  if (base.startsWith('ITU-R ') && /^-\d+( \(.*\))?$/.test(rest)) return true;
  if (base.startsWith('CCSDS ') && /^-\d+(-S)?$/.test(rest)) return true;
  // IEC consolidated versions: the base with its amendments, "IEC 60529:1989+AMD1:1999+AMD2:2013 CSV".
  return /^(:\d{4}(-\d{2})?(\+(AMD|COR)\d+:\d{4})*( CSV| RLV| CMV)?|-\d{4}|r\d+| \(.*\)| V\d[\d.]*( \(.*\))?| Ed\.? ?\d.*|\/\d{4}| \d{4})$/.test(rest);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
