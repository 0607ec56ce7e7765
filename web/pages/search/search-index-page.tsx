import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';

export function SearchIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.panelTitle'));
  return (
    <Stack gap="xs">
      <Title order={1}>{t('search.panelTitle')}</Title>
      <Text c="dimmed">{t('search.indexHint')}</Text>
    </Stack>
  );
}
