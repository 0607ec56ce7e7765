import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's shape while the document loads. */
export function DisplaySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('display.loading')} data-testid="display-skeleton">
      <Skeleton height={34} width="40%" />
      <Skeleton height={20} width="75%" />
      <Skeleton height={16} width="30%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton height={18} width="20%" />
            <Skeleton height={80} />
            <Skeleton height={18} width="20%" />
            <Skeleton height={160} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Skeleton height={140} radius="md" />
            <Skeleton height={100} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
