import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to={pagePaths.home} variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
