import { Badge, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useOrganisationOverview } from '../../api/account.api.ts';
import { useSession } from '../../app/session-context.tsx';
import { LoginForm } from '../../features/account/login-form.tsx';
import { Dashboard } from '../../features/home/dashboard.tsx';
import { TourOffer } from '../../features/tour/tour-offer.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';

/** What the page's data loader (web/app/page-data.ts) starts: in this file, not the frame's. */
export { prefetchDashboard } from '../../features/home/first-dashboard.ts';

export function HomePage() {
  const { profile } = useSession();
  return profile ? <DashboardPage /> : <SignIn />;
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

/** The working desk every user lands on (portal-area.md §2): the subscription in a line, the tour's offer, the accordions. */
function DashboardPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const overview = useOrganisationOverview();
  const { formatDateRange } = useFormatters();
  usePageTitle(t('app.name'));
  if (!profile) return null;
  const subscription = overview.data?.subscriptions.find((s) => s.subId === profile.subId);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1}>{t('home.welcome', { name: profile.user.name })}</Title>
          {subscription ? (
            <Text size="sm" c="dimmed" data-testid="subscription-line" style={{ overflowWrap: 'anywhere' }}>
              {t('home.subscriptionLine', { name: subscription.name, period: formatDateRange(subscription.startsOn, subscription.endsOn) })}
              {profile.isLiteSubscription ? (
                <Badge variant="light" ml="xs" size="sm">
                  {t('home.liteBadge')}
                </Badge>
              ) : null}
            </Text>
          ) : null}
        </Stack>
        <Button component={Link} to={pagePaths.organisation} variant="subtle" size="xs" leftSection={<IconBuilding size={16} aria-hidden />}>
          {t('home.viewOrganisation')}
        </Button>
      </Group>
      <TourOffer section="dashboard" />
      <Dashboard />
    </Stack>
  );
}
