import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegislationSavedSearch } from '../../../common/legislation/legislation-library.contract.ts';
import { useEditLegislationSavedSearch } from '../../api/legislation-library.api.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { SavedSearchForm } from '../../features/saved-searches/saved-search-form.tsx';

/** Renames a saved EU-law search or turns its daily digest on or off; a refusal shows its reason in the form. */
export function EditEuLawSearchModal({ search, onClose }: { search: LegislationSavedSearch; onClose: () => void }) {
  const { t } = useTranslation();
  const edit = useEditLegislationSavedSearch();
  return (
    <Modal opened onClose={onClose} title={t('euLaw.edit.title', { name: search.name })} centered data-testid="edit-eu-law-search-modal">
      <SavedSearchForm
        initialName={search.name}
        initialNotify={search.notify}
        withNotify
        notifyLabel={t('euLaw.notify')}
        notifyHint={t('euLaw.notifyHint')}
        pending={edit.isPending}
        failureTestId="edit-eu-law-search-failure"
        onCancel={onClose}
        onSubmit={async (name, notify) => {
          await edit.mutateAsync({ id: search.id, name, notify });
          showSuccessToast(t('euLaw.edit.saved', { name }));
          onClose();
        }}
      />
    </Modal>
  );
}
