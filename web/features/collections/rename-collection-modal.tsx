import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX, type CollectionSummary } from '../../../common/collections/collections.contract.ts';
import { useRenameCollection } from '../../api/collections.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { collectionNameError } from './collection-name.ts';

/** The rename dialog of one collection; mounted only while open, so it starts from the current name. */
export function RenameCollectionModal({ collection, onClose }: { collection: CollectionSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useRenameCollection();
  const [name, setName] = useState(collection.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = collectionNameError(name, t);
    setError(invalid);
    if (invalid) return;
    const trimmed = name.trim();
    try {
      await rename.mutateAsync({ id: collection.id, name: trimmed });
      showSuccessToast(t('collections.renamed', { name: trimmed }));
      onClose();
    } catch (failure) {
      showErrorToast(errorText(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('collections.renameTitle', { name: collection.name })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('collections.create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={COLLECTION_NAME_MAX}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={rename.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('collections.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
