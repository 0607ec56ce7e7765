import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/** The page's shape while the document loads. */
export function DisplaySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('display.loading')} data-testid="display-skeleton">
      <LoadingPlaceholder height={34} width="40%" />
      <LoadingPlaceholder height={20} width="75%" />
      <LoadingPlaceholder height={16} width="30%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <LoadingPlaceholder height={18} width="20%" />
            <LoadingPlaceholder height={80} />
            <LoadingPlaceholder height={18} width="20%" />
            <LoadingPlaceholder height={160} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <LoadingPlaceholder height={140} radius="md" />
            <LoadingPlaceholder height={100} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
