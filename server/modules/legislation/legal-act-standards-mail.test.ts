import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { createLegalAct } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';
import { rebuildTitleCitations } from './legal-act-standards.service.ts';

/** A watched standard that legal acts list or cite says so in its change mail (issue 20), whatever the reader's add-ons. */
let mail: TestMailServer;
let t: TestApp;
let ids: Map<string, number>;
let member: TestSession;
let german: TestSession;
let emails: { member: string; german: string };

const machineryRecord = (statusCode: 'CUR' | 'W') =>
  standardRecord('ISO 12100:2010', { statusCode, titles: [{ language: 'en', full: 'Safety of machinery — General principles for design' }] });

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ mailUrl: mail.url, publicUrl: 'https://portal.example.test' });
  ids = await importCatalogue(t.database, [machineryRecord('CUR'), standardRecord('ISO 9001:2015', { statusCode: 'CUR' })]);
  // Seven acts cite ISO 12100 in their titles (the mail names five); none cites ISO 9001.
  for (let index = 1; index <= 7; index += 1) {
    await createLegalAct(t.database, {
      identifier: `3201${index}D000${index}`,
      title: `Commission Decision ${index} on the publication of the reference of standard EN ISO 12100:2010`,
      datePublication: `201${index}-01-01`,
    });
  }
  await rebuildTitleCitations(t.database);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const germanUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'de' });
  member = await signIn(t.app, acme.member.email);
  german = await signIn(t.app, germanUser.email);
  emails = { member: acme.member.email.toLowerCase(), german: germanUser.email.toLowerCase() };
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

async function watch(session: TestSession, number: string) {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToWatch'), headers: asUser(session), payload: formData({ docIds: ids.get(number) ?? 0, bulk: 0 }) });
  expect(response.statusCode, response.body).toBe(200);
}

async function notify(): Promise<ReceivedMail[]> {
  const before = mail.received.length;
  await t.services.watches.notifyChanges();
  return mail.received.slice(before);
}

const to = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.envelopeTo.includes(email));

describe('the watch change mail of a standard legal acts cite', () => {
  it('names the newest five citing acts and counts the others, in the reader’s language', async () => {
    await watch(member, 'ISO 12100:2010');
    await watch(member, 'ISO 9001:2015');
    await watch(german, 'ISO 12100:2010');
    await importCatalogue(t.database, [machineryRecord('W'), standardRecord('ISO 9001:2015', { statusCode: 'W' })]);
    const sent = await notify();

    const [english] = to(sent, emails.member);
    expect(english?.text).toContain('Withdrawn (was Current)');
    const lines = english?.text?.split('\n') ?? [];
    const machinery = lines.find((line) => line.startsWith('- ISO 12100:2010'));
    expect(machinery).toContain(
      '· Cited in legislation: 32017D0007 — Commission Decision 7 on the publication of the reference of standard EN ISO 12100:2010; 32016D0006',
    );
    expect(machinery).toContain('32013D0003 — Commission Decision 3 on the publication of the reference of standard EN ISO 12100:2010 and 2 more acts');
    expect(machinery).not.toContain('32012D0002');
    expect(lines.find((line) => line.startsWith('- ISO 9001:2015'))).not.toContain('Cited in legislation');
    expect(english?.html).toContain('Cited in legislation: 32017D0007');

    const [inGerman] = to(sent, emails.german);
    expect(inGerman?.text).toContain('In Rechtsakten genannt: 32017D0007');
    expect(inGerman?.text).toContain('und 2 weitere Rechtsakte');
  });
});
