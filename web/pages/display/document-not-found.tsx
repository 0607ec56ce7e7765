import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';

/** The display page of a document the catalogue does not have (or this organisation may not see). */
export function DocumentNotFound({ searchContext }: { searchContext: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm" py="xl" data-testid="document-not-found">
      <Title order={1}>{t('display.notFoundTitle')}</Title>
      <Text>{t('display.notFound')}</Text>
      <Text c="dimmed" size="sm">
        {t('display.notFoundHint')}
      </Text>
      <Group gap="sm">
        {searchContext ? (
          <Button component={Link} to={pagePaths.searchResults(searchContext)} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('display.backToResults')}
          </Button>
        ) : null}
        <Button component={Link} to={pagePaths.searchIndex} variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('display.newSearch')}
        </Button>
      </Group>
    </Stack>
  );
}
