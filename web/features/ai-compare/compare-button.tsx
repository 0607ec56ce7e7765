import { IconGitCompare } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { LazyWindowButton, type LazyWindowButtonLook } from '../../components/ui/lazy-window-button.tsx';

/** The compare window's code downloads when the pointer or the focus reaches the button, not with the page. */
const loadCompareWindow = () => import('./compare-window.tsx');
const CompareWindow = lazy(() => loadCompareWindow().then((module) => ({ default: module.CompareWindow })));

/** Compare needs two versions with full text in a document the subscription opens. */
export function canCompare(detail: Pick<DocumentDetail, 'entitled' | 'versions'>): boolean {
  return detail.entitled && detail.versions.filter((version) => version.hasContent).length >= 2;
}

/**
 * "Compare versions" (portal-area.md §2 "AI compare window"): on a document's display page and on
 * the dashboard's rows of changed documents. Each opening starts the window afresh (§4 "Compare job" 1).
 */
export function CompareButton({ docId, documentNumber, ...look }: LazyWindowButtonLook & { docId: number; documentNumber: string }) {
  const { t } = useTranslation();
  return (
    <LazyWindowButton
      load={loadCompareWindow}
      renderWindow={(props) => <CompareWindow {...props} docId={docId} />}
      text={t('compare.open')}
      label={t('compare.openLabel', { number: documentNumber })}
      icon={IconGitCompare}
      testId="compare-open"
      failure="The compare window could not be loaded"
      {...look}
    />
  );
}
