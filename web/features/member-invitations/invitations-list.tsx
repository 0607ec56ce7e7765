import { Badge, Button, Group, Paper, Stack, Table, Text, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberInvitationRow } from '../../../common/account/member-invitations.contract.ts';
import type { InvitationState } from '../../../common/onboarding/invitation.contract.ts';
import { useResendInvitation, useRevokeInvitation } from '../../api/member-invitations.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { useInvitationErrorText } from './invitation-issues.ts';

const AS_CARDS = '(max-width: 47.99em)';

const STATE_COLORS: Record<InvitationState, MantineColor> = { pending: 'blue', accepted: 'teal', expired: 'gray', revoked: 'red' };

function StateBadge({ state }: { state: InvitationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" tt="none" style={{ flex: 'none' }} data-testid="invitation-state" data-state={state}>
      {t(`memberInvitations.panel.state.${state}`)}
    </Badge>
  );
}

/** Resend and Revoke, as far as the row's actions allow; each change reloads the list and the seats. */
function RowActions({ invitation }: { invitation: MemberInvitationRow }) {
  const { t } = useTranslation();
  const errorText = useInvitationErrorText();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const values = { email: invitation.email, name: invitation.name };
  if (!invitation.actions.resend && !invitation.actions.revoke) return null;

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => showSuccessToast(t('memberInvitations.panel.resent', values)),
      onError: (error) => showErrorToast(errorText(error)),
    });
  const onRevoke = async () => {
    const confirmed = await confirmAction({
      title: t('memberInvitations.panel.revokeTitle'),
      message: t('memberInvitations.panel.revokeMessage', values),
      confirmLabel: t('memberInvitations.panel.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => showSuccessToast(t('memberInvitations.panel.revoked', values)),
      onError: (error) => showErrorToast(errorText(error)),
    });
  };
  return (
    <Group gap={6} wrap="wrap">
      {invitation.actions.resend ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} aria-hidden />}
          loading={resend.isPending}
          onClick={onResend}
          aria-label={t('memberInvitations.panel.resendLabel', values)}
          data-testid="invitation-resend"
        >
          {t('memberInvitations.panel.resend')}
        </Button>
      ) : null}
      {invitation.actions.revoke ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconBan size={14} aria-hidden />}
          loading={revoke.isPending}
          onClick={() => void onRevoke()}
          aria-label={t('memberInvitations.panel.revokeLabel', values)}
          data-testid="invitation-revoke"
        >
          {t('memberInvitations.panel.revoke')}
        </Button>
      ) : null}
    </Group>
  );
}

/** The organisation's invitations, newest first: a table on a wide screen, one card per invitation on a phone. */
export function InvitationsList({ invitations }: { invitations: MemberInvitationRow[] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  const roles = (invitation: MemberInvitationRow) => invitation.roles.map((role) => t(`organisation.role.${role}`)).join(', ');
  const invitedBy = (invitation: MemberInvitationRow) => invitation.invitedBy ?? t('memberInvitations.panel.invitedByUnknown');
  // An accepted invitation's date is its acceptance; the others' the day their link stops (or stopped) working.
  const until = (invitation: MemberInvitationRow) =>
    invitation.acceptedAt
      ? t('memberInvitations.panel.acceptedOn', { date: formatDate(invitation.acceptedAt) })
      : t('memberInvitations.panel.expiresOn', { date: formatDate(invitation.expiresAt) });

  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="invitations-empty">
        {t('memberInvitations.panel.empty')}
      </Text>
    );
  }
  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('memberInvitations.panel.title')} data-testid="invitations-list">
        {invitations.map((invitation) => (
          <Paper component="li" key={invitation.id} withBorder radius="md" p="sm" data-testid="invitation-row" data-email={invitation.email}>
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {invitation.name}
                </Text>
                <StateBadge state={invitation.state} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {roles(invitation)} · {t('memberInvitations.panel.invitedByOn', { name: invitedBy(invitation), date: formatDate(invitation.createdAt) })}
              </Text>
              <Text size="sm" c="dimmed">
                {until(invitation)}
              </Text>
              <RowActions invitation={invitation} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="invitations-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('organisation.name')}</Table.Th>
            <Table.Th scope="col">{t('organisation.email')}</Table.Th>
            <Table.Th scope="col">{t('organisation.roles')}</Table.Th>
            <Table.Th scope="col">{t('memberInvitations.panel.state.label')}</Table.Th>
            <Table.Th scope="col">{t('memberInvitations.panel.invitedBy')}</Table.Th>
            <Table.Th scope="col">{t('memberInvitations.panel.dates')}</Table.Th>
            <Table.Th scope="col">{t('memberInvitations.panel.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id} data-testid="invitation-row" data-email={invitation.email}>
              <Table.Td>{invitation.name}</Table.Td>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{roles(invitation)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StateBadge state={invitation.state} />
              </Table.Td>
              <Table.Td>{invitedBy(invitation)}</Table.Td>
              <Table.Td>
                <Text size="sm">{t('memberInvitations.panel.sentOn', { date: formatDate(invitation.createdAt) })}</Text>
                <Text size="sm" c="dimmed">
                  {until(invitation)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions invitation={invitation} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
