import { describe, expect, it } from 'vitest';
import { MEMBER_INVITATIONS_MAX_ROWS } from '../../../common/account/member-invitations.values.ts';
import { readInvitationCsv, type CsvReading } from './invitation-csv.ts';

function lines(reading: CsvReading) {
  if (reading.kind !== 'lines') throw new Error(`expected lines, read ${reading.kind}`);
  return reading;
}

describe('reading an invitation CSV', () => {
  it('reads name, email and role, with a header, quotes, a BOM and blank lines', () => {
    const reading = lines(readInvitationCsv('\uFEFFName,Email,Role\r\n\r\n"Hopper, Grace",Grace@Acme.example.test,ADMIN\r\nAda,ada@acme.example.test\r\n  \r\n"Say ""Hi""",hi@acme.example.test,poweruser\r\n'));
    expect(reading.problems).toEqual([]);
    expect(reading.invitees).toEqual([
      { line: 3, name: 'Hopper, Grace', email: 'grace@acme.example.test', role: 'admin' },
      { line: 4, name: 'Ada', email: 'ada@acme.example.test', role: 'member' },
      { line: 6, name: 'Say "Hi"', email: 'hi@acme.example.test', role: 'powerUser' },
    ]);
  });

  it('takes semicolons when the first line has them, and the header’s column order', () => {
    const reading = lines(readInvitationCsv('e-mail;role;full name\nada@acme.example.test;member;"Lovelace; Ada"\n'));
    expect(reading.invitees).toEqual([{ line: 2, name: 'Lovelace; Ada', email: 'ada@acme.example.test', role: 'member' }]);
  });

  it('reads a file without a header from its first line, and keeps a quoted line break in its line', () => {
    const reading = lines(readInvitationCsv('"Ada\nLovelace",ada@acme.example.test,member\nGrace,grace@acme.example.test,member'));
    expect(reading.invitees.map((invitee) => [invitee.line, invitee.name])).toEqual([
      [1, 'Ada\nLovelace'],
      [3, 'Grace'],
    ]);
  });

  it('names each bad line and field', () => {
    const reading = lines(readInvitationCsv('name,email,role\n,nobody@acme.example.test,member\nAda,not-an-address,member\nGrace,grace@acme.example.test,owner\njust one field\nA,a@acme.example.test,member,extra\n"open,b@acme.example.test'));
    expect(reading.invitees).toEqual([]);
    expect(reading.problems.map(({ line, field, reason }) => [line, field, reason])).toEqual([
      [2, 'name', 'name'],
      [3, 'email', 'email'],
      [4, 'role', 'role'],
      [5, 'line', 'csvColumns'],
      [6, 'line', 'csvColumns'],
      [7, 'line', 'csvQuote'],
    ]);
    expect(reading.problems[2]?.values).toEqual({ line: '4', role: 'owner' });
  });

  it('counts the lines past the limit, and reads a file of only a header as empty', () => {
    const many = Array.from({ length: MEMBER_INVITATIONS_MAX_ROWS + 1 }, (_, index) => `User ${index},user${index}@acme.example.test`).join('\n');
    expect(readInvitationCsv(many)).toEqual({ kind: 'tooMany', count: MEMBER_INVITATIONS_MAX_ROWS + 1 });
    expect(readInvitationCsv(`name,email\n${many.split('\n').slice(1).join('\n')}`).kind).toBe('lines');
    expect(readInvitationCsv('name,email,role\n\n')).toEqual({ kind: 'empty' });
  });
});
