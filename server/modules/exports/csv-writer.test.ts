import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvChunks, formatCell, formatLine, UTF8_BOM, type CellValue } from './csv-writer.ts';

async function* batchesOf(rows: CellValue[][], size: number) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

async function fileOf(header: string[], rows: CellValue[][], separator: 'csv' | 'tsv', batchSize = 2): Promise<string> {
  let text = '';
  for await (const chunk of csvChunks(header, batchesOf(rows, batchSize), separator)) text += chunk;
  return text;
}

describe('a CSV cell', () => {
  it('is written as is when it needs no quoting', () => {
    expect(formatCell('ISO 9001:2015', 'csv')).toBe('ISO 9001:2015');
    expect(formatCell(42, 'csv')).toBe('42');
  });

  it('is quoted when it holds the separator, a quote, CR or LF, with quotes doubled', () => {
    expect(formatCell('Safety, machinery', 'csv')).toBe('"Safety, machinery"');
    expect(formatCell('The "quality" part', 'csv')).toBe('"The ""quality"" part"');
    expect(formatCell('line one\nline two', 'csv')).toBe('"line one\nline two"');
    expect(formatCell('carriage\rreturn', 'csv')).toBe('"carriage\rreturn"');
  });

  it('in TSV is quoted for a tab, not for a comma', () => {
    expect(formatCell('a\tb', 'tsv')).toBe('"a\tb"');
    expect(formatCell('a, b', 'tsv')).toBe('a, b');
    expect(formatCell('say "hi"', 'tsv')).toBe('"say ""hi"""');
  });

  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tindented', '\rstart'])('starting like a formula (%j) gets a leading apostrophe', (value) => {
    const cell = formatCell(value, 'csv');
    const parsed = parse(cell + '\r\n') as string[][];
    expect(parsed[0]?.[0]).toBe(`'${value}`);
  });

  it('leaves a formula sign inside the text alone', () => {
    expect(formatCell('a=b', 'csv')).toBe('a=b');
    expect(formatCell('ISO 80000-1', 'csv')).toBe('ISO 80000-1');
  });

  it('is empty for a missing value', () => {
    expect(formatCell(null, 'csv')).toBe('');
    expect(formatCell(undefined, 'tsv')).toBe('');
    expect(formatCell('', 'csv')).toBe('');
    expect(formatLine([null, 'x', ''], 'csv')).toBe(',x,\r\n');
  });

  it('keeps any Unicode text', () => {
    expect(formatCell('Systèmes de management — 品質 ✓ 😀', 'csv')).toBe('Systèmes de management — 品質 ✓ 😀');
  });
});

describe('a CSV file', () => {
  const header = ['docId', 'name', 'title', 'summary'];
  const rows: CellValue[][] = [
    [1, 'ISO 9001:2015', 'Quality management systems — Requirements', 'Line one\r\nline two, with "quotes"'],
    [2, 'IEC 60204-1', 'Sécurité des machines', null],
    [3, '=HYPERLINK("x")', 'Системы менеджмента качества', '\ttab first'],
  ];

  it('starts with the BOM and the header, ends every line with CRLF, and parses back to its rows', async () => {
    const text = await fileOf(header, rows, 'csv');
    expect(text.startsWith(`${UTF8_BOM}docId,name,title,summary\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').replaceAll('\r\n', '').includes('\n')).toBe(false);
    const parsed = parse(text, { bom: true }) as string[][];
    expect(parsed).toEqual([
      header,
      ['1', 'ISO 9001:2015', 'Quality management systems — Requirements', 'Line one\r\nline two, with "quotes"'],
      ['2', 'IEC 60204-1', 'Sécurité des machines', ''],
      ['3', `'=HYPERLINK("x")`, 'Системы менеджмента качества', "'\ttab first"],
    ]);
  });

  it('as TSV parses back with a tab delimiter', async () => {
    const text = await fileOf(header, rows, 'tsv', 1);
    expect(text.startsWith(`${UTF8_BOM}docId\tname\ttitle\tsummary\r\n`)).toBe(true);
    const parsed = parse(text, { bom: true, delimiter: '\t' }) as string[][];
    expect(parsed.map((row) => row[0])).toEqual(['docId', '1', '2', '3']);
    expect(parsed[1]?.[3]).toBe('Line one\r\nline two, with "quotes"');
    expect(parsed[3]?.[3]).toBe("'\ttab first");
  });

  it('with no records is the BOM and the header alone', async () => {
    expect(await fileOf(['docId'], [], 'csv')).toBe(`${UTF8_BOM}docId\r\n`);
  });
});
