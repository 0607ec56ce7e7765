import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInvitationList } from '../../../common/account/member-invitations.contract.ts';
import { useMemberInvitations } from '../../api/member-invitations.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { CsvInviteDialog } from './csv-invite-dialog.tsx';
import { InvitationSeats } from './invitation-seats.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteDialog } from './invite-dialog.tsx';

type OpenDialog = 'invite' | 'csv' | null;

/**
 * The organisation page's Invitations section, for its admins only (the server refuses the call
 * to anyone else): each subscription's seats, inviting one colleague or a CSV of them, and the
 * invitations with their Resend and Revoke.
 */
export function InvitationsPanel() {
  const { t } = useTranslation();
  const invitations = useMemberInvitations();
  return (
    <Stack gap="sm" component="section" aria-labelledby="invitations-title" data-testid="invitations-panel">
      <Title order={2} size="h3" id="invitations-title">
        {t('memberInvitations.panel.title')}
      </Title>
      <QueryState isPending={invitations.isPending} error={invitations.error} onRetry={() => void invitations.refetch()}>
        {invitations.data ? <PanelContent list={invitations.data} /> : null}
      </QueryState>
    </Stack>
  );
}

function PanelContent({ list }: { list: MemberInvitationList }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const dialogProps = { domains: list.domains, seats: list.seats, ownSubscriptionId: profile.subId, onClose: close };
  return (
    <>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {list.domains.length > 0 ? t('memberInvitations.panel.intro', { domains: list.domains.join(', ') }) : t('memberInvitations.panel.noDomain')}
      </Text>
      <Title order={3} size="h4">
        {t('memberInvitations.seats.title')}
      </Title>
      <InvitationSeats seats={list.seats} />
      {list.actions.invite ? (
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpen('invite')} data-testid="invite-open">
            {t('memberInvitations.panel.inviteButton')}
          </Button>
          <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setOpen('csv')} data-testid="csv-open">
            {t('memberInvitations.panel.csvButton')}
          </Button>
        </Group>
      ) : null}
      <Title order={3} size="h4">
        {t('memberInvitations.panel.listTitle')}
      </Title>
      <InvitationsList invitations={list.invitations} />
      {open === 'invite' ? <InviteDialog {...dialogProps} /> : null}
      {open === 'csv' ? <CsvInviteDialog {...dialogProps} /> : null}
    </>
  );
}
