import { parseSpecialSearch } from '../../../common/search/search-criteria.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import type { Actor } from '../account/index.ts';
import * as repo from './search.repo.ts';

/** The period #STATS counts views over when it names none, in days. */
const STATS_DEFAULT_DAYS = 30;

/**
 * The documents a special search in the number box names (search-area.md §4): #DOCID its ids,
 * #STATS the organisation's most viewed, #ORD its holdings, #REQ its watched documents; null for
 * a number that is not special.
 */
export async function findSpecialIds(sql: ExecuteSql, actor: Actor, documentNumber: string): Promise<{ kind: SearchResults['special']; ids: number[] } | null> {
  const special = parseSpecialSearch(documentNumber);
  if (!special) return null;
  switch (special.kind) {
    case 'docid':
      return { kind: 'docid', ids: special.argument.split(/[\s,;]+/).map(Number).filter((id) => Number.isInteger(id) && id > 0) };
    case 'stats': {
      const days = Number.parseInt(special.argument, 10);
      return { kind: 'stats', ids: await repo.mostViewedByOrganisation(sql, actor.organisationId, days > 0 && days <= 3650 ? days : STATS_DEFAULT_DAYS) };
    }
    case 'ord':
      return { kind: 'ord', ids: await repo.organisationHoldings(sql, actor.organisationId, actor.userId) };
    case 'req':
      return { kind: 'req', ids: await repo.organisationWatchedDocuments(sql, actor.organisationId) };
  }
}
