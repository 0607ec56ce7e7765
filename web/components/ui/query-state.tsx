import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './error-text.ts';

/**
 * The loading and error states every data-backed section shares. When the data arrives the
 * section is drawn as a deferred update: React draws it in slices between which the browser
 * stays responsive, instead of one long task (the skeleton stays until the section is ready).
 */
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
  const pending = useDeferredValue(isPending);
  if (pending) {
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
