import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import { useSaveSearch } from '../../api/saved-searches.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

/**
 * The Save search modal (search-area.md §2, §5, §7): a name, and for the standards tab
 * the alerts checkbox. Success shows 'Success' and names the search and where to find it.
 * Mounted only while open, so each opening starts empty.
 */
export function SaveSearchModal({ searchContext, tab, onClose }: { searchContext: string; tab: ResultsTab; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const saveSearch = useSaveSearch();
  return (
    <Modal opened onClose={onClose} title={t('savedSearches.modalTitle')} centered data-testid="save-search-modal">
      <SavedSearchForm
        initialName=""
        initialNotify={false}
        withNotify={tab === 'standards'}
        pending={saveSearch.isPending}
        failureTestId="save-search-failure"
        onCancel={onClose}
        onSubmit={async (name, notify) => {
          await saveSearch.mutateAsync({ searchContext, tab, name, notify, nonce: profile.nonce });
          showSuccessToast(t('savedSearches.savedNamed', { name }), { title: t('common.success') });
          onClose();
        }}
      />
    </Modal>
  );
}
