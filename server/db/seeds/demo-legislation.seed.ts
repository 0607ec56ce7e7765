import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';
import { DEMO_HARMONISED_LIST, importHarmonisedLists, importLegislationFiles, LEGISLATION_SOURCES, legislationSearchLabel } from '../../modules/legislation/index.ts';
import type { DatabaseHandle } from '../database.ts';

const DEMO_DIR = path.join(import.meta.dirname, 'demo-legislation');
/** The fresh machine's labelled demo acts (the importer's JSON Lines format, real titles of key product acts). */
export const DEMO_ACTS_FILE = path.join(DEMO_DIR, 'demo-acts.jsonl');
/** The local Atom feed the embedded database's operator feed reads by default (LEGISLATION_FEEDS). */
export const DEMO_FEED_FILE = path.join(DEMO_DIR, 'demo-feed.atom.xml');
const DEMO_SEARCHES_FILE = path.join(DEMO_DIR, 'demo-searches.json');

const Criteria = LegislationFilters.extend({ sort: z.enum(['relevance', 'newest', 'oldest']).optional() });
const DemoSearches = z.object({
  recentSearches: z.array(z.object({ email: z.string(), criteria: Criteria })),
  savedSearches: z.array(z.object({ email: z.string(), name: z.string().max(50), criteria: LegislationFilters, notify: z.boolean() })),
});

export type DemoLegislationSummary = { acts: number; standardLinks: number; recentSearches: number; savedSearches: number };

async function userOf(database: DatabaseHandle, email: string): Promise<{ userId: number; organisationId: number } | null> {
  const { rows } = await database.executeSql(`select id, organisation_id from users where email = $1`, [email]);
  const row = rows[0];
  return row ? { userId: Number(row.id), organisationId: Number(row.organisation_id) } : null;
}

/**
 * The demo legislation set on a fresh machine: the demo acts when the library is empty, and the
 * demo logins' recent and saved searches when they have none. Running it again adds nothing.
 */
export async function seedDemoLegislation(database: DatabaseHandle): Promise<DemoLegislationSummary> {
  const summary: DemoLegislationSummary = { acts: 0, standardLinks: 0, recentSearches: 0, savedSearches: 0 };
  const { rows } = await database.executeSql(`select exists (select 1 from legal_acts) as any`);
  if (rows[0]?.any !== true) {
    summary.acts = (await importLegislationFiles(database, [DEMO_ACTS_FILE], { source: LEGISLATION_SOURCES.demo })).inserted;
    // The labelled demo list of harmonised standards, matched to the demo catalogue's documents.
    summary.standardLinks = (await importHarmonisedLists(database, [DEMO_HARMONISED_LIST])).inserted;
  }

  const searches = DemoSearches.parse(JSON.parse(readFileSync(DEMO_SEARCHES_FILE, 'utf8')));
  const seeded = new Set<string>();
  for (const recent of searches.recentSearches) {
    const owner = await userOf(database, recent.email);
    if (!owner) continue;
    if (!seeded.has(`recent:${recent.email}`)) {
      const { rows: existing } = await database.executeSql(`select 1 from legislation_recent_searches where user_id = $1 limit 1`, [owner.userId]);
      if (existing.length > 0) continue;
    }
    seeded.add(`recent:${recent.email}`);
    // A minute apart, in the file's order, so the panel lists the last one first.
    await database.executeSql(
      `insert into legislation_recent_searches (organisation_id, user_id, label, criteria, searched_at)
       values ($1, $2, $3, $4::jsonb, now() - make_interval(mins => $5))`,
      [owner.organisationId, owner.userId, legislationSearchLabel(recent.criteria), JSON.stringify(recent.criteria), searches.recentSearches.length - summary.recentSearches],
    );
    summary.recentSearches += 1;
  }
  for (const saved of searches.savedSearches) {
    const owner = await userOf(database, saved.email);
    if (!owner) continue;
    if (!seeded.has(`saved:${saved.email}`)) {
      const { rows: existing } = await database.executeSql(`select 1 from legislation_saved_searches where user_id = $1 limit 1`, [owner.userId]);
      if (existing.length > 0) continue;
    }
    seeded.add(`saved:${saved.email}`);
    // The digest starts after what exists now: a saved search mails only acts and items that come later.
    await database.executeSql(
      `insert into legislation_saved_searches (organisation_id, user_id, name, criteria, notify, digested_through_act_id, digested_through_feed_item_id)
       values ($1, $2, $3, $4::jsonb, $5, (select coalesce(max(id), 0) from legal_acts), (select coalesce(max(id), 0) from legislation_feed_items))`,
      [owner.organisationId, owner.userId, saved.name, JSON.stringify(saved.criteria), saved.notify],
    );
    summary.savedSearches += 1;
  }
  return summary;
}

/** Removes the demo acts (`npm run seed:real` replaces them with the real library). */
export async function removeDemoLegislation(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(`with gone as (delete from legal_acts where source = $1 returning 1) select count(*)::int as n from gone`, [LEGISLATION_SOURCES.demo]);
  return Number(rows[0]?.n ?? 0);
}
