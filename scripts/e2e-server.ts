import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { dataPaths, loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { seedDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { datasets } from '../server/db/schema/index.ts';
import { createLocalFileStorage } from '../server/platform/file-storage.ts';
import { createOrganisation, createSubscription, createUser } from '../server/test/factories.ts';
import { startTestMailServer } from '../server/test/test-mail-server.ts';
import { startWeb } from '../server/roles.ts';
import { startE2eControl } from './e2e-control.ts';
import { SCREEN_ORGANISATION, SCREEN_USERS } from '../e2e/support/screen-users.ts';
import { DASHBOARD_FIXTURE } from '../e2e/support/dashboard-users.ts';
import { LEGISLATION_FIXTURE } from '../e2e/support/legislation-users.ts';
import { INVITATIONS_FIXTURE } from '../e2e/support/member-invitation-users.ts';
import { hashInvitationToken } from '../server/modules/account/index.ts';
import { ONBOARDING_FIXTURE } from '../e2e/support/onboarding-users.ts';
import { legislationSearchLabel } from '../server/modules/legislation/index.ts';
import AI_PROBE from '../e2e/fixtures/ai-probe.json' with { type: 'json' };
import WATCH_USERS from '../e2e/fixtures/watch-users.json' with { type: 'json' };

/**
 * The server the browser suite runs against: demo data in a fresh database every
 * run (a new PGlite folder, or a recreated database on the DATABASE_URL server).
 */
if (process.env.DATABASE_URL) {
  // Named after the given database, so two runs on one server (CI beside a local run) never drop each other's.
  const given = new URL(process.env.DATABASE_URL).pathname.slice(1).replace(/[^a-zA-Z0-9_]/g, '_') || 'postgres';
  const E2E_DATABASE = `${given}_e2e`.toLowerCase();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${E2E_DATABASE} with (force)`);
  await admin.query(`create database ${E2E_DATABASE}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${E2E_DATABASE}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'normscope-e2e-'));
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.JOB_POLL_SECONDS ??= '0.5';
process.env.DEMO_PASSWORD = 'normscope-demo';
// Mail goes over SMTP to a real server in this process, which the tests read through the control server.
const mail = await startTestMailServer();
process.env.MAIL_URL = mail.url;
// The demo newsfeed file is the operator's feed on PostgreSQL too (the default names it on the embedded database only).
process.env.LEGISLATION_FEEDS ??= path.join(import.meta.dirname, '..', 'server', 'db', 'seeds', 'demo-legislation', 'demo-feed.atom.xml');

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDemoAccounts(database.db, config.demoPassword);
await seedDemoCatalogue(database);

// The reader's browser tests read the real RFC texts: imported after the demo seed where the shared data is.
const fullTextDir = path.join(realDataDir(), 'fulltext');
if (existsSync(fullTextDir)) await importFullTextFiles(database, [fullTextDir]);

// The screen tests' users: one per language, in an organisation of their own with every dataset but
// those whose demo full texts the dialogs test asks for (the request and decision dialogs).
const organisation = await createOrganisation(database.db, { name: SCREEN_ORGANISATION.organisation });
const allDatasets = await database.db.select({ id: datasets.id, code: datasets.code }).from(datasets);
const subscription = await createSubscription(database.db, {
  organisationId: organisation.id,
  name: SCREEN_ORGANISATION.subscription,
  seatCount: 25,
  // The dialogs test asks the assistant a question in each language and width.
  aiChatQuota: 1000,
  aiCompareQuota: 1000,
  datasetIds: allDatasets.filter((dataset) => !SCREEN_ORGANISATION.leftOutDatasets.includes(dataset.code)).map((dataset) => dataset.id),
});
for (const user of SCREEN_USERS) {
  await createUser(database.db, { organisationId: organisation.id, subscriptionId: subscription.id, roles: ['admin', 'powerUser'], name: user.name, email: user.email, language: user.locale });
}
// Both legislation add-ons with an active seat each, so the screens show the legislation accordion, the seats and the add-ons' pages.
await database.executeSql(`update subscriptions set legislation_add_on = true, eu_law_add_on = true where id = $1`, [subscription.id]);
await database.executeSql(
  `insert into legislation_seats (organisation_id, user_id, add_on, active)
   select organisation_id, id, add_on::legislation_add_on, true from users, (values ('legislation'), ('euLaw')) as add_ons (add_on) where subscription_id = $1`,
  [subscription.id],
);

// The dashboard tests' organisations: an admin and a member each, without one dataset, so a document can be requested.
for (const fixture of DASHBOARD_FIXTURE.organisations) {
  const own = await createOrganisation(database.db, { name: fixture.name });
  const ownSubscription = await createSubscription(database.db, {
    organisationId: own.id,
    name: fixture.subscription,
    seatCount: 10,
    datasetIds: (await database.db.select({ id: datasets.id, code: datasets.code }).from(datasets)).filter((dataset) => dataset.code !== DASHBOARD_FIXTURE.leftOutDataset).map((dataset) => dataset.id),
  });
  await createUser(database.db, { organisationId: own.id, subscriptionId: ownSubscription.id, roles: ['admin', 'powerUser'], ...fixture.admin });
  await createUser(database.db, { organisationId: own.id, subscriptionId: ownSubscription.id, roles: ['member'], ...fixture.member });
}

// The Watched documents tests' organisations: one user each, with every dataset, one per browser project.
for (const fixture of WATCH_USERS.organisations) {
  const own = await createOrganisation(database.db, { name: fixture.name });
  const allDatasetIds = (await database.db.select({ id: datasets.id }).from(datasets)).map((dataset) => dataset.id);
  const ownSubscription = await createSubscription(database.db, { organisationId: own.id, name: fixture.subscription, seatCount: 5, datasetIds: allDatasetIds });
  await createUser(database.db, { organisationId: own.id, subscriptionId: ownSubscription.id, roles: ['admin', 'powerUser'], language: 'en', ...fixture.user });
}

// The AI assistant's prompt-injection test: a full text whose words are markup written as text, the
// organisation's own document (so no other test's search or count sees it), asked by one user per browser project.
const probe = await createOrganisation(database.db, { name: AI_PROBE.organisation });
const probeSubscription = await createSubscription(database.db, { organisationId: probe.id, name: AI_PROBE.subscription, seatCount: 5, aiChatQuota: AI_PROBE.aiChatQuota });
for (const user of AI_PROBE.users) {
  await createUser(database.db, { organisationId: probe.id, subscriptionId: probeSubscription.id, roles: ['admin', 'powerUser'], name: user.name, email: user.email, language: 'en' });
}
await importFullTextFiles(database, [path.join(import.meta.dirname, '..', 'e2e', 'fixtures', 'ai-probe.txt')], { meta: AI_PROBE.document, organisationId: probe.id });

// The legislation panels' and switcher's tests: per browser project an organisation whose users each stand for one state
// (seats active, suspended or none; a subscription with both add-ons or the legislation one only), the reader with recent searches.
for (const fixture of LEGISLATION_FIXTURE.organisations) {
  const own = await createOrganisation(database.db, { name: fixture.name });
  const subscriptionIds = {
    both: (await createSubscription(database.db, { organisationId: own.id, name: fixture.both, seatCount: 10 })).id,
    legislationOnly: (await createSubscription(database.db, { organisationId: own.id, name: fixture.legislationOnly, seatCount: 10 })).id,
  };
  await database.executeSql(`update subscriptions set legislation_add_on = true, eu_law_add_on = (id = $1) where id in ($1, $2)`, [subscriptionIds.both, subscriptionIds.legislationOnly]);
  for (const [key, user] of Object.entries(fixture.users)) {
    const subscriptionId = user.subscription === 'both' ? subscriptionIds.both : subscriptionIds.legislationOnly;
    const created = await createUser(database.db, { organisationId: own.id, subscriptionId, roles: user.admin ? ['admin'] : ['member'], name: user.name, email: user.email, language: 'en' });
    for (const seat of user.seats) {
      await database.executeSql(`insert into legislation_seats (organisation_id, user_id, add_on, active) values ($1, $2, $3, $4)`, [own.id, created.id, seat.addOn, seat.active]);
    }
    if (key !== 'reader') continue;
    const searches = LEGISLATION_FIXTURE.readerRecentSearches;
    for (const [index, criteria] of searches.entries()) {
      await database.executeSql(
        `insert into legislation_recent_searches (organisation_id, user_id, label, criteria, searched_at) values ($1, $2, $3, $4::jsonb, now() - make_interval(mins => $5))`,
        [own.id, created.id, legislationSearchLabel(criteria), JSON.stringify(criteria), index],
      );
    }
  }
}
// The onboarding tests' platform operators (one per browser project) in an internal organisation, and per project a
// customer whose corporate domain a new customer reuses (the warning). The screen users onboard too, for the screens gate.
const operations = await createOrganisation(database.db, { name: ONBOARDING_FIXTURE.organisation });
await database.executeSql(`update organisations set internal = true where id = $1`, [operations.id]);
const operationsSubscription = await createSubscription(database.db, { organisationId: operations.id, name: ONBOARDING_FIXTURE.subscription, seatCount: 10 });
for (const fixture of Object.values(ONBOARDING_FIXTURE.projects)) {
  const operator = await createUser(database.db, { organisationId: operations.id, subscriptionId: operationsSubscription.id, roles: ['member'], language: 'en', ...fixture.operator });
  await database.executeSql(`update users set platform_operator = true where id = $1`, [operator.id]);
  const existing = await createOrganisation(database.db, { name: fixture.existing.name });
  await database.executeSql(`update organisations set email_domains = array[$2] where id = $1`, [existing.id, fixture.existing.domain]);
}
await database.executeSql(`update users set platform_operator = true where lower(email) = any($1::text[])`, [SCREEN_USERS.map((user) => user.email.toLowerCase())]);
// A wide logo for the screen organisation, so every screen is looked at with the header holding one.
await createLocalFileStorage(dataPaths(config).logos).put(ONBOARDING_FIXTURE.screenLogo.name, Readable.from([Buffer.from(ONBOARDING_FIXTURE.screenLogo.svg)]));
await database.executeSql(`update organisations set logo_name = $2 where id = $1`, [organisation.id, ONBOARDING_FIXTURE.screenLogo.name]);
// The member invitations' tests: per browser project an organisation with a corporate domain, an admin, a member, free
// seats and a join link that expired yesterday (its token is the fixture's). The screen users' organisation gets their
// domain, so the screens gate can invite an address and open its link.
for (const fixture of Object.values(INVITATIONS_FIXTURE.projects)) {
  const own = await createOrganisation(database.db, { name: fixture.organisation });
  await database.executeSql(`update organisations set email_domains = array[$2] where id = $1`, [own.id, fixture.domain]);
  const ownSubscription = await createSubscription(database.db, { organisationId: own.id, name: fixture.subscription, seatCount: fixture.seatCount });
  const admin = await createUser(database.db, { organisationId: own.id, subscriptionId: ownSubscription.id, roles: ['admin', 'powerUser'], language: 'en', ...fixture.admin });
  await createUser(database.db, { organisationId: own.id, subscriptionId: ownSubscription.id, roles: ['member'], language: 'en', ...fixture.member });
  await database.executeSql(
    `insert into invitations (organisation_id, subscription_id, purpose, email, name, roles, language, token_hash, invited_by, created_at, sent_at, expires_at)
     values ($1, $2, 'join', $3, $4, '{member}', 'en', $5, $6, now() - interval '8 days', now() - interval '8 days', now() - interval '1 day')`,
    [own.id, ownSubscription.id, fixture.expired.email, fixture.expired.name, hashInvitationToken(fixture.expired.token), admin.id],
  );
}
await database.executeSql(`update organisations set email_domains = array[$2] where id = $1 and cardinality(email_domains) = 0`, [organisation.id, SCREEN_USERS[0]?.email.split('@')[1] ?? '']);
// Every customer organisation the fixtures made without an email domain takes its users' (e2e.normscope.test), so its admins can invite.
await database.executeSql(
  `update organisations o set email_domains = d.domains
   from (select organisation_id, array_agg(distinct lower(split_part(email, '@', 2))) as domains from users group by organisation_id) d
   where d.organisation_id = o.id and o.email_domains = '{}' and not o.internal`,
);
await database.close();

const web = startWeb();
await startE2eControl({ port: Number(process.env.E2E_CONTROL_PORT), services: web.then(({ services }) => services), mail });
await web;
