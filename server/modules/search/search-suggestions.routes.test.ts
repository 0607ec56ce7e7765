import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { SESSION_COOKIE } from '../../http/session-guard.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * Suggestions answer as the user types, from memory, with one statement that confirms the
 * remembered session and the catalogue's version: whatever changed either elsewhere (another
 * instance, an admin, an import) must show on the very next suggestion.
 */
let t: TestApp;
let database: DatabaseHandle;
/** What the app ran on the primary and on the read source: a prepared statement's name, else its text. */
const statements: string[] = [];
let member: TestSession;
let memberId: number;

const recording =
  (execute: ExecuteSql): ExecuteSql =>
  (text, values, options) => {
    statements.push(options?.prepare ?? text);
    return execute(text, values, options);
  };

beforeAll(async () => {
  database = await createTestDatabase();
  const read = database.read;
  t = await createTestApp(
    {},
    {
      database: {
        ...database,
        executeSql: recording(database.executeSql),
        read: () => {
          const source = read();
          return { ...source, executeSql: recording(source.executeSql) };
        },
      },
    },
  );
  await importCatalogue(database, [
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] }),
    standardRecord('ISO 9002:1994', { titles: [{ language: 'en', full: 'Quality systems — Model for quality assurance in production' }] }),
    standardRecord('IEC 60204-1:2016', { titles: [{ language: 'en', full: 'Safety of machinery — Electrical equipment of machines' }] }),
  ]);
});

beforeEach(async () => {
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(database, 'international')] });
  memberId = acme.member.id;
  member = await signIn(t.app, acme.member.email);
  // The first suggestion resolves the session in full; the instance remembers it for the next.
  expect((await suggest({ type: 'name', term: 'iso 900' })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

function suggest(fields: Record<string, string>, headers = asUser(member)) {
  return t.app.inject({
    method: 'POST',
    url: searchPaths.suggest,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function values(fields: Record<string, string>): Promise<string[]> {
  const response = await suggest(fields);
  expect(response.statusCode, response.body).toBe(200);
  return (envelopeOf<Suggestion[]>(response).data as Suggestion[]).map((suggestion) => suggestion.value);
}

const sessionCookieCleared = (response: Awaited<ReturnType<typeof suggest>>) =>
  response.cookies.some((cookie) => cookie.name === SESSION_COOKIE && cookie.value === '');

describe('a remembered session, confirmed by the suggestion', () => {
  it('refuses a session ended elsewhere: 401, and the cookie goes', async () => {
    await t.database.executeSql(`delete from sessions where user_id = $1`, [memberId]);
    const response = await suggest({ type: 'name', term: 'iso 900' });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.unauthenticated' } });
    expect(sessionCookieCleared(response)).toBe(true);
  });

  it('refuses a user disabled elsewhere', async () => {
    await t.database.executeSql(`update users set disabled = true where id = $1`, [memberId]);
    const response = await suggest({ type: 'title', term: 'quality man' });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieCleared(response)).toBe(true);
  });

  it('still needs the nonce', async () => {
    const response = await suggest({ type: 'name', term: 'iso 900' }, { cookie: member.cookie, 'x-nonce': 'not-the-nonce' });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.badNonce' } });
  });

  it('refuses a bad request with its reason', async () => {
    const response = await suggest({ type: 'colour', term: 'iso' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.invalidRequest' } });
  });
});

describe('what a suggestion reads', () => {
  it('answers a beginning typed before with the confirming statement alone', async () => {
    expect(await values({ type: 'title', term: 'safety of mach' })).toEqual(['Safety of machinery — Electrical equipment of machines']);
    statements.length = 0;
    expect(await values({ type: 'name', term: 'iso 900' })).toEqual(['ISO 9000:2015', 'ISO 9001:2015', 'ISO 9002:1994']);
    expect(await values({ type: 'title', term: 'safety of mach' })).toEqual(['Safety of machinery — Electrical equipment of machines']);
    expect(statements).toEqual(['suggest_confirmation', 'suggest_confirmation']);
  });

  it('reads the corrections of a typo once for a catalogue version', async () => {
    expect(await values({ type: 'title', term: 'machinry saf' })).toEqual(['Safety of machinery — Electrical equipment of machines']);
    statements.length = 0;
    expect(await values({ type: 'title', term: 'machinry saf' })).toEqual(['Safety of machinery — Electrical equipment of machines']);
    expect(statements).toEqual(['suggest_confirmation']);
  });

  it('shows an import on the very next suggestion', async () => {
    expect(await values({ type: 'name', term: 'iso 900' })).toEqual(['ISO 9000:2015', 'ISO 9001:2015', 'ISO 9002:1994']);
    await importCatalogue(database, [
      standardRecord('ISO 9004:2018', { titles: [{ language: 'en', full: 'Quality management — Quality of an organization' }] }),
    ]);
    expect(await values({ type: 'name', term: 'iso 900' })).toEqual(['ISO 9000:2015', 'ISO 9001:2015', 'ISO 9002:1994', 'ISO 9004:2018']);
    expect(await values({ type: 'title', term: 'quality of an org' })).toEqual(['Quality management — Quality of an organization']);
  });
});
