import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multipartBoundary, MultipartFormError, parseMultipartFields } from './multipart-form.ts';

const LIMITS = { fields: 300, fieldBytes: 16_384 };

/** A form's bytes and boundary exactly as fetch (and so a browser's FormData) sends them. */
async function encoded(entries: Array<[string, string]>): Promise<{ body: Buffer; boundary: string }> {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '');
  if (!boundary) throw new Error('no boundary');
  return { body: Buffer.from(await request.arrayBuffer()), boundary };
}

const parse = (text: string, boundary = 'xyz', limits = LIMITS) => parseMultipartFields(Buffer.from(text), boundary, limits);
const part = (headers: string, value: string) => `--xyz\r\n${headers}\r\n\r\n${value}\r\n`;

describe('multipartBoundary', () => {
  it('reads a plain or quoted boundary and nothing else', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----formdata-undici-0123')).toBe('----formdata-undici-0123');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="a b;c"')).toBe('a b;c');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBe('x'.repeat(70));
  });
});

describe('parseMultipartFields', () => {
  it('reads what fetch sends, in order, repeated names included', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((value) => !/[\r\n]/.test(value));
    // A name's CR and LF become CRLF on the way, and a literal "%22" reads as the quote it stands for.
    const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((value) => !/[\r\n%]/.test(value));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, text), { maxLength: 12 }), async (entries) => {
        const { body, boundary } = await encoded(entries);
        expect(parseMultipartFields(body, boundary, LIMITS)).toEqual(entries);
      }),
      { numRuns: 300 },
    );
  });

  it('reads fetch’s escapes of names, and its CRLF line breaks in names and values', async () => {
    const { body, boundary } = await encoded([
      ['say "hi"', 'one\ntwo\rthree\r\nfour'],
      ['two\nlines\\', ''],
      ['中文', 'ISO 9001 — qualité'],
    ]);
    expect(parseMultipartFields(body, boundary, LIMITS)).toEqual([
      ['say "hi"', 'one\r\ntwo\r\nthree\r\nfour'],
      ['two\r\nlines\\', ''],
      ['中文', 'ISO 9001 — qualité'],
    ]);
  });

  it('reads a preamble, transport padding, quoted and extended names, and ignores the epilogue', () => {
    const body = `ignored preamble\r\n--xyz  \r\nContent-Disposition: form-data; name="a%22b\\"\r\n\r\n1\r\n${part('content-disposition: FORM-DATA; name*=UTF-8\'\'%E4%B8%AD', '2')}--xyz--\r\nepilogue --xyz\r\n`;
    expect(parse(body)).toEqual([
      ['a"b\\', '1'],
      ['中', '2'],
    ]);
    expect(parse(`${part('Content-Disposition: form-data; name=plain', 'v')}--xyz--`)).toEqual([['plain', 'v']]);
  });

  it('refuses files, parts that are not named form fields, and bodies that do not close', () => {
    const refusals: Array<[string, RegExp]> = [
      [`${part('Content-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf', '%PDF')}--xyz--`, /Files are not accepted/],
      [`${part('Content-Disposition: form-data; name="f"; filename=""', '')}--xyz--`, /Files are not accepted/],
      [`${part('Content-Disposition: attachment; name="a"', 'v')}--xyz--`, /not a form field/],
      [`${part('Content-Disposition: form-data', 'v')}--xyz--`, /no field name/],
      [`${part('Content-Type: text/plain', 'v')}--xyz--`, /no Content-Disposition/],
      [`--xyz\r\n\r\nv\r\n--xyz--`, /no Content-Disposition/],
      ['--xyz\r\nContent-Disposition: form-data; name="query_1"\r\n\r\nISO', /ends inside a part/],
      ['--xyz\r\nContent-Disposition: form-data; name="query_1"', /ends inside a part/],
      ['--xyz', /malformed/],
      ['--xyzzy\r\n', /malformed/],
      ['', /no parts/],
      ['no delimiter at all', /no parts/],
      [`${part('Content-Disposition: form-data; name*=latin1\'\'%E9', 'v')}--xyz--`, /unsupported encoding/],
      [`${part('Content-Disposition: form-data; name*=utf-8\'\'%E9', 'v')}--xyz--`, /not well encoded/],
    ];
    for (const [body, reason] of refusals) expect(() => parse(body), JSON.stringify(body)).toThrow(reason);
    expect(() => parse('--xyz')).toThrow(MultipartFormError);
  });

  it('holds to the limits on fields and on a field’s bytes', () => {
    const three = `${part('Content-Disposition: form-data; name="a"', '1')}${part('Content-Disposition: form-data; name="b"', '2')}${part('Content-Disposition: form-data; name="c"', '3')}--xyz--`;
    expect(parse(three, 'xyz', { fields: 3, fieldBytes: 10 })).toHaveLength(3);
    expect(() => parse(three, 'xyz', { fields: 2, fieldBytes: 10 })).toThrow(/Too many fields/);
    const long = `${part('Content-Disposition: form-data; name="q"', 'é'.repeat(5))}--xyz--`;
    expect(parse(long, 'xyz', { fields: 3, fieldBytes: 10 })).toEqual([['q', 'ééééé']]);
    expect(() => parse(long, 'xyz', { fields: 3, fieldBytes: 9 })).toThrow(/Field q is too long/);
  });
});
