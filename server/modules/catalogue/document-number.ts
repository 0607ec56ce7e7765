/**
 * Document numbers as users type them: "iso9001", "ISO 9001", "ISO/IEC 27001" and
 * "ISO IEC 27001" must meet. The key lower-cases, drops trademark signs, turns every
 * run of punctuation into one space and splits letters from digits.
 */
export function numberKey(number: string): string {
  return number
    .replace(/[™®©℠]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .replace(/[^a-z0-9\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * A sort key where numbers compare naturally (ISO 2 < ISO 10 < ISO 9001): every digit
 * run is left-padded to 10 digits.
 */
export function numberSortKey(number: string): string {
  return numberKey(number).replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(10, '0'));
}
