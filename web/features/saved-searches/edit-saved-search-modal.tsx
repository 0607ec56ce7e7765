import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { useEditSavedSearch } from '../../api/saved-searches.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showSuccessToast } from '../../components/ui/toast.ts';
import { savedSearchNameError } from './saved-search-name.ts';

/**
 * Edit a saved search (portal-area.md §2, §5): its name, and alerts for standards
 * searches only. A refusal shows the server's reason in the form (portal-area.md §8).
 */
export function EditSavedSearchModal({ row, onClose }: { row: SavedSearchRow; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const edit = useEditSavedSearch();
  const [name, setName] = useState(row.name.linkName);
  const [notify, setNotify] = useState(row.notify);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const withNotify = row.tab === 'standards' && (row.actions.notify || row.notify);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = savedSearchNameError(name, t);
    setNameError(invalid);
    setFailure(null);
    if (invalid) return;
    const trimmed = name.trim();
    try {
      await edit.mutateAsync({ id: row.id, name: trimmed, notify: withNotify && notify });
      showSuccessToast(t('savedSearches.updated', { name: trimmed }));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('savedSearches.editTitle', { name: row.name.linkName })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('savedSearches.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
            data-autofocus
          />
          {withNotify ? (
            <Checkbox
              label={t('savedSearches.notify')}
              description={t('savedSearches.notifyHint')}
              checked={notify}
              onChange={(event) => setNotify(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('savedSearches.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
