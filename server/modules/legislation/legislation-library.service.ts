import {
  LEGISLATION_ATTRIBUTIONS,
  LEGISLATION_PAGE_SIZE,
  LEGISLATION_SUBJECT_FACET_SIZE,
  type LegalActDetail,
  type LegalActRecord,
  type LegislationFilters,
  type LegislationSearchRequest,
  type LegislationSearchResult,
} from '../../../common/legislation/legislation-library.contract.ts';
import type { LegislationAddOn, LegislationAddOnState } from '../../../common/legislation/legislation-panels.contract.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { readAddOnState } from './legislation-access.service.ts';
import { celexCandidates } from './legislation-identifier.ts';
import * as repo from './legislation-library.repo.ts';

/** Recent searches kept per user; the panel shows the newest. */
export const RECENT_SEARCHES_KEPT = 50;
const LABEL_MAX = 120;

const REFUSALS: Record<Exclude<LegislationAddOnState, 'unlocked'>, { reason: (name: string) => string; key: string }> = {
  notSubscribed: { reason: (name) => `Your subscription does not include the ${name} add-on.`, key: 'legislationLibrary.errors.notSubscribed' },
  notRegistered: { reason: (name) => `You are not registered for the ${name} add-on. Ask your organisation's administrator for a seat.`, key: 'legislationLibrary.errors.notRegistered' },
  notActive: { reason: (name) => `Your ${name} seat is not active. Ask your organisation's administrator to activate it.`, key: 'legislationLibrary.errors.notActive' },
};
const ADD_ON_NAMES: Record<LegislationAddOn, string> = { legislation: 'legislation', euLaw: 'EU law' };

/** 403 with the reason unless the user's add-on is unlocked. */
export async function requireAddOn(database: DatabaseHandle, actor: Actor, addOn: LegislationAddOn): Promise<void> {
  const state = await readAddOnState(database, actor, addOn);
  if (state === 'unlocked') return;
  const refusal = REFUSALS[state];
  throw new AppError(403, refusal.reason(ADD_ON_NAMES[addOn]), { reasonKey: refusal.key });
}

/** Letters and digits of the words, each a prefix: "machin equip" finds "machinery equipment". */
export function prefixQuery(words: string | undefined): string | null {
  const tokens = (words ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(tokens)].slice(0, 16);
  return unique.length > 0 ? unique.map((token) => `${token}:*`).join(' & ') : null;
}

/** The filters a search had, without empty ones: what a recent or saved search keeps. */
export function filtersOf(request: LegislationFilters): LegislationFilters {
  const kept: LegislationFilters = {};
  if (request.words) kept.words = request.words;
  if (request.identifier) kept.identifier = request.identifier;
  if (request.types?.length) kept.types = [...request.types];
  if (request.families?.length) kept.families = [...request.families];
  if (request.subjects?.length) kept.subjects = [...request.subjects];
  if (request.inForce) kept.inForce = request.inForce;
  if (request.publishedFrom) kept.publishedFrom = request.publishedFrom;
  if (request.publishedTo) kept.publishedTo = request.publishedTo;
  return kept;
}

/** What the recent searches panel shows for a search: its words, else its identifier, else a short summary of its filters. */
export function labelOf(filters: LegislationFilters): string {
  if (filters.words) return filters.words.slice(0, LABEL_MAX);
  if (filters.identifier) return filters.identifier;
  const parts = [
    ...(filters.families ?? []),
    ...(filters.types ?? []),
    ...(filters.subjects ?? []),
    ...(filters.inForce ? [`in force: ${filters.inForce}`] : []),
    ...(filters.publishedFrom || filters.publishedTo ? [`${filters.publishedFrom ?? '…'} – ${filters.publishedTo ?? '…'}`] : []),
  ];
  const summary = parts.join(', ');
  return summary.length > LABEL_MAX ? `${summary.slice(0, LABEL_MAX - 1)}…` : summary;
}

export function actConditionsOf(filters: LegislationFilters): repo.ActConditions {
  const candidates = filters.identifier ? celexCandidates(filters.identifier) : null;
  return repo.actConditions(filters, prefixQuery(filters.words), candidates);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function actRecordOf(row: repo.ActRecordRow): LegalActRecord {
  return {
    id: Number(row.id),
    identifier: String(row.identifier),
    title: String(row.title),
    type: String(row.act_type),
    family: String(row.family),
    dateDocument: text(row.date_document),
    datePublication: text(row.date_publication),
    dateEntryIntoForce: text(row.date_entry_into_force),
    dateEndOfValidity: text(row.date_end_of_validity),
    inForce: typeof row.in_force === 'boolean' ? row.in_force : null,
    subjects: Array.isArray(row.subjects) ? row.subjects.map(String) : [],
    link: text(row.link),
    demo: row.source === 'demo',
  };
}

/** Runs the filters over the library: a page of acts and the facets of the whole result. */
export async function searchActs(sql: ExecuteSql, request: LegislationSearchRequest): Promise<LegislationSearchResult> {
  const conditions = actConditionsOf(request);
  const offset = (request.page - 1) * LEGISLATION_PAGE_SIZE;
  const [rows, counts] = await Promise.all([
    repo.findActPage(sql, conditions, request.sort, LEGISLATION_PAGE_SIZE, offset),
    repo.countActFacets(sql, conditions, LEGISLATION_SUBJECT_FACET_SIZE),
  ]);
  const facets: LegislationSearchResult['facets'] = { type: [], family: [], subject: [], inForce: [], year: [] };
  for (const { facet, value, count } of counts) facets[facet as keyof typeof facets].push({ value, count });
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) => b.count - a.count || a.value.localeCompare(b.value);
  facets.type.sort(byCount);
  facets.family.sort(byCount);
  facets.subject.sort(byCount);
  facets.inForce.sort(byCount);
  facets.year.sort((a, b) => b.value.localeCompare(a.value));
  const total = facets.family.reduce((sum, entry) => sum + entry.count, 0);
  return { total, page: request.page, pageSize: LEGISLATION_PAGE_SIZE, records: rows.map(actRecordOf), facets };
}

/**
 * The legislation library (add-on 'legislation'): search acts, and an act's page. Every call
 * answers 403 unless the user's legislation add-on is unlocked.
 */
export function createLegislationLibraryService(database: DatabaseHandle) {
  const sql = database.executeSql;
  return {
    /** Searches and records the search as the user's newest recent search (a search with no filter is not one). */
    async search(actor: Actor, request: LegislationSearchRequest): Promise<LegislationSearchResult> {
      await requireAddOn(database, actor, 'legislation');
      const result = await searchActs(sql, request);
      const filters = filtersOf(request);
      if (Object.keys(filters).length > 0) {
        const criteria = { ...filters, ...(request.sort === 'relevance' ? {} : { sort: request.sort }) };
        await database.transaction((tx) => repo.recordRecentSearch(tx, actor, { label: labelOf(filters), criteria }, RECENT_SEARCHES_KEPT));
      }
      return result;
    },

    async act(actor: Actor, id: number): Promise<LegalActDetail> {
      await requireAddOn(database, actor, 'legislation');
      const row = await repo.findAct(sql, id);
      if (!row) throw notFound('The act');
      const source = String(row.source);
      return {
        ...actRecordOf(row),
        titleFr: text(row.title_fr),
        author: text(row.author),
        inForceAsOf: text(row.in_force_as_of),
        popularNames: Array.isArray(row.popular_names) ? row.popular_names.map(String) : [],
        source,
        consolidatedVersions: Array.isArray(row.consolidated_versions) ? (row.consolidated_versions as LegalActDetail['consolidatedVersions']) : [],
        attribution: LEGISLATION_ATTRIBUTIONS[source] ?? LEGISLATION_ATTRIBUTIONS['eurlex-2004-2019'] ?? '',
      };
    },
  };
}

export type LegislationLibraryService = ReturnType<typeof createLegislationLibraryService>;
