import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchRecord, SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/**
 * A search keeps each organisation's collections, watches and unlocks in memory and confirms them
 * with the count the database's triggers keep: whatever a colleague, another instance or the
 * database itself wrote must show on the very next search, and a page whose records are known
 * must need no statement besides the one confirming the session.
 */
let t: TestApp;
let database: DatabaseHandle;
/** The prepared statements' names the app ran, in order. */
const statements: string[] = [];
let ids: Map<string, number>;
let member: TestSession;
let admin: TestSession;
let organisation: { id: number; memberId: number; adminId: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const recording: ExecuteSql = (text, values, options) => {
    if (options?.prepare) statements.push(options.prepare);
    return database.executeSql(text, values, options);
  };
  t = await createTestApp({}, { database: { ...database, executeSql: recording } });
  ids = await importCatalogue(database, [
    standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] }),
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('JIS Q 9001:2015', { publisher: 'JIS', titles: [{ language: 'en', full: 'Quality management systems — Requirements (JIS)' }] }),
  ]);
});

beforeEach(async () => {
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(database, 'international')] });
  organisation = { id: acme.organisation.id, memberId: acme.member.id, adminId: acme.admin.id };
  member = await signIn(t.app, acme.member.email);
  admin = await signIn(t.app, acme.admin.email);
  // The first searches resolve the session and read the records and the organisation's state.
  await results();
  await results();
});

afterAll(async () => {
  await t.close();
  await database.close();
});

async function results(fields: Record<string, string> = { query_2: 'quality' }, session = member): Promise<SearchResults> {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

async function recordOf(number: string, session = member): Promise<SearchRecord> {
  const found = (await results({ query_1: `#DOCID:${docId(number)}`, filterby: 'all' }, session)).records.find((record) => record.name === number);
  if (!found) throw new Error(`${number} not on the page`);
  return found;
}

const docId = (number: string) => ids.get(number) ?? 0;

/** A collection of the organisation, written as another instance would: straight into the database. */
async function collection(kind: 'company' | 'personal', name: string, ownerUserId: number | null): Promise<number> {
  const { rows } = await database.executeSql(`insert into collections (organisation_id, owner_user_id, kind, name) values ($1, $2, $3, $4) returning id`, [
    organisation.id,
    ownerUserId,
    kind,
    name,
  ]);
  return Number(rows[0]?.id);
}

describe("the organisation's state, kept in memory and confirmed", () => {
  it('answers a page whose records are known with the confirming statement alone', async () => {
    statements.length = 0;
    await results();
    expect(statements).toEqual(['search_confirmation']);
  });

  it('shows at once a document a colleague put in a company collection, its notes and tags, and its removal', async () => {
    const handbook = await collection('company', 'Quality handbook', null);
    await database.executeSql(`insert into collection_documents (collection_id, document_id, notes, tags) values ($1, $2, 'Audit 2026', '{audit}')`, [handbook, docId('ISO 9001:2015')]);
    let record = await recordOf('ISO 9001:2015');
    expect(record.collection).toBe('Y');
    expect(record.collections).toEqual([{ id: handbook, name: 'Quality handbook', kind: 'company', notes: 'Audit 2026', tags: ['audit'] }]);

    await database.executeSql(`update collection_documents set notes = 'Audit 2027', tags = '{audit,iso}' where collection_id = $1`, [handbook]);
    record = await recordOf('ISO 9001:2015');
    expect(record.collections[0]).toMatchObject({ notes: 'Audit 2027', tags: ['audit', 'iso'] });

    await database.executeSql(`update collections set name = 'QMS handbook' where id = $1`, [handbook]);
    expect((await recordOf('ISO 9001:2015')).collections[0]?.name).toBe('QMS handbook');

    await database.executeSql(`delete from collection_documents where collection_id = $1`, [handbook]);
    record = await recordOf('ISO 9001:2015');
    expect(record.collection).toBe('N');
    expect(record.collections).toEqual([]);
  });

  it("lists a document's collections company first, then by name, and never a colleague's personal one", async () => {
    const zeta = await collection('company', 'Zeta', null);
    const alpha = await collection('company', 'alpha', null);
    const theirs = await collection('personal', 'Admin drafts', organisation.adminId);
    for (const id of [zeta, alpha, theirs]) {
      await database.executeSql(`insert into collection_documents (collection_id, document_id) values ($1, $2)`, [id, docId('ISO 9000:2015')]);
    }
    const { rows } = await database.executeSql(`select id from collections where owner_user_id = $1 and kind = 'personal'`, [organisation.memberId]);
    const mine = Number(rows[0]?.id);
    await database.executeSql(`insert into collection_documents (collection_id, document_id) values ($1, $2)`, [mine, docId('ISO 9000:2015')]);
    const record = await recordOf('ISO 9000:2015');
    expect(record.collections.map((entry) => entry.id)).toEqual([alpha, zeta, mine]);
    expect(record.myDoc).toBe('Y');
  });

  it("shows at once the member's own watch and a colleague's, and their end", async () => {
    const watch = (userId: number) =>
      database.executeSql(`insert into watches (user_id, organisation_id, document_id) values ($1, $2, $3)`, [userId, organisation.id, docId('ISO 9001:2015')]);
    await recordOf('ISO 9001:2015', admin);
    await watch(organisation.memberId);
    let record = await recordOf('ISO 9001:2015');
    expect(record.watch).toBe(1);
    expect(record.actions).toMatchObject({ watchItem: false, unWatchItem: true });
    // The admin sees the organisation's watchers and may end them all.
    record = await recordOf('ISO 9001:2015', admin);
    expect(record.watch).toBe(0);
    expect(record.actions).toMatchObject({ watchItem: true, unWatchItemGlobal: true });

    await database.executeSql(`delete from watches where organisation_id = $1`, [organisation.id]);
    expect((await recordOf('ISO 9001:2015')).actions).toMatchObject({ watchItem: true, unWatchItem: false });
    expect((await recordOf('ISO 9001:2015', admin)).actions).toMatchObject({ unWatchItemGlobal: false });
  });

  it('shows at once a document a request unlocked for the organisation as readable', async () => {
    expect((await recordOf('JIS Q 9001:2015')).entitled).toBe(false);
    await database.executeSql(`insert into document_unlocks (organisation_id, document_id) values ($1, $2)`, [organisation.id, docId('JIS Q 9001:2015')]);
    expect((await recordOf('JIS Q 9001:2015')).entitled).toBe(true);
  });

  it('reads the state again once per change, and not for another organisation', async () => {
    const handbook = await collection('company', 'Handbook', null);
    await results();
    statements.length = 0;
    await results();
    await results();
    expect(statements.filter((name) => name === 'search_organisation_state')).toEqual([]);

    const other = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(database, 'international')] });
    await database.executeSql(`insert into watches (user_id, organisation_id, document_id) values ($1, $2, $3)`, [other.member.id, other.organisation.id, docId('ISO 9001:2015')]);
    await results();
    expect(statements.filter((name) => name === 'search_organisation_state')).toEqual([]);

    await database.executeSql(`insert into collection_documents (collection_id, document_id) values ($1, $2)`, [handbook, docId('ISO 9000:2015')]);
    statements.length = 0;
    await results();
    await results();
    expect(statements.filter((name) => name === 'search_organisation_state')).toEqual(['search_organisation_state']);
  });
});
