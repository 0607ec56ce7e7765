import { Button } from '@mantine/core';
import { IconCloudDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineToggleProps } from './offline-toggle.tsx';

/** The toggle's file (and the browser store it uses) downloads when a page first shows it. */
const OfflineToggle = lazy(() => import('./offline-toggle.tsx'));

/** Until then the same button stands in its place, disabled, so nothing moves when it arrives (the reader measures that). */
export function OfflineToggleSlot(props: OfflineToggleProps) {
  const { t } = useTranslation();
  const placeholder = (
    <Button variant="default" size={props.compact ? 'compact-md' : 'sm'} disabled leftSection={<IconCloudDown size={16} aria-hidden />}>
      {t('offline.toggle')}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <OfflineToggle {...props} />
    </Suspense>
  );
}
