import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionSeats } from '../../../common/account/member-invitations.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/** Each subscription's seats: taken by members, held by pending invitations, and free to invite into. */
export function InvitationSeats({ seats }: { seats: SubscriptionSeats[] }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('memberInvitations.seats.title')}>
      {seats.map((entry) => {
        const share = (count: number) => (entry.seatCount > 0 ? (count / entry.seatCount) * 100 : 0);
        return (
          <Paper component="li" key={entry.subscriptionId} withBorder radius="md" p="sm" data-testid="invitation-seats" data-subscription-id={entry.subscriptionId}>
            <Stack gap={6}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Text>
              <Progress.Root size="md" aria-hidden>
                <Progress.Section value={share(entry.seatsUsed)} color="teal" />
                <Progress.Section value={share(entry.seatsPending)} color="yellow" />
              </Progress.Root>
              <Group gap="md" wrap="wrap">
                <Text size="sm" data-testid="seats-used" data-value={entry.seatsUsed}>
                  {t('memberInvitations.seats.used', { used: formatNumber(entry.seatsUsed) })}
                </Text>
                <Text size="sm" data-testid="seats-pending" data-value={entry.seatsPending}>
                  {t('memberInvitations.seats.pending', { pending: formatNumber(entry.seatsPending) })}
                </Text>
                <Text size="sm" fw={600} data-testid="seats-available" data-value={entry.seatsAvailable}>
                  {t('memberInvitations.seats.available', { available: formatNumber(entry.seatsAvailable), total: formatNumber(entry.seatCount) })}
                </Text>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
