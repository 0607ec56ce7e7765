import { expect } from 'vitest';
import { memberInvitationPaths } from '../../common/account/member-invitations.values.ts';
import { aiPaths } from '../../common/ai/ai.values.ts';
import { collectionPaths } from '../../common/collections/collections.contract.ts';
import { exportPaths } from '../../common/exports/exports.contract.ts';
import { homePaths } from '../../common/home/home.values.ts';
import { legislationApiPaths, legislationSeatPaths } from '../../common/legislation/legislation.values.ts';
import { ONBOARDING_STEPS, onboardingPaths } from '../../common/onboarding/onboarding.values.ts';
import { offlinePaths } from '../../common/reader/offline.values.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import { savedSearchPaths } from '../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { createCatalogueWriter, type SectionInput } from '../modules/catalogue/index.ts';
import { datasetId, publisherIdOf, standardRecord } from './catalogue-factories.ts';
import { materialRecord, materialSupplierRecord, metalRecord, metalSupplierRecord, property, writeMaterials, writeMetals } from './materials-factories.ts';
import { createInvitation, createSubscription, createUser, createOrganisation, ONBOARDING_WORLD_DETAILS } from './factories.ts';
import { createLegalAct } from './legal-act-factories.ts';
import { OWN_INVITATION_DOMAIN, OWN_INVITATION_SUB_DOMAIN } from './member-invitations-route-inventory.ts';
import { asUser, envelopeOf, formData, signIn, type TestApp, type TestSession } from './test-app.ts';

/**
 * A world for the suites that walk every route (inventory, nonce and origin, fuzzing,
 * isolation): two organisations, each with an admin, a member and a lite user, and in the
 * first one something of every kind a user can make, made through the API. Every text the
 * first organisation writes carries OWN_MARK, so a suite can tell its data in any answer.
 */
export const OWN_MARK = 'acme-own-7f3a';

export type OrganisationUsers = { admin: TestSession; member: TestSession; lite: TestSession; subId: number; liteSubId: number };

export type RouteWorld = {
  own: OrganisationUsers;
  other: OrganisationUsers;
  docId: number;
  versionId: number;
  /** The document's earlier edition, with a text of its own (AI compare reads both). */
  olderVersionId: number;
  /** The admin's finished compare of the two editions. */
  compareJobId: string;
  /** The document's publisher (the AI calls name it). */
  publisherId: number;
  /** A document with a text outside both organisations' subscriptions, which nobody asked for: "Request access" asks for it. */
  requestableDocId: number;
  sectionKey: string;
  searchContext: string;
  /** A legal act listing the document as a harmonised standard (acts belong to no organisation). */
  linkedActId: number;
  /** An onboarding case of the first organisation's admin (also a platform operator), every step saved, not processed. */
  onboardingCaseId: string;
  /** A pending invitation to join the second organisation (a link's token works without a session, so it is not the first's). */
  invitationToken: string;
  /** The first organisation's objects, by kind. */
  ids: {
    member: number;
    personalCollection: number;
    companyCollection: number;
    savedSearch: number;
    export: number;
    bookmark: number;
    comment: number;
    reply: number;
    highlight: number;
    /** The member's pending request for another document outside the subscription. */
    accessRequest: number;
    /** The member's pending request for a seat on the EU-law add-on. */
    seatRequest: number;
    /** The organisation's own regulatory newsfeed, one item of it, and the admin's saved EU-law search. */
    legislationFeed: number;
    newsItem: number;
    legislationSavedSearch: number;
    /** An announcement of the organisation's, by its admin. */
    announcement: number;
    /** The admin's AI chat about the document, and its answer. */
    chat: number;
    chatAnswer: number;
    /** The admin's compare of the document's two editions. */
    compare: number;
    /** A pending invitation to join the first organisation, by its admin. */
    memberInvitation: number;
    /** The admin's offline copy of the document (issue 22). */
    offlineGrant: number;
    /** A metal and a metal supplier of the catalogue's metals data (both organisations' subscriptions hold it). */
    metal: number;
    metalSupplier: number;
    /** A material and a material supplier of the catalogue's materials data (both organisations' subscriptions hold it too). */
    material: number;
    materialSupplier: number;
  };
};

const paragraphs = (text: string) => `<p>${text}</p>`;
const SECTIONS: SectionInput[] = [
  { key: '1', number: '1', title: 'Scope', level: 1, html: paragraphs('This document specifies requirements for quality management.'), text: 'This document specifies requirements for quality management.' },
  { key: '2', number: '2', title: 'Terms', level: 1, html: paragraphs('Terms used in this document.'), text: 'Terms used in this document.' },
];
/** The earlier edition: a requirement that was weaker. */
const EARLIER_SECTIONS: SectionInput[] = [
  { key: '1', number: '1', title: 'Scope', level: 1, html: paragraphs('This document gives guidance for quality management.'), text: 'This document gives guidance for quality management.' },
  { key: '2', number: '2', title: 'Terms', level: 1, html: paragraphs('Terms used in this document.'), text: 'Terms used in this document.' },
];

async function organisationWith(t: TestApp, name: string, datasetIds: number[]): Promise<OrganisationUsers> {
  const db = t.database.db;
  const organisation = await createOrganisation(db, { name });
  const full = await createSubscription(db, { organisationId: organisation.id, datasetIds, aiChatQuota: 100, aiCompareQuota: 100 });
  const lite = await createSubscription(db, { organisationId: organisation.id, datasetIds, isLite: true });
  const admin = await createUser(db, { organisationId: organisation.id, subscriptionId: full.id, roles: ['admin', 'powerUser'] });
  const member = await createUser(db, { organisationId: organisation.id, subscriptionId: full.id });
  const liteUser = await createUser(db, { organisationId: organisation.id, subscriptionId: lite.id });
  return {
    admin: await signIn(t.app, admin.email),
    member: await signIn(t.app, member.email),
    lite: await signIn(t.app, liteUser.email),
    subId: full.id,
    liteSubId: lite.id,
  };
}

/** Calls the API as a user and answers the envelope's data, failing the test on any error. */
async function call<T>(t: TestApp, session: TestSession, method: 'POST' | 'PUT' | 'PATCH', url: string, body: { json?: unknown; form?: FormData }): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...asUser(session), accept: 'application/json' },
    ...(body.form ? { body: body.form } : { payload: body.json as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return envelopeOf<T>(response).data as T;
}

export async function createRouteWorld(t: TestApp): Promise<RouteWorld> {
  const record = standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] });
  const earlier = standardRecord('ISO 9001:2008', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] });
  // IETF is outside the subscriptions ('international' only): its texts are what members request.
  const rfc = (number: string) => standardRecord(number, { publisher: 'IETF', workNumber: number });
  const [requested, requestable] = [rfc('IETF RFC 9110'), rfc('IETF RFC 9111')];
  const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
  await writer.writeRecords([record, earlier, standardRecord('ISO 14001:2015'), requested, requestable]);
  for (const withText of [record, requested, requestable]) await writer.writeFullText({ record: withText, sections: SECTIONS });
  await writer.writeFullText({ record: earlier, sections: EARLIER_SECTIONS });
  await writer.finish();
  const { rows } = await t.database.executeSql(
    `select v.number, d.id as doc_id, v.id as version_id from document_versions v join documents d on d.id = v.document_id where v.number = any($1::text[])`,
    [[record.number, earlier.number, requested.number, requestable.number]],
  );
  const idsOf = (number: string) => rows.find((row) => row.number === number) ?? {};
  const docId = Number(idsOf(record.number).doc_id);
  const versionId = Number(idsOf(record.number).version_id);
  // The metals data too: its searches answer both organisations alike (the data is the catalogue's, not theirs).
  const datasets = [await datasetId(t.database, 'international'), await datasetId(t.database, 'metals'), await datasetId(t.database, 'materials')];
  await writeMetals(
    t.database,
    [metalRecord('S235JR', { country: 'EU', forms: ['plate'], standard: 'ISO 630-2', composition: [{ element: 'C', max: 0.17 }], properties: [property('yieldStrength', { min: 235 })] })],
    [metalSupplierRecord('Nordstahl Handel GmbH', { country: 'DE', forms: ['plate'], establishmentType: 'stockholder', descriptions: ['hot-rolled plate'], metals: ['S235JR'] })],
  );
  await writeMaterials(
    t.database,
    [materialRecord('PA66 GF30', { forms: ['granulate'], standard: 'ISO 1874-1', chemicalAnalysis: ['polyamide 66'], properties: [property('density', { value: 1360 }, 'kg/m^3')] })],
    [materialSupplierRecord('Rhein Polymer Compounds GmbH', { country: 'DE', materials: ['PA66 GF30'] })],
  );

  const own = await organisationWith(t, `Acme ${OWN_MARK}`, datasets);
  const other = await organisationWith(t, 'Globex', datasets);
  const admin = own.admin;

  const searched = await call<{ searchContext: string }>(t, admin, 'POST', searchPaths.formPost, { form: formData({ searchCriteria: 'standards', query_1: 'ISO 9001' }) });
  const personal = await call<{ id: number }>(t, admin, 'POST', collectionPaths.list, { json: { name: `Personal ${OWN_MARK}`, kind: 'personal' } });
  const company = await call<{ id: number }>(t, admin, 'POST', collectionPaths.list, { json: { name: `Company ${OWN_MARK}`, kind: 'company' } });
  await call(t, admin, 'POST', searchPaths.ajax('addToCollection'), { form: formData({ collectionId: company.id, docIds: docId, bulk: 0 }) });
  await call(t, admin, 'PUT', collectionPaths.document(company.id, docId), { json: { notes: `Notes ${OWN_MARK}`, tags: [`tag-${OWN_MARK}`] } });
  await call(t, admin, 'POST', searchPaths.ajax('addToWatch'), { form: formData({ docIds: docId, bulk: 0 }) });
  const saved = await call<{ id: number }>(t, admin, 'POST', savedSearchPaths.save(searched.searchContext), {
    form: formData({ save_search_name: `Search ${OWN_MARK}`, save_search_notify: '1', save_search_sel: 'standards', onclk_saveSearch: '1' }),
  });
  const exported = await call<{ id: number }>(t, admin, 'POST', exportPaths.create('standards'), {
    form: formData({ searchContext: searched.searchContext, fieldsToExport: 'docId,name,title', csvSeparator: 'csv' }),
  });
  const scope = [docId, versionId, own.subId] as const;
  const bookmarks = await call<{ bookmarkId: number; sectionId: string }[]>(t, admin, 'POST', readerPaths.bookmarks(...scope), { json: { sectionId: '1' } });
  const comment = await call<{ commentId: number }>(t, admin, 'POST', readerPaths.comments(...scope), { json: { sectionId: '1', type: 'section', content: `Comment ${OWN_MARK}` } });
  const reply = await call<{ commentId: number }>(t, own.member, 'POST', readerPaths.comments(...scope), {
    json: { sectionId: '1', type: 'reply', parentId: comment.commentId, content: `Reply ${OWN_MARK}` },
  });
  const highlight = await call<{ highlightId: number }>(t, admin, 'POST', readerPaths.highlights(...scope), {
    json: { sectionId: '1', offsets: { start: 5, end: 13 }, colour: 'green', quote: `document ${OWN_MARK}` },
  });

  const offlineCopy = await call<{ grant: { grantId: number } }>(t, admin, 'POST', offlinePaths.grant(...scope), { json: {} });

  const accessRequest = await call<{ id: number }>(t, own.member, 'POST', homePaths.accessRequests(Number(idsOf(requested.number).doc_id)), {
    json: { reason: `Reason ${OWN_MARK}` },
  });

  // Both organisations' full subscriptions have the legislation add-ons; the first one's admin has a seat on
  // both, its member on legislation, a recent search and a newsfeed of its own, and asks for an EU-law seat.
  await t.database.executeSql(`update subscriptions set legislation_add_on = true, eu_law_add_on = true where id = any($1::int[])`, [[own.subId, other.subId]]);
  const ownOrganisationId = admin.profile.organisation.id;
  await t.database.executeSql(
    `insert into legislation_seats (organisation_id, user_id, add_on) values ($1, $2, 'legislation'), ($1, $2, 'euLaw'), ($1, $3, 'legislation'), ($4, $5, 'legislation')`,
    [ownOrganisationId, admin.profile.user.id, own.member.profile.user.id, other.admin.profile.organisation.id, other.admin.profile.user.id],
  );
  await t.database.executeSql(`insert into legislation_recent_searches (organisation_id, user_id, label, criteria) values ($1, $2, $3, '{}')`, [
    ownOrganisationId,
    admin.profile.user.id,
    `Recent ${OWN_MARK}`,
  ]);
  await t.database.executeSql(
    `with feed as (insert into legislation_feeds (organisation_id, url) values ($1, 'https://acme.example.test/feed') returning id)
     insert into legislation_feed_items (feed_id, guid, title, published_at) select id, 'item-1', $2, now() from feed`,
    [ownOrganisationId, `News ${OWN_MARK}`],
  );
  const seatRequest = await call<{ id: number }>(t, own.member, 'POST', legislationSeatPaths.seatRequests, { json: { addOn: 'euLaw' } });
  const legislationSaved = await call<{ id: number }>(t, admin, 'POST', legislationApiPaths.savedSearches, {
    json: { name: `EU law ${OWN_MARK}`, criteria: { words: 'machinery' }, notify: true },
  });
  const { rows: feedRows } = await t.database.executeSql(
    `select f.id as feed_id, i.id as item_id from legislation_feeds f join legislation_feed_items i on i.feed_id = f.id where f.organisation_id = $1`,
    [ownOrganisationId],
  );

  const announcement = await call<{ id: number }>(t, admin, 'POST', homePaths.announcements, {
    json: { note: `<p>Announcement ${OWN_MARK}</p>`, linkUrl: 'https://acme.example.test/news', linkName: `News ${OWN_MARK}` },
  });

  const publisherId = await publisherIdOf(t.database, docId);
  const chat = await call<{ chatId: number; messageId: number }>(t, admin, 'POST', aiPaths.call('query'), {
    form: formData({ docId, itemId: versionId, versionId, resId: versionId, pubId: publisherId, chatId: '', message: `What is the scope of quality management ${OWN_MARK}?` }),
  });

  const olderVersionId = Number(idsOf(earlier.number).version_id);
  const compareParams = JSON.stringify({ docId, itemId1: olderVersionId, itemId2: versionId, toc1Selection: [], toc2Selection: [], promptId: 1, language: 'en' });
  const compare = await call<{ jobId: string }>(t, admin, 'POST', aiPaths.call('getSectionDiffSummary'), { form: formData({ compareParams }) });
  const { rows: compareRows } = await t.database.executeSql(`select id from ai_compares where job_id = $1`, [compare.jobId]);
  const compareId = Number(compareRows[0]?.id);
  await t.services.ai.runCompare(compareId, { retryCount: 0 });

  const linkedActId = await createLegalAct(t.database, {
    identifier: '32019D0436',
    title: 'Commission Implementing Decision (EU) 2019/436 on the harmonised standards for machinery drafted in support of Directive 2006/42/EC',
  });
  await t.database.executeSql(
    `insert into legal_act_standards (act_id, standard_number, document_id, relation, origin) values ($1, 'EN ISO 9001:2015', $2, 'harmonised', 'import')`,
    [linkedActId, docId],
  );

  // The first organisation's admin is also a platform operator, so the suites' valid calls of the
  // onboarding routes pass; everyone else, the second organisation included, is refused them.
  await t.database.executeSql(`update users set platform_operator = true where id = $1`, [admin.profile.user.id]);
  const onboardingCase = await call<{ caseId: string }>(t, admin, 'POST', onboardingPaths.cases, { json: {} });
  for (const step of ONBOARDING_STEPS) {
    await call(t, admin, 'POST', onboardingPaths.saveCustomerDetails(onboardingCase.caseId), { json: { step, details: ONBOARDING_WORLD_DETAILS[step] } });
  }
  const invitationToken = await createInvitation(t.database, {
    organisationId: other.admin.profile.organisation.id,
    subscriptionId: other.subId,
    email: 'invited.colleague@globex.example.test',
  });

  // Both organisations have email domains, so their admins may invite; the first one's admin has invited someone.
  await t.database.executeSql(`update organisations set email_domains = array[$2], sub_domains = array[$3] where id = $1`, [
    ownOrganisationId,
    OWN_INVITATION_DOMAIN,
    OWN_INVITATION_SUB_DOMAIN,
  ]);
  await t.database.executeSql(`update organisations set email_domains = array['globex.example.test'] where id = $1`, [other.admin.profile.organisation.id]);
  const invited = await call<{ invited: { id: number }[] }>(t, admin, 'POST', memberInvitationPaths.invitations, {
    json: { invitees: [{ name: `Invited ${OWN_MARK}`, email: `invited.${OWN_MARK}@${OWN_INVITATION_DOMAIN}` }] },
  });

  const world: RouteWorld = {
    own,
    other,
    docId,
    versionId,
    olderVersionId,
    compareJobId: compare.jobId,
    publisherId,
    requestableDocId: Number(idsOf(requestable.number).doc_id),
    sectionKey: '1',
    searchContext: searched.searchContext,
    linkedActId,
    onboardingCaseId: onboardingCase.caseId,
    invitationToken,
    ids: {
      member: own.member.profile.user.id,
      personalCollection: personal.id,
      companyCollection: company.id,
      savedSearch: saved.id,
      export: exported.id,
      bookmark: bookmarks.find((bookmark) => bookmark.sectionId === '1')?.bookmarkId ?? 0,
      comment: comment.commentId,
      reply: reply.commentId,
      highlight: highlight.highlightId,
      accessRequest: accessRequest.id,
      seatRequest: seatRequest.id,
      legislationFeed: Number(feedRows[0]?.feed_id),
      newsItem: Number(feedRows[0]?.item_id),
      legislationSavedSearch: legislationSaved.id,
      announcement: announcement.id,
      chat: chat.chatId,
      chatAnswer: chat.messageId,
      compare: compareId,
      memberInvitation: invited.invited[0]?.id ?? 0,
      offlineGrant: offlineCopy.grant.grantId,
      metal: Number((await t.database.executeSql(`select id from metals where designation = 'S235JR'`)).rows[0]?.id),
      metalSupplier: Number((await t.database.executeSql(`select id from metal_suppliers where name = 'Nordstahl Handel GmbH'`)).rows[0]?.id),
      material: Number((await t.database.executeSql(`select id from materials where trade_name = 'PA66 GF30'`)).rows[0]?.id),
      materialSupplier: Number((await t.database.executeSql(`select id from material_suppliers where name = 'Rhein Polymer Compounds GmbH'`)).rows[0]?.id),
    },
  };
  for (const [kind, id] of Object.entries(world.ids)) expect(Number.isInteger(id) && id > 0, `the world's ${kind} id`).toBe(true);
  expect(Number.isInteger(world.requestableDocId) && world.requestableDocId > 0, 'the requestable document').toBe(true);
  return world;
}
