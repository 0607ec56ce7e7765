import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text.ts';

/** The loading and error states every data-backed section shares. */
export function QueryState({
  isPending,
  error,
  onRetry,
  skeleton,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (isPending) {
    return (
      skeleton ?? (
        <Center py="xl" role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('common.loading')}
            </Text>
          </Stack>
        </Center>
      )
    );
  }
  if (error) {
    return (
      <Alert color="red" title={t('errors.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          {onRetry ? (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}
