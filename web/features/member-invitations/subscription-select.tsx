import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionSeats } from '../../../common/account/member-invitations.contract.ts';

/** What both invite dialogs are given: the allowed domains, the seats of each subscription, the admin's own, and how to close. */
export type InviteDialogProps = { domains: string[]; seats: SubscriptionSeats[]; ownSubscriptionId: number; onClose: () => void };

/** Which subscription the invitees join, offered only when the organisation has more than one (else the admin's own). */
export function SubscriptionSelect({ seats, value, onChange }: { seats: SubscriptionSeats[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  if (seats.length < 2) return null;
  return (
    <Select
      label={t('memberInvitations.panel.subscription')}
      data={seats.map((entry) => ({
        value: String(entry.subscriptionId),
        label: t('memberInvitations.panel.subscriptionOption', { name: entry.name, available: entry.seatsAvailable }),
      }))}
      value={String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      data-testid="invite-subscription"
    />
  );
}
