import { Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReaderSearchResult } from '../../../common/reader/reader.contract.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import classes from './reader.module.css';

/** The places the search text occurs, each with its context; choosing one jumps there. */
export function SearchResultsList({
  result,
  isFetching,
  error,
  activeIndex,
  onPick,
}: {
  result: ReaderSearchResult | undefined;
  isFetching: boolean;
  error: unknown;
  activeIndex: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (isFetching && !result) {
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('reader.search.searching')}
        </Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorText(error)}
      </Text>
    );
  }
  if (!result) {
    return (
      <Text size="sm" c="dimmed">
        {t('reader.search.hint')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status" data-testid="reader-search-count">
        {result.hits.length === 0
          ? t('reader.search.none', { searchText: result.searchText })
          : result.truncated
            ? t('reader.search.countTruncated', { count: result.hits.length })
            : t('reader.search.count', { count: result.hits.length })}
      </Text>
      <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid="reader-search-results">
        {result.hits.map((hit, index) => (
          <li key={`${hit.sectionId}:${hit.occurrence}`}>
            <UnstyledButton
              className={classes.tocItem}
              aria-current={index === activeIndex ? 'true' : undefined}
              onClick={() => onPick(index)}
              data-testid="reader-search-hit"
            >
              <Text size="xs" c="dimmed" component="span" display="block">
                {hit.sectionNumber ? `${hit.sectionNumber} ` : ''}
                {hit.sectionTitle}
              </Text>
              <Text size="sm" component="span">
                {hit.before ? `…${hit.before} ` : ''}
                <mark>{hit.match}</mark>
                {hit.after ? ` ${hit.after}…` : ''}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
