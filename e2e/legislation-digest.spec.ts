import { pagePaths } from '../common/routes.ts';
import { importLegalActs, mailsTo, runScheduledJob } from './support/harness.ts';
import { legislationUsersFor } from './support/legislation-users.ts';
import { SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * A saved EU-law search's daily digest (issue 20), end to end: the user saves a search on the
 * library page with the digest on; later an operator imports new acts, one of which it matches,
 * and the alerts job runs on its schedule; the user receives one mail listing that act (and not
 * the one it does not match), and its link opens the act's page. The import and the job's run are
 * the e2e server's control (what no user does through a page); each browser project has its own
 * user and its own words, so the two never read each other's digest.
 */

const WORD = { desktop: 'zephyrite', mobile: 'xanthorite' } as const;

function actsFor(project: keyof typeof WORD) {
  const word = WORD[project];
  const number = project === 'desktop' ? 9101 : 9102;
  const base = { family: 'regulation', type: 'REG_IMPL', author: 'European Commission', date_document: '2026-11-20', date_publication: '2026-11-21', in_force: true, eurovoc: [] };
  return {
    matching: { ...base, celex: `32026R${number}`, title: `Commission Implementing Regulation (EU) 2026/${number} on the reporting of ${word} coatings (e2e digest)` },
    other: { ...base, celex: `32026R${number + 10}`, title: `Commission Implementing Regulation (EU) 2026/${number + 10} on the labelling of garden furniture (e2e digest)` },
  };
}

test('a legislation search saved with its digest on is mailed the new act it finds, whose link opens the act', async ({ page }, testInfo) => {
  const project = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const subscriber = legislationUsersFor(testInfo).users.subscriber;
  const name = `Coatings ${project}`;
  const { matching, other } = actsFor(project);
  const mailsBefore = (await mailsTo(subscriber.email)).length;

  await signInThroughApi(page, subscriber.email, SCREEN_USER_PASSWORD);
  await page.goto(`${pagePaths.legislation}?words=${WORD[project]}`);
  await expect(page.getByTestId('legislation-words')).toHaveValue(WORD[project]);
  await expect(page.getByTestId('legislation-total')).toHaveAttribute('data-total', '0');
  await page.getByTestId('save-legislation-search').click();
  const saving = page.getByRole('dialog');
  await saving.getByRole('textbox').fill(name);
  await saving.getByRole('checkbox').check();
  await saving.getByRole('button', { name: 'Save' }).click();
  await expect(saving).toBeHidden();
  await page.goto(pagePaths.euLaw);
  await expect(page.locator(`[data-testid="eu-law-saved-search"][data-name="${name}"] [data-notify]`)).toHaveAttribute('data-notify', 'true');

  // Later: new acts arrive and the daily alerts run.
  expect(await importLegalActs([matching, other])).toMatchObject({ inserted: 2, skipped: 0 });
  expect(await runScheduledJob('alerts.run')).toBe('completed');

  await expect.poll(async () => (await mailsTo(subscriber.email)).length, { message: 'the digest arrives', timeout: 20_000 }).toBe(mailsBefore + 1);
  const digest = (await mailsTo(subscriber.email)).at(-1);
  expect(digest?.subject).toMatch(/^Normscope EU law: /);
  expect(digest?.text).toContain(matching.celex);
  expect(digest?.text).toContain(`Found by your saved search “${name}”`);
  expect(digest?.text).not.toContain(other.celex);
  const link = /\/management\/legislation\/acts\/\d+/.exec(digest?.text ?? '')?.[0];
  expect(link, 'the act is linked').toBeTruthy();

  await page.goto(link ?? '');
  await expect(page.getByTestId('legal-act-page')).toHaveAttribute('data-identifier', matching.celex);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD[project]);

  // The next run has nothing new for this user: no second mail.
  expect(await runScheduledJob('alerts.run')).toBe('completed');
  expect((await mailsTo(subscriber.email)).length).toBe(mailsBefore + 1);
});
