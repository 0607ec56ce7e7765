import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingCaseList, OnboardingDatasetList, OnboardingFieldReply, OnboardingState, ProcessReply } from '../../../common/onboarding/onboarding.contract.ts';
import { ONBOARDING_STEPS, onboardingPaths, type OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';
import { createDataset, createOrganisationWithUsers, ONBOARDING_WORLD_DETAILS } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, type TestApp, type TestSession, signIn } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';

let mailServer: TestMailServer;
let t: TestApp;
let operator: TestSession;
let customerAdmin: TestSession;

const details = ONBOARDING_WORLD_DETAILS;

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url, publicUrl: 'https://normscope.example.test' });
  const db = t.database.db;
  await createDataset(db, { code: 'international', name: 'International standards' });
  const operations = await createOrganisationWithUsers(db, { name: 'Operations' });
  await t.database.executeSql(`update users set platform_operator = true where id = $1`, [operations.member.id]);
  operator = await signIn(t.app, operations.member.email);
  const customer = await createOrganisationWithUsers(db, { name: 'Acme' });
  customerAdmin = await signIn(t.app, customer.admin.email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

type Call = { method: 'GET' | 'POST'; url: string; json?: unknown; form?: FormData };

async function send(session: TestSession | null, call: Call) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { accept: 'application/json', ...(session ? asUser(session) : {}) },
    ...(call.form ? { body: call.form } : call.json === undefined ? {} : { payload: call.json as object }),
  });
}

async function ok<T>(session: TestSession, call: Call, status = 200): Promise<T> {
  const response = await send(session, call);
  expect(response.statusCode, response.body).toBe(status);
  return envelopeOf<T>(response).data as T;
}

const openCase = () => ok<OnboardingState>(operator, { method: 'POST', url: onboardingPaths.cases, json: {} }, 201);
const save = (caseId: string, step: OnboardingStep, stepDetails: unknown, session: TestSession = operator) =>
  send(session, { method: 'POST', url: onboardingPaths.saveCustomerDetails(caseId), json: { step, details: stepDetails } });

async function completeCase(overrides: { [S in OnboardingStep]?: Record<string, unknown> } = {}): Promise<string> {
  const { caseId } = await openCase();
  for (const step of ONBOARDING_STEPS) {
    const response = await save(caseId, step, { ...details[step], ...overrides[step] });
    expect(response.statusCode, response.body).toBe(200);
  }
  return caseId;
}

describe('who may onboard', () => {
  it('refuses an organisation admin (403) and an anonymous caller (401) on every call', async () => {
    const { caseId } = await openCase();
    const calls: Call[] = [
      { method: 'GET', url: onboardingPaths.cases },
      { method: 'POST', url: onboardingPaths.cases, json: {} },
      { method: 'GET', url: onboardingPaths.getDetails(caseId) },
      { method: 'POST', url: onboardingPaths.saveCustomerDetails(caseId), json: { step: 'company', details: details.company } },
      { method: 'POST', url: onboardingPaths.process, json: { caseId } },
      { method: 'GET', url: onboardingPaths.field('countries') },
      { method: 'GET', url: onboardingPaths.field('industries') },
      { method: 'GET', url: onboardingPaths.datasets },
    ];
    for (const call of calls) {
      const refused = await send(customerAdmin, call);
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'error', data: { reasonKey: 'errors.forbidden' } });
      expect((await send(null, call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
    }
    const state = await ok<OnboardingState>(operator, { method: 'GET', url: onboardingPaths.getDetails(caseId) });
    expect(state.steps.every((step) => !step.saved)).toBe(true);
  });

  it('checks the nonce on the mutating calls', async () => {
    const response = await t.app.inject({ method: 'POST', url: onboardingPaths.cases, headers: { cookie: operator.cookie }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ data: { reasonKey: 'errors.badNonce' } });
  });
});

describe('a case, step by step', () => {
  it('opens with the defaults (Mr, Australia) and lists open and finished cases, newest first', async () => {
    const opened = await openCase();
    expect(opened).toMatchObject({ status: 'open', currentStep: 'company', complete: false, customerCreated: false, sid: null, subscriptionId: null, warning: null, logo: null });
    expect(opened.steps.map((step) => step.name)).toEqual(['company', 'admin', 'account', 'internalAdmin']);
    expect(opened.steps[1]?.fields).toMatchObject({ initial: 'Mr' });
    expect(opened.steps[2]?.fields).toMatchObject({ country: 'AU' });
    const newer = await openCase();
    const list = await ok<OnboardingCaseList>(operator, { method: 'GET', url: onboardingPaths.cases });
    const ids = list.cases.map((row) => row.caseId);
    expect(ids.indexOf(newer.caseId)).toBeLessThan(ids.indexOf(opened.caseId));
  });

  it('advances in order, refuses a later step first, and lets an earlier step be saved again', async () => {
    const { caseId } = await openCase();
    const early = await save(caseId, 'admin', details.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ data: { reasonKey: 'onboarding.errors.stepOutOfOrder' } });
    expect((await save(caseId, 'company', details.company)).statusCode).toBe(200);
    const afterAdmin = envelopeOf<OnboardingState>(await save(caseId, 'admin', details.admin)).data as OnboardingState;
    expect(afterAdmin.currentStep).toBe('account');
    const again = envelopeOf<OnboardingState>(await save(caseId, 'company', { ...details.company, companyName: 'Initech Australia' })).data as OnboardingState;
    expect(again.currentStep).toBe('account');
    const reloaded = await ok<OnboardingState>(operator, { method: 'GET', url: onboardingPaths.getDetails(caseId) });
    expect(reloaded.steps[0]).toMatchObject({ saved: true, fields: { companyName: 'Initech Australia', corporateEmailDomain: 'initech.example.com' } });
    expect(reloaded.steps[1]).toMatchObject({ saved: true, fields: { email: details.admin.email, phone: details.admin.phone } });
    expect(reloaded.steps[2]?.saved).toBe(false);
  });

  it('applies every section-5 rule on the server, with its message', async () => {
    const { caseId } = await openCase();
    const issuesOf = async (step: OnboardingStep, stepDetails: unknown) => {
      const response = await save(caseId, step, stepDetails);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ data: { reasonKey: string; issues: { path: string; message: string }[] } }>();
      return Object.fromEntries(body.data.issues.map((issue) => [issue.path, issue.message]));
    };
    expect(
      await issuesOf('company', { ...details.company, companyName: ' ', corporateEmailDomain: 'www.initech', subDomains: 'a.example.com\nnot a domain', publicIp: '300.1.1.1', country: 'XX', industry: 'piracy' }),
    ).toEqual({
      'company.companyName': 'This field is required.',
      'company.corporateEmailDomain': 'Please enter valid email domain, starting with e.g. example.com.',
      'company.subDomains': 'Please enter valid sub domain, one per line.',
      'company.publicIp': 'Please enter a valid IPv4 or IPv6 address.',
      'company.country': 'Please choose one of the options.',
      'company.industry': 'Please choose one of the options.',
    });
    expect((await save(caseId, 'company', { ...details.company, publicIp: '2001:db8::1' })).statusCode).toBe(200);
    expect(await issuesOf('admin', { ...details.admin, email: 'joanna@other.example.com', phone: '02 9876 543' })).toEqual({
      'admin.email': "Email should be of domain 'initech.example.com'.",
      'admin.phone': 'Please enter valid phone number.',
    });
    expect(await issuesOf('admin', { ...details.admin, email: 'not-an-address', phone: '0512345678' })).toEqual({
      'admin.email': 'Please enter a valid email address.',
      'admin.phone': 'Please enter valid phone number.',
    });
    // Spaces are ignored and the leading 0 is optional.
    expect((await save(caseId, 'admin', { ...details.admin, phone: '4 1234 5678' })).statusCode).toBe(200);
    expect(await issuesOf('account', { ...details.account, invoicingNumber: 'INV-12', postCode: '20OO', contactEmail: 'accounts' })).toEqual({
      'account.contactEmail': 'Please enter a valid email address.',
      'account.invoicingNumber': 'Please enter digits only.',
      'account.postCode': 'Please enter digits only.',
    });
    expect((await save(caseId, 'account', details.account)).statusCode).toBe(200);
    expect(await issuesOf('internalAdmin', { ...details.internalAdmin, startDate: '31-02-2026', endDate: '2027-12-31' })).toEqual({
      'internalAdmin.startDate': 'Please enter valid date of format DD-MM-YYYY.',
      'internalAdmin.endDate': 'Please enter valid date of format DD-MM-YYYY.',
    });
    expect(await issuesOf('internalAdmin', { ...details.internalAdmin, startDate: '01-06-2026', endDate: '01-06-2026' })).toEqual({
      'internalAdmin.endDate': 'The End Date should be greater than Start Date.',
    });
    const wrongType = await save(caseId, 'internalAdmin', { ...details.internalAdmin, seats: 0 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ data: { reasonKey: 'errors.invalidRequest' } });
  });
});

describe('field options', () => {
  it('answers the ISO countries and the industries in the page language, else the caller’s', async () => {
    const french = await ok<OnboardingFieldReply>(operator, { method: 'GET', url: `${onboardingPaths.field('countries')}?language=fr` });
    expect(french.options.length).toBeGreaterThan(240);
    expect(french.options).toContainEqual({ value: 'AU', label: 'Australie' });
    expect(french.options).toContainEqual({ value: 'DE', label: 'Allemagne' });
    const english = await ok<OnboardingFieldReply>(operator, { method: 'GET', url: onboardingPaths.field('countries') });
    expect(english.options).toContainEqual({ value: 'AU', label: 'Australia' });
    const chinese = await ok<OnboardingFieldReply>(operator, { method: 'GET', url: `${onboardingPaths.field('industries')}?language=zh` });
    expect(chinese.options).toContainEqual({ value: 'manufacturing', label: '制造业' });
    const unknown = await send(operator, { method: 'GET', url: onboardingPaths.field('planets') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 400 });
  });
});

describe('datasets', () => {
  it('offers the operator every dataset, with the code the internal admin step saves', async () => {
    const { datasets } = await ok<OnboardingDatasetList>(operator, { method: 'GET', url: onboardingPaths.datasets });
    expect(datasets).toContainEqual({ code: 'international', name: 'International standards', kind: 'standards' });
  });
});

describe('processing a case', () => {
  it('refuses an incomplete case', async () => {
    const { caseId } = await openCase();
    const response = await send(operator, { method: 'POST', url: onboardingPaths.process, json: { caseId } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ data: { reasonKey: 'onboarding.errors.incomplete' } });
  });

  it('creates the organisation, subscription and admin once, mails the admin a link that works once, then sign-in works', async () => {
    const caseId = await completeCase();
    const countOf = async (table: string) => Number((await t.database.executeSql(`select count(*)::int as n from ${table}`)).rows[0]?.n);
    const created = await ok<ProcessReply>(operator, { method: 'POST', url: onboardingPaths.process, form: formData({ caseId, language: 'de' }) });
    expect(created.warning).toBeNull();
    const counts = { organisations: await countOf('organisations'), subscriptions: await countOf('subscriptions'), users: await countOf('users'), invitations: await countOf('invitations') };
    const again = await ok<ProcessReply>(operator, { method: 'POST', url: onboardingPaths.process, json: { caseId } });
    expect(again).toEqual(created);
    expect({ organisations: await countOf('organisations'), subscriptions: await countOf('subscriptions'), users: await countOf('users'), invitations: await countOf('invitations') }).toEqual(counts);

    const { rows: organisations } = await t.database.executeSql(`select name, internal, email_domains, sub_domains, public_ip, country, industry from organisations where id = $1`, [Number(created.sid)]);
    expect(organisations[0]).toMatchObject({ name: 'Initech Pty Ltd', internal: false, public_ip: '203.0.113.10', country: 'AU', industry: 'manufacturing' });
    expect(organisations[0]?.email_domains).toEqual(['initech.example.com']);
    expect(organisations[0]?.sub_domains).toEqual(['sydney.initech.example.com', 'melbourne.initech.example.com']);
    const { rows: subscriptions } = await t.database.executeSql(
      `select s.name, s.starts_on::text as starts_on, s.ends_on::text as ends_on, s.seat_count, s.ai_chat_quota, s.ai_compare_quota, s.legislation_add_on, s.eu_law_add_on,
         array(select d.code from subscription_datasets sd join datasets d on d.id = sd.dataset_id where sd.subscription_id = s.id)::text[] as datasets
       from subscriptions s where s.id = $1 and s.organisation_id = $2`,
      [created.subscriptionId, Number(created.sid)],
    );
    expect(subscriptions[0]).toMatchObject({ name: 'Initech standards', starts_on: '2026-01-01', ends_on: '2027-12-31', seat_count: 3, ai_chat_quota: 50, ai_compare_quota: 10, legislation_add_on: true, eu_law_add_on: false });
    expect(subscriptions[0]?.datasets).toEqual(['international']);
    const { rows: admins } = await t.database.executeSql(`select name, roles::text[] as roles, language, platform_operator from users where lower(email) = $1`, [details.admin.email]);
    expect(admins[0]).toMatchObject({ name: 'Joanna Smith', language: 'de', platform_operator: false });
    expect(admins[0]?.roles).toEqual(['admin', 'powerUser']);

    // The state shows the customer; the case list shows its seats.
    const state = await ok<OnboardingState>(operator, { method: 'GET', url: onboardingPaths.getDetails(caseId) });
    expect(state).toMatchObject({ status: 'finished', customerCreated: true, sid: created.sid, subscriptionId: created.subscriptionId, complete: true });
    const list = await ok<OnboardingCaseList>(operator, { method: 'GET', url: onboardingPaths.cases });
    expect(list.cases.find((row) => row.caseId === caseId)).toMatchObject({ status: 'finished', companyName: 'Initech Pty Ltd', seatCount: 3, seatsUsed: 1 });
    const late = await save(caseId, 'company', details.company);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ data: { reasonKey: 'onboarding.errors.caseFinished' } });

    // Not signed in before the password is set.
    const before = await t.app.inject({ method: 'POST', url: '/management/login', payload: { email: details.admin.email, password: 'anything at all here' } });
    expect(before.statusCode).toBe(401);

    const [mail] = await mailServer.waitFor((mails) => mails.some((one) => one.envelopeTo.includes(details.admin.email)));
    const received = mailServer.received.find((one) => one.envelopeTo.includes(details.admin.email)) ?? mail;
    expect(received?.subject).toBe('Legen Sie Ihr Normscope-Passwort fest');
    const link = /https:\/\/normscope\.example\.test\/management\/invitation\/([A-Za-z0-9_-]{43})/.exec(received?.text ?? '');
    expect(link, received?.text).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(received?.html).toContain(`/management/invitation/${token}`);
    const { rows: stored } = await t.database.executeSql(`select token_hash, purpose from invitations where lower(email) = $1`, [details.admin.email]);
    expect(stored[0]?.purpose).toBe('setPassword');
    expect(String(stored[0]?.token_hash)).not.toContain(token);

    const summary = await t.app.inject({ method: 'GET', url: `/management/api/invitations/${token}` });
    expect(summary.json()).toMatchObject({ status: 'ok', data: { purpose: 'setPassword', organisationName: 'Initech Pty Ltd', email: details.admin.email, state: 'pending' } });
    const short = await t.app.inject({ method: 'POST', url: `/management/api/invitations/${token}/accept`, payload: { password: 'too short' } });
    expect(short.statusCode).toBe(400);
    const accepted = await t.app.inject({ method: 'POST', url: `/management/api/invitations/${token}/accept`, payload: { password: 'a brand new password' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: `/management/api/invitations/${token}/accept`, payload: { password: 'another new password' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ data: { reasonKey: 'invitations.errors.used' } });
    const newAdmin = await signIn(t.app, details.admin.email, 'a brand new password');
    expect(newAdmin.profile.perms).toEqual({ isPowerUser: true, isAdmin: true, isOperator: false });
    expect(newAdmin.profile.organisation.name).toBe('Initech Pty Ltd');
    // The new admin is a customer: onboarding is refused to them too.
    expect((await send(newAdmin, { method: 'GET', url: onboardingPaths.cases })).statusCode).toBe(403);
  });

  it('warns, without refusing, when another organisation already uses the domain', async () => {
    await t.database.executeSql(`insert into organisations (name, email_domains) values ('Acme Widgets', '{widgets.example.com}')`);
    const caseId = await completeCase({
      company: { companyName: 'Widgets Two', corporateEmailDomain: 'widgets.example.com', subDomains: '' },
      admin: { email: 'admin@widgets.example.com' },
    });
    const created = await ok<ProcessReply>(operator, { method: 'POST', url: onboardingPaths.process, json: { caseId } });
    expect(created.warning).toBe('The domain widgets.example.com is already used by Acme Widgets.');
    expect(Number(created.sid)).toBeGreaterThan(0);
  });

  it('refuses an admin whose address is already a user’s, and creates nothing', async () => {
    const caseId = await completeCase({ company: { corporateEmailDomain: 'initech.example.com' }, admin: { email: details.admin.email } });
    const response = await send(operator, { method: 'POST', url: onboardingPaths.process, json: { caseId } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ data: { reasonKey: 'onboarding.errors.emailTaken' } });
    const state = await ok<OnboardingState>(operator, { method: 'GET', url: onboardingPaths.getDetails(caseId) });
    expect(state.customerCreated).toBe(false);
  });
});
