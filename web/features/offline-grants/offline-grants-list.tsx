import { Badge, Button, Group, Paper, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrganisationGrantRow } from '../../../common/reader/offline.contract.ts';
import type { OfflineGrantFilter, OfflineGrantState } from '../../../common/reader/offline.values.ts';
import { useRevokeGrant } from '../../api/offline-grants.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

const AS_CARDS = '(max-width: 47.99em)';

const STATE_COLORS: Record<OfflineGrantState, MantineColor> = { active: 'teal', released: 'gray', revoked: 'red', expired: 'gray' };

function StateBadge({ state }: { state: OfflineGrantState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" tt="none" style={{ flex: 'none' }} data-testid="offline-grant-state" data-state={state}>
      {t(`offlineGrants.state.${state}`)}
    </Badge>
  );
}

/** Revoke, when the row allows it, after a confirmation; the list is read again afterwards. */
function RevokeButton({ row }: { row: OrganisationGrantRow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const revoke = useRevokeGrant();
  if (!row.actions.revoke) return null;
  const values = { name: row.user.name, number: row.number };
  const onRevoke = async () => {
    const confirmed = await confirmAction({
      title: t('offlineGrants.revokeTitle'),
      message: t('offlineGrants.revokeMessage', values),
      confirmLabel: t('offlineGrants.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    revoke.mutate(row.grantId, {
      onSuccess: () => showSuccessToast(t('offlineGrants.revoked', values)),
      onError: (error) => showErrorToast(errorText(error)),
    });
  };
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconBan size={14} aria-hidden />}
      loading={revoke.isPending}
      onClick={() => void onRevoke()}
      aria-label={t('offlineGrants.revokeLabel', values)}
      data-testid="offline-grant-revoke"
    >
      {t('offlineGrants.revoke')}
    </Button>
  );
}

/** The organisation's offline copies: a table on a wide screen, one card per copy on a phone. */
export function OfflineGrantsList({ rows, filter }: { rows: OrganisationGrantRow[]; filter: OfflineGrantFilter }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  // A revoked copy's date is its withdrawal; the others' the day the licence ends (or ended).
  const until = (row: OrganisationGrantRow) =>
    row.revokedAt ? t('offlineGrants.revokedOn', { date: formatDate(row.revokedAt) }) : t('offlineGrants.expiresOn', { date: formatDate(row.expiresAt) });

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="offline-grants-empty">
        {t(`offlineGrants.empty.${filter}`)}
      </Text>
    );
  }
  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('offlineGrants.panel.title')} data-testid="offline-grants-list">
        {rows.map((row) => (
          <Paper component="li" key={row.grantId} withBorder radius="md" p="sm" data-testid="offline-grant-row" data-grant-id={row.grantId} data-email={row.user.email}>
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.number}
                </Text>
                <StateBadge state={row.state} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.title}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.user.name} · {row.user.email}
              </Text>
              <Text size="sm" c="dimmed">
                {t('offlineGrants.grantedOn', { date: formatDate(row.grantedAt) })} · {until(row)}
              </Text>
              <RevokeButton row={row} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="offline-grants-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offlineGrants.column.user')}</Table.Th>
            <Table.Th scope="col">{t('offlineGrants.column.document')}</Table.Th>
            <Table.Th scope="col">{t('offlineGrants.column.granted')}</Table.Th>
            <Table.Th scope="col">{t('offlineGrants.column.expires')}</Table.Th>
            <Table.Th scope="col">{t('offlineGrants.column.state')}</Table.Th>
            <Table.Th scope="col">{t('offlineGrants.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.grantId} data-testid="offline-grant-row" data-grant-id={row.grantId} data-email={row.user.email}>
              <Table.Td>
                <Text size="sm">{row.user.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.number}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.title}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.grantedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.revokedAt ? until(row) : formatDate(row.expiresAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StateBadge state={row.state} />
              </Table.Td>
              <Table.Td>
                <RevokeButton row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
