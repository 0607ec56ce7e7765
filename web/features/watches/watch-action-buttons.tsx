import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots, IconEyeOff, IconUsersMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WatchedDocument } from '../../../common/watches/watches.contract.ts';
import { useUnwatch } from '../../api/watches.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

/**
 * Unwatch, and for admins unwatch for everyone: each as the server's actions map allows, confirmed
 * first. The organisation-wide one is in a menu, away from the user's own Unwatch.
 */
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
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="md"
              aria-label={t('documentActions.more', { name: number })}
              title={t('documentActions.more', { name: number })}
              loading={unwatchForAll.isPending}
              data-testid="watch-more-actions"
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconUsersMinus size={16} aria-hidden />} onClick={() => void run(true)} data-testid="unwatch-global">
              {t('watches.unwatchGlobalItem', { number })}…
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
