import { Badge, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegislationSeatMember } from '../../../common/legislation/legislation-seats.contract.ts';
import { LEGISLATION_ADD_ONS, type LegislationAddOn, type LegislationSeatState } from '../../../common/legislation/legislation.values.ts';
import { useLegislationSeats, useLegislationStatus, useSetLegislationSeat } from '../../api/legislation.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import classes from './legislation-seats.module.css';

/**
 * Seats on the legislation add-ons (issue 20), on the organisation page. An admin sets, per member
 * and add-on their subscription offers, whether they are registered and whether the seat is active
 * (a suspended seat keeps the registration); a member sees their own seats, read-only.
 */
export function LegislationSeats({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="legislation-seats">
      <Title order={2} size="h3">
        {t('legislation.seats.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(isAdmin ? 'legislation.seats.adminIntro' : 'legislation.seats.memberIntro')}
      </Text>
      {isAdmin ? <SeatManagement /> : <OwnSeats />}
    </Stack>
  );
}

function SeatManagement() {
  const seats = useLegislationSeats(true);
  return (
    <QueryState isPending={seats.isPending} error={seats.error} onRetry={() => void seats.refetch()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" className={classes.list}>
        {seats.data?.members.map((member) => (
          <MemberSeats key={member.userId} member={member} />
        ))}
      </SimpleGrid>
    </QueryState>
  );
}

function MemberSeats({ member }: { member: LegislationSeatMember }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="member-seats" data-user-id={member.userId}>
      <Stack gap="xs">
        <div className={classes.wrap}>
          <Text fw={600} size="sm">
            {member.name}
          </Text>
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
        </div>
        {LEGISLATION_ADD_ONS.map((addOn) => (
          <AddOnSeat key={addOn} member={member} addOn={addOn} />
        ))}
      </Stack>
    </Paper>
  );
}

/** One add-on of one member: two switches, registered and active; or why there is nothing to set. */
function AddOnSeat({ member, addOn }: { member: LegislationSeatMember; addOn: LegislationAddOn }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setSeat = useSetLegislationSeat();
  const name = t(`legislation.addOns.${addOn}`);
  const seat = member.seats[addOn];
  if (!member.offered.includes(addOn) || !member.actions[addOn]) {
    return (
      <Group gap={6} justify="space-between" wrap="wrap" data-testid={`seat-${addOn}`} data-seat="notOffered">
        <Text size="sm">{name}</Text>
        <Text size="xs" c="dimmed">
          {t('legislation.seats.notOffered')}
        </Text>
      </Group>
    );
  }
  const change = (next: LegislationSeatState) =>
    setSeat.mutate(
      { userId: member.userId, addOn, seat: next },
      {
        onSuccess: () => showSuccessToast(t(`legislation.seats.saved.${next}`, { name: member.name, addOn: name })),
        onError: (error) => showErrorToast(errorText(error)),
      },
    );
  return (
    <fieldset className={classes.fieldset} data-testid={`seat-${addOn}`} data-seat={seat}>
      <legend className={classes.legend}>{name}</legend>
      <Group gap="md" wrap="wrap">
        <Switch
          size="sm"
          classNames={{ trackLabel: classes.noTrackLabel }}
          label={t('legislation.seats.registered')}
          checked={seat !== 'none'}
          disabled={setSeat.isPending}
          onChange={(event) => change(event.currentTarget.checked ? 'active' : 'none')}
          data-testid="seat-registered"
        />
        <Switch
          size="sm"
          classNames={{ trackLabel: classes.noTrackLabel }}
          label={t('legislation.seats.active')}
          checked={seat === 'active'}
          disabled={setSeat.isPending || seat === 'none'}
          onChange={(event) => change(event.currentTarget.checked ? 'active' : 'inactive')}
          data-testid="seat-active"
        />
      </Group>
    </fieldset>
  );
}

/** A member's own seats: their state on each add-on, from the switcher's status call. */
function OwnSeats() {
  const { t } = useTranslation();
  const status = useLegislationStatus(true);
  return (
    <QueryState isPending={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
      <Stack component="ul" gap={6} className={classes.list}>
        {status.data?.addOns.map((entry) => (
          <Group component="li" key={entry.addOn} gap="xs" wrap="wrap" data-testid={`own-seat-${entry.addOn}`} data-state={entry.state}>
            <Text size="sm" fw={500}>
              {t(`legislation.addOns.${entry.addOn}`)}
            </Text>
            <Badge variant="light" color={entry.state === 'unlocked' ? 'teal' : 'gray'} tt="none">
              {t(`legislation.seats.own.${entry.state}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </QueryState>
  );
}
