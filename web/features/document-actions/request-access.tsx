import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconHourglass, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { REQUEST_REASON_MAX } from '../../../common/home/home.values.ts';
import { useRequestAccess } from '../../api/home.api.ts';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';

/**
 * "Request access" for a document whose text the subscription does not include: the member says
 * why, the organisation's administrators decide on the dashboard. A request already made says so.
 */
export function RequestAccess({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { canRequest, pending } = detail.accessRequest;
  if (pending) {
    return (
      <Group gap={6} mt="xs" wrap="nowrap" data-testid="access-request-pending">
        <IconHourglass size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">{t('display.requestAccess.pending')}</Text>
      </Group>
    );
  }
  if (!canRequest) return null;
  return (
    <>
      <Group mt="xs">
        <Button size="xs" variant="white" color="dark" leftSection={<IconSend size={14} aria-hidden />} onClick={() => setOpen(true)} data-testid="request-access">
          {t('display.requestAccess.button')}
        </Button>
      </Group>
      {open ? <RequestAccessDialog detail={detail} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RequestAccessDialog({ detail, onClose }: { detail: DocumentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestAccess();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await request.mutateAsync({ docId: detail.docId, reason });
      showSuccessToast(t('display.requestAccess.sent', { number: detail.number }));
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={t('display.requestAccess.title', { number: detail.number })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('display.requestAccess.intro')}</Text>
          <Textarea
            label={t('display.requestAccess.reason')}
            required
            autosize
            minRows={3}
            maxLength={REQUEST_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error ?? undefined}
            data-autofocus
            data-testid="request-reason"
          />
          <DialogActions pending={request.isPending} submitLabel={t('display.requestAccess.send')} submitTestId="request-send" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
