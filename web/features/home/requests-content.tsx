import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, type MantineColor } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessRequestRow, OrdersContent, UnlockContent } from '../../../common/home/home.contract.ts';
import { REQUEST_REASON_MAX } from '../../../common/home/home.values.ts';
import { useDecideRequest } from '../../api/home.api.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { SeatRequestsList } from '../legislation-panels/seat-requests-list.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import classes from './dashboard.module.css';

const STATUS_COLOUR: Record<AccessRequestRow['status'], MantineColor> = { pending: 'yellow', approved: 'teal', declined: 'gray' };

/**
 * Orders (portal-area.md §2, plain content): requests for documents outside the subscription, and
 * beside them the seat requests on the legislation add-ons (issue 20). Admins see the
 * organisation's and approve or decline them; members see their own and their state.
 */
export function OrdersContentView({ content, empty, detailed }: { content: OrdersContent; empty: ReactNode; detailed: boolean }) {
  const [deciding, setDeciding] = useState<{ row: AccessRequestRow; decision: 'approve' | 'decline' } | null>(null);
  const seatRequests = content.seatRequests ?? [];
  if (content.requests.length === 0 && seatRequests.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      {content.requests.length > 0 ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="orders-list">
          {content.requests.map((row) => (
            <RequestItem key={row.id} row={row} detailed={detailed} onDecide={(decision) => setDeciding({ row, decision })} />
          ))}
        </Stack>
      ) : null}
      {deciding ? <DecisionDialog row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} /> : null}
      {seatRequests.length > 0 ? <SeatRequestsList rows={seatRequests} /> : null}
    </Stack>
  );
}

function RequestItem({ row, detailed, onDecide }: { row: AccessRequestRow; detailed: boolean; onDecide: (decision: 'approve' | 'decline') => void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="access-request" data-request-status={row.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} className={classes.wrapAnywhere}>
            <Anchor component={Link} to={row.name.linkURL} fw={600} size="sm">
              {row.name.linkName}
            </Anchor>
            <Text size="sm">{row.title}</Text>
          </Stack>
          <Badge color={STATUS_COLOUR[row.status]} variant="light" data-testid="request-status">
            {t(`home.requests.status.${row.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
          {t('home.requests.askedBy', { name: row.requester, date: formatDate(row.requestedAt) })}
        </Text>
        {detailed || row.status === 'pending' ? (
          <Text size="sm" className={classes.wrapAnywhere}>
            <Text span fw={500}>
              {t('home.requests.reason')}
            </Text>{' '}
            {row.reason}
          </Text>
        ) : null}
        {row.decidedBy && row.decidedAt ? (
          <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
            {t(`home.requests.decided.${row.status === 'approved' ? 'approved' : 'declined'}`, { name: row.decidedBy, date: formatDate(row.decidedAt) })}
            {row.decisionNote ? ` — ${row.decisionNote}` : ''}
          </Text>
        ) : null}
        {row.actions.approve || row.actions.decline ? (
          <Group gap="xs">
            {row.actions.approve ? (
              <Button size="xs" color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => onDecide('approve')} aria-label={t('home.requests.approveLabel', { number: row.name.linkName, name: row.requester })} data-testid="request-approve">
                {t('home.requests.approve')}
              </Button>
            ) : null}
            {row.actions.decline ? (
              <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={() => onDecide('decline')} aria-label={t('home.requests.declineLabel', { number: row.name.linkName, name: row.requester })} data-testid="request-decline">
                {t('home.requests.decline')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Approving opens the document for the whole organisation; either way the requester is told by mail, with the note. */
function DecisionDialog({ row, decision, onClose }: { row: AccessRequestRow; decision: 'approve' | 'decline'; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decide = useDecideRequest();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await decide.mutateAsync({ requestId: row.id, decision, note });
      showSuccessToast(t(decision === 'approve' ? 'home.requests.approved' : 'home.requests.declined', { number: row.name.linkName }));
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={t(decision === 'approve' ? 'home.requests.approveTitle' : 'home.requests.declineTitle', { number: row.name.linkName })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t(decision === 'approve' ? 'home.requests.approveMessage' : 'home.requests.declineMessage', { name: row.requester })}</Text>
          <Textarea label={t('home.requests.note')} autosize minRows={2} maxLength={REQUEST_REASON_MAX} value={note} onChange={(event) => setNote(event.currentTarget.value)} data-autofocus data-testid="decision-note" />
          <DialogActions
            error={error}
            pending={decide.isPending}
            submitLabel={t(decision === 'approve' ? 'home.requests.approve' : 'home.requests.decline')}
            submitColor={decision === 'approve' ? 'teal' : 'red'}
            submitTestId="decision-confirm"
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The documents unlocked for the organisation (portal-area.md §2, plain content), with who approved them and when. */
export function UnlockContentView({ content, empty, detailed }: { content: UnlockContent; empty: ReactNode; detailed: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  if (content.unlocks.length === 0) return <>{empty}</>;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} data-testid="unlock-list">
      {content.unlocks.map((row) => (
        <li key={row.docId} className={classes.wrapAnywhere} data-testid="unlocked-document">
          <Anchor component={Link} to={row.name.linkURL} fw={600} size="sm">
            {row.name.linkName}
          </Anchor>
          {detailed ? <Text size="sm">{row.title}</Text> : null}
          <Text size="xs" c="dimmed">
            {row.approvedBy ? t('home.unlock.approvedBy', { name: row.approvedBy, date: formatDate(row.unlockedAt) }) : t('home.unlock.since', { date: formatDate(row.unlockedAt) })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
