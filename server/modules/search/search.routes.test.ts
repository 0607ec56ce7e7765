import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { collectionPaths } from '../../../common/collections/collections.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let ids: Map<string, number>;
let admin: TestSession;
let lite: TestSession;
let other: TestSession;

const quality = { language: 'en', full: 'Quality management systems — Requirements' };
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const qualite = { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' };

beforeAll(async () => {
  t = await createTestApp();
  ids = await importCatalogue(t.database, [
    standardRecord('ISO 9001:2008', { workNumber: 'ISO 9001', edition: '4', titles: [quality, qualite], languages: ['en', 'fr'], icsCodes: ['03.120.10'] }),
    standardRecord('ISO 9001:2015', {
      workNumber: 'ISO 9001',
      edition: '5',
      titles: [quality, qualite],
      languages: ['en', 'fr'],
      icsCodes: ['03.120.10'],
      abstracts: [{ language: 'en', text: 'Requirements for an organisation that needs to demonstrate consistent quality.' }],
    }),
    standardRecord('ISO 9001:2015/Amd 1:2024', { workNumber: 'ISO 9001:2015/Amd 1', docType: 'amendment', titles: [{ language: 'en', full: 'Quality management systems — Amendment 1: Climate action changes' }] }),
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('ISO 14001:2004', { statusCode: 'W', titles: [{ language: 'en', full: 'Environmental management systems — Requirements' }] }),
    standardRecord('ISO 2:1973', { titles: [{ language: 'en', full: 'Textiles — Designation of the direction of twist' }] }),
    standardRecord('ISO 10:1975', { titles: [{ language: 'en', full: 'Textiles — Symbols for yarns' }] }),
    standardRecord('IEC 60204-1:2016', {
      workNumber: 'IEC 60204-1',
      titles: [{ language: 'en', full: 'Safety of machinery — Electrical equipment of machines — Part 1: General requirements' }],
      languages: ['en', 'fr'],
      icsCodes: ['13.110', '29.020'],
      relations: [{ type: 'adoptedAs', targetNumber: 'JIS B 9960-1:2019' }],
    }),
    standardRecord('JIS B 9960-1:2019', {
      publisher: 'JIS',
      titles: [{ language: 'en', full: 'Safety of machinery — Electrical equipment of machines — Part 1' }],
      languages: ['ja'],
    }),
    standardRecord('ETSI EN 300 328 V2.2.2 (2019-07)', {
      publisher: 'ETSI',
      workNumber: 'ETSI EN 300 328',
      version: 'V2.2.2',
      titles: [{ language: 'en', full: 'Wideband transmission systems; Data transmission equipment operating in the 2,4 GHz band' }],
    }),
    standardRecord('IEEE 802.3-2022', { publisher: 'IEEE', workNumber: 'IEEE 802.3', titles: [{ language: 'en', full: 'IEEE Standard for Ethernet' }] }),
    standardRecord('IEEE Std 1547-2018', { publisher: 'IEEE', workNumber: 'IEEE Std 1547', titles: [{ language: 'en', full: 'Interconnection of distributed energy resources' }] }),
    standardRecord('ITU-T G.711.0 (09/2009)', { publisher: 'ITU', workNumber: 'ITU-T G.711.0', docType: 'recommendation', titles: [{ language: 'en', full: 'Lossless compression of G.711 pulse code modulation' }] }),
    standardRecord('ITU-T G.711 (11/1988)', { publisher: 'ITU', workNumber: 'ITU-T G.711', docType: 'recommendation', titles: [{ language: 'en', full: 'Pulse code modulation (PCM) of voice frequencies' }] }),
    // The same two words: apart in a short title, as a phrase in a long one.
    standardRecord('ISO 90001:2020', { titles: [{ language: 'en', full: 'Pumps — Hydraulic tests' }] }),
    standardRecord('ISO 90002:2020', { titles: [{ language: 'en', full: 'Hydraulic pumps — Noise measurement — Engineering method for the sound power of the pump unit and its drive' }] }),
    // Latest: one published three days ago, one announced for a month and more from now.
    standardRecord('OGC 21-001', { publisher: 'OGC', publishedOn: daysFromToday(-3), titles: [{ language: 'en', full: 'Geodata recently published' }] }),
    standardRecord('OGC 99-001', { publisher: 'OGC', publishedOn: daysFromToday(40), titles: [{ language: 'en', full: 'Geodata announced' }] }),
    ...Array.from({ length: 40 }, (_, n) =>
      standardRecord(`ISO ${50_000 + n}:2020`, { titles: [{ language: 'en', full: `Electrical installations — Part ${n + 1}: Wiring` }] }),
    ),
  ]);
  const db = t.database.db;
  const all = await Promise.all(['international', 'telecom', 'ieee', 'jis', 'web-internet'].map((code) => datasetId(t.database, code)));
  const acme = await createOrganisationWithUsers(db, { datasetIds: all, name: 'Acme' });
  const liteSubscription = await createSubscription(db, { organisationId: acme.organisation.id, isLite: true, datasetIds: [await datasetId(t.database, 'international')] });
  const liteUser = await createUser(db, { organisationId: acme.organisation.id, subscriptionId: liteSubscription.id });
  const globex = await createOrganisationWithUsers(db, { datasetIds: [await datasetId(t.database, 'international')], name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  lite = await signIn(t.app, liteUser.email);
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

async function search(session: TestSession, fields: Record<string, string | number | (string | number)[]>, tab = 'standards') {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax(tab as 'standards'), headers: asUser(session), payload: formData(fields) });
  return { response, envelope: envelopeOf<SearchResults>(response) };
}

async function results(session: TestSession, fields: Record<string, string | number | (string | number)[]>) {
  const { response, envelope } = await search(session, fields);
  expect(response.statusCode, response.body).toBe(200);
  return envelope.data as SearchResults;
}

const names = (r: SearchResults) => r.records.map((record) => record.name);
const facet = (r: SearchResults, key: string) => Object.fromEntries((r.facets.find((f) => f.key === key)?.options ?? []).map((o) => [o.id, o.count]));

describe('matching document numbers', () => {
  it.each(['iso9001', 'ISO 9001', '9001:2015', 'iso 9001:2015'])('%s finds ISO 9001:2015 first', async (query) => {
    const r = await results(admin, { query_1: query });
    expect(names(r)[0]).toBe('ISO 9001:2015');
    expect(r.records[0]?.historic_versions).toEqual([{ version_id: expect.any(Number), version: 'ISO 9001:2008' }]);
  });

  it('says what each version text is: an edition, a version label, or the year of a document with neither', async () => {
    const version = async (query: string) => (await results(admin, { query_1: query })).records[0]?.version;
    expect(await version('ISO 9001:2015')).toEqual({ text: '5', kind: 'edition' });
    expect(await version('ETSI EN 300 328')).toEqual({ text: 'V2.2.2', kind: 'version' });
    expect(await version('IEEE 802.3')).toEqual({ text: '2022', kind: 'year' });
  });

  it('puts the work a number names first (ITU-T G.711 before G.711.0)', async () => {
    const r = await results(admin, { query_1: 'ITU-T G.711' });
    expect(names(r)).toEqual(['ITU-T G.711 (11/1988)', 'ITU-T G.711.0 (09/2009)']);
  });

  it('finds IEEE numbers with or without "Std"', async () => {
    expect(names(await results(admin, { query_1: 'IEEE 1547' }))[0]).toBe('IEEE Std 1547-2018');
    expect(names(await results(admin, { query_1: 'IEEE Std 1547' }))[0]).toBe('IEEE Std 1547-2018');
  });

  it('finds a document by the number of a historic edition', async () => {
    const r = await results(admin, { query_1: 'ISO 9001:2008' });
    expect(names(r)).toEqual(['ISO 9001:2015']);
  });

  it('puts the number itself first, then documents in force, then natural number order', async () => {
    const r = await results(admin, { query_1: 'ISO 9001:2015' });
    expect(names(r)).toEqual(['ISO 9001:2015', 'ISO 9001:2015/Amd 1:2024']);
    const iso = await results(admin, { query_1: 'ISO 1', orderBy: 1 });
    expect(names(iso).slice(0, 2)).toEqual(['ISO 10:1975', 'ISO 14001:2004']);
  });

  it('orders alphabetically with numbers in natural order (ISO 2 before ISO 10)', async () => {
    const r = await results(admin, { query_1: '*', 'filter-publisher': 'ISO', orderBy: 1 });
    expect(names(r).slice(0, 3)).toEqual(['ISO 2:1973', 'ISO 10:1975', 'ISO 9000:2015']);
  });

  it('treats * as every document, and an advanced filter alone as *', async () => {
    const all = await results(admin, { query_1: '*' });
    expect(all.hits).toBe(ids.size);
    // By relevance with nothing to rank: documents in force first, each group in number order.
    expect(all.records.every((record) => record.docStatusCode === 'CUR')).toBe(true);
    expect(names(all).indexOf('ISO 2:1973')).toBeLessThan(names(all).indexOf('ISO 10:1975'));
    const lastPage = await results(admin, { query_1: '*', page: '4' });
    expect(lastPage.records.map((record) => record.name).slice(-2)).toEqual(['OGC 99-001', 'ISO 14001:2004']);
    const withdrawn = await results(admin, { include: 'withdrawn' });
    expect(names(withdrawn)).toEqual(['ISO 14001:2004']);
  });
});

describe('matching title words', () => {
  it('matches English words with stemming, current documents first', async () => {
    const r = await results(admin, { query_2: 'requirement' });
    expect(names(r)).toEqual(expect.arrayContaining(['ISO 9001:2015', 'ISO 14001:2004', 'IEC 60204-1:2016']));
    expect(names(r).indexOf('ISO 14001:2004')).toBe(names(r).length - 1);
  });

  it('matches French titles with French stemming', async () => {
    const r = await results(admin, { query_2: 'qualités exigence' });
    expect(names(r)).toEqual(['ISO 9001:2015']);
  });

  it("finds a French title from French words whatever the user's language: French stop words are left out", async () => {
    const r = await results(admin, { query_2: 'systèmes de management de la qualité' });
    expect(names(r)).toEqual(['ISO 9001:2015']);
  });

  it('puts the words as a phrase in a title before the same words apart, whatever their number order', async () => {
    const r = await results(admin, { query_2: 'hydraulic pumps' });
    expect(names(r)).toEqual(['ISO 90002:2020', 'ISO 90001:2020']);
  });

  it('puts a document that went through editions before another with the same phrase, and amendments after both', async () => {
    const r = await results(admin, { query_2: 'quality management systems' });
    expect(names(r)).toEqual(['ISO 9001:2015', 'ISO 9000:2015', 'ISO 9001:2015/Amd 1:2024']);
  });

  it('leaves out stop words rather than requiring them', async () => {
    const r = await results(admin, { query_2: 'the safety of machinery' });
    expect(names(r).sort()).toEqual(['IEC 60204-1:2016', 'JIS B 9960-1:2019']);
  });

  it('corrects a typo when nothing matches and says so', async () => {
    const r = await results(admin, { query_2: 'machinry' });
    expect(r.summary).toEqual({ terms: 'machinry', correctedTerms: 'machinery' });
    expect(r.hits).toBe(2);
  });

  it('answers no hits with nohits set', async () => {
    const r = await results(admin, { query_2: 'xylophone' });
    expect(r).toMatchObject({ hits: 0, nohits: true, records: [] });
  });

  it('combines number and title', async () => {
    const r = await results(admin, { query_1: 'ISO', query_2: 'vocabulary' });
    expect(names(r)).toEqual(['ISO 9000:2015']);
  });
});

describe('facets', () => {
  it('counts publishers, statuses, countries, languages and years over the whole match set', async () => {
    const r = await results(admin, { query_2: 'machinery' });
    expect(facet(r, 'publisher')).toEqual({ IEC: 1, JIS: 1 });
    expect(facet(r, 'country')).toEqual({ INT: 1, JP: 1 });
    expect(facet(r, 'language')).toEqual({ en: 1, fr: 1, ja: 1 });
    expect(facet(r, 'year')).toEqual({ '2016': 1, '2019': 1 });
    expect(facet(r, 'include')).toEqual({ current: 2 });
  });

  it('narrows by a facet while its own counts ignore its choice', async () => {
    const r = await results(admin, { query_2: 'machinery', 'filter-publisher': 'JIS' });
    expect(names(r)).toEqual(['JIS B 9960-1:2019']);
    expect(facet(r, 'publisher')).toEqual({ IEC: 1, JIS: 1 });
    expect(facet(r, 'language')).toEqual({ ja: 1 });
    expect(r).toMatchObject({ hits: 1, total: 2, canReset: true });
  });

  it('combines facets: language and year', async () => {
    const r = await results(admin, { query_1: '*', 'filter-language': 'fr', 'filter-year': '2016|2015' });
    expect(names(r).sort()).toEqual(['IEC 60204-1:2016', 'ISO 9001:2015']);
  });

  it("separates the subscription's documents from the whole catalogue", async () => {
    const inSubscription = await results(lite, { query_2: 'machinery' });
    expect(names(inSubscription)).toEqual(['IEC 60204-1:2016']);
    expect(facet(inSubscription, 'filterby')).toEqual({ subscription: 1, all: 2 });
    const everything = await results(lite, { query_2: 'machinery', filterby: 'all' });
    expect(names(everything).sort()).toEqual(['IEC 60204-1:2016', 'JIS B 9960-1:2019']);
    expect(everything.records.find((record) => record.name.startsWith('JIS'))?.entitled).toBe(false);
  });

  it("counts a subscription search in its own scope: summary, total and 'Results in' agree", async () => {
    // 'machinery' finds IEC 60204-1 (in the lite subscription) and JIS B 9960-1 (outside it).
    const own = await results(lite, { query_2: 'machinery' });
    expect(own).toMatchObject({ hits: 1, total: 1, nohits: false, canReset: false });
    expect(facet(own, 'filterby')).toEqual({ subscription: own.hits, all: 2 });
    const everything = await results(lite, { query_2: 'machinery', filterby: 'all' });
    expect(everything).toMatchObject({ hits: 2, total: 2 });
    expect(facet(everything, 'filterby')).toEqual({ subscription: 1, all: everything.hits });
    // A facet narrows within the scope: the total before it is still the subscription's.
    const narrowed = await results(lite, { query_2: 'machinery', 'filter-language': 'ja' });
    expect(narrowed).toMatchObject({ hits: 0, total: 1, canReset: true });
  });

  it('answers a number found only outside the subscription with no hits in it and the whole catalogue count', async () => {
    const own = await results(lite, { query_1: 'ETSI EN 300 328' });
    expect(own).toMatchObject({ hits: 0, total: 0, nohits: true, canReset: false, records: [] });
    expect(facet(own, 'filterby')).toEqual({ subscription: 0, all: 1 });
    const everything = await results(lite, { searchContext: own.searchContext, filterby: 'all' });
    expect(everything).toMatchObject({ hits: 1, total: 1, nohits: false });
    expect(names(everything)).toEqual(['ETSI EN 300 328 V2.2.2 (2019-07)']);
    expect(everything.records[0]?.entitled).toBe(false);
  });

  it('searches within the documents cross-referenced with another', async () => {
    const r = await results(admin, { query_1: '*', 'filter-xref': 'JIS B 9960-1' });
    expect(names(r).sort()).toEqual(['IEC 60204-1:2016', 'JIS B 9960-1:2019']);
  });

  it('applies the advanced filters: status, exclude, publisher, country, dataset', async () => {
    expect(names(await results(admin, { query_2: 'management', exclude: 'withdrawn' }))).not.toContain('ISO 14001:2004');
    expect(names(await results(admin, { query_1: '*', 'publisher[]': ['ETSI', 'IEEE'] })).sort()).toEqual([
      'ETSI EN 300 328 V2.2.2 (2019-07)',
      'IEEE 802.3-2022',
      'IEEE Std 1547-2018',
    ]);
    expect(names(await results(admin, { query_1: '*', country: 'JP' }))).toEqual(['JIS B 9960-1:2019']);
    expect(names(await results(admin, { dataset: 'telecom' })).sort()).toEqual(['ETSI EN 300 328 V2.2.2 (2019-07)', 'ITU-T G.711 (11/1988)', 'ITU-T G.711.0 (09/2009)']);
  });

  it('searches a category (ICS) and the latest documents', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: searchPaths.formPost,
      headers: { ...asUser(admin), accept: 'application/json' },
      payload: formData({ searchCriteria: 'categories', ics_code_descriptor_filter: '1', ics_level1: '03', ics_level2: '03.120' }),
    });
    expect(category.statusCode, category.body).toBe(200);
    const context = (envelopeOf<{ searchContext: string }>(category).data as { searchContext: string }).searchContext;
    const r = await results(admin, { searchContext: context });
    expect(r.criteria).toMatchObject({ icsCode: '03.120' });
    expect(names(r)).toEqual(['ISO 9001:2015']);
    // Every test document is dated: new in the last week is the one published three days ago.
    const latest = await results(admin, { what: 'new', when: 7 });
    expect(names(latest)).toEqual(['OGC 21-001']);
  });

  it('finds the documents published in the period, not those announced for later', async () => {
    expect(names(await results(admin, { what: 'all', when: 30 }))).toEqual(['OGC 21-001']);
    expect(names(await results(admin, { what: 'new', when: 365 }))).toEqual(['OGC 21-001']);
  });
});

describe('paging and the search context', () => {
  it('pages 15 at a time with a stable order and a new context per page', async () => {
    const first = await results(admin, { query_2: 'wiring' });
    expect(first).toMatchObject({ hits: 40, page: 1, recordsPerPage: 15 });
    const second = await results(admin, { searchContext: first.searchContext, page: 2 });
    const third = await results(admin, { searchContext: second.searchContext, page: 3 });
    expect(second.page).toBe(2);
    expect(third.records).toHaveLength(10);
    const seen = [...first.docIds, ...second.docIds, ...third.docIds];
    expect(new Set(seen).size).toBe(40);
    const again = await results(admin, { searchContext: second.searchContext });
    expect(again.docIds).toEqual(second.docIds);
  });

  it('goes back to page 1 when a facet changes', async () => {
    const first = await results(admin, { query_2: 'wiring', page: 2 });
    const narrowed = await results(admin, { searchContext: first.searchContext, 'filter-year': '2020' });
    expect(narrowed.page).toBe(1);
  });

  it('refuses a tampered context and one from another organisation', async () => {
    const r = await results(admin, { query_1: 'ISO 9001' });
    const tampered = `${r.searchContext.slice(0, -2)}${r.searchContext.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await search(admin, { searchContext: tampered })).response.statusCode).toBe(400);
    const foreign = await search(other, { searchContext: r.searchContext });
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.envelope.data).toMatchObject({ reasonKey: 'search.errors.otherOrganisation' });
  });

  it('serves the results page for a long context (many filters)', async () => {
    const r = await results(admin, {
      query_1: 'ISO',
      'publisher[]': ['ISO', 'IEC', 'JIS', 'ETSI', 'IEEE'],
      include: ['current', 'withdrawn', 'superseded'],
      'filter-language': 'en|fr|ja',
      'filter-year': '2015|2016|2019|2020|2022',
    });
    expect(r.searchContext.length).toBeGreaterThan(100);
    const page = await t.app.inject({ method: 'GET', url: `/management/search/index/0/-/${r.searchContext}`, headers: { cookie: admin.cookie, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('keeps lite subscriptions to relevance order', async () => {
    const r = await results(lite, { query_1: 'ISO', orderBy: 1 });
    expect(r.orderBy).toBe(0);
  });
});

describe('special searches', () => {
  it('#DOCID lists the documents named, without facets', async () => {
    const id = ids.get('IEEE 802.3-2022');
    const r = await results(admin, { query_1: `#DOCID:${id}` });
    expect(r).toMatchObject({ special: 'docid', facets: [] });
    expect(names(r)).toEqual(['IEEE 802.3-2022']);
  });

  it('#REQ lists what the organisation watches and #ORD what its collections hold', async () => {
    const docId = ids.get('ISO 10:1975') ?? 0;
    await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToWatch'), headers: asUser(admin), payload: formData({ docIds: docId, bulk: 0 }) });
    await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToCollection'), headers: asUser(admin), payload: formData({ docIds: docId, bulk: 0 }) });
    expect(names(await results(admin, { query_1: '#REQ:' }))).toEqual(['ISO 10:1975']);
    expect(names(await results(admin, { query_1: '#ORD:' }))).toEqual(['ISO 10:1975']);
    expect((await results(other, { query_1: '#REQ:' })).hits).toBe(0);
  });
});

describe('the form post of the search bar', () => {
  const post = (session: TestSession, fields: Record<string, string>, accept = 'text/html') =>
    t.app.inject({
      method: 'POST',
      url: searchPaths.formPost,
      headers: { cookie: session.cookie, accept, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nonce: session.nonce, ...fields }).toString(),
    });

  it('redirects to the results page with a bookmarkable context', async () => {
    const response = await post(admin, { searchCriteria: 'standards', query_2: 'quality', mainsearch: '1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/management\/search\/index\/0\/-\/s[\w-]+\.[\w-]+$/);
  });

  it('goes straight to the document when exactly one matches', async () => {
    const response = await post(admin, { searchCriteria: 'standards', query_1: 'IEEE 802.3' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^/management/display/index/0/${ids.get('IEEE 802.3-2022')}/-/s`));
  });

  it('clears with the clear flag', async () => {
    const response = await post(admin, { searchCriteria: 'standards', clear: '1' });
    expect(response).toMatchObject({ statusCode: 303, headers: { location: '/management/search/index' } });
  });

  it('sends a bad search back to the search page with the reason', async () => {
    const response = await post(admin, { searchCriteria: 'standards', query_2: 'x'.repeat(201) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/management/search/index?error=errors.invalidRequest');
  });

  it('refuses a stale nonce', async () => {
    const response = await post({ ...admin, nonce: 'stale' }, { searchCriteria: 'standards', query_1: 'ISO' }, 'application/json');
    expect(response.statusCode).toBe(403);
  });
});

describe("what changed since the caller's last search", () => {
  it('shows at once the publishers the subscription gained, the documents an import added and the active collection chosen', async () => {
    const db = t.database.db;
    const initech = await createOrganisationWithUsers(db, { datasetIds: [await datasetId(t.database, 'international')], name: 'Initech' });
    const member = await signIn(t.app, initech.member.email);
    const before = await results(member, { query_2: 'machinery' });
    expect(facet(before, 'filterby')).toEqual({ subscription: 1, all: 2 });

    await t.database.executeSql(`insert into subscription_datasets (subscription_id, dataset_id) values ($1, $2)`, [
      initech.member.subscriptionId,
      await datasetId(t.database, 'jis'),
    ]);
    const gained = await results(member, { query_2: 'machinery' });
    expect(facet(gained, 'filterby')).toEqual({ subscription: 2, all: 2 });
    expect(gained.records.find((record) => record.name.startsWith('JIS'))?.entitled).toBe(true);

    await importCatalogue(t.database, [standardRecord('ISO 77777:2026', { titles: [{ language: 'en', full: 'Zymurgy — Brewing vessels' }] })]);
    expect(names(await results(member, { query_2: 'zymurgy' }))).toEqual(['ISO 77777:2026']);

    const created = await t.app.inject({ method: 'POST', url: collectionPaths.list, headers: asUser(member), payload: { name: 'Brewing', kind: 'personal' } });
    const collection = envelopeOf<{ id: number }>(created).data as { id: number };
    const chosen = await t.app.inject({ method: 'POST', url: collectionPaths.active, headers: asUser(member), payload: { collectionId: collection.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await results(member, { query_2: 'zymurgy' })).activeCollection).toMatchObject({ id: collection.id, name: 'Brewing' });
  });
});

describe('bad input changes nothing and says why', () => {
  it('refuses unknown fields, oversized strings and wrong values', async () => {
    const unknown = await search(admin, { query_1: 'ISO', bogus: '1' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.envelope.data).toMatchObject({ reason: expect.stringContaining('bogus') });
    expect((await search(admin, { query_2: 'y'.repeat(300) })).response.statusCode).toBe(400);
    expect((await search(admin, { include: 'sideways' })).response.statusCode).toBe(400);
    expect((await search(admin, { page: 'two' })).response.statusCode).toBe(400);
  });

  it('refuses a malformed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: searchPaths.ajax('standards'),
      headers: { ...asUser(admin), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="query_1"\r\n\r\nISO',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 400 });
  });

  it('refuses a file in a search form and a form over the body limit, and reads a quoted boundary', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: { ...asUser(admin), 'content-type': contentType }, payload });
    const field = (name: string, value: string, extra = '') => `--b1\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
    const file = await post('multipart/form-data; boundary=b1', `${field('query_1', 'ISO', '; filename="q.txt"')}--b1--\r\n`);
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({ status: 'error', data: { reason: expect.stringContaining('Files are not accepted') } });
    const large = await post('multipart/form-data; boundary=b1', `${field('query_1', 'ISO')}${field('query_2', 'x'.repeat(1_100_000))}--b1--\r\n`);
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ status: 'error', data: { reason: expect.stringContaining('too large') } });
    const quoted = await post('multipart/form-data; boundary="b1"', `${field('query_1', 'ISO 9001')}--b1--\r\n`);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.summary.terms).toBe('ISO 9001');
  });

  it('answers 401 without a session and 403 with a wrong nonce', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), payload: formData({ query_1: 'ISO' }) });
    expect(anonymous.statusCode).toBe(401);
    const wrongNonce = await t.app.inject({
      method: 'POST',
      url: searchPaths.ajax('standards'),
      headers: { cookie: admin.cookie, 'x-nonce': 'nope' },
      payload: formData({ query_1: 'ISO' }),
    });
    expect(wrongNonce.statusCode).toBe(403);
  });
});
