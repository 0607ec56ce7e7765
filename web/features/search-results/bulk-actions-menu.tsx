import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconEye, IconEyeOff, IconFolderMinus, IconFolderPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction, SearchResults } from '../../../common/search/search-results.contract.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { showWarningToast } from '../../components/ui/toast.ts';
import { useDocumentActions } from '../document-actions/use-document-actions.ts';

type BulkAction = Extract<RecordAction, 'addItem' | 'remItem' | 'watchItem' | 'unWatchItem'>;

const BULK_ACTIONS: { action: BulkAction; icon: ReactNode; label: string; confirm: string }[] = [
  { action: 'addItem', icon: <IconFolderPlus size={16} aria-hidden />, label: 'results.bulk.add', confirm: 'results.bulk.confirmAdd' },
  { action: 'remItem', icon: <IconFolderMinus size={16} aria-hidden />, label: 'results.bulk.remove', confirm: 'results.bulk.confirmRemove' },
  { action: 'watchItem', icon: <IconEye size={16} aria-hidden />, label: 'results.bulk.watch', confirm: 'results.bulk.confirmWatch' },
  { action: 'unWatchItem', icon: <IconEyeOff size={16} aria-hidden />, label: 'results.bulk.unwatch', confirm: 'results.bulk.confirmUnwatch' },
];

/**
 * 'Choose': the bulk actions on the selected records (search-area.md §4 "Selection and
 * actions"). Nothing selected alerts 'No document selected'; each action asks first and
 * keeps its own processing flag apart from the rows'.
 */
export function BulkActionsMenu({
  selectedIds,
  activeCollection,
  onDone,
}: {
  selectedIds: number[];
  activeCollection: SearchResults['activeCollection'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { run, isPending } = useDocumentActions();
  const values = { collection: activeCollection?.name ?? t('documentActions.activeCollection'), selected: selectedIds.length };

  const choose = async (action: BulkAction, label: string, confirm: string) => {
    if (selectedIds.length === 0) {
      showWarningToast(t('search.noDocumentSelected'));
      return;
    }
    const confirmed = await confirmAction({ title: t(label, values), message: t(confirm, values), confirmLabel: t(label, values) });
    if (!confirmed) return;
    const result = await run(action, selectedIds, { collectionId: activeCollection?.id ?? null, bulk: true, key: 'bulk' });
    if (result) onDone();
  };

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} loading={isPending('bulk')} data-testid="bulk-actions">
          {t('results.bulk.choose')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('results.bulk.selectedCount', values)}</Menu.Label>
        {BULK_ACTIONS.map(({ action, icon, label, confirm }) => (
          <Menu.Item key={action} leftSection={icon} onClick={() => void choose(action, label, confirm)} data-action={action}>
            {t(label, values)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
