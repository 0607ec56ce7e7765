import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';
import { createOperator, OPERATIONS_ORGANISATION_NAME } from './operator-account.ts';

let mailServer: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url });
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

const dependencies = () => ({ database: t.database, mailer: t.services.platform.mailer, publicUrl: 'https://normscope.example.test', invitationDays: 7 });

describe('the operator CLI’s account', () => {
  it('creates the internal organisation and the operator once, and a link that lets them sign in as an operator', async () => {
    const first = await createOperator(dependencies(), { email: 'Sam.Operator@normscope.example.test', name: 'Sam Operator', language: 'fr' });
    const second = await createOperator(dependencies(), { email: 'sam.operator@normscope.example.test' });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, userId: first.userId, mailed: true });
    const { rows } = await t.database.executeSql(`select count(*)::int as n, bool_and(internal) as internal from organisations where name = $1`, [OPERATIONS_ORGANISATION_NAME]);
    expect(rows[0]).toMatchObject({ n: 1, internal: true });
    const { rows: datasets } = await t.database.executeSql(
      `select count(*)::int as n from subscription_datasets sd join subscriptions s on s.id = sd.subscription_id join organisations o on o.id = s.organisation_id where o.name = $1`,
      [OPERATIONS_ORGANISATION_NAME],
    );
    expect(datasets[0]?.n).toBe(0);

    await mailServer.waitFor((mails) => mails.filter((mail) => mail.envelopeTo.includes('sam.operator@normscope.example.test')).length === 2);
    const [mail] = mailServer.received;
    expect(mail?.subject).toBe('Définissez votre mot de passe Normscope');
    // The first link was replaced by the second.
    const firstToken = first.link.split('/').at(-1) ?? '';
    const secondToken = second.link.split('/').at(-1) ?? '';
    expect((await t.app.inject({ method: 'POST', url: `/management/api/invitations/${firstToken}/accept`, payload: { password: 'operator password 1' } })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'POST', url: `/management/api/invitations/${secondToken}/accept`, payload: { password: 'operator password 1' } })).statusCode).toBe(200);
    const session = await signIn(t.app, 'sam.operator@normscope.example.test', 'operator password 1');
    expect(session.profile.perms).toEqual({ isPowerUser: false, isAdmin: false, isOperator: true });
    expect(session.profile.user.name).toBe('Sam Operator');
  });

  it('never turns a customer’s user into an operator', async () => {
    const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
    await expect(createOperator(dependencies(), { email: acme.admin.email })).rejects.toThrow(/customer/);
    const { rows } = await t.database.executeSql(`select platform_operator from users where id = $1`, [acme.admin.id]);
    expect(rows[0]?.platform_operator).toBe(false);
  });
});
