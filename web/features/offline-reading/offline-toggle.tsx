import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudCheck, IconCloudDown } from '@tabler/icons-react';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { isOfflineMode, offlineCopyKey, readOfflineFlags } from './offline-flags.ts';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

const service = () => import('./offline-service.ts');

/**
 * A browser that holds no copy (its flags say so) answers at once: the store's code and IndexedDB are
 * left alone while the reader draws its first screen.
 */
const readCopyIfAny = (versionId: number) => async () => (readOfflineFlags().copies === 0 ? null : (await service()).readOfflineCopy(versionId));

export type OfflineToggleProps = { docId: number; versionId: number; compact?: boolean };

/** "Available offline": grants the version's copy into the browser, says until when, and gives it back. */
/** Whether the browser is online, as TanStack Query (which holds mutations while offline) sees it. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

export default function OfflineToggle({ docId, versionId, compact = false }: OfflineToggleProps) {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const errorText = useErrorText();
  const online = useOnline();
  const copy = useQuery({ queryKey: offlineCopyKey(versionId), networkMode: 'always', queryFn: readCopyIfAny(versionId), staleTime: Infinity });
  const add = useMutation({
    mutationFn: async () => (await service()).makeAvailableOffline({ docId, versionId, subId: profile.subId }, profile),
    onSuccess: () => showSuccessToast(t('offline.added')),
    onError: (error) => showErrorToast(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: async () => (await service()).removeOfflineCopy(versionId),
    onSuccess: () => showSuccessToast(t('offline.removed')),
    onError: (error) => showErrorToast(errorText(error)),
  });
  const busy = copy.isPending || add.isPending || remove.isPending;
  const stored = copy.data ?? null;
  const until = stored ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(stored.grant.expiresAt)) : null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="offline-toggle" data-state={stored ? 'stored' : 'absent'}>
      {/* A toggle button rather than a switch: its label stays the same, its pressed state says whether the copy is kept. */}
      <HintTooltip label={until ? t('offline.until', { date: until }) : t('offline.toggle')} disabled={!compact}>
        <Button
          variant={stored ? 'light' : 'default'}
          size={compact ? 'compact-md' : 'sm'}
          aria-pressed={stored !== null}
          aria-describedby={until ? `offline-until-${versionId}` : undefined}
          leftSection={stored ? <IconCloudCheck size={16} aria-hidden /> : <IconCloudDown size={16} aria-hidden />}
          loading={busy}
          loaderProps={{ 'aria-label': t('offline.working') }}
          // Offline, a copy can be read but neither granted nor given back.
          disabled={!online || isOfflineMode() || copy.isError}
          onClick={() => (stored ? remove.mutate() : add.mutate())}
          data-testid="offline-button"
        >
          {t('offline.toggle')}
        </Button>
      </HintTooltip>
      {/* In the reader's toolbar the date is the button's tooltip (and its description): the toolbar keeps its lines. */}
      {until && compact ? (
        <VisuallyHidden id={`offline-until-${versionId}`} data-testid="offline-until">
          {t('offline.until', { date: until })}
        </VisuallyHidden>
      ) : null}
      {until && !compact ? (
        <Text size="sm" c="dimmed" id={`offline-until-${versionId}`} data-testid="offline-until">
          {t('offline.until', { date: until })}
        </Text>
      ) : null}
      {copy.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('offline.storeFailed')}
        </Text>
      ) : null}
    </Group>
  );
}
