/**
 * The text fields of a multipart/form-data body (RFC 7578) read whole, at once. Forms here carry a
 * few dozen short fields and never a file (the one upload, a company logo, streams through
 * @fastify/multipart); reading them through busboy's streams and an async iterator took about
 * 0.15 ms a search, a tenth of a narrow word's time.
 */

export class MultipartFormError extends Error {}

export type MultipartLimits = { fields: number; fieldBytes: number };

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary a multipart/form-data content type names, or undefined when it names none. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"((?:[^"\\]|\\.){1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

/**
 * A Content-Disposition's parameters, names lower-cased: `name="value"` read as browsers write it
 * (the HTML standard's encoding: no backslash escapes; a quote, CR and LF sent as %22, %0D, %0A),
 * `name=token`, and `name*=utf-8''percent-encoded` (RFC 8187).
 */
function headerParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^\s;]*))/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const name = (match[1] ?? '').toLowerCase();
    if (match[2] !== undefined) {
      parameters.set(name, match[2].replace(/%(0A|0D|22)/gi, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16))));
      continue;
    }
    const raw = match[3] ?? '';
    if (!name.endsWith('*')) {
      parameters.set(name, raw);
      continue;
    }
    const extended = /^utf-8'[^']*'(.*)$/i.exec(raw);
    if (!extended) throw new MultipartFormError(`Parameter ${name} has an unsupported encoding.`);
    try {
      parameters.set(name.slice(0, -1), decodeURIComponent(extended[1] ?? ''));
    } catch {
      throw new MultipartFormError(`Parameter ${name} is not well encoded.`);
    }
  }
  return parameters;
}

/** The field name of one part's header block; files are refused. */
function fieldNameOf(headerBlock: string): string {
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^form-data\s*(;|$)/i.test(value)) throw new MultipartFormError('A part is not a form field.');
    const parameters = headerParameters(value.slice(value.indexOf(';') >= 0 ? value.indexOf(';') : value.length));
    if (parameters.has('filename')) throw new MultipartFormError('Files are not accepted here.');
    const name = parameters.get('name');
    if (name === undefined) throw new MultipartFormError('A part has no field name.');
    return name;
  }
  throw new MultipartFormError('A part has no Content-Disposition.');
}

/**
 * The fields of a complete body in order, as [name, value] with values read as UTF-8. Throws
 * MultipartFormError for a body that does not close, a file, a part without a name, or a
 * field or a count of fields over the limits.
 */
export function parseMultipartFields(body: Buffer, boundary: string, limits: MultipartLimits): Array<[string, string]> {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Array<[string, string]> = [];
  // The first delimiter opens the body or ends a preamble's line.
  let at = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(nextDelimiter);
  if (at < 0) throw new MultipartFormError('The form has no parts.');
  at += at === 0 ? delimiter.length : nextDelimiter.length;
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return fields;
    // Transport padding may follow a delimiter before its line ends.
    while (body[at] === 0x20 || body[at] === 0x09) at++;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new MultipartFormError('The form is malformed.');
    const headersStart = at + 2;
    const headersEnd = body.subarray(headersStart, headersStart + 2).equals(CRLF) ? headersStart : body.indexOf(HEADERS_END, headersStart);
    if (headersEnd < 0) throw new MultipartFormError('The form ends inside a part.');
    const name = fieldNameOf(body.toString('utf8', headersStart, headersEnd));
    const valueStart = headersEnd + (headersEnd === headersStart ? 2 : 4);
    const valueEnd = body.indexOf(nextDelimiter, valueStart);
    if (valueEnd < 0) throw new MultipartFormError('The form ends inside a part.');
    if (fields.length >= limits.fields) throw new MultipartFormError('Too many fields.');
    if (valueEnd - valueStart > limits.fieldBytes) throw new MultipartFormError(`Field ${name} is too long.`);
    fields.push([name, body.toString('utf8', valueStart, valueEnd)]);
    at = valueEnd + nextDelimiter.length;
  }
}
