import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';
import { useCreateLegislationSavedSearch } from '../../api/legislation-library.api.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { SavedSearchForm } from '../saved-searches/saved-search-form.tsx';

/**
 * Saves the search on screen as an EU-law saved search: a name (at most 50 characters) and whether
 * to mail a daily digest of new acts and news it finds. Mounted only while open, so it starts empty.
 */
export function SaveLegislationSearchModal({ filters, onClose }: { filters: LegislationFilters; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useCreateLegislationSavedSearch();
  return (
    <Modal opened onClose={onClose} title={t('euLaw.save.title')} centered data-testid="save-legislation-search-modal">
      <SavedSearchForm
        initialName=""
        initialNotify={false}
        withNotify
        notifyLabel={t('euLaw.notify')}
        notifyHint={t('euLaw.notifyHint')}
        namePlaceholder={t('euLaw.save.namePlaceholder')}
        pending={save.isPending}
        failureTestId="save-legislation-search-failure"
        onCancel={onClose}
        onSubmit={async (name, notify) => {
          await save.mutateAsync({ name, criteria: filters, notify });
          showSuccessToast(t('euLaw.save.saved', { name }), { title: t('common.success') });
          onClose();
        }}
      />
    </Modal>
  );
}
