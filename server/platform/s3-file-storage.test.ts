import { existsSync } from 'node:fs';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, type ExportCreated } from '../../common/exports/exports.contract.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { loadConfig } from '../config/config.ts';
import { datasetId, importCatalogue, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn } from '../test/test-app.ts';
import { startTestS3Server, type TestS3Server } from '../test/test-s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3Client, createS3FileStorage, fileStorageFor } from './s3-file-storage.ts';

let server: TestS3Server;
let client: S3Client;

beforeAll(async () => {
  server = await startTestS3Server();
  client = createS3Client(server.settings);
});

afterAll(async () => {
  client.destroy();
  await server.close();
});

async function* chunks(...parts: (string | Buffer)[]) {
  yield* parts;
}

async function streamed(storage: FileStorage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of storage.stream(key)) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

async function objectKeys(prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((item) => String(item.Key)).sort();
}

describe('the S3 file storage', () => {
  it('puts, reads, streams, sizes and deletes a file by key, under its prefix', async () => {
    const storage = createS3FileStorage({ client, bucket: server.settings.bucket, prefix: 'unit/exports/' });
    const text = '\uFEFFa,b\r\né,"x"\r\n';
    expect(await storage.put('export-1.csv', chunks('\uFEFFa,b\r\n', 'é,"x"\r\n'))).toEqual({ key: 'export-1.csv', byteSize: Buffer.byteLength(text) });
    expect(await objectKeys('unit/')).toEqual(['unit/exports/export-1.csv']);
    expect(await storage.size('export-1.csv')).toBe(Buffer.byteLength(text));
    expect((await storage.read('export-1.csv')).toString('utf8')).toBe(text);
    expect((await streamed(storage, 'export-1.csv')).toString('utf8')).toBe(text);

    await storage.put('export-1.csv', chunks('replaced'));
    expect((await storage.read('export-1.csv')).toString()).toBe('replaced');
    await storage.delete('export-1.csv');
    expect(await storage.size('export-1.csv')).toBeNull();
    expect(await objectKeys('unit/')).toEqual([]);
  });

  it('answers a missing key as the local storage does: no size, a quiet delete, a failing read and stream', async () => {
    const storage = createS3FileStorage({ client, bucket: server.settings.bucket, prefix: 'unit/missing/' });
    expect(await storage.size('nothing.csv')).toBeNull();
    await expect(storage.delete('nothing.csv')).resolves.toBeUndefined();
    await expect(storage.read('nothing.csv')).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(streamed(storage, 'nothing.csv')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('uploads a large file in parts and streams it back whole', async () => {
    // Parts of 64 KiB stand for the 8 MiB ones: the same multipart path without megabytes of test data.
    const storage = createS3FileStorage({ client, bucket: server.settings.bucket, prefix: 'unit/large/', partBytes: 64 * 1024 });
    const lines = Array.from({ length: 6000 }, (_, index) => `ISO ${index},Title of document ${index} with some words\r\n`);
    const expected = Buffer.from(lines.join(''), 'utf8');
    expect(expected.length).toBeGreaterThan(3 * 64 * 1024);
    const stored = await storage.put('export-2.csv', chunks(...lines));
    expect(stored.byteSize).toBe(expected.length);
    expect(await storage.size('export-2.csv')).toBe(expected.length);
    expect((await streamed(storage, 'export-2.csv')).equals(expected)).toBe(true);
  });

  it('keeps the previous file whole when a multipart write fails', async () => {
    const storage = createS3FileStorage({ client, bucket: server.settings.bucket, prefix: 'unit/failing/', partBytes: 1024 });
    await storage.put('export-3.csv', chunks('old'));
    async function* failing() {
      yield Buffer.alloc(4096, 'n');
      throw new Error('read failed');
    }
    await expect(storage.put('export-3.csv', failing())).rejects.toThrow('read failed');
    expect((await storage.read('export-3.csv')).toString()).toBe('old');
    expect(await objectKeys('unit/failing/')).toEqual(['unit/failing/export-3.csv']);
  });

  it.each(['../outside.csv', 'a/b.csv', '', '.hidden', 'x..csv'])('refuses the key %j', async (key) => {
    const storage = createS3FileStorage({ client, bucket: server.settings.bucket, prefix: 'unit/' });
    await expect(storage.put(key, chunks('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.size(key)).rejects.toThrow('Invalid storage key');
  });
});

describe('the storage a configuration names', () => {
  it('is the data folder without STORAGE_S3_BUCKET, and the bucket under <prefix><use>/ with it', async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).storageS3).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: '/tmp/x',
      STORAGE_S3_BUCKET: server.settings.bucket,
      STORAGE_S3_ENDPOINT: server.settings.endpoint,
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_PREFIX: 'config/',
    });
    expect(config.storageS3).toMatchObject({ bucket: server.settings.bucket, region: 'us-east-1', forcePathStyle: true, prefix: 'config/' });
    await fileStorageFor(config, 'logos').put('logo-1.png', chunks(Buffer.from([1, 2, 3])));
    await fileStorageFor(config, 'exports').put('export-1.csv', chunks('a'));
    expect(await objectKeys('config/')).toEqual(['config/exports/export-1.csv', 'config/logos/logo-1.png']);
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'bucket', STORAGE_S3_ACCESS_KEY_ID: 'only-one' })).toThrow('go together');
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'bucket', STORAGE_S3_PREFIX: 'no-slash' })).toThrow('STORAGE_S3_PREFIX');
  });
});

describe('an export with S3 storage configured', () => {
  it('writes the file to the bucket, downloads it through the route and purges it when expired', async () => {
    const t = await createTestApp({ storageS3: { ...server.settings, prefix: 'app/' } }, { runJobs: true });
    try {
      const numbers = ['ISO 9101:2024', 'ISO 9102:2024'];
      await importCatalogue(t.database, numbers.map((number) => standardRecord(number, { titles: [{ language: 'en', full: `Stored symbols ${number}` }] })));
      const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
      const session = await signIn(t.app, acme.member.email);
      const search = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData({ query_2: 'stored symbols' }) });
      const { searchContext } = envelopeOf<SearchResults>(search).data as SearchResults;
      const response = await t.app.inject({
        method: 'POST',
        url: exportPaths.create('standards'),
        headers: asUser(session),
        payload: formData({ searchContext, fieldsToExport: 'name,title', csvSeparator: 'csv' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = envelopeOf<ExportCreated>(response).data as ExportCreated;

      let status: unknown;
      for (let attempt = 0; attempt < 300 && status !== 'complete'; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await t.database.executeSql(`select status from exports where id = $1`, [created.id])).rows[0]?.status;
      }
      expect(status).toBe('complete');
      expect(await objectKeys('app/')).toEqual([`app/exports/export-${created.id}.csv`]);
      expect(existsSync(t.services.paths.exports)).toBe(false);

      const download = await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(session) });
      expect(download.statusCode).toBe(200);
      expect((parse(download.rawPayload, { bom: true }) as string[][]).map((line) => line[0])).toEqual(['name', ...numbers]);

      await t.database.executeSql(`update exports set expires_at = now() - interval '1 minute' where id = $1`, [created.id]);
      expect((await t.services.exports.purgeExpired()).removed).toBe(1);
      expect(await objectKeys('app/')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
