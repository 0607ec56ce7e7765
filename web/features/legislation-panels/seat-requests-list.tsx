import { Badge, Button, Group, Paper, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LegislationSeatRequestRow } from '../../../common/legislation/legislation-seats.contract.ts';
import { useDecideLegislationSeatRequest } from '../../api/legislation.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

const STATUS_COLOUR: Record<LegislationSeatRequestRow['status'], MantineColor> = { pending: 'yellow', approved: 'teal', declined: 'gray' };

/**
 * The seat requests on the legislation add-ons, beside the document requests in the orders
 * accordion (issue 20): an admin approves (the member gets an active seat) or declines each; a
 * member sees their own and their state.
 */
export function SeatRequestsList({ rows }: { rows: LegislationSeatRequestRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="seat-requests">
      <Title order={3} size="h5">
        {t('legislation.seatRequests.title')}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <SeatRequestItem key={row.id} row={row} />
        ))}
      </Stack>
    </Stack>
  );
}

function SeatRequestItem({ row }: { row: LegislationSeatRequestRow }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const errorText = useErrorText();
  const decide = useDecideLegislationSeatRequest();
  const addOn = t(`legislation.addOns.${row.addOn}`);
  const send = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { requestId: row.id, decision },
      {
        onSuccess: () => showSuccessToast(t(`legislation.seatRequests.${decision === 'approve' ? 'approved' : 'declined'}`, { name: row.requester, addOn })),
        onError: (error) => showErrorToast(errorText(error)),
      },
    );
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="seat-request-row" data-request-status={row.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {t('legislation.seatRequests.line', { name: row.requester, addOn })}
          </Text>
          <Badge color={STATUS_COLOUR[row.status]} variant="light" data-testid="seat-request-status">
            {t(`home.requests.status.${row.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {row.decidedBy && row.decidedAt
            ? t(`home.requests.decided.${row.status === 'approved' ? 'approved' : 'declined'}`, { name: row.decidedBy, date: formatDate(row.decidedAt) })
            : t('legislation.seatRequests.askedOn', { date: formatDate(row.requestedAt) })}
        </Text>
        {row.actions.approve || row.actions.decline ? (
          <Group gap="xs">
            {row.actions.approve ? (
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => send('approve')}
                loading={decide.isPending && decide.variables.decision === 'approve'}
                disabled={decide.isPending}
                aria-label={t('legislation.seatRequests.approveLabel', { name: row.requester, addOn })}
                data-testid="seat-request-approve"
              >
                {t('legislation.seatRequests.approve')}
              </Button>
            ) : null}
            {row.actions.decline ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => send('decline')}
                loading={decide.isPending && decide.variables.decision === 'decline'}
                disabled={decide.isPending}
                aria-label={t('legislation.seatRequests.declineLabel', { name: row.requester, addOn })}
                data-testid="seat-request-decline"
              >
                {t('legislation.seatRequests.decline')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
