import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { browserOffline, isOfflineMode, offlineCopiesKey } from '../../features/offline-reading/offline-flags.ts';

function useNetworkBack(): boolean {
  const [back, setBack] = useState(() => !browserOffline() && !isOfflineMode());
  useEffect(() => {
    const online = () => setBack(true);
    const offline = () => setBack(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  return back;
}

/** /management/offline: the network is unreachable; what this browser holds to read offline (issue 22). */
export function OfflinePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('offline.pageTitle'));
  // Copies past their licence are not offered (the app's start deletes them, with a word to the user).
  const copies = useQuery({
    queryKey: offlineCopiesKey,
    // The browser's own store: read with or without a network.
    networkMode: 'always',
    queryFn: async () => (await (await import('../../features/offline-reading/offline-service.ts')).listOfflineCopies()).filter((copy) => Date.parse(copy.grant.expiresAt) > Date.now()),
  });
  const networkBack = useNetworkBack();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const readable = [...(copies.data ?? [])].sort((a, b) => a.grant.number.localeCompare(b.grant.number));
  return (
    <Stack gap="md" py="md" data-testid="offline-page">
      <Title order={1}>{t('offline.pageTitle')}</Title>
      {networkBack ? (
        <Alert color="teal" icon={<IconRefresh size={18} aria-hidden />} data-testid="offline-back">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('offline.networkBack')}</Text>
            <Button size="xs" variant="light" onClick={() => window.location.assign(pagePaths.home)}>
              {t('offline.reload')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} data-testid="offline-notice">
          {t('offline.unreachable')}
        </Alert>
      )}
      <Title order={2} size="h3">
        {t('offline.listTitle')}
      </Title>
      <QueryState isPending={copies.isPending} error={copies.error} onRetry={() => void copies.refetch()}>
        {readable.length === 0 ? (
          <Text c="dimmed" data-testid="offline-empty">
            {t('offline.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table data-testid="offline-copies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('offline.columns.document')}</Table.Th>
                  <Table.Th>{t('offline.columns.until')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {readable.map(({ grant }) => (
                  <Table.Tr key={grant.versionId} data-testid="offline-copy">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Anchor component={Link} to={pagePaths.reader(grant.docId, grant.versionId)} fw={600}>
                        {grant.number}
                      </Anchor>
                      <Text size="sm">{grant.title}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(grant.expiresAt))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
