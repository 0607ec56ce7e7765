import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { TOAST_TIMEOUT_MS } from '../../common/domain/constants.ts';
import { ApiRequestError } from '../api/client.ts';
import { SessionProvider } from './session-context.tsx';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
});

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same the second time; only network and server failures are worth retrying.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiRequestError && error.code >= 400 && error.code < 500),
      },
    },
  });
}

const queryClient = createQueryClient();

export function AppProviders({ initialProfile, children }: { initialProfile: UserProfile | null; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" autoClose={TOAST_TIMEOUT_MS} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialProfile={initialProfile}>
          <ModalsProvider>{children}</ModalsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
