import { Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/**
 * The summary line: how many documents were found (in the user's number format) and for
 * which words; when a typo was corrected, that the results are for the corrected words.
 * It takes the focus after a page change so keyboard users start at the new results.
 */
export function ResultsSummary({ results, ref }: { results: SearchResults; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const hits = formatNumber(results.hits);
  const { terms, correctedTerms } = results.summary;
  const line = correctedTerms
    ? t('results.summary.corrected', { hits, terms, corrected: correctedTerms })
    : terms
      ? t('results.summary.foundFor', { hits, terms })
      : t('results.summary.found', { hits });
  return (
    <Text ref={ref} tabIndex={-1} size="sm" aria-live="polite" data-testid="results-summary" style={{ outlineOffset: 2 }}>
      {line}
      {results.hits < results.total ? (
        <Text span c="dimmed" size="sm">
          {' '}
          {t('results.summary.narrowed', { total: formatNumber(results.total) })}
        </Text>
      ) : null}
    </Text>
  );
}
