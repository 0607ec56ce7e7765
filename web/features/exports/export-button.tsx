import { ActionIcon, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportTab } from '../../../common/exports/exports.values.ts';
import { useProfile } from '../../app/session-context.tsx';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** The modal's code downloads when the pointer or focus reaches the button, not with the results page. */
const loadExportModal = () => import('./export-modal.tsx');
const ExportModal = lazy(() => loadExportModal().then((module) => ({ default: module.ExportModal })));

/** Phones keep the results header on one line: the button shrinks to its icon there. */
const COMPACT = '(max-width: 47.99em)';

/** 'Export' in the results header; lite subscriptions have none (search-area.md §6). */
export function ExportButton({ results }: { results: { tab: ExportTab; searchContext: string; hits: number } }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const compact = useMediaQuery(COMPACT, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps the modal's transition.
  const [mounted, setMounted] = useState(false);
  if (profile.isLiteSubscription) return null;
  const label = t('exports.button');
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  const preload = () => void loadExportModal();
  return (
    <>
      {compact ? (
        <HintTooltip label={label} withinPortal>
          <ActionIcon variant="default" size={36} aria-label={label} onClick={open} onPointerEnter={preload} onFocus={preload} data-testid="export-button">
            <IconFileExport size={18} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : (
        <Button variant="default" leftSection={<IconFileExport size={16} aria-hidden />} onClick={open} onPointerEnter={preload} onFocus={preload} data-testid="export-button">
          {label}
        </Button>
      )}
      {mounted ? (
        <Suspense fallback={null}>
          <ExportModal opened={opened} onClose={() => setOpened(false)} tab={results.tab} searchContext={results.searchContext} hits={results.hits} />
        </Suspense>
      ) : null}
    </>
  );
}
