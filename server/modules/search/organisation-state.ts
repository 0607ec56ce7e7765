import type { ExecuteSql } from '../../db/database.ts';
import { createLruCache } from '../../platform/lru-cache.ts';
import { findOrganisationState, type OrganisationMembership, type OrganisationStateRows } from './organisation-state.repo.ts';
import type { CallerRecordState } from './search-page.repo.ts';

/**
 * Rows of one kind an organisation may have for its state to be kept: reading it whole again after
 * a change then stays a few milliseconds. A larger organisation's pages read their state per page.
 */
const STATE_ROWS_PER_ORGANISATION = 5_000;
/** Rows kept in memory across organisations. */
const STATE_ROWS_KEPT = 500_000;
/** How long an organisation found too large to keep is not read whole again, however often it changes. */
const TOO_LARGE_RECHECK_MS = 10 * 60_000;

type KeptState = {
  version: number;
  /** Set when the organisation had more rows than are kept: its pages read their state per page. */
  tooLargeAt: number | null;
  rows: number;
  /** Each document's collections in the order result rows list them. */
  memberships: Map<number, OrganisationMembership[]>;
  watches: Map<number, OrganisationStateRows['watches']>;
  unlocked: Set<number>;
};

function keptFrom(read: OrganisationStateRows, at: number): KeptState {
  if (read.truncated) return { version: read.version, tooLargeAt: at, rows: 1, memberships: new Map(), watches: new Map(), unlocked: new Set() };
  return {
    version: read.version,
    tooLargeAt: null,
    rows: read.memberships.length + read.watches.length + read.unlocked.length,
    memberships: Map.groupBy(read.memberships, (membership) => membership.documentId),
    watches: Map.groupBy(read.watches, (watch) => watch.documentId),
    unlocked: new Set(read.unlocked),
  };
}

/**
 * Each organisation's state as result rows show it (collections, watches, unlocks), kept per
 * organisation at the version the database counts for it (organisation-state.repo.ts). A search
 * reads that version in the statement that confirms its session and context, so a page whose
 * records are known needs no statement of its own; a write on any instance changes the version,
 * and the state is read whole again.
 */
export function createOrganisationStateCache({ rowsPerOrganisation = STATE_ROWS_PER_ORGANISATION, now = Date.now } = {}) {
  const states = createLruCache<KeptState>({ maxWeight: STATE_ROWS_KEPT, weigh: (state) => state.rows });

  /** Searches that find the same organisation's state out of date at once wait for one read of it. */
  const reading = new Map<string, Promise<KeptState>>();

  function readState(sql: ExecuteSql, key: string, organisationId: number): Promise<KeptState> {
    let pending = reading.get(key);
    if (!pending) {
      pending = findOrganisationState(sql, organisationId, rowsPerOrganisation)
        .then((read) => keptFrom(read, now()))
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  }

  async function stateAt(sql: ExecuteSql, organisationId: number, version: number): Promise<KeptState | undefined> {
    const key = String(organisationId);
    const kept = states.get(key);
    if (kept && kept.tooLargeAt !== null && now() - kept.tooLargeAt < TOO_LARGE_RECHECK_MS) return undefined;
    // Versions only grow: a state read after this search's confirmation is as current as it needs.
    if (kept && kept.tooLargeAt === null && kept.version >= version) return kept;
    let read = await readState(sql, key, organisationId);
    // A read that started before the write this search's confirmation saw: once more.
    if (read.version < version) read = await readState(sql, key, organisationId);
    states.set(key, read);
    return read.tooLargeAt === null ? read : undefined;
  }

  return {
    /**
     * Each document's state for the caller, from the organisation's state at `version` (read now when
     * what is kept is older); undefined when the organisation's state is too large to keep.
     */
    async callerStates(
      sql: ExecuteSql,
      caller: { organisationId: number; userId: number },
      version: number,
      ids: readonly number[],
    ): Promise<Map<number, CallerRecordState> | undefined> {
      const state = await stateAt(sql, caller.organisationId, version);
      if (!state) return undefined;
      const visible = (membership: OrganisationMembership) => membership.kind === 'company' || membership.ownerUserId === caller.userId;
      return new Map(
        ids.map((id) => {
          const watches = state.watches.get(id);
          const callerState: CallerRecordState = {
            unlocked: state.unlocked.has(id),
            memberships: (state.memberships.get(id) ?? []).filter(visible).map(({ collectionId, name, nameKey, kind, notes, tags }) => ({
              documentId: id,
              collectionId,
              name,
              nameKey,
              kind,
              notes,
              tags,
            })),
            watch: watches ? { documentId: id, mine: watches.some((watch) => watch.userId === caller.userId), organisationWatchers: watches.length } : null,
          };
          return [id, callerState] as const;
        }),
      );
    },
  };
}

export type OrganisationStateCache = ReturnType<typeof createOrganisationStateCache>;
