import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { useEditSavedSearch } from '../../api/saved-searches.api.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

/** Edit a saved search (portal-area.md §2, §5): its name, and alerts for standards searches only. */
export function EditSavedSearchModal({ row, onClose }: { row: SavedSearchRow; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditSavedSearch();
  return (
    <Modal opened onClose={onClose} title={t('savedSearches.editTitle', { name: row.name.linkName })} centered>
      <SavedSearchForm
        initialName={row.name.linkName}
        initialNotify={row.notify}
        withNotify={row.tab === 'standards' && (row.actions.notify || row.notify)}
        pending={edit.isPending}
        onCancel={onClose}
        onSubmit={async (name, notify) => {
          await edit.mutateAsync({ id: row.id, name, notify });
          showSuccessToast(t('savedSearches.updated', { name }));
          onClose();
        }}
      />
    </Modal>
  );
}
