import { ActionIcon, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import { useProfile } from '../../app/session-context.tsx';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** The modal's code downloads when the pointer or focus reaches the button, not with the results page. */
const loadSaveSearchModal = () => import('./save-search-modal.tsx');
const SaveSearchModal = lazy(() => loadSaveSearchModal().then((module) => ({ default: module.SaveSearchModal })));

/** Phones keep the header on one line: the button shrinks to its icon there. */
const COMPACT = '(max-width: 47.99em)';

/** 'Save search' in the results header; not offered to lite subscriptions (search-area.md §6). */
export function SaveSearchButton({ searchContext, tab }: { searchContext: string; tab: ResultsTab }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const compact = useMediaQuery(COMPACT, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  if (profile.isLiteSubscription) return null;
  const label = t('savedSearches.button');
  const preload = () => void loadSaveSearchModal();
  return (
    <>
      {compact ? (
        <HintTooltip label={label} withinPortal>
          <ActionIcon variant="default" size={36} aria-label={label} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} data-testid="save-search">
            <IconBookmarkPlus size={18} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : (
        <Button variant="default" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} data-testid="save-search">
          {label}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchModal searchContext={searchContext} tab={tab} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
