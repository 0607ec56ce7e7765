import { Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LATEST_DEFAULT_DAYS } from '../../../common/search/search-criteria.values.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { scopeCounts } from './results-scope.ts';
import { useLatestDescription } from './use-latest-description.ts';

/** A Latest search's what and period (days, or from..to), or null for any other search. */
function latestSearchOf(results: SearchResults): { what: string; period: string } | null {
  if (results.tab !== 'standards' || !('latestWhat' in results.criteria) || results.criteria.latestWhat === '') return null;
  const { latestWhat, latestWhen, latestFrom, latestTo } = results.criteria;
  return { what: latestWhat, period: latestFrom !== '' ? `${latestFrom}..${latestTo}` : String(latestWhen || LATEST_DEFAULT_DAYS) };
}

/**
 * The summary line: how many documents were found (in the user's number format) and for
 * which words (for a Latest search, what and when); when a typo was corrected, that the results are for the corrected words.
 * Its numbers are the 'Results in' facet's: the count in the chosen scope, what the other
 * facets left of it, and, for a subscription search, how many the whole catalogue holds.
 * It takes the focus after a page change so keyboard users start at the new results.
 */
export function ResultsSummary({ results, ref }: { results: SearchResults; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const hits = formatNumber(results.hits);
  const { terms, correctedTerms } = results.summary;
  const scope = scopeCounts(results);
  const latestDescription = useLatestDescription();
  const latest = latestSearchOf(results);
  const line = correctedTerms
    ? t('results.summary.corrected', { hits, terms, corrected: correctedTerms })
    : terms
      ? t('results.summary.foundFor', { hits, terms })
      : t('results.summary.found', { hits });
  const notes = [
    latest ? t('results.summary.latest', { description: latestDescription(latest.what, latest.period) }) : null,
    results.hits < results.total ? t('results.summary.narrowed', { total: formatNumber(results.total) }) : null,
    scope?.filterBy === 'subscription' && scope.catalogue > scope.subscription
      ? t('results.summary.inSubscription', { catalogue: formatNumber(scope.catalogue) })
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <Text ref={ref} tabIndex={-1} size="sm" aria-live="polite" data-testid="results-summary" style={{ outlineOffset: 2 }}>
      {line}
      {notes.map((note) => (
        <Text key={note} span c="dimmed" size="sm">
          {' '}
          {note}
        </Text>
      ))}
    </Text>
  );
}
