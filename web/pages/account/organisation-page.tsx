import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganisationOverview, SubscriptionSummary } from '../../../common/account/account.contract.ts';
import { useOrganisationOverview } from '../../api/account.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { useDatasetNames } from '../../components/ui/dataset-names.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { InvitationsPanel } from '../../features/member-invitations/invitations-panel.tsx';
import { OfflineGrantsPanel } from '../../features/offline-grants/offline-grants-panel.tsx';
import { LegislationSeats } from './legislation-seats.tsx';
import { MembersList } from './members-list.tsx';

export function OrganisationPage() {
  const { t } = useTranslation();
  const overview = useOrganisationOverview();
  usePageTitle(t('organisation.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{overview.data?.organisation.name ?? t('organisation.title')}</Title>
      <QueryState isPending={overview.isPending} error={overview.error} onRetry={() => void overview.refetch()}>
        {overview.data ? <OrganisationDetails overview={overview.data} /> : null}
      </QueryState>
    </Stack>
  );
}

function OrganisationDetails({ overview }: { overview: OrganisationOverview }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('organisation.subscriptions')}
        </Title>
        {overview.subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.subId} subscription={subscription} />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('organisation.members')}
        </Title>
        {profile.perms.isAdmin ? (
          <MembersList members={overview.members} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('organisation.membersAdminOnly')}
          </Text>
        )}
      </Stack>
      {profile.perms.isAdmin ? <InvitationsPanel /> : null}
      {profile.perms.isAdmin ? <OfflineGrantsPanel /> : null}
      {overview.subscriptions.some((subscription) => subscription.legislationAddOn || subscription.euLawAddOn) ? <LegislationSeats isAdmin={profile.perms.isAdmin} /> : null}
    </>
  );
}

function SubscriptionCard({ subscription }: { subscription: SubscriptionSummary }) {
  const { t } = useTranslation();
  const { formatDateRange, formatNumber } = useFormatters();
  const datasets = useDatasetNames();
  const addOns = [
    subscription.legislationAddOn ? t('organisation.legislation') : null,
    subscription.euLawAddOn ? t('organisation.euLaw') : null,
  ].filter((value): value is string => value !== null);
  const rows: [string, string][] = [
    [t('organisation.subId'), String(subscription.subId)],
    [t('organisation.type'), subscription.isLite ? t('organisation.lite') : t('organisation.full')],
    [t('organisation.period'), formatDateRange(subscription.startsOn, subscription.endsOn)],
    [t('organisation.seats'), t('organisation.seatsUsed', { used: formatNumber(subscription.seatsUsed), total: formatNumber(subscription.seatCount) })],
    [t('organisation.aiChatQuota'), formatNumber(subscription.aiChatQuota)],
    [t('organisation.aiCompareQuota'), formatNumber(subscription.aiCompareQuota)],
    [t('organisation.addOns'), addOns.length > 0 ? addOns.join(', ') : t('organisation.none')],
    [t('organisation.datasets'), datasets.sorted(subscription.datasets).map((dataset) => dataset.label).join(', ')],
  ];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="subscription-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {subscription.name}
          </Title>
          {subscription.isLite ? <Badge variant="light">{t('organisation.lite')}</Badge> : null}
        </Group>
        <DetailsTable rows={rows.map(([label, value]) => ({ key: label, label, value }))} />
      </Stack>
    </Card>
  );
}
