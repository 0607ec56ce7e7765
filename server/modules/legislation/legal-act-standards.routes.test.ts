import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActStandardPaths, type ActStandardList, type CitingActList } from '../../../common/legislation/legal-act-standards.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { createLegalAct, enableLegislationAddOns, giveLegislationSeat } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { importHarmonisedLists } from './harmonised-list-import.ts';
import { rebuildTitleCitations } from './legal-act-standards.service.ts';

let t: TestApp;
let dir: string;
let docs: Map<string, number>;
let machinery: number;
let toys: number;
let sessions: Record<'unlocked' | 'french' | 'unregistered' | 'suspended' | 'lite' | 'noAddOn' | 'otherOrganisation', TestSession>;

const doc = (number: string) => docs.get(number) ?? -1;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'act-standards-'));
  docs = await importCatalogue(t.database, [
    standardRecord('ISO 12100:2010', {
      statusCode: 'CUR',
      titles: [
        { language: 'en', full: 'Safety of machinery — General principles for design' },
        { language: 'fr', full: 'Sécurité des machines — Principes généraux de conception' },
      ],
    }),
    standardRecord('ISO 13849-1:2006', { workNumber: 'ISO 13849-1', statusCode: 'W', titles: [{ language: 'en', full: 'Safety-related parts of control systems' }] }),
    standardRecord('ISO 14119:2013', { statusCode: 'S', titles: [{ language: 'en', full: 'Interlocking devices' }] }),
  ]);
  machinery = await createLegalAct(t.database, { identifier: '32006L0042', title: 'Directive 2006/42/EC on machinery', datePublication: '2006-06-09' });
  toys = await createLegalAct(t.database, { identifier: '32005D0195', title: '2005/195/EC: Commission Decision on standard EN ISO 12100:2010', datePublication: '2005-03-09' });
  // Its title citation, as the legislation importer builds it for the acts it writes.
  await rebuildTitleCitations(t.database, [toys]);
  const list = path.join(dir, 'list.csv');
  writeFileSync(
    list,
    [
      'standard_number,act_identifier,reference,date_from,date_to',
      'EN ISO 12100:2010,2006/42/EC,OJ C 110 of 8.4.2011,2011-04-08,',
      'EN ISO 13849-1:2008,2006/42/EC,OJ C 110 of 8.4.2011,2009-12-29,2016-06-30',
      'EN ISO 14119:2013,2006/42/EC,,2014-01-01,',
      'EN 474-1:2006+A6:2019,2006/42/EC,,,',
    ].join('\n'),
  );
  await importHarmonisedLists(t.database, [list]);

  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  await enableLegislationAddOns(t.database, acme.subscription.id);
  await enableLegislationAddOns(t.database, globex.subscription.id);
  const inAcme = (values: { language?: string; subscriptionId?: number } = {}) =>
    createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: values.subscriptionId ?? acme.subscription.id, ...(values.language ? { language: values.language } : {}) });
  const french = await inAcme({ language: 'fr' });
  const unregistered = await inAcme();
  const suspended = await inAcme();
  const liteSubscription = await createSubscription(t.database.db, { organisationId: acme.organisation.id, datasetIds: [international], isLite: true });
  const lite = await inAcme({ subscriptionId: liteSubscription.id });
  const other = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Initech' });
  for (const user of [acme.member, french, lite, globex.member, other.member]) await giveLegislationSeat(t.database, user);
  await giveLegislationSeat(t.database, suspended, { active: false });
  sessions = {
    unlocked: await signIn(t.app, acme.member.email),
    french: await signIn(t.app, french.email),
    unregistered: await signIn(t.app, unregistered.email),
    suspended: await signIn(t.app, suspended.email),
    lite: await signIn(t.app, lite.email),
    noAddOn: await signIn(t.app, other.member.email),
    otherOrganisation: await signIn(t.app, globex.member.email),
  };
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...(session ? asUser(session) : {}) } });

describe('the standards of an act', () => {
  it('lists harmonised standards then cited ones, with their catalogue status and display link', async () => {
    const response = await get(legalActStandardPaths.actStandards(machinery), sessions.unlocked);
    expect(response.statusCode, response.body).toBe(200);
    const { act, standards } = envelopeOf<ActStandardList>(response).data as ActStandardList;
    expect(act).toEqual({ id: machinery, identifier: '32006L0042', title: 'Directive 2006/42/EC on machinery', link: `/management/legislation/acts/${machinery}` });
    expect(standards.map((s) => [s.standardNumber, s.documentId, s.statusCode, s.withdrawn, s.superseded, s.presumptionCeased])).toEqual([
      ['EN 474-1:2006+A6:2019', null, null, false, false, false],
      ['EN ISO 12100:2010', doc('ISO 12100:2010'), 'CUR', false, false, false],
      ['EN ISO 13849-1:2008', doc('ISO 13849-1:2006'), 'W', true, false, true],
      ['EN ISO 14119:2013', doc('ISO 14119:2013'), 'S', false, true, false],
    ]);
    expect(standards[1]).toEqual({
      standardNumber: 'EN ISO 12100:2010',
      relation: 'harmonised',
      origin: 'import',
      reference: 'OJ C 110 of 8.4.2011',
      dateFrom: '2011-04-08',
      dateTo: null,
      presumptionCeased: false,
      documentId: doc('ISO 12100:2010'),
      documentNumber: 'ISO 12100:2010',
      title: 'Safety of machinery — General principles for design',
      statusCode: 'CUR',
      withdrawn: false,
      superseded: false,
      link: `/management/display/version/0/${doc('ISO 12100:2010')}`,
    });
    expect(standards[0]?.link).toBeNull();
  });

  it('gives titles in the reader’s language and lists an act’s title citations', async () => {
    const response = await get(legalActStandardPaths.actStandards(toys), sessions.french);
    const { standards } = envelopeOf<ActStandardList>(response).data as ActStandardList;
    expect(standards.map((s) => [s.standardNumber, s.relation, s.origin, s.title])).toEqual([['EN ISO 12100:2010', 'cited', 'title', 'Sécurité des machines — Principes généraux de conception']]);
  });

  it('answers the same to a user of another organisation with the add-on', async () => {
    const mine = await get(legalActStandardPaths.actStandards(machinery), sessions.unlocked);
    const theirs = await get(legalActStandardPaths.actStandards(machinery), sessions.otherOrganisation);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual(mine.json());
  });

  it('refuses users without the legislation add-on, saying why', async () => {
    const reasons: Record<string, string> = {};
    for (const who of ['unregistered', 'suspended', 'noAddOn'] as const) {
      const response = await get(legalActStandardPaths.actStandards(machinery), sessions[who]);
      expect(response.statusCode, who).toBe(403);
      reasons[who] = String(envelopeOf<{ reasonKey: string }>(response).data?.reasonKey);
    }
    expect(reasons).toEqual({ unregistered: 'legislationLibrary.errors.notRegistered', suspended: 'legislationLibrary.errors.notActive', noAddOn: 'legislationLibrary.errors.notSubscribed' });
    // A lite subscription has add-on flags of its own, off here.
    expect((await get(legalActStandardPaths.actStandards(machinery), sessions.lite)).statusCode).toBe(403);
    expect((await get(legalActStandardPaths.actStandards(machinery))).statusCode).toBe(401);
  });

  it('answers 404 for an unknown act and 400 for a bad id', async () => {
    expect((await get(legalActStandardPaths.actStandards(999_999), sessions.unlocked)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999']) {
      const response = await get(legalActStandardPaths.actStandards(bad), sessions.unlocked);
      expect(response.statusCode, bad).toBe(400);
      expect(envelopeOf(response).status).toBe('error');
    }
  });
});

describe('the acts citing a standard', () => {
  it('lists the acts linking a document, harmonised first, with their act pages', async () => {
    const response = await get(legalActStandardPaths.documentActs(doc('ISO 12100:2010')), sessions.unlocked);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf<CitingActList>(response).data).toEqual({
      addOnLocked: false,
      acts: [
        {
          actId: machinery,
          identifier: '32006L0042',
          title: 'Directive 2006/42/EC on machinery',
          relation: 'harmonised',
          standardNumber: 'EN ISO 12100:2010',
          reference: 'OJ C 110 of 8.4.2011',
          dateFrom: '2011-04-08',
          dateTo: null,
          link: `/management/legislation/acts/${machinery}`,
        },
        {
          actId: toys,
          identifier: '32005D0195',
          title: '2005/195/EC: Commission Decision on standard EN ISO 12100:2010',
          relation: 'cited',
          standardNumber: 'EN ISO 12100:2010',
          reference: null,
          dateFrom: null,
          dateTo: null,
          link: `/management/legislation/acts/${toys}`,
        },
      ],
    });
    const none = await get(legalActStandardPaths.documentActs(doc('ISO 14119:2013')), sessions.otherOrganisation);
    expect((envelopeOf<CitingActList>(none).data as CitingActList).acts.map((act) => act.identifier)).toEqual(['32006L0042']);
  });

  it('answers an empty list saying the add-on is locked, not a refusal, without the add-on', async () => {
    for (const who of ['unregistered', 'suspended', 'noAddOn', 'lite'] as const) {
      const response = await get(legalActStandardPaths.documentActs(doc('ISO 12100:2010')), sessions[who]);
      expect(response.statusCode, who).toBe(200);
      expect(envelopeOf(response).data, who).toEqual({ addOnLocked: true, acts: [] });
    }
  });

  it('answers 404 for a document nobody has, 400 for a bad id and 401 without a session', async () => {
    expect((await get(legalActStandardPaths.documentActs(999_999), sessions.unlocked)).statusCode).toBe(404);
    expect((await get(legalActStandardPaths.documentActs('x1'), sessions.unlocked)).statusCode).toBe(400);
    expect((await get(legalActStandardPaths.documentActs(doc('ISO 12100:2010')))).statusCode).toBe(401);
  });
});
