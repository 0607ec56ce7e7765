import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';

/** Asks the user to confirm a consequential action; resolves false on cancel or close. */
export function confirmAction(options: { title: string; message: string; confirmLabel?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.confirmLabel ?? i18next.t('common.confirm'), cancel: i18next.t('common.cancel') },
      confirmProps: options.danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
