import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import { useSaveSearch } from '../../api/saved-searches.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { savedSearchNameError } from './saved-search-name.ts';

/**
 * The Save search modal (search-area.md §2, §5, §7): a name, and for the standards tab
 * the alerts checkbox. Success shows 'Success'; a refusal shows the server's reason in
 * the form. Mounted only while open, so each opening starts empty.
 */
export function SaveSearchModal({ searchContext, tab, onClose }: { searchContext: string; tab: ResultsTab; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const errorText = useErrorText();
  const saveSearch = useSaveSearch();
  const [name, setName] = useState('');
  const [notify, setNotify] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = savedSearchNameError(name, t);
    setNameError(invalid);
    setFailure(null);
    if (invalid) return;
    try {
      await saveSearch.mutateAsync({ searchContext, tab, name: name.trim(), notify: tab === 'standards' && notify, nonce: profile.nonce });
      showSuccessToast(t('common.success'));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('savedSearches.modalTitle')} centered data-testid="save-search-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert" data-testid="save-search-failure">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('savedSearches.name')}
            placeholder={t('savedSearches.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
            data-autofocus
          />
          {tab === 'standards' ? (
            <Checkbox
              label={t('savedSearches.notify')}
              description={t('savedSearches.notifyHint')}
              checked={notify}
              onChange={(event) => setNotify(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saveSearch.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saveSearch.isPending}>
              {t('savedSearches.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
