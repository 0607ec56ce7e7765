import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';

export function SearchResultsPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.resultsTitle'));
  return <Title order={1}>{t('search.resultsTitle')}</Title>;
}
