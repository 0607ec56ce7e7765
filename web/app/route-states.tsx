import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logClientFailure } from './client-log.ts';

/** Shown in the page's place while its code downloads (each page is its own file, fetched on first visit). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py={64} role="status" aria-live="polite" aria-label={t('common.loading')} data-testid="page-loading">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/** What browsers throw when a page's code cannot be fetched: offline, or removed by a newer release. */
function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|failed to fetch/i.test(message);
}

/**
 * In the page's place when its code could not be loaded (a newer release replaced the files this
 * tab knows, or the network failed) or the page broke while drawing; the header stays usable.
 */
export function PageLoadFailed() {
  const { t } = useTranslation();
  const error = useRouteError();
  const codeMissing = isCodeLoadFailure(error);
  useEffect(() => logClientFailure(codeMissing ? 'page code could not be loaded' : 'page failed', error), [codeMissing, error]);
  return (
    <Alert color="red" title={t(codeMissing ? 'app.codeLoadFailed' : 'errors.server')} role="alert" data-testid="page-load-failed">
      <Stack gap="xs" align="flex-start">
        {codeMissing ? <Text size="sm">{t('app.codeLoadFailedHint')}</Text> : null}
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
