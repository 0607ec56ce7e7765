import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { TOAST_TIMEOUT_MS } from '../../common/domain/constants.ts';
import { queryClient } from './query-client.ts';
import { SessionProvider } from './session-context.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

/**
 * Mantine's notifications, mounted with the first one shown and kept from then on: mounted with the
 * page, its six position groups and its portal each set a state inside the app's first commit, which
 * React then re-renders synchronously in the same task (the phone audit's blocking time).
 */
function NotificationsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} /> : null;
}

export function AppProviders({ initialProfile, children }: { initialProfile: UserProfile | null; children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsWhenShown />
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialProfile={initialProfile}>
          <ModalsProvider>{children}</ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
