import type { CompareParams } from '../../../common/ai/compare.contract.ts';
import { datasetId, importWithTexts, standardRecord, versionIdsByNumber } from '../../test/catalogue-factories.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { plantedVersion } from './compare/compare-test-data.ts';

/**
 * The AI compare tests' world: the planted fixture pair imported as two editions of one standard,
 * a standard of another document with the same text, one outside the subscriptions, and users of
 * three organisations with compare quotas (one member capped at 1, one subscription at 2).
 */

export const OLDER = 'ISO 27100:2016';
export const NEWER = 'ISO 27100:2024';
const OTHER = 'ISO 27200:2024';
const OUTSIDE = 'IETF RFC 9999';

export type CompareWorld = {
  docId: number;
  older: number;
  newer: number;
  other: number;
  outside: { docId: number; versionId: number };
  member: TestSession;
  colleague: TestSession;
  capped: TestSession;
  outsider: TestSession;
  limited: TestSession[];
  limitedSubscriptionId: number;
};

export async function createCompareWorld(t: TestApp): Promise<CompareWorld> {
  const older = plantedVersion('older');
  const newer = plantedVersion('newer');
  await importWithTexts(t.database, [
    { record: standardRecord(OLDER, { titles: [{ language: 'en', full: 'Sign-in security' }] }), sections: older.sections },
    { record: standardRecord(NEWER, { titles: [{ language: 'en', full: 'Sign-in security' }] }), sections: newer.sections },
    { record: standardRecord(OTHER), sections: newer.sections },
    { record: standardRecord(OUTSIDE, { publisher: 'IETF', workNumber: OUTSIDE }), sections: newer.sections },
  ]);
  const docs = await versionIdsByNumber(t.database);
  const [o, n, other, outside] = [docs.get(OLDER), docs.get(NEWER), docs.get(OTHER), docs.get(OUTSIDE)];
  if (!o || !n || !other || !outside || o.docId !== n.docId) throw new Error('the compare documents were not imported as one document');
  const international = await datasetId(t.database, 'international');
  const db = t.database.db;
  const acme = await createOrganisation(db, { name: 'Acme' });
  const acmeSubscription = await createSubscription(db, { organisationId: acme.id, datasetIds: [international], aiCompareQuota: 100 });
  const user = async (organisationId: number, subscriptionId: number, aiCompareQuota: number | null = null) =>
    signIn(t.app, (await createUser(db, { organisationId, subscriptionId, aiCompareQuota })).email);
  const globex = await createOrganisation(db, { name: 'Globex' });
  const globexSubscription = await createSubscription(db, { organisationId: globex.id, aiCompareQuota: 100 });
  const initech = await createOrganisation(db, { name: 'Initech' });
  const initechSubscription = await createSubscription(db, { organisationId: initech.id, datasetIds: [international], aiCompareQuota: 2 });
  return {
    docId: n.docId,
    older: o.versionId,
    newer: n.versionId,
    other: other.versionId,
    outside,
    member: await user(acme.id, acmeSubscription.id),
    colleague: await user(acme.id, acmeSubscription.id),
    capped: await user(acme.id, acmeSubscription.id, 1),
    outsider: await user(globex.id, globexSubscription.id),
    limited: [await user(initech.id, initechSubscription.id), await user(initech.id, initechSubscription.id)],
    limitedSubscriptionId: initechSubscription.id,
  };
}

/** compareParams as the window sends it: the whole documents in "Summary of changes" unless told otherwise. */
export function compareParamsOf(world: CompareWorld, overrides: Partial<CompareParams> = {}): string {
  return JSON.stringify({ docId: world.docId, itemId1: world.older, itemId2: world.newer, toc1Selection: [], toc2Selection: [], promptId: 1, language: 'en', ...overrides });
}

/** Runs the queued job of a compare as its worker would (a test app runs no workers unless asked). */
export async function runCompareJob(t: TestApp, jobId: string, retryCount = 0): Promise<void> {
  const { rows } = await t.database.executeSql(`select id from ai_compares where job_id = $1`, [jobId]);
  await t.services.ai.runCompare(Number(rows[0]?.id), { retryCount });
}
