import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganisationOverview, SubscriptionSummary } from '../../../common/account/account.contract.ts';
import { useOrganisationOverview } from '../../api/account.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';

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
  const { formatDateTime } = useFormatters();
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover data-testid="members-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('organisation.name')}</Table.Th>
                  <Table.Th>{t('organisation.email')}</Table.Th>
                  <Table.Th>{t('organisation.roles')}</Table.Th>
                  <Table.Th>{t('organisation.subId')}</Table.Th>
                  <Table.Th>{t('organisation.lastLogin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {member.roles.map((role) => (
                          <Badge key={role} variant="light" size="sm" tt="none">
                            {t(`organisation.role.${role}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{member.subId}</Table.Td>
                    <Table.Td>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('organisation.never')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            {t('organisation.membersAdminOnly')}
          </Text>
        )}
      </Stack>
    </>
  );
}

function SubscriptionCard({ subscription }: { subscription: SubscriptionSummary }) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  const addOns = [
    subscription.legislationAddOn ? t('organisation.legislation') : null,
    subscription.euLawAddOn ? t('organisation.euLaw') : null,
  ].filter((value): value is string => value !== null);
  const rows: [string, string][] = [
    [t('organisation.subId'), String(subscription.subId)],
    [t('organisation.type'), subscription.isLite ? t('organisation.lite') : t('organisation.full')],
    [t('organisation.period'), `${formatDate(subscription.startsOn)} – ${formatDate(subscription.endsOn)}`],
    [t('organisation.seats'), t('organisation.seatsUsed', { used: subscription.seatsUsed, total: subscription.seatCount })],
    [t('organisation.aiChatQuota'), formatNumber(subscription.aiChatQuota)],
    [t('organisation.aiCompareQuota'), formatNumber(subscription.aiCompareQuota)],
    [t('organisation.addOns'), addOns.length > 0 ? addOns.join(', ') : t('organisation.none')],
    [t('organisation.datasets'), subscription.datasets.map((dataset) => dataset.name).join(', ')],
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
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
