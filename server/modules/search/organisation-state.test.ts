import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createOrganisationStateCache } from './organisation-state.ts';
import { ORGANISATION_STATE_VERSION_SQL } from './organisation-state.repo.ts';

let database: DatabaseHandle;
let documentIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const ids = await importCatalogue(database, ['ISO 1:2000', 'ISO 2:2000', 'ISO 3:2000'].map((number) => standardRecord(number)));
  documentIds = [...ids.values()];
});

afterAll(async () => {
  await database.close();
});

const versionOf = async (organisationId: number) =>
  Number((await database.executeSql(`select ${ORGANISATION_STATE_VERSION_SQL} as version`, [organisationId])).rows[0]?.version);

async function organisationWithCollection() {
  const acme = await createOrganisationWithUsers(database.db, { datasetIds: [await datasetId(database, 'international')] });
  const { rows } = await database.executeSql(`insert into collections (organisation_id, kind, name) values ($1, 'company', 'Shared') returning id`, [acme.organisation.id]);
  return { ...acme, collectionId: Number(rows[0]?.id) };
}

describe("the organisation state's version", () => {
  it('counts every write to collections, their documents, watches and unlocks, for their organisation only', async () => {
    const acme = await organisationWithCollection();
    const other = await organisationWithCollection();
    const [first = 0, second = 0] = documentIds;
    const writes = [
      [`insert into collection_documents (collection_id, document_id) values ($1, $2)`, [acme.collectionId, first]],
      [`update collection_documents set notes = 'n' where collection_id = $1`, [acme.collectionId]],
      [`delete from collection_documents where collection_id = $1`, [acme.collectionId]],
      [`update collections set name = 'Renamed' where id = $1`, [acme.collectionId]],
      [`insert into watches (user_id, organisation_id, document_id) values ($1, $2, $3)`, [acme.member.id, acme.organisation.id, second]],
      [`delete from watches where organisation_id = $1`, [acme.organisation.id]],
      [`insert into document_unlocks (organisation_id, document_id) values ($1, $2)`, [acme.organisation.id, first]],
      [`delete from document_unlocks where organisation_id = $1`, [acme.organisation.id]],
      [`delete from collections where id = $1`, [acme.collectionId]],
    ] as const;
    const otherBefore = await versionOf(other.organisation.id);
    for (const [text, values] of writes) {
      const before = await versionOf(acme.organisation.id);
      await database.executeSql(text, [...values]);
      expect(await versionOf(acme.organisation.id), text).toBeGreaterThan(before);
    }
    expect(await versionOf(other.organisation.id)).toBe(otherBefore);
  });

  it('counts a statement once, however many rows it writes', async () => {
    const acme = await organisationWithCollection();
    const before = await versionOf(acme.organisation.id);
    await database.executeSql(`insert into collection_documents (collection_id, document_id) select $1, unnest($2::int[])`, [acme.collectionId, documentIds]);
    expect(await versionOf(acme.organisation.id)).toBe(before + 1);
    await database.executeSql(`update collection_documents set tags = '{a}' where collection_id = $1 and document_id = any($2::int[])`, [acme.collectionId, documentIds]);
    expect(await versionOf(acme.organisation.id)).toBe(before + 2);
    await database.executeSql(`update collection_documents set tags = '{b}' where collection_id = -1`);
    expect(await versionOf(acme.organisation.id)).toBe(before + 2);
  });
});

describe('the organisation state cache', () => {
  it('reads an organisation whole once per version, and one too large to keep only when its recheck is due', async () => {
    const acme = await organisationWithCollection();
    const reads: string[] = [];
    const sql: ExecuteSql = (text, values, options) => {
      if (options?.prepare === 'search_organisation_state') reads.push(text);
      return database.executeSql(text, values, options);
    };
    let clock = 0;
    const cache = createOrganisationStateCache({ rowsPerOrganisation: 2, now: () => clock });
    const caller = { organisationId: acme.organisation.id, userId: acme.member.id };
    const [first = 0, second = 0, third = 0] = documentIds;

    await database.executeSql(`insert into collection_documents (collection_id, document_id) values ($1, $2), ($1, $3)`, [acme.collectionId, first, second]);
    let states = await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds);
    expect(states?.get(first)?.memberships.map((membership) => membership.name)).toEqual(['Shared']);
    expect(states?.get(third)).toEqual({ unlocked: false, memberships: [], watch: null });
    await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds);
    expect(reads).toHaveLength(1);

    await database.executeSql(`insert into collection_documents (collection_id, document_id) values ($1, $2)`, [acme.collectionId, third]);
    states = await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds);
    expect(states).toBeUndefined();
    expect(reads).toHaveLength(2);

    // Too large: its pages read their own state, and it is not read whole again, unchanged or changed...
    expect(await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds)).toBeUndefined();
    expect(reads).toHaveLength(2);
    // ...until the recheck is due, when it is read again even unchanged.
    clock += 11 * 60_000;
    expect(await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds)).toBeUndefined();
    expect(reads).toHaveLength(3);
    await database.executeSql(`update collection_documents set notes = 'n' where collection_id = $1 and document_id = $2`, [acme.collectionId, third]);
    expect(await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds)).toBeUndefined();
    expect(reads).toHaveLength(3);
    await database.executeSql(`delete from collection_documents where collection_id = $1 and document_id = $2`, [acme.collectionId, third]);
    clock += 11 * 60_000;
    states = await cache.callerStates(sql, caller, await versionOf(acme.organisation.id), documentIds);
    expect(states?.get(second)?.memberships).toHaveLength(1);
    expect(reads).toHaveLength(4);
  });
});

describe('searches that find the state out of date at once', () => {
  it('wait for one read of it, and read again when theirs was confirmed after that read began', async () => {
    const acme = await organisationWithCollection();
    let reads = 0;
    const sql: ExecuteSql = (text, values, options) => {
      if (options?.prepare === 'search_organisation_state') reads++;
      return database.executeSql(text, values, options);
    };
    const cache = createOrganisationStateCache();
    const caller = { organisationId: acme.organisation.id, userId: acme.member.id };
    const version = await versionOf(acme.organisation.id);
    const first = cache.callerStates(sql, caller, version, documentIds);
    const second = cache.callerStates(sql, caller, version, documentIds);
    // Confirmed at a version the read under way may not have seen: it needs a read of its own.
    const newer = cache.callerStates(sql, caller, version + 1, documentIds);
    await Promise.all([first, second, newer]);
    expect(reads).toBe(2);
  });
});
