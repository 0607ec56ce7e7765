import { Badge, Button, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useOrganisationOverview } from '../../api/account.api.ts';
import { useSession } from '../../app/session-context.tsx';
import { LoginForm } from '../../features/account/login-form.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDatasetNames } from '../../components/ui/dataset-names.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';

export function HomePage() {
  const { profile } = useSession();
  return profile ? <Dashboard /> : <SignIn />;
}

function SignIn() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  return (
    <Center py={48}>
      <Stack w="100%" align="center" gap="lg">
        <Text c="dimmed" ta="center" maw={480}>
          {t('app.tagline')}
        </Text>
        <LoginForm />
      </Stack>
    </Center>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const overview = useOrganisationOverview();
  const { formatDate } = useFormatters();
  const datasets = useDatasetNames();
  usePageTitle(t('app.name'));
  if (!profile) return null;
  const subscription = overview.data?.subscriptions.find((s) => s.subId === profile.subId);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.welcome', { name: profile.user.name })}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('home.yourSubscription')}
              </Title>
              {profile.isLiteSubscription ? <Badge variant="light">{t('home.liteBadge')}</Badge> : null}
            </Group>
            <QueryState isPending={overview.isPending} error={overview.error} onRetry={() => void overview.refetch()}>
              {subscription ? (
                <Stack gap={4}>
                  <Text fw={500}>{subscription.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('home.subscriptionPeriod', {
                      start: formatDate(subscription.startsOn),
                      end: formatDate(subscription.endsOn),
                    })}
                  </Text>
                  <Text size="sm" fw={500} mt="xs">
                    {t('home.entitledDatasets')}
                  </Text>
                  <Group gap={6}>
                    {datasets.sorted(subscription.datasets).map((dataset) => (
                      <Badge key={dataset.code} variant="outline" radius="sm" tt="none">
                        {dataset.label}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              ) : null}
            </QueryState>
            <Group>
              <Button component={Link} to={pagePaths.organisation} variant="light" leftSection={<IconBuilding size={16} aria-hidden />}>
                {t('home.viewOrganisation')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
