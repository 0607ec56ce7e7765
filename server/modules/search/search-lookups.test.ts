import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPaths, type NextIcsOptions, type SearchFieldKey } from '../../../common/search/search-paths.ts';
import type { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let user: TestSession;
let globexUser: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await importCatalogue(t.database, [
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] }),
    standardRecord('ISO 9004:2018', { titles: [{ language: 'en', full: 'Quality management — Quality of an organization' }] }),
    standardRecord('ISO 14001:2015', { titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    standardRecord('IEC 60204-1:2016', {
      workNumber: 'IEC 60204-1',
      titles: [
        { language: 'en', full: 'Safety of machinery — Electrical equipment' },
        { language: 'fr', full: 'Sécurité des machines — Équipement électrique' },
      ],
    }),
    standardRecord('ISO 10006:2003', { statusCode: 'W', titles: [{ language: 'en', full: 'Quality management systems' }] }),
    standardRecord('ISO 10007:2017', { titles: [{ language: 'en', full: 'Quality management systems — Globex configuration' }] }),
  ]);
  await t.database.executeSql(
    `insert into ics_codes (code, level, parent_code, description) values
       ('03', 1, null, 'Services. Company organization'), ('13', 1, null, 'Environment. Health protection. Safety'),
       ('03.120', 2, '03', 'Quality'), ('03.100', 2, '03', 'Company organization and management'),
       ('03.120.10', 3, '03.120', 'Quality management and quality assurance')`,
  );
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  user = await signIn(t.app, acme.member.email);
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  await t.database.executeSql(`update documents set organisation_id = $1 where number = 'ISO 10007:2017'`, [globex.organisation.id]);
  globexUser = await signIn(t.app, globex.member.email);
});

afterAll(async () => {
  await t.close();
});

async function suggest(url: string, fields: Record<string, string>, session = user) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...asUser(session), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, data: envelopeOf<Suggestion[]>(response).data };
}

describe('suggestions', () => {
  it('suggests document numbers by prefix, in natural number order', async () => {
    const { status, data } = await suggest(searchPaths.suggest, { subId: '1', type: 'name', term: 'iso 900' });
    expect(status).toBe(200);
    expect((data as Suggestion[]).map((s) => s.value)).toEqual(['ISO 9000:2015', 'ISO 9001:2015', 'ISO 9004:2018']);
    expect((data as Suggestion[])[0]?.label).toBe('ISO 9000:2015 — Quality management systems — Fundamentals and vocabulary');
  });

  it('tolerates a typo in a number', async () => {
    const { data } = await suggest(searchPaths.suggest, { type: 'name', term: 'IEC 6204-1' });
    expect((data as Suggestion[]).map((s) => s.value)).toContain('IEC 60204-1:2016');
  });

  const titlesFor = async (term: string, session = user) => ((await suggest(searchPaths.suggest, { type: 'title', term }, session)).data as Suggestion[]).map((s) => s.value);

  it('suggests titles from finished words and the word being typed: in force first, then the shortest titles', async () => {
    expect(await titlesFor('quality manag')).toEqual([
      'Quality management systems — Requirements',
      'Quality management systems — Fundamentals and vocabulary',
      'Quality management — Quality of an organization',
      'Quality management systems',
    ]);
    expect(await titlesFor('environmental sys')).toEqual(['Environmental management systems']);
    const { data } = await suggest(searchPaths.suggest, { type: 'title', term: 'safety mach' });
    expect(data).toEqual([{ value: 'Safety of machinery — Electrical equipment', label: 'IEC 60204-1:2016 — Safety of machinery — Electrical equipment' }]);
  });

  it('leaves stop words out and finds titles in other languages', async () => {
    expect(await titlesFor('safety of the machi')).toEqual(['Safety of machinery — Electrical equipment']);
    expect(await titlesFor('sécurité des mach')).toEqual(['Safety of machinery — Electrical equipment']);
    expect(await titlesFor('of the')).toEqual([]);
  });

  it('never suggests the private documents of another organisation', async () => {
    expect(await titlesFor('quality management systems glob')).toEqual([]);
    expect(await titlesFor('quality management systems glob', globexUser)).toEqual(['Quality management systems — Globex configuration']);
  });

  it('corrects a typo in a finished title word', async () => {
    const { data } = await suggest(searchPaths.suggest, { type: 'title', term: 'machinry safe' });
    expect((data as Suggestion[]).map((s) => s.value)).toEqual(['Safety of machinery — Electrical equipment']);
  });

  it('needs at least two characters', async () => {
    expect((await suggest(searchPaths.suggest, { type: 'title', term: 'q' })).data).toEqual([]);
    expect((await suggest(searchPaths.xrefSuggest, { type: 'name', term: 'i' })).data).toEqual([]);
  });

  it('serves the cross-reference box with document numbers', async () => {
    const { data } = await suggest(searchPaths.xrefSuggest, { subId: '1', type: 'name', term: 'iso 140' });
    expect((data as Suggestion[]).map((s) => s.value)).toEqual(['ISO 14001:2015']);
  });

  it('refuses a wrong type and unknown fields', async () => {
    expect((await suggest(searchPaths.suggest, { type: 'colour', term: 'iso' })).status).toBe(400);
    expect((await suggest(searchPaths.suggest, { type: 'name', term: 'iso', extra: '1' })).status).toBe(400);
  });
});

describe('option lists', () => {
  const options = async (key: SearchFieldKey | string) => {
    const response = await t.app.inject({ method: 'GET', url: `/management/search/field/${key}`, headers: asUser(user) });
    return { status: response.statusCode, data: envelopeOf<LookupOption[]>(response).data as LookupOption[] };
  };

  it('lists publishers, statuses, countries, languages, datasets and document types', async () => {
    expect((await options('publishers')).data.map((o) => o.id)).toEqual(['IEC', 'ISO']);
    expect((await options('statuses')).data.map((o) => o.id)).toEqual(['current', 'superseded', 'partiallySuperseded', 'withdrawn', 'cancelled', 'historical']);
    expect((await options('countries')).data).toEqual([{ id: 'INT', text: 'INT' }]);
    expect((await options('languages')).data.map((o) => o.id)).toEqual(['en']);
    expect((await options('datasets')).data.map((o) => o.id)).toContain('international');
    expect((await options('documentTypes')).data.map((o) => o.id)).toContain('technical-report');
    expect((await options('nonsense')).status).toBe(400);
  });

  it('walks the ICS level by level', async () => {
    const next = async (code: string) => {
      const response = await t.app.inject({ method: 'GET', url: searchPaths.nextIcs(code), headers: asUser(user) });
      return { status: response.statusCode, data: envelopeOf<NextIcsOptions>(response).data as NextIcsOptions };
    };
    expect((await next('0')).data).toEqual({ codes: ['03', '13'], labels: ['03 Services. Company organization', '13 Environment. Health protection. Safety'] });
    expect((await next('03')).data.codes).toEqual(['03.100', '03.120']);
    expect((await next('03.120')).data.codes).toEqual(['03.120.10']);
    expect((await next('03.120.10')).data.codes).toEqual([]);
    expect((await next('drop table')).status).toBe(400);
  });
});
