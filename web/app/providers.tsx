import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { TOAST_TIMEOUT_MS } from '../../common/domain/constants.ts';
import { queryClient } from './query-client.ts';
import { SessionProvider } from './session-context.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

export function AppProviders({ initialProfile, children }: { initialProfile: UserProfile | null; children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialProfile={initialProfile}>
          <ModalsProvider>{children}</ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
