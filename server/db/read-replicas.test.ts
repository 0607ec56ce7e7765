import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSearchLookups, createSnapshotHolder } from '../modules/search/index.ts';
import { importCatalogue, standardRecord } from '../test/catalogue-factories.ts';
import { requireDatabaseUrl, testEngine, withDatabase } from '../test/test-engine.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import type { ReplicaLogger } from './read-replicas.ts';

/**
 * The read path's routing on PostgreSQL. A streaming replica is too heavy for a unit test (the
 * scale-out test, `npm run test:scale`, runs a real one): a second database of the same schema
 * with other data stands in for it, so every answer tells which server gave it.
 */
describe.skipIf(testEngine() !== 'postgres')('read replicas', () => {
  const created: string[] = [];
  const opened: DatabaseHandle[] = [];
  let admin: pg.Client;
  let primaryUrl: string;
  let replicaUrl: string;

  async function freshDatabase(): Promise<string> {
    const name = `normscope_replica_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    created.push(name);
    return withDatabase(requireDatabaseUrl(), name);
  }

  function captureLog() {
    const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
    const logger: ReplicaLogger = {
      warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
      info: (fields, message) => lines.push({ level: 'info', message, fields }),
    };
    return { logger, lines, messages: () => lines.map((line) => line.message) };
  }

  async function open(replicaUrls: string[], logger?: ReplicaLogger): Promise<DatabaseHandle> {
    const database = await openDatabase({ kind: 'postgres', url: primaryUrl, poolSize: 3, replicaUrls, replicaProbeMs: 60_000 }, logger ? { logger } : {});
    opened.push(database);
    return database;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: requireDatabaseUrl() });
    await admin.connect();
    primaryUrl = await freshDatabase();
    replicaUrl = await freshDatabase();
    // The same ICS tree's first level on both, told apart by its descriptions.
    for (const [url, description] of [
      [primaryUrl, 'on the primary'],
      [replicaUrl, 'on the replica'],
    ] as const) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`insert into ics_codes (code, level, description) values ('01', 1, $1)`, [description]);
      await client.end();
    }
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  afterAll(async () => {
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('without replicas reads from the primary through the very same functions', async () => {
    const database = await open([]);
    const source = database.read();
    expect(source.replica).toBe(false);
    expect(source.executeSql).toBe(database.executeSql);
    expect(database.replicaStatus).toBeUndefined();
    expect(database.poolStats?.()).toMatchObject({ max: 3, waiting: 0 });
  });

  it('sends the read-only paths to the replica and everything else to the primary', async () => {
    const database = await open([replicaUrl]);
    const snapshots = createSnapshotHolder(database);
    const lookups = createSearchLookups(database, snapshots);
    expect((await lookups.nextIcs('0')).labels).toEqual(['01 on the replica']);
    const { rows } = await database.executeSql(`select description from ics_codes where code = '01'`);
    expect(rows[0]?.description).toBe('on the primary');
    expect(await database.replicaStatus?.()).toEqual([{ name: new URL(replicaUrl).host + new URL(replicaUrl).pathname, healthy: true, lagSeconds: null }]);
  });

  it('loads the search catalogue from a replica only when it holds the version asked for', async () => {
    const database = await open([replicaUrl]);
    const replica = await openDatabase({ kind: 'postgres', url: replicaUrl, poolSize: 1 });
    opened.push(replica);
    // The replica is behind: the primary's import has not reached it.
    await importCatalogue(database, [standardRecord('ISO 1:2020'), standardRecord('ISO 2:2020')]);
    const snapshots = createSnapshotHolder(database);
    const fromPrimary = await snapshots.get();
    expect(fromPrimary.size).toBe(2);
    expect(snapshots.readerOf(fromPrimary)).toBe(database.executeSql);

    // Once the replica holds the version (here: the same import), the catalogue is read there.
    await importCatalogue(replica, [standardRecord('ISO 1:2020'), standardRecord('ISO 2:2020')]);
    await importCatalogue(database, [standardRecord('ISO 3:2020')]);
    await importCatalogue(replica, [standardRecord('ISO 3:2020')]);
    const fromReplica = await snapshots.get();
    expect(fromReplica.size).toBe(3);
    expect(snapshots.readerOf(fromReplica)).not.toBe(database.executeSql);
  });

  it('reads from the primary while a replica cannot be reached, logging it once without the password', async () => {
    const closed = await closedPort();
    const { logger, lines, messages } = captureLog();
    const database = await open([`postgres://reader:secret-password@127.0.0.1:${closed}/normscope`], logger);
    expect(database.read().replica).toBe(false);
    expect(await database.replicaStatus?.()).toEqual([{ name: `127.0.0.1:${closed}/normscope`, healthy: false, lagSeconds: null }]);
    await database.replicaStatus?.();
    expect(messages()).toEqual(['replica unreachable; reading from the primary']);
    expect(lines[0]?.fields.replica).toBe(`127.0.0.1:${closed}/normscope`);
    expect(JSON.stringify(lines)).not.toContain('secret-password');
  });

  it('falls back on the read that finds the replica gone, and takes it back when a probe reaches it again', async () => {
    const proxy = await startProxy(new URL(replicaUrl));
    const { logger, messages } = captureLog();
    const proxied = new URL(replicaUrl);
    proxied.port = String(proxy.port);
    const database = await open([proxied.toString()], logger);
    const snapshots = createSnapshotHolder(database);
    const lookups = createSearchLookups(database, snapshots);
    expect((await lookups.nextIcs('0')).labels).toEqual(['01 on the replica']);

    await proxy.stop();
    // The read that meets the closed replica is answered by the primary, and so are the next ones.
    expect((await lookups.nextIcs('0')).labels).toEqual(['01 on the primary']);
    expect((await lookups.nextIcs('0')).labels).toEqual(['01 on the primary']);
    await database.replicaStatus?.();
    expect(messages()).toEqual(['replica unreachable; reading from the primary']);

    await proxy.start();
    expect(await database.replicaStatus?.()).toMatchObject([{ healthy: true }]);
    expect((await lookups.nextIcs('0')).labels).toEqual(['01 on the replica']);
    expect(messages()).toEqual(['replica unreachable; reading from the primary', 'replica reachable again']);
    await proxy.stop();
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A TCP relay to the database server that can be stopped (connections cut) and started again on the same port. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    const address = listening.address();
    if (address && typeof address !== 'string') port = address.port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    start,
    async stop() {
      for (const socket of sockets) socket.destroy();
      const stopping = server;
      server = null;
      if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
}
