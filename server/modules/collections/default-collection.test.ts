import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionPaths, type CollectionList } from '../../../common/collections/collections.contract.ts';
import { LOCALES } from '../../../common/locales.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { ActionResult } from '../../../common/search/search-results.contract.ts';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../../db/database.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisation, createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { DEFAULT_COLLECTION_NAMES } from './collection-names.ts';

let t: TestApp;
let docId: number;

beforeAll(async () => {
  t = await createTestApp();
  docId = (await importCatalogue(t.database, [standardRecord('ISO 9001:2015')])).get('ISO 9001:2015') ?? 0;
});

afterAll(async () => {
  await t.close();
});

async function personalCollections(database: DatabaseHandle, userId: number) {
  const { rows } = await database.executeSql(`select name, name_key from collections where owner_user_id = $1 and kind = 'personal' order by id`, [userId]);
  return rows.map((row) => [row.name, row.name_key]);
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['collections', 'collection_documents', 'user_settings', 'document_views', 'tracking_events']) {
    const { rows } = await t.database.executeSql(`select count(*)::int as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

async function list(session: TestSession): Promise<CollectionList> {
  const response = await t.app.inject({ method: 'GET', url: collectionPaths.list, headers: asUser(session) });
  expect(response.statusCode).toBe(200);
  return envelopeOf<CollectionList>(response).data as CollectionList;
}

describe('the default collection', () => {
  it('exists as soon as the user does, in their language, before any call', async () => {
    const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const french = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr' });
    expect(await personalCollections(t.database, acme.member.id)).toEqual([['My documents', 'myDocuments']]);
    expect(await personalCollections(t.database, french.id)).toEqual([['Mes documents', 'myDocuments']]);
  });

  it('is listed as the active collection by a GET that writes nothing, again and again', async () => {
    const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const session = await signIn(t.app, acme.member.email);
    const before = await rowCounts();
    const first = await list(session);
    expect(first.collections).toEqual([expect.objectContaining({ name: 'My documents', kind: 'personal', active: true })]);
    expect(first.activeCollectionId).toBe(first.collections[0]?.id);
    expect(await list(session)).toEqual(first);
    expect(await rowCounts()).toEqual(before);

    // Row actions add to it without anyone having asked for the list.
    const other = await signIn(t.app, acme.admin.email);
    const added = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToCollection'), headers: asUser(other), payload: formData({ docIds: docId, bulk: 0 }) });
    expect(envelopeOf<ActionResult>(added).data).toMatchObject({ successMsg: '1 document added to My documents.' });
  });

  it('comes back, empty, when the user deletes their last personal collection, and only then', async () => {
    const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const session = await signIn(t.app, acme.member.email);
    const remove = (id: number) => t.app.inject({ method: 'DELETE', url: collectionPaths.one(id), headers: asUser(session) });
    const [mine] = (await list(session)).collections;
    const created = await t.app.inject({ method: 'POST', url: collectionPaths.list, headers: asUser(session), payload: { name: 'Pumps', kind: 'personal' } });
    const pumps = (envelopeOf<{ id: number }>(created).data as { id: number }).id;

    expect((await remove(mine?.id ?? 0)).statusCode).toBe(200);
    expect((await list(session)).collections.map((c) => [c.name, c.active])).toEqual([['Pumps', true]]);
    expect((await remove(pumps)).statusCode).toBe(200);
    const after = await list(session);
    expect(after.collections).toEqual([expect.objectContaining({ name: 'My documents', kind: 'personal', documentCount: 0, active: true })]);
    expect(after.collections[0]?.id).not.toBe(mine?.id);
  });
});

/** Runs one migration's statements again, on a database put back the way it was before it. */
async function applyMigration(database: DatabaseHandle, tag: string) {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.executeSql(statement);
  }
}

describe('the migrations, on data from before them', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  /** A user as they were created before: no collection made with them. */
  async function userWithoutCollection(organisationId: number, subscriptionId: number, language: string) {
    const { rows } = await database.executeSql(
      `insert into users (organisation_id, subscription_id, name, email, password_hash, language) values ($1, $2, $3, $4, 'x', $5) returning id`,
      [organisationId, subscriptionId, `User ${language}`, `${language}-${Math.random()}@example.test`, language],
    );
    return Number(rows[0]?.id);
  }

  it('0011 gives every user without a personal collection their "My documents", in their language, once', async () => {
    const organisation = await createOrganisation(database.db);
    const subscription = await createSubscription(database.db, { organisationId: organisation.id });
    const byLanguage = new Map<string, number>();
    for (const language of [...LOCALES, 'xx']) byLanguage.set(language, await userWithoutCollection(organisation.id, subscription.id, language));
    const renamed = await userWithoutCollection(organisation.id, subscription.id, 'de');
    await database.executeSql(`insert into collections (organisation_id, kind, owner_user_id, name) values ($1, 'personal', $2, 'Pumpen')`, [organisation.id, renamed]);
    await database.executeSql(`insert into collections (organisation_id, kind, name) values ($1, 'company', 'Plant A')`, [organisation.id]);

    await applyMigration(database, '0011_default_collections');
    await applyMigration(database, '0011_default_collections');

    for (const language of LOCALES) {
      expect(await personalCollections(database, byLanguage.get(language) ?? 0), language).toEqual([[DEFAULT_COLLECTION_NAMES[language], 'myDocuments']]);
    }
    expect(await personalCollections(database, byLanguage.get('xx') ?? 0)).toEqual([['My documents', 'myDocuments']]);
    expect(await personalCollections(database, renamed)).toEqual([['Pumpen', null]]);
  });

  it('0010 drops tracking events naming a missing or foreign collection, then holds the foreign key', async () => {
    const acme = await createOrganisationWithUsers(database.db);
    const globex = await createOrganisationWithUsers(database.db);
    const collectionOf = async (userId: number) => {
      const { rows } = await database.executeSql(`select id from collections where owner_user_id = $1`, [userId]);
      return Number(rows[0]?.id);
    };
    const own = await collectionOf(acme.member.id);
    const foreign = await collectionOf(globex.member.id);
    // The table as it was before: no foreign key on collection_id.
    await database.executeSql(`alter table tracking_events drop constraint tracking_events_collection_id_collections_id_fk`);
    await database.executeSql(`drop index tracking_events_collection_idx`);
    for (const [collectionId, label] of [
      [own, 'own'],
      [null, 'none'],
      [foreign, 'foreign'],
      [987_654, 'missing'],
    ] as const) {
      await database.executeSql(`insert into tracking_events (organisation_id, user_id, kind, collection_id, details) values ($1, $2, 'collectionDocumentOpened', $3, $4)`, [
        acme.organisation.id,
        acme.member.id,
        collectionId,
        JSON.stringify({ label }),
      ]);
    }

    await applyMigration(database, '0010_tracking_collection_fk');

    const { rows } = await database.executeSql(`select details->>'label' as label from tracking_events order by id`);
    expect(rows.map((row) => row.label)).toEqual(['own', 'none']);
    await expect(
      database.executeSql(`insert into tracking_events (organisation_id, kind, collection_id) values ($1, 'collectionDocumentOpened', 987654)`, [acme.organisation.id]),
    ).rejects.toThrow(/foreign key/);
  });
});
