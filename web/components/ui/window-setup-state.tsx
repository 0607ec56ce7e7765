import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from './error-text.ts';

/** The translation keys of a document window's setup failure (the AI chat's, the compare's). */
export type WindowSetupMessages = { unavailable: string; notEntitled: string; notFound: string };

/**
 * What a document window shows until its setup arrives: a loader, or why it cannot open.
 * 403: no version with full text is in the subscription; 404: no such document; else the reason, with a retry.
 */
export function WindowSetupState({
  error,
  onRetry,
  messages,
  testId,
}: {
  error: Error | null;
  onRetry: () => void;
  messages: WindowSetupMessages;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error) return <WindowLoading />;
  const code = error instanceof ApiRequestError ? error.code : 0;
  const final = code === 403 || code === 404;
  return (
    <Alert color="yellow" title={t(messages.unavailable)} role="alert" data-testid={testId}>
      <Text size="sm">{code === 403 ? t(messages.notEntitled) : code === 404 ? t(messages.notFound) : errorText(error)}</Text>
      {final ? null : (
        <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** A window's step that waits for the server. */
export function WindowLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    </Center>
  );
}
