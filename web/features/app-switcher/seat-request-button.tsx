import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import { useRequestLegislationSeat } from '../../api/legislation.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

/**
 * "Request access" on a locked add-on: asks the organisation's admins for a seat (they see it with
 * the document requests). Once sent, or when a request is already waiting, it says so instead.
 */
export function SeatRequestButton({ addOn, pending }: { addOn: LegislationAddOn; pending: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestLegislationSeat();
  const name = t(`legislation.addOns.${addOn}`);
  const sent = useRef<HTMLDivElement>(null);
  // The button the focus was on gives way to the confirmation: the focus follows it, so it stays in the switcher (and Escape still closes it).
  useEffect(() => {
    if (request.isSuccess) sent.current?.focus();
  }, [request.isSuccess]);

  if (pending || request.isSuccess) {
    return (
      <Group ref={sent} tabIndex={-1} gap={4} wrap="nowrap" role="status" data-testid="seat-request-sent" style={{ outlineOffset: 2 }}>
        <IconCheck size={14} aria-hidden color="var(--mantine-color-teal-8)" />
        <Text size="xs" fw={500} c="teal.9">
          {t('legislation.switcher.requestSent')}
        </Text>
      </Group>
    );
  }

  const send = () =>
    request.mutate(addOn, {
      onSuccess: () => showSuccessToast(t('legislation.switcher.requestSentToast', { name })),
      onError: (error) => showErrorToast(errorText(error)),
    });

  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSend size={14} aria-hidden />}
      onClick={send}
      loading={request.isPending}
      aria-label={t('legislation.switcher.requestLabel', { name })}
      data-testid="seat-request"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('legislation.switcher.request')}
    </Button>
  );
}
