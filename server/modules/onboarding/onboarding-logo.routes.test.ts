import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoUploadReply, OnboardingState, ProcessReply } from '../../../common/onboarding/onboarding.contract.ts';
import { ONBOARDING_STEPS, onboardingPaths } from '../../../common/onboarding/onboarding.values.ts';
import { EICAR_TEST_STRING } from '../../platform/virus-scanner.ts';
import { createDataset, createOrganisationWithUsers, ONBOARDING_WORLD_DETAILS } from '../../test/factories.ts';
import { TINY_PNG } from '../../test/onboarding-route-inventory.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let operator: TestSession;
let customerAdmin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await createDataset(t.database.db, { code: 'international' });
  const operations = await createOrganisationWithUsers(t.database.db, { name: 'Operations' });
  await t.database.executeSql(`update users set platform_operator = true where id = $1`, [operations.member.id]);
  operator = await signIn(t.app, operations.member.email);
  customerAdmin = await signIn(t.app, (await createOrganisationWithUsers(t.database.db, { name: 'Acme' })).admin.email);
});

afterAll(async () => {
  await t.close();
});

async function openCase(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: onboardingPaths.cases, headers: asUser(operator), payload: {} });
  return (envelopeOf<OnboardingState>(response).data as OnboardingState).caseId;
}

function upload(session: TestSession, caseId: string, content: Buffer | string, name = 'logo.png', field = 'logo_file') {
  const form = new FormData();
  form.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  return t.app.inject({ method: 'POST', url: onboardingPaths.uploadCompanyLogo(caseId), headers: { ...asUser(session), accept: 'application/json' }, body: form });
}

describe('the company logo', () => {
  it('stores a re-encoded logo under a name of its own, shows it on the case, and on the organisation once created', async () => {
    const caseId = await openCase();
    // A PNG named as a JPEG: the type comes from the bytes.
    const response = await upload(operator, caseId, TINY_PNG, 'C:\\logos\\initech.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const reply = envelopeOf<LogoUploadReply>(response).data as LogoUploadReply;
    expect(reply.logoName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(reply.originalLogoFileName).toBe('initech.jpg');
    const state = envelopeOf<OnboardingState>(await t.app.inject({ method: 'GET', url: onboardingPaths.getDetails(caseId), headers: asUser(operator) })).data as OnboardingState;
    expect(state).toMatchObject({ logo: reply.logoName, originalLogoFileName: 'initech.jpg' });

    const details = { ...ONBOARDING_WORLD_DETAILS, admin: { ...ONBOARDING_WORLD_DETAILS.admin, email: 'logo.admin@initech.example.com' } };
    for (const step of ONBOARDING_STEPS) {
      const saved = await t.app.inject({ method: 'POST', url: onboardingPaths.saveCustomerDetails(caseId), headers: asUser(operator), payload: { step, details: details[step] } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const processed = await t.app.inject({ method: 'POST', url: onboardingPaths.process, headers: asUser(operator), payload: { caseId } });
    const { sid } = envelopeOf<ProcessReply>(processed).data as ProcessReply;
    const { rows } = await t.database.executeSql(`select logo_name from organisations where id = $1`, [Number(sid)]);
    expect(rows[0]?.logo_name).toBe(reply.logoName);

    // The new organisation's users see it; another organisation has none.
    await t.database.executeSql(`update users set password_hash = (select password_hash from users where id = $1) where lower(email) = $2`, [operator.profile.user.id, details.admin.email]);
    const newAdmin = await signIn(t.app, details.admin.email);
    const logo = await t.app.inject({ method: 'GET', url: onboardingPaths.organisationLogo, headers: asUser(newAdmin) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');
    expect((await t.app.inject({ method: 'GET', url: onboardingPaths.organisationLogo, headers: asUser(customerAdmin) })).statusCode).toBe(404);
    // A created customer's logo no longer changes through its case.
    expect((await upload(operator, caseId, TINY_PNG)).statusCode).toBe(409);
  });

  it('refuses a virus with its message, and anything else with "Logo upload failed!!"', async () => {
    const caseId = await openCase();
    const virus = await upload(operator, caseId, EICAR_TEST_STRING, 'eicar.png');
    expect(virus.statusCode).toBe(400);
    expect(virus.json()).toMatchObject({ data: { reason: 'Log file contains virus, please upload another logo.', reasonKey: 'onboarding.logo.virus' } });
    const refusals = [
      await upload(operator, caseId, Buffer.from('%PDF-1.4 not an image'), 'logo.png'),
      await upload(operator, caseId, Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png'),
      await upload(operator, caseId, TINY_PNG, 'logo.png', 'another_field'),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ data: { reason: 'Logo upload failed!!', reasonKey: 'onboarding.logo.failed' } });
    }
    const state = envelopeOf<OnboardingState>(await t.app.inject({ method: 'GET', url: onboardingPaths.getDetails(caseId), headers: asUser(operator) })).data as OnboardingState;
    expect(state.logo).toBeNull();
  });

  it('refuses a non-operator before reading the file', async () => {
    const caseId = await openCase();
    const response = await upload(customerAdmin, caseId, TINY_PNG);
    expect(response.statusCode).toBe(403);
  });
});
