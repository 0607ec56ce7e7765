import { Button, Group } from '@mantine/core';
import { IconEyeOff, IconUsersMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WatchedDocument } from '../../../common/watches/watches.contract.ts';
import { useUnwatch } from '../../api/watches.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

/** Unwatch, and for admins unwatch for everyone: each as the server's actions map allows, confirmed first. */
export function WatchActionButtons({ watch }: { watch: WatchedDocument }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const unwatch = useUnwatch();
  const unwatchForAll = useUnwatch();
  const { number } = watch;

  const run = async (global: boolean) => {
    const confirmed = await confirmAction(
      global
        ? { title: t('watches.unwatchGlobalTitle', { number }), message: t('watches.unwatchGlobalMessage', { number }), confirmLabel: t('watches.unwatchGlobal'), danger: true }
        : { title: t('watches.unwatchTitle', { number }), message: t('watches.unwatchMessage', { number }), confirmLabel: t('watches.unwatch') },
    );
    if (!confirmed) return;
    try {
      await (global ? unwatchForAll : unwatch).mutateAsync({ docId: watch.docId, global });
      showSuccessToast(t(global ? 'watches.unwatchedForAll' : 'watches.unwatched', { number }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {watch.actions.unWatchItem ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          loading={unwatch.isPending}
          onClick={() => void run(false)}
          aria-label={t('watches.unwatchLabel', { number })}
          data-testid="unwatch"
        >
          {t('watches.unwatch')}
        </Button>
      ) : null}
      {watch.actions.unWatchItemGlobal ? (
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconUsersMinus size={16} aria-hidden />}
          loading={unwatchForAll.isPending}
          onClick={() => void run(true)}
          aria-label={t('watches.unwatchGlobalLabel', { number })}
          data-testid="unwatch-global"
        >
          {t('watches.unwatchGlobal')}
        </Button>
      ) : null}
    </Group>
  );
}
