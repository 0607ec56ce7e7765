import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { runChecked, runCommand, waitUntil } from './scale-processes.ts';

/**
 * A PostgreSQL primary and, optionally, a streaming replica of it, in folders of the harness's
 * own on free ports, made with the machine's PostgreSQL binaries as the postgres system user; the
 * machine's own server, its port and its settings are never touched.
 */

const PG_ROOT = '/usr/lib/postgresql';
const SYSTEM_USER = 'postgres';

/** The newest PostgreSQL installed from the distribution's packages (15 on Debian 12). */
function pgBin(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(`no PostgreSQL binaries under ${PG_ROOT} (apt-get install postgresql)`);
  return path.join(PG_ROOT, newest, 'bin');
}

/** The harness may run as root (CI) or as the postgres user itself; PostgreSQL refuses to run as root. */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  const binary = path.join(pgBin(), tool);
  if (userInfo().username === SYSTEM_USER) return [binary, args];
  if (process.getuid?.() !== 0) throw new Error(`the scale-out harness runs as root or as the ${SYSTEM_USER} user (it starts PostgreSQL as ${SYSTEM_USER})`);
  return ['runuser', ['-u', SYSTEM_USER, '--', binary, ...args]];
}

async function pg(tool: string, args: string[]): Promise<string> {
  const [command, argv] = asPostgres(tool, args);
  return runChecked(command, argv);
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${SYSTEM_USER}:`));
  const fields = line?.split(':') ?? [];
  if (fields.length < 4) throw new Error(`no ${SYSTEM_USER} system user`);
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

/**
 * Settings both servers share (the replica's data folder is a copy of the primary's, settings
 * included). fsync and full-page writes are off: the cluster lives as long as one run.
 */
const SHARED_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'wal_level = replica',
  'hot_standby = on',
  'max_wal_senders = 5',
  'max_connections = 200',
  'fsync = off',
  'synchronous_commit = off',
  'full_page_writes = off',
  "log_min_messages = 'warning'",
];

type Server = { dataDir: string; port: number; logFile: string };

export type PostgresCluster = {
  primaryUrl: string;
  /** undefined when the cluster was made without a replica. */
  replicaUrl: string | undefined;
  /** Stops the replica as an operator would (pg_ctl stop -m fast). */
  stopReplica: () => Promise<void>;
  /** The primary's postmaster pid, whose children are all of the primary's processes. */
  primaryPid: () => number;
  /** The replica's postmaster pid, or undefined when it is not running. */
  replicaPid: () => number | undefined;
  /** Stops both servers at once (immediate: nothing of them is kept). */
  stop: () => Promise<void>;
};

function startOptions(server: Server, socketDir: string): string[] {
  return ['start', '-w', '-t', '60', '-D', server.dataDir, '-l', server.logFile, '-o', `-p ${server.port} -c unix_socket_directories='${socketDir}'`];
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function streamingReplicas(primaryPort: number, socketDir: string): Promise<number> {
  const out = await pg('psql', ['-h', socketDir, '-p', String(primaryPort), '-U', 'postgres', '-d', 'postgres', '-tAc', "select count(*) from pg_stat_replication where state = 'streaming'"]);
  return Number(out.trim());
}

/**
 * Makes and starts the cluster under `root` (a folder the postgres user may enter): the primary
 * (initdb, trust authentication for local TCP), then the replica from pg_basebackup -R, which
 * writes its standby.signal and primary_conninfo; resolves once the replica is streaming.
 */
export async function startPostgresCluster(root: string, ports: { primary: number; replica?: number }): Promise<PostgresCluster> {
  const pgDir = path.join(root, 'postgres');
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const ids = postgresIds();
  chownSync(pgDir, ids.uid, ids.gid);
  const primary: Server = { dataDir: path.join(pgDir, 'primary'), port: ports.primary, logFile: path.join(pgDir, 'primary.log') };
  const replica: Server | undefined = ports.replica ? { dataDir: path.join(pgDir, 'replica'), port: ports.replica, logFile: path.join(pgDir, 'replica.log') } : undefined;

  await pg('initdb', ['-D', primary.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  await appendFile(path.join(primary.dataDir, 'postgresql.conf'), `\n# The scale-out harness\n${SHARED_SETTINGS.join('\n')}\n`);
  await pg('pg_ctl', startOptions(primary, pgDir));
  let replicaRunning = false;
  if (replica) {
    await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.dataDir, '-R', '-X', 'stream', '--no-sync']);
    await pg('pg_ctl', startOptions(replica, pgDir));
    replicaRunning = true;
    await waitUntil('the replica to stream from the primary', async () => ((await streamingReplicas(primary.port, pgDir)) > 0 ? true : undefined), 30_000, 200);
  }

  const stopServer = async (server: Server, mode: 'fast' | 'immediate') => {
    if (!postmasterPid(server.dataDir)) return;
    const [command, argv] = asPostgres('pg_ctl', ['stop', '-w', '-t', '30', '-D', server.dataDir, '-m', mode]);
    await runCommand(command, argv);
  };
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primary.port),
    replicaUrl: replica ? url(replica.port) : undefined,
    stopReplica: async () => {
      if (!replica || !replicaRunning) return;
      replicaRunning = false;
      await pg('pg_ctl', ['stop', '-w', '-t', '30', '-D', replica.dataDir, '-m', 'fast']);
    },
    primaryPid: () => {
      const pid = postmasterPid(primary.dataDir);
      if (!pid) throw new Error('the primary is not running');
      return pid;
    },
    replicaPid: () => (replica && replicaRunning ? postmasterPid(replica.dataDir) : undefined),
    stop: async () => {
      await Promise.all([stopServer(primary, 'immediate'), ...(replica ? [stopServer(replica, 'immediate')] : [])]);
    },
  };
}
