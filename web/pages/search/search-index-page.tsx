import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { TourOffer } from '../../features/tour/tour-offer.tsx';

/** Only translation keys of these groups may name a failure; anything else in the link reads as a generic one. */
const ERROR_KEY_PATTERN = /^(errors|search\.errors|searchBar\.errors)\.[A-Za-z]+$/;

/**
 * /management/search/index: where the search form posts, and where a failed search
 * comes back to with `?error=<translation key>` (search-area.md §7 "Search form post").
 */
export function SearchIndexPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('search.panelTitle'));
  const [params] = useSearchParams();
  const errorKey = params.get('error');
  const message = errorKey === null ? null : ERROR_KEY_PATTERN.test(errorKey) && i18n.exists(errorKey) ? t(errorKey) : t('errors.invalidRequest');

  return (
    <Stack gap="xs">
      <Title order={1}>{t('search.panelTitle')}</Title>
      {message ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('searchBar.errors.title')} data-testid="search-error">
          {message}
        </Alert>
      ) : null}
      <Text c="dimmed">{t('search.indexHint')}</Text>
      <TourOffer section="searchBar" />
    </Stack>
  );
}
