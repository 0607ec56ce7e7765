import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

const PROMPT_ID = 'normscope-update-available';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm">{t('installedApp.updateAvailable')}</Text>
      <Button size="xs" onClick={onReload} data-autofocus>
        {t('installedApp.reload')}
      </Button>
    </Group>
  );
}

/**
 * "A new version is available — Reload": stays until acted on (a new build may change what the server
 * answers), keyboard reachable (a button in the notification, which is a live region read out on arrival).
 */
export function showUpdatePrompt(onReload: () => void): void {
  notifications.show({
    id: PROMPT_ID,
    autoClose: false,
    withCloseButton: true,
    message: <UpdatePrompt onReload={onReload} />,
  });
}
