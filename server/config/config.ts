import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { legislationPagePaths } from '../../common/legislation/legislation.values.ts';
import { OFFLINE_LICENCE_DAYS_DEFAULT } from '../../common/reader/offline.values.ts';

/** The project folder (config.ts is server/config/config.ts), so defaults do not depend on the working directory. */
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every environment variable the product reads, with its default. The README's
 * configuration table mirrors this schema; keep both in step.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./var'),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'each replica must be a postgres:// URL'))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  DEMO_PASSWORD: z.string().min(8).default('normscope-demo'),
  SEED_DEMO: booleanFlag.default(true),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 14),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_CLIENT_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
  TRUST_PROXY: booleanFlag.default(false),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Normscope <no-reply@normscope.test>'),
  SEARCH_CACHE: booleanFlag.default(true),
  JOBS_IN_WEB: booleanFlag.default(true),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  ALERTS_CRON: z.string().min(9).default('0 6 * * *'),
  WATCH_NOTIFY_CRON: z.string().min(9).default('*/10 * * * *'),
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  AI_CHAT_USER_QUOTA: z.coerce.number().int().min(0).max(1_000_000).default(100),
  AI_COMPARE_USER_QUOTA: z.coerce.number().int().min(0).max(1_000_000).default(20),
  AI_INDEX_CRON: z.string().min(9).default('*/5 * * * *'),
  LEGISLATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEGISLATION_API_KEY: z.string().optional(),
  LEGISLATION_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  LEGISLATION_HELP_URL: z.url().optional(),
  LEGISLATION_FEEDS: z.string().optional(),
  LEGISLATION_FEEDS_CRON: z.string().min(9).default('*/30 * * * *'),
  LEGISLATION_FEED_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  LEGISLATION_FEED_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
  LEGISLATION_FEEDS_ALLOW_PRIVATE: booleanFlag.default(false),
  CLAMAV_HOST: z.string().min(1).optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  INVITATION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  OFFLINE_LICENCE_DAYS: z.coerce.number().int().min(1).max(365).default(OFFLINE_LICENCE_DAYS_DEFAULT),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  STORAGE_S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'a key prefix of folder names, each ending in /').default(''),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Read replicas of DATABASE_URL (comma separated): the read-only paths read from them (server/db/read-replicas.ts). */
  databaseReplicaUrls: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** `auto`: one readable line per entry in development on a terminal, JSON lines otherwise. */
  logFormat: z.infer<typeof EnvSchema>['LOG_FORMAT'];
  /** The built web app (`vite build` output) the server serves under /management. */
  webBuildDir: string;
  demoPassword: string;
  seedDemo: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** Failed sign-ins one client IP may have over all addresses before it waits. */
  loginClientMaxFailures: number;
  trustProxy: boolean;
  mailUrl: string | undefined;
  mailFrom: string;
  /** Keep search results per search context in memory (off: every request does the whole search; benchmarks). */
  searchCache: boolean;
  /** Run the job workers inside the web process (the default); off when `npm run worker` runs them. */
  jobsInWeb: boolean;
  jobPollSeconds: number;
  /** How many jobs of a parallel queue (exports) one process runs at once; the sweeps run one at a time. */
  jobConcurrency: number;
  /** When the saved-search alerts run (cron, server time). */
  alertsCron: string;
  /** How often watchers are mailed about changes to watched documents (cron). */
  watchNotifyCron: string;
  /** How long an export's file stays downloadable. */
  exportRetentionDays: number;
  /** The AI assistant's answers: the embedded provider, or an OpenAI-compatible server when `baseUrl` is set. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutSeconds: number; chatUserQuota: number; compareUserQuota: number; indexCron: string };
  /**
   * The legislation panels' connector: Normscope's own library, or an external service when `url` is
   * set; `helpUrl` is the no-access message's regulatory-management help link.
   */
  legislation: { url: string | undefined; apiKey: string | undefined; timeoutSeconds: number; helpUrl: string };
  /**
   * The operator's regulatory newsfeeds (`LEGISLATION_FEEDS`: http(s) addresses, file paths or file: URLs, comma-separated;
   * by default the demo feed file on an embedded database with the demo seed), how often the feeds job polls every
   * feed, and how long and how large one fetch may be. `allowPrivate` lets organisations' own feeds reach local and
   * private network addresses (tests, on-premise installations); off, they must be on the public internet.
   */
  legislationFeeds: { urls: string[]; cron: string; timeoutSeconds: number; maxBytes: number; allowPrivate: boolean };
  /** clamd, which scans uploaded logos after the built-in check; unset (no `CLAMAV_HOST`): the built-in check only. */
  clamav: { host: string; port: number } | undefined;
  /** How long a one-time link (an invitation, a new user's first password) stays valid. */
  invitationDays: number;
  /** How long a copy made available offline may be read before the browser must renew it (issue 22). */
  offlineLicenceDays: number;
  /**
   * The Prometheus metrics (/management/metrics): on the main port with `token` as a bearer token
   * (without one the main port answers 404), and on a port of their own, bound to `host`, when
   * `port` is set (the worker role's only listener); the token, when set, is asked there too.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * An S3-compatible bucket for the files the product writes (exports, organisations' logos), each
   * use under `prefix` + `exports/` or `logos/`; unset (no `STORAGE_S3_BUCKET`): folders under DATA_DIR.
   * Without keys the AWS SDK's own credential chain applies (AWS_* variables, an instance role).
   */
  storageS3:
    | { bucket: string; endpoint: string | undefined; region: string; credentials: { accessKeyId: string; secretAccessKey: string } | undefined; forcePathStyle: boolean; prefix: string }
    | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrls: e.DATABASE_URL ? e.DATABASE_REPLICA_URLS : [],
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webBuildDir: path.resolve(e.WEB_BUILD_DIR ?? path.join(PROJECT_ROOT, 'dist/web')),
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginClientMaxFailures: e.LOGIN_CLIENT_MAX_FAILURES,
    trustProxy: e.TRUST_PROXY,
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    searchCache: e.SEARCH_CACHE,
    jobsInWeb: e.JOBS_IN_WEB,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    jobConcurrency: e.JOB_CONCURRENCY ?? defaultJobConcurrency(),
    alertsCron: e.ALERTS_CRON,
    watchNotifyCron: e.WATCH_NOTIFY_CRON,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    ai: {
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutSeconds: e.AI_TIMEOUT_SECONDS,
      chatUserQuota: e.AI_CHAT_USER_QUOTA,
      compareUserQuota: e.AI_COMPARE_USER_QUOTA,
      indexCron: e.AI_INDEX_CRON,
    },
    legislation: {
      url: e.LEGISLATION_URL?.replace(/\/$/, ''),
      apiKey: e.LEGISLATION_API_KEY,
      timeoutSeconds: e.LEGISLATION_TIMEOUT_SECONDS,
      // The product's own legislation page by default, as a path so it works behind any host name.
      helpUrl: e.LEGISLATION_HELP_URL ?? legislationPagePaths.legislation,
    },
    legislationFeeds: {
      urls:
        e.LEGISLATION_FEEDS !== undefined
          ? e.LEGISLATION_FEEDS.split(',').map((url) => url.trim()).filter(Boolean)
          : !e.DATABASE_URL && e.SEED_DEMO
            ? [path.join(PROJECT_ROOT, 'server/db/seeds/demo-legislation/demo-feed.atom.xml')]
            : [],
      cron: e.LEGISLATION_FEEDS_CRON,
      timeoutSeconds: e.LEGISLATION_FEED_TIMEOUT_SECONDS,
      maxBytes: e.LEGISLATION_FEED_MAX_BYTES,
      allowPrivate: e.LEGISLATION_FEEDS_ALLOW_PRIVATE,
    },
    clamav: e.CLAMAV_HOST ? { host: e.CLAMAV_HOST, port: e.CLAMAV_PORT } : undefined,
    invitationDays: e.INVITATION_DAYS,
    offlineLicenceDays: e.OFFLINE_LICENCE_DAYS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    storageS3: e.STORAGE_S3_BUCKET
      ? {
          bucket: e.STORAGE_S3_BUCKET,
          endpoint: e.STORAGE_S3_ENDPOINT,
          region: e.STORAGE_S3_REGION,
          credentials: s3Credentials(e.STORAGE_S3_ACCESS_KEY_ID, e.STORAGE_S3_SECRET_ACCESS_KEY),
          forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
          prefix: e.STORAGE_S3_PREFIX,
        }
      : undefined,
  };
}

/** Both keys or neither: one alone is a mistake better refused at start than met at the first upload. */
function s3Credentials(accessKeyId: string | undefined, secretAccessKey: string | undefined) {
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) throw new Error('Invalid configuration: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together');
  return { accessKeyId, secretAccessKey };
}

/**
 * Two jobs per core, from 2 to 8: a second export per core runs while another waits on the
 * database or the mail server; past that they only queue for the CPU (bench/export.bench.ts).
 */
export function defaultJobConcurrency(cores: number = os.availableParallelism()): number {
  return Math.min(8, Math.max(2, cores * 2));
}

/** Folders under DATA_DIR; everything the product writes lives there. */
export function dataPaths(config: Pick<AppConfig, 'dataDir'>) {
  return {
    uploads: path.join(config.dataDir, 'uploads'),
    exports: path.join(config.dataDir, 'exports'),
    outbox: path.join(config.dataDir, 'outbox'),
    /** Organisations' logos, checked and re-encoded at upload (onboarding). */
    logos: path.join(config.dataDir, 'logos'),
  };
}
