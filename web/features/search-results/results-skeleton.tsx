import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/** The shape of the results page while the first answer is on its way. */
export function ResultsSkeleton({ withFacets }: { withFacets: boolean }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap" role="status" aria-live="polite" aria-label={t('common.loading')} data-testid="results-skeleton">
      {withFacets ? (
        <Stack gap="sm" w={280} visibleFrom="md">
          <LoadingPlaceholder height={20} width="60%" />
          {Array.from({ length: 5 }, (_, index) => (
            <LoadingPlaceholder key={index} height={44} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <LoadingPlaceholder height={16} width="45%" />
        <Group gap="sm">
          <LoadingPlaceholder height={36} width={110} />
          <LoadingPlaceholder height={36} width={200} />
        </Group>
        {Array.from({ length: 6 }, (_, index) => (
          <Stack key={index} gap={6} py="xs">
            <LoadingPlaceholder height={14} width="30%" />
            <LoadingPlaceholder height={12} width="85%" />
            <LoadingPlaceholder height={12} width="55%" />
          </Stack>
        ))}
      </Stack>
    </Group>
  );
}
