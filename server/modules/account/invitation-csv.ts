import { Invitee, MEMBER_INVITATIONS_MAX_ROWS } from '../../../common/account/member-invitations.contract.ts';
import type { UserRole } from '../../../common/domain/roles.ts';

/**
 * An admin's CSV of people to invite, read on the server (the browser only passes the text on):
 * "name,email,role" lines, comma or semicolon separated, fields optionally quoted (a quoted field
 * may hold the separator, doubled quotes and line breaks), an optional header line (one naming an
 * email column, which may also order the columns), blank lines skipped, a byte order mark dropped.
 * The role may be left out (member) and is read case-insensitively.
 */

/** One invitee of the file, with the file's line number (1-based) it starts on. */
export type CsvInvitee = Invitee & { line: number };

/** What is wrong with one line: its key under memberInvitations.errors, and the key's values. */
export type CsvProblem = { line: number; field: 'name' | 'email' | 'role' | 'line'; reason: 'csvQuote' | 'csvColumns' | 'name' | 'email' | 'role'; values: Record<string, string> };

export type CsvReading = { kind: 'lines'; invitees: CsvInvitee[]; problems: CsvProblem[] } | { kind: 'tooMany'; count: number } | { kind: 'empty' };

type CsvRecord = { line: number; fields: string[]; unterminated: boolean };

const ROLES: Record<string, UserRole> = { admin: 'admin', poweruser: 'powerUser', member: 'member' };

/** Splits the text into records, quotes honoured; each record keeps the line it starts on. */
function recordsOf(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let start = 1;
  const endField = () => {
    fields.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRecord = (unterminated: boolean) => {
    endField();
    records.push({ line: start, fields, unterminated });
    fields = [];
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRecord(false);
      line += 1;
      start = line;
    } else if (!wasQuoted) field += char;
  }
  if (quoted || field !== '' || fields.length > 0) endRecord(quoted);
  return records;
}

/** Semicolons when the first line has more of them than commas (outside quotes), else commas. */
function separatorOf(text: string): string {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = first.replace(/"(?:[^"]|"")*"/g, '');
  const count = (char: string) => unquoted.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The columns' places: from a header line naming them, else name, email, role in that order. */
function columnsOf(header: string[] | undefined): { name: number; email: number; role: number } {
  const fallback = { name: 0, email: 1, role: 2 };
  if (!header) return fallback;
  const names = header.map((cell) => cell.toLowerCase());
  const email = names.findIndex((cell) => /e-?mail/.test(cell));
  const name = names.findIndex((cell) => cell.includes('name') && !/e-?mail/.test(cell));
  const role = names.findIndex((cell) => cell.includes('role'));
  if (email < 0 || name < 0) return fallback;
  return { name, email, role };
}

export function readInvitationCsv(text: string): CsvReading {
  const body = text.replace(/^\uFEFF/, '');
  const records = recordsOf(body, separatorOf(body)).filter((record) => record.fields.some((field) => field.trim() !== ''));
  const [first] = records;
  const hasHeader = first !== undefined && !first.unterminated && first.fields.some((field) => /e-?mail/i.test(field));
  const lines = hasHeader ? records.slice(1) : records;
  if (lines.length === 0) return { kind: 'empty' };
  if (lines.length > MEMBER_INVITATIONS_MAX_ROWS) return { kind: 'tooMany', count: lines.length };
  const columns = columnsOf(hasHeader ? first.fields : undefined);
  const used = new Set([columns.name, columns.email, columns.role]);
  const invitees: CsvInvitee[] = [];
  const problems: CsvProblem[] = [];
  for (const record of lines) {
    const { line, fields } = record;
    if (record.unterminated) {
      problems.push({ line, field: 'line', reason: 'csvQuote', values: { line: String(line) } });
      continue;
    }
    const extra = fields.some((field, index) => !used.has(index) && field.trim() !== '');
    if (fields.length < 2 || extra) {
      problems.push({ line, field: 'line', reason: 'csvColumns', values: { line: String(line) } });
      continue;
    }
    const cell = (index: number) => (index < 0 ? '' : (fields[index] ?? '').trim());
    const before = problems.length;
    const name = Invitee.shape.name.safeParse(cell(columns.name));
    if (!name.success) problems.push({ line, field: 'name', reason: 'name', values: { line: String(line) } });
    const email = Invitee.shape.email.safeParse(cell(columns.email));
    if (!email.success) problems.push({ line, field: 'email', reason: 'email', values: { line: String(line), email: cell(columns.email) } });
    const roleText = cell(columns.role);
    const role = roleText === '' ? 'member' : ROLES[roleText.toLowerCase()];
    if (!role) problems.push({ line, field: 'role', reason: 'role', values: { line: String(line), role: roleText } });
    if (problems.length === before && name.success && email.success && role) invitees.push({ line, name: name.data, email: email.data, role });
  }
  return { kind: 'lines', invitees, problems };
}
