import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareHistoryPage, CompareParams, ComparePrompts, CompareQuota, CompareResult, CompareStarted, CompareStatus, CompareToc } from '../../../common/ai/compare.contract.ts';
import { jobDefinitions } from '../../jobs/job-registry.ts';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app.ts';
import { compareParamsOf, createCompareWorld, NEWER, OLDER, runCompareJob, type CompareWorld } from './ai-compare-test-world.ts';
import { callAi } from './ai-test-world.ts';

/** AI compare through its HTTP calls on a real database (the world: ai-compare-test-world.ts). */

let t: TestApp;
let world: CompareWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createCompareWorld(t);
});

afterAll(async () => {
  await t.close();
});

const params = (overrides: Partial<CompareParams> = {}): string => compareParamsOf(world, overrides);
const start = (session: TestSession, overrides: Partial<CompareParams> = {}) => callAi<CompareStarted>(t, session, 'getSectionDiffSummary', { compareParams: params(overrides) });
const status = (session: TestSession, jobId: string) => callAi<CompareStatus>(t, session, 'checkDiffSummaryStatus', { jobId });
const quotaOf = async (session: TestSession) => (await callAi<CompareQuota>(t, session, 'getCompareQueryCountBySubId', {})).data;
const final = jobDefinitions['ai.compare'].queue.retryLimit;

const runJob = (jobId: string, retryCount = 0) => runCompareJob(t, jobId, retryCount);

async function finishedCompare(session: TestSession, overrides: Partial<CompareParams> = {}): Promise<string> {
  const started = await start(session, overrides);
  expect(started.status).toBe(200);
  const jobId = started.data.jobId ?? '';
  await runJob(jobId);
  return jobId;
}

describe('opening the compare window', () => {
  it('lists the response formats without the placeholder, which the window adds', async () => {
    const prompts = await callAi<ComparePrompts>(t, world.member, 'getPrompts', {});
    expect(prompts.data.prompts.map((prompt) => prompt.title)).toEqual(['Summary of changes', 'Clause by clause', 'Changed requirements (shall/should/may)', 'Table of changed values']);
  });

  it('loads both trees, the older first whichever order they are asked in, with the sections paired', async () => {
    const toc = await callAi<CompareToc>(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.newer, world.older] });
    expect(toc.status).toBe(200);
    expect(toc.data).toMatchObject({ docId: world.docId, docName: NEWER, prior: { itemId: world.older, itemName: OLDER }, newer: { itemId: world.newer, itemName: NEWER } });
    expect(toc.data.prior.toc.map((entry) => entry.key)).toContain('6');
    expect(toc.data.newer.toc.find((entry) => entry.key === '4.3')).toMatchObject({ parentKey: '4', title: 'Account lockout', level: 2 });
    // Account lockout moved from §6 to §4.3; multi-factor authentication is new.
    expect(toc.data.pairs).toContainEqual({ olderKey: '6', newerKey: '4.3', kind: expect.stringMatching(/moved|renumbered/) });
    expect(toc.data.pairs).toContainEqual({ olderKey: null, newerKey: '7', kind: 'added' });
    // The second load reads the kept pairs.
    const again = await callAi<CompareToc>(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older, world.newer] });
    expect(again.data.pairs).toEqual(toc.data.pairs);
  });

  it('refuses one version, the same one twice, versions of different documents, one outside the subscription, another organisation and no session', async () => {
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older] })).status).toBe(400);
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older, world.older] })).status).toBe(400);
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older, world.other] })).status).toBe(400);
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': ['x', world.older] })).status).toBe(400);
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older, world.newer], extra: '1' })).status).toBe(400);
    expect((await callAi(t, world.member, 'getPdfTOC', { 'itemIds[]': [world.older, 999_999] })).status).toBe(404);
    expect((await callAi(t, world.outsider, 'getPdfTOC', { 'itemIds[]': [world.older, world.newer] })).status).toBe(403);
    expect((await callAi(t, null, 'getPdfTOC', { 'itemIds[]': [world.older, world.newer] })).status).toBe(401);
  });
});

describe('a compare', () => {
  it('is queued, reported PENDING, then FINISHED with the summary, its points, the redline, and the quota used', async () => {
    const before = await quotaOf(world.member);
    const started = await start(world.member);
    expect(started.data).toMatchObject({ limitError: null, cached: false, jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const jobId = started.data.jobId ?? '';
    expect((await status(world.member, jobId)).data).toEqual({ jobId, status: 'PENDING' });
    expect((await callAi(t, world.member, 'getPromptResultByJobId', { jobId })).status).toBe(409);
    await runJob(jobId);
    expect((await status(world.member, jobId)).data.status).toBe('FINISHED');
    const result = await callAi<CompareResult>(t, world.member, 'getPromptResultByJobId', { jobId });
    expect(result.data).toMatchObject({ jobId, promptId: 1, rating: -1, writtenBy: 'embedded', prior: { itemName: OLDER }, newer: { itemName: NEWER } });
    expect(result.data.aiMessage).toMatch(/^Changes from ISO 27100:2016 to ISO 27100:2024/);
    expect(result.data.points.some((point) => point.changeClass === 'requirement-strength' && point.olderSectionKey && point.newerSectionKey)).toBe(true);
    expect(result.data.counts['section-added']).toBeGreaterThan(0);
    const changed = result.data.redline.find((pair) => pair.segments.some((segment) => segment.op === 'insert'));
    expect(changed?.segments.some((segment) => segment.op === 'delete')).toBe(true);
    expect(result.data.redline.find((pair) => pair.newer?.key === '7')).toMatchObject({ kind: 'added', older: null });
    expect((await quotaOf(world.member)).quotaUsed).toBe(before.quotaUsed + 1);
  });

  it('of the same texts, selection and format again is the same compare, ready at once, and uses no quota; a colleague gets the cached result too', async () => {
    const first = await finishedCompare(world.member, { promptId: 2 });
    const before = await quotaOf(world.member);
    const again = await start(world.member, { promptId: 2 });
    expect(again.data).toEqual({ jobId: first, limitError: null, cached: true });
    const colleague = await quotaOf(world.colleague);
    const theirs = await start(world.colleague, { promptId: 2 });
    expect(theirs.data).toMatchObject({ limitError: null, cached: true });
    expect(theirs.data.jobId).not.toBe(first);
    expect((await status(world.colleague, theirs.data.jobId ?? '')).data.status).toBe('FINISHED');
    expect((await quotaOf(world.member)).quotaUsed).toBe(before.quotaUsed);
    expect((await quotaOf(world.colleague)).quotaUsed).toBe(colleague.quotaUsed);
  });

  it('keeps to the selected sections, and a pair sent newest first is compared oldest first', async () => {
    const jobId = await finishedCompare(world.member, { itemId1: world.newer, itemId2: world.older, toc1Selection: ['4.3'], toc2Selection: [], promptId: 3 });
    const result = await callAi<CompareResult>(t, world.member, 'getPromptResultByJobId', { jobId });
    expect(result.data).toMatchObject({ prior: { itemId: world.older }, newer: { itemId: world.newer }, toc1Selection: [], toc2Selection: ['4.3'] });
    expect(result.data.redline.every((pair) => pair.newer?.key === '4.3')).toBe(true);
  });

  it('refuses bad compareParams and changes nothing', async () => {
    const count = async () => Number((await t.database.executeSql(`select count(*) as n from ai_compares`)).rows[0]?.n);
    const before = await count();
    const bad = async (fields: Record<string, string>) => (await callAi(t, world.member, 'getSectionDiffSummary', fields)).status;
    expect(await bad({ compareParams: 'not json' })).toBe(400);
    expect(await bad({})).toBe(400);
    expect(await bad({ compareParams: params({ promptId: 0 }) })).toBe(400);
    expect(await bad({ compareParams: params({ promptId: 9 }) })).toBe(400);
    expect(await bad({ compareParams: JSON.stringify({ docId: world.docId, itemId1: world.older }) })).toBe(400);
    expect(await bad({ compareParams: params({ toc1Selection: ['no-such-section'] }) })).toBe(400);
    expect(await bad({ compareParams: params({ itemId2: world.other }) })).toBe(400);
    expect(await bad({ compareParams: params({ docId: world.outside.docId }) })).toBe(400);
    expect(await bad({ compareParams: params({ itemId2: world.older }) })).toBe(400);
    expect(await bad({ compareParams: JSON.stringify({ ...JSON.parse(params()), admin: true }) })).toBe(400);
    expect((await start(world.outsider)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('needs the session and the nonce to start, rate or delete', async () => {
    const headers = { 'x-nonce': 'wrong' };
    const session = { ...world.member, nonce: 'wrong' };
    expect((await callAi(t, session, 'getSectionDiffSummary', { compareParams: params() }, headers)).status).toBe(403);
    expect((await callAi(t, null, 'getSectionDiffSummary', { compareParams: params() })).status).toBe(401);
    expect((await callAi(t, session, 'deleteCompareHistory', { compareId: 1 }, headers)).status).toBe(403);
  });
});

describe('the limits', () => {
  it('hold under concurrent starts: the subscription gives exactly its compares, then says which limit was reached', async () => {
    const [first, second] = world.limited;
    if (!first || !second) throw new Error('two limited users');
    // Sections no other test compares, so no cached result answers for free.
    const starts = await Promise.all([1, 2, 3, 4].flatMap((promptId) => [start(first, { promptId, toc2Selection: ['6'] }), start(second, { promptId, toc2Selection: ['6'] })]));
    const jobs = starts.filter((answer) => answer.data.jobId);
    expect(jobs).toHaveLength(2);
    expect(starts.filter((answer) => answer.data.limitError === 'subscription_compare_limit_exceeded')).toHaveLength(6);
    const { rows } = await t.database.executeSql(`select used from ai_usage where subscription_id = $1 and user_id = 0 and kind = 'compare'`, [world.limitedSubscriptionId]);
    expect(Number(rows[0]?.used)).toBe(2);
  });

  it("stop a member at their own limit before the subscription's", async () => {
    expect((await start(world.capped, { promptId: 1, toc2Selection: ['7'] })).data.jobId).toBeTruthy();
    expect((await start(world.capped, { promptId: 2, toc2Selection: ['7'] })).data).toEqual({ jobId: null, limitError: 'user_compare_limit_exceeded', cached: false });
    expect(await quotaOf(world.capped)).toMatchObject({ quotaUsed: 1, quotaAvailable: 0, user: { limit: 1 } });
  });
});

describe('the job', () => {
  it('that fails on its last attempt is reported ERROR and gives its quota unit back', async () => {
    const before = await quotaOf(world.member);
    const started = await start(world.member, { promptId: 4, toc1Selection: ['5'] });
    const jobId = started.data.jobId ?? '';
    // A compare whose stored format no longer exists cannot be summarised.
    await t.database.executeSql(`update ai_compares set prompt_id = 99 where job_id = $1`, [jobId]);
    await expect(runJob(jobId, 0)).rejects.toThrow();
    expect((await status(world.member, jobId)).data.status).toBe('PROCESSING');
    await runJob(jobId, final);
    expect((await status(world.member, jobId)).data.status).toBe('ERROR');
    expect((await quotaOf(world.member)).quotaUsed).toBe(before.quotaUsed);
    expect((await callAi(t, world.member, 'getPromptResultByJobId', { jobId })).status).toBe(409);
  });

  it('run again after a restart (its worker died while PROCESSING) completes the compare once', async () => {
    const started = await start(world.member, { promptId: 1, toc1Selection: ['4'] });
    const jobId = started.data.jobId ?? '';
    await t.database.executeSql(`update ai_compares set status = 'PROCESSING' where job_id = $1`, [jobId]);
    await runJob(jobId, 1);
    await runJob(jobId, 2);
    const { rows } = await t.database.executeSql(`select c.status, c.result_id, (select count(*) from ai_compare_results r where r.cache_key = c.cache_key) as results from ai_compares c where c.job_id = $1`, [jobId]);
    expect(rows[0]).toMatchObject({ status: 'FINISHED' });
    expect(Number(rows[0]?.results)).toBe(1);
  });

  it('runs through the job queue from start to FINISHED', async () => {
    const queued = await createTestApp({}, { runJobs: true, database: t.database });
    try {
      const started = await callAi<CompareStarted>(queued, world.member, 'getSectionDiffSummary', { compareParams: params({ promptId: 4 }) });
      const jobId = started.data.jobId ?? '';
      await expect.poll(async () => (await callAi<CompareStatus>(queued, world.member, 'checkDiffSummaryStatus', { jobId })).data.status, { timeout: 20_000, interval: 200 }).toBe('FINISHED');
    } finally {
      await queued.close();
    }
  });
});

describe('the history', () => {
  it('lists the caller\'s compares newest first, 10 a page, filtered by dates and versions, rated and deleted', async () => {
    const jobId = await finishedCompare(world.colleague, { promptId: 1, toc1Selection: ['2'] });
    const page = await callAi<CompareHistoryPage>(t, world.colleague, 'getCompareHistory', { docId: world.docId });
    expect(page.data.limit).toBe(10);
    expect(page.data.data[0]).toMatchObject({
      jobId,
      status: 'FINISHED',
      rating: -1,
      selectedPromptId: 1,
      version1: { itemId: world.older, itemName: OLDER, title: 'Sign-in security' },
      version2: { itemId: world.newer, itemName: NEWER },
      params: { compareContent: [{ itemName: OLDER }, { itemName: NEWER }] },
      actions: { open: true, delete: true, rate: true },
    });
    expect(page.data.data[0]?.diffSummary).toMatch(/^Changes from/);
    const dates = page.data.data.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const id = page.data.data[0]?.id ?? 0;

    const today = new Date().toISOString().slice(0, 10);
    const filtered = async (fields: Record<string, string | number>) => (await callAi<CompareHistoryPage>(t, world.colleague, 'getCompareHistory', { docId: world.docId, ...fields })).data;
    expect((await filtered({ startDate: today, endDate: today, priorVersion: world.older, newerVersion: world.newer })).data.map((item) => item.id)).toContain(id);
    expect((await filtered({ endDate: '2020-01-01' })).total).toBe(0);
    expect((await filtered({ priorVersion: world.newer })).total).toBe(0);
    expect((await callAi(t, world.colleague, 'getCompareHistory', { startDate: '2026-02-01', endDate: '2026-01-01' })).status).toBe(400);
    // Another user's history never shows it.
    expect((await callAi<CompareHistoryPage>(t, world.outsider, 'getCompareHistory', {})).data.total).toBe(0);

    expect((await callAi(t, world.colleague, 'updateSummaryRating', { summaryId: id, rating: '4' })).data).toEqual({ summaryId: id, rating: 4 });
    expect((await filtered({ sortBy: 'rating' })).data[0]).toMatchObject({ id, rating: 4 });
    expect((await callAi(t, world.colleague, 'updateSummaryRating', { summaryId: id, rating: '9' })).status).toBe(400);
    expect((await callAi(t, world.member, 'updateSummaryRating', { summaryId: id, rating: '1' })).status).toBe(404);
    expect((await callAi(t, world.member, 'checkDiffSummaryStatus', { jobId })).status).toBe(404);
    expect((await callAi(t, world.outsider, 'getPromptResultByJobId', { jobId })).status).toBe(404);

    expect((await callAi(t, world.member, 'deleteCompareHistory', { compareId: id })).data).toEqual({ deleted: 0 });
    expect((await callAi(t, world.colleague, 'deleteCompareHistory', { compareId: id })).data).toEqual({ deleted: 1 });
    expect((await filtered({})).data.map((item) => item.id)).not.toContain(id);
  });
});
