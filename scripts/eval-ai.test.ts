import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realDataDir } from '../server/modules/catalogue/index.ts';
import { meetsTarget, readEvalSet, runEval } from './eval-ai.ts';

const hasRfcs = existsSync(path.join(realDataDir(), 'fulltext', 'rfc5322.txt'));

describe('the AI evaluation set (npm run eval:ai)', () => {
  it('holds at least 40 answerable questions over at least 4 RFCs and 10 the texts do not answer', () => {
    const set = readEvalSet();
    expect(set.answerable.length).toBeGreaterThanOrEqual(40);
    expect(new Set(set.answerable.map((entry) => entry.rfc)).size).toBeGreaterThanOrEqual(4);
    expect(set.unanswerable.length).toBeGreaterThanOrEqual(10);
    expect(new Set([...set.answerable, ...set.unanswerable].map((entry) => entry.id)).size).toBe(set.answerable.length + set.unanswerable.length);
  });

  it.skipIf(!hasRfcs)('the embedded provider cites a right section first for 80 % of the answerable ones and declines 80 % of the others', async () => {
    const figures = await runEval();
    expect(figures.versions).toBeGreaterThanOrEqual(4);
    expect(meetsTarget(figures), JSON.stringify(figures.misses, null, 1)).toBe(true);
  }, 120_000);
});
