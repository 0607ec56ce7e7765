import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { CatalogueRecord } from './catalogue-record.ts';
import { DOCUMENT_REFERENCES } from './document-merge.repo.ts';
import { createCatalogueWriter } from './catalogue-writer.service.ts';

let database: DatabaseHandle;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

function iso(number: string, overrides: Partial<CatalogueRecord> = {}): CatalogueRecord {
  const year = Number(/:(\d{4})/.exec(number)?.[1] ?? 2000);
  return {
    source: 'test',
    sourceKey: `test:${number}`,
    publisher: 'ISO',
    number,
    workNumber: number.replace(/:\d{4}$/, ''),
    titles: [{ language: 'en', full: 'Quality management systems — Requirements' }, { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' }],
    abstracts: [{ language: 'en', text: 'Specifies requirements for a quality management system.' }],
    keywords: ['quality'],
    languages: ['en', 'fr'],
    publishedOn: `${year}-09-15`,
    publicationYear: year,
    docType: 'standard',
    icsCodes: ['03.120.10'],
    links: [],
    relations: [],
    raw: null,
    ...overrides,
  };
}

async function importRecords(records: CatalogueRecord[]) {
  const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
  await writer.writeRecords(records);
  return writer.finish();
}

async function query(text: string, values: unknown[] = []) {
  return (await database.executeSql(text, values)).rows;
}

describe('search indexes around a first load', () => {
  const searchIndexes = async () =>
    (await query(`select indexname from pg_indexes where tablename = 'documents' and indexdef ilike '%using gin%' order by indexname`)).map((row) => row.indexname);
  const expected = ['documents_number_key_trgm_idx', 'documents_search_vector_idx', 'documents_title_vector_idx'];

  it('drops them while an empty catalogue fills, and builds them at the end', async () => {
    expect(await searchIndexes()).toEqual(expected);
    const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
    expect(await searchIndexes()).toEqual([]);
    await writer.writeRecords([iso('ISO 9001:2015')]);
    await writer.finish();
    expect(await searchIndexes()).toEqual(expected);
  });

  it('keeps them when the catalogue already holds documents, and a migrate builds any that are missing', async () => {
    await importRecords([iso('ISO 9001:2015')]);
    const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
    expect(await searchIndexes()).toEqual(expected);
    await writer.finish();
    await query(`drop index documents_title_vector_idx`);
    await database.migrate();
    expect(await searchIndexes()).toEqual(expected);
  });
});

describe('catalogue writer', () => {
  it('chains editions into one document, newest current, older superseded', async () => {
    const stats = await importRecords([
      iso('ISO 9001:2008', { statusCode: 'W', edition: '4' }),
      iso('ISO 9001:2015', { statusCode: 'CUR', edition: '5', relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2008' }] }),
      iso('ISO 9001:2000', { statusCode: 'W', edition: '3' }),
    ]);
    expect(stats).toMatchObject({ inserted: 3, documentsCreated: 1 });
    const [document] = await query(`select * from documents`);
    expect(document).toMatchObject({ number: 'ISO 9001:2015', status_code: 'CUR', superseded: 'N', version_count: 3, ics_codes: ['03.120.10'] });
    const versions = await query(`select number, position, status_code from document_versions order by position`);
    expect(versions).toEqual([
      { number: 'ISO 9001:2015', position: 0, status_code: 'CUR' },
      { number: 'ISO 9001:2008', position: 1, status_code: 'S' },
      { number: 'ISO 9001:2000', position: 2, status_code: 'S' },
    ]);
    const relations = await query(`select v.number, r.type::text, r.target_number, r.inferred from document_relations r join document_versions v on v.id = r.version_id order by r.inferred`);
    expect(relations).toEqual([
      { number: 'ISO 9001:2015', type: 'obsoletes', target_number: 'ISO 9001:2008', inferred: false },
      { number: 'ISO 9001:2008', type: 'obsoletedBy', target_number: 'ISO 9001:2015', inferred: true },
    ]);
    const hits = await query(`select count(*)::int as n from documents where search_vector @@ websearch_to_tsquery('french', 'qualité')`);
    expect(hits[0]?.n).toBe(1);
  });

  it('is idempotent: the same import twice changes nothing and records no event', async () => {
    const records = [iso('ISO 9001:2008', { statusCode: 'W' }), iso('ISO 9001:2015', { statusCode: 'CUR' })];
    await importRecords(records);
    const before = await query(`select id, updated_at from documents`);
    const eventsBefore = await query(`select count(*)::int as n from document_events`);
    const stats = await importRecords(records);
    expect(stats).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, documentsCreated: 0, events: {} });
    expect(await query(`select id, updated_at from documents`)).toEqual(before);
    expect(await query(`select count(*)::int as n from document_events`)).toEqual(eventsBefore);
  });

  it('records new editions, withdrawals and amendments of existing documents as events', async () => {
    await importRecords([iso('ISO 9001:2008', { statusCode: 'CUR' }), iso('ISO 14001:2004', { statusCode: 'CUR', workNumber: 'ISO 14001' })]);
    await importRecords([
      iso('ISO 9001:2015', { statusCode: 'CUR' }),
      iso('ISO 14001:2004', { statusCode: 'W', workNumber: 'ISO 14001' }),
      iso('ISO 9001:2015/Amd 1:2024', {
        workNumber: 'ISO 9001:2015/Amd 1',
        docType: 'amendment',
        statusCode: 'CUR',
        relations: [{ type: 'amends', targetNumber: 'ISO 9001:2015' }],
      }),
    ]);
    const events = await query(`select d.work_key, e.kind::text, e.summary from document_events e join documents d on d.id = e.document_id where e.kind <> 'added' or d.work_key like '%amd%' order by e.id`);
    expect(events).toEqual(
      expect.arrayContaining([
        { work_key: 'ISO:iso 9001', kind: 'newEdition', summary: 'New edition: ISO 9001:2015 (replaces ISO 9001:2008)' },
        { work_key: 'ISO:iso 14001', kind: 'withdrawn', summary: 'Withdrawn: ISO 14001:2004 (CUR → W)' },
        { work_key: 'ISO:iso 9001', kind: 'amended', summary: 'Amendment published: ISO 9001:2015/Amd 1:2024' },
        { work_key: 'ISO:iso 9001 2015 amd 1', kind: 'added', summary: expect.stringContaining('ISO 9001:2015/Amd 1:2024') },
      ]),
    );
  });

  it('resolves relations to documents imported later and supersedes the target', async () => {
    await importRecords([iso('ISO 8402:1994', { workNumber: 'ISO 8402', statusCode: 'CUR' })]);
    await importRecords([iso('ISO 9000:2000', { workNumber: 'ISO 9000', statusCode: 'CUR', relations: [{ type: 'obsoletes', targetNumber: 'ISO 8402:1994' }] })]);
    const rows = await query(`select number, status_code, superseded from documents order by number`);
    expect(rows).toEqual([
      { number: 'ISO 8402:1994', status_code: 'S', superseded: 'Y' },
      { number: 'ISO 9000:2000', status_code: 'CUR', superseded: 'N' },
    ]);
    const events = await query(`select kind::text from document_events where kind <> 'added'`);
    expect(events).toEqual([{ kind: 'superseded' }]);
  });

  it('keeps the newest edition current when editions of one chain claim to obsolete each other', async () => {
    // CIE's records list every edition as obsoleting every other one.
    await importRecords([
      iso('ISO 9001:2015', { relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2008' }] }),
      iso('ISO 9001:2008', { relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2015' }] }),
    ]);
    const versions = await query(`select number, status_code from document_versions order by position`);
    expect(versions).toEqual([
      { number: 'ISO 9001:2015', status_code: 'CUR' },
      { number: 'ISO 9001:2008', status_code: 'S' },
    ]);
  });

  it('never lets an older document obsolete a newer one', async () => {
    await importRecords([
      iso('ISO 8402:1994', { workNumber: 'ISO 8402', relations: [{ type: 'obsoletes', targetNumber: 'ISO 9000:2000' }] }),
      iso('ISO 9000:2000', { workNumber: 'ISO 9000' }),
    ]);
    const rows = await query(`select number, status_code from documents order by number`);
    expect(rows).toEqual([
      { number: 'ISO 8402:1994', status_code: 'CUR' },
      { number: 'ISO 9000:2000', status_code: 'CUR' },
    ]);
  });

  it('joins documents whose every edition has a new number when the newer obsoletes the older', async () => {
    const rfc = (number: string, title: string, obsoletes: string[] = []): CatalogueRecord => ({
      ...iso(number),
      sourceKey: `rfc:${number}`,
      publisher: 'IETF',
      workNumber: number,
      titles: [{ language: 'en', full: title }],
      statusCode: undefined,
      relations: obsoletes.map((targetNumber) => ({ type: 'obsoletes' as const, targetNumber })),
      chainsThroughObsoletes: true,
    });
    await importRecords([rfc('RFC 2822', 'Internet Message Format', ['RFC 822'])]);
    const [before] = await query(`select id from documents`);
    await importRecords([
      rfc('RFC 5322', 'Internet Message Format', ['RFC 2822']),
      rfc('RFC 8446', 'The Transport Layer Security (TLS) Protocol Version 1.3', ['RFC 5246', 'RFC 5077']),
      rfc('RFC 5246', 'The Transport Layer Security (TLS) Protocol Version 1.2'),
      rfc('RFC 5077', 'Transport Layer Security (TLS) Session Resumption without Server-Side State'),
    ]);
    const documents = await query(`select id, number, status_code, version_count from documents order by number`);
    expect(documents).toEqual([
      { id: expect.any(Number), number: 'RFC 5077', status_code: 'S', version_count: 1 },
      { id: before?.id, number: 'RFC 5322', status_code: 'CUR', version_count: 2 },
      { id: expect.any(Number), number: 'RFC 8446', status_code: 'CUR', version_count: 2 },
    ]);
    const events = await query(`select kind::text, summary from document_events where document_id = $1 and kind = 'newEdition'`, [before?.id]);
    expect(events).toEqual([{ kind: 'newEdition', summary: 'New edition: RFC 5322 (replaces RFC 2822)' }]);
    // Re-importing the old edition finds the merged document through its alias.
    const stats = await importRecords([{ ...rfc('RFC 2822', 'Internet Message Format', ['RFC 822']), keywords: ['changed'] }]);
    expect(stats).toMatchObject({ updated: 1, documentsCreated: 0 });
    expect(await query(`select count(*)::int as n from documents`)).toEqual([{ n: 3 }]);
  });

  it('keeps what users saved on both documents when they merge', async () => {
    const rfc = (number: string, title: string, obsoletes: string[] = []): CatalogueRecord => ({
      ...iso(number),
      sourceKey: `rfc:${number}`,
      publisher: 'IETF',
      workNumber: number,
      titles: [{ language: 'en', full: title }],
      statusCode: undefined,
      relations: obsoletes.map((targetNumber) => ({ type: 'obsoletes' as const, targetNumber })),
      chainsThroughObsoletes: true,
    });
    await importRecords([rfc('RFC 5246', 'The TLS Protocol Version 1.2'), rfc('RFC 8446', 'The TLS Protocol Version 1.3')]);
    const documents = await query(`select id, number from documents order by id`);
    const [older, newer] = documents.map((row) => Number(row.id));
    const { organisation, admin, member } = await createOrganisationWithUsers(database.db);
    const [collection] = await query(
      `insert into collections (organisation_id, kind, owner_user_id, name) values ($1, 'personal', $2, 'Mine') returning id`,
      [organisation.id, member.id],
    );
    await query(`insert into collection_documents (collection_id, document_id, notes, tags) values ($1, $2, 'TLS 1.2 notes', '{tls}'), ($1, $3, 'TLS 1.3 notes', '{tls,new}')`, [
      collection?.id,
      older,
      newer,
    ]);
    await query(`insert into watches (user_id, organisation_id, document_id) values ($1, $3, $4), ($1, $3, $5), ($2, $3, $5)`, [
      member.id,
      admin.id,
      organisation.id,
      older,
      newer,
    ]);

    await importRecords([rfc('RFC 8446', 'The TLS Protocol Version 1.3', ['RFC 5246'])]);
    expect(await query(`select id from documents`)).toEqual([{ id: older }]);
    const [entry] = await query(`select notes, tags from collection_documents`);
    expect(entry?.notes).toBe('TLS 1.2 notes\n\nTLS 1.3 notes');
    expect([...(entry?.tags as string[])].sort()).toEqual(['new', 'tls']);
    expect(await query(`select user_id, document_id from watches order by user_id`)).toEqual(
      [{ user_id: member.id, document_id: older }, { user_id: admin.id, document_id: older }].sort((a, b) => a.user_id - b.user_id),
    );
  });

  it('carries document requests, unlocks and review marks over when documents merge', async () => {
    const rfc = (number: string, title: string, obsoletes: string[] = []): CatalogueRecord => ({
      ...iso(number),
      sourceKey: `rfc:${number}`,
      publisher: 'IETF',
      workNumber: number,
      titles: [{ language: 'en', full: title }],
      statusCode: undefined,
      relations: obsoletes.map((targetNumber) => ({ type: 'obsoletes' as const, targetNumber })),
      chainsThroughObsoletes: true,
    });
    await importRecords([rfc('RFC 5246', 'The TLS Protocol Version 1.2'), rfc('RFC 8446', 'The TLS Protocol Version 1.3')]);
    const [older, newer] = (await query(`select id from documents order by id`)).map((row) => Number(row.id));
    const acme = await createOrganisationWithUsers(database.db);
    const globex = await createOrganisationWithUsers(database.db);
    // The member waits on both documents; the admin's request on the newer one was approved and unlocked it for Acme.
    const requests = await query(
      `insert into document_requests (organisation_id, document_id, requester_user_id, reason, status, decider_user_id, decided_at) values
         ($1, $3, $2, 'Need 1.2', 'pending', null, null), ($1, $4, $2, 'Need 1.3', 'pending', null, null),
         ($1, $4, $5, 'Audit', 'approved', $5, now()), ($6, $4, $7, 'Globex too', 'pending', null, null)
       returning id`,
      [acme.organisation.id, acme.member.id, older, newer, acme.admin.id, globex.organisation.id, globex.member.id],
    );
    await query(`insert into document_unlocks (organisation_id, document_id, request_id, approver_user_id) values ($1, $2, $3, $4)`, [
      acme.organisation.id,
      newer,
      requests[2]?.id,
      acme.admin.id,
    ]);
    await query(
      `insert into document_reviews (user_id, document_id, reviewed_at) values ($1, $2, '2025-01-01T00:00:00Z'), ($1, $3, '2025-06-01T00:00:00Z'), ($4, $3, '2025-03-01T00:00:00Z')`,
      [acme.member.id, older, newer, acme.admin.id],
    );

    await importRecords([rfc('RFC 8446', 'The TLS Protocol Version 1.3', ['RFC 5246'])]);
    expect(await query(`select id from documents`)).toEqual([{ id: older }]);
    const merged = await query(`select requester_user_id, document_id, status::text, reason from document_requests order by id`);
    expect(merged).toEqual([
      { requester_user_id: acme.member.id, document_id: older, status: 'pending', reason: 'Need 1.2\n\nNeed 1.3' },
      { requester_user_id: acme.admin.id, document_id: older, status: 'approved', reason: 'Audit' },
      { requester_user_id: globex.member.id, document_id: older, status: 'pending', reason: 'Globex too' },
    ]);
    expect(await query(`select organisation_id, document_id, request_id from document_unlocks`)).toEqual([
      { organisation_id: acme.organisation.id, document_id: older, request_id: requests[2]?.id },
    ]);
    const reviews = await query(`select user_id, document_id, reviewed_at from document_reviews order by user_id`);
    expect(reviews.map((row) => [row.user_id, row.document_id, new Date(String(row.reviewed_at)).toISOString()])).toEqual(
      [
        [acme.member.id, older, '2025-01-01T00:00:00.000Z'],
        [acme.admin.id, older, '2025-03-01T00:00:00.000Z'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('repoints every table that references documents when chains merge', async () => {
    const rows = await query(
      `select tc.table_name || '.' || kcu.column_name as ref
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
       where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'documents' and ccu.column_name = 'id'`,
    );
    expect(rows.map((row) => row.ref).sort()).toEqual([...DOCUMENT_REFERENCES].sort());
  });

  it('writes full text sections and marks the document as having content', async () => {
    const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
    const document = {
      record: iso('ISO 9001:2015', { statusCode: 'CUR' }),
      sections: [
        { key: '1', number: '1', title: 'Scope', level: 1, html: '<p>This standard specifies requirements.</p>', text: 'This standard specifies requirements.' },
        { key: '1.1', parentKey: '1', number: '1.1', title: 'General', level: 2, html: '<p>Folding white space.</p>', text: 'Folding white space.' },
      ],
    };
    await writer.writeFullText(document);
    await writer.writeFullText(document);
    const stats = await writer.finish();
    expect(stats.sectionsWritten).toBe(2);
    expect(await query(`select has_content from documents`)).toEqual([{ has_content: true }]);
    const found = await query(`select section_key from document_sections where search_vector @@ plainto_tsquery('english', 'requirement')`);
    expect(found).toEqual([{ section_key: '1' }]);
  });
});
