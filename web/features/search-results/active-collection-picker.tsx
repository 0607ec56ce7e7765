import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX } from '../../../common/collections/collections.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useCollections, useCreateCollection, useSetActiveCollection } from '../../api/collections.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import classes from './search-results.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/**
 * Where 'add' puts documents: the active collection, chosen among the collections the
 * user may fill, or a new personal one made on the spot.
 */
export function ActiveCollectionPicker({ activeCollection }: { activeCollection: SearchResults['activeCollection'] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const collections = useCollections();
  const setActive = useSetActiveCollection();
  const create = useCreateCollection();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');

  const fillable = (collections.data?.collections ?? []).filter((collection) => collection.abilities.editDocuments || collection.id === activeCollection?.id);
  const group = (kind: 'personal' | 'company', label: string): ComboboxItemGroup<ComboboxItem, string> => ({
    group: label,
    items: fillable.filter((collection) => collection.kind === kind).map((collection) => ({ value: String(collection.id), label: collection.name })),
  });
  const data =
    fillable.length > 0
      ? [group('personal', t('results.collection.personal')), group('company', t('results.collection.company'))].filter((entry) => entry.items.length > 0)
      : activeCollection
        ? [{ value: String(activeCollection.id), label: activeCollection.name }]
        : [];

  const choose = async (collectionId: number) => {
    try {
      await setActive.mutateAsync(collectionId);
      const chosen = fillable.find((collection) => collection.id === collectionId);
      showSuccessToast(t('results.collection.chosen', { collection: chosen?.name ?? '' }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  const submitNew = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    try {
      const created = await create.mutateAsync({ name: trimmed, kind: 'personal' });
      await setActive.mutateAsync(created.id);
      showSuccessToast(t('results.collection.created', { collection: trimmed }));
      setName('');
      setCreating(false);
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  return (
    <Group gap={4} align="flex-end" wrap="nowrap" className={classes.collectionControl}>
      <NativeSelect
        label={t('results.collection.label')}
        value={activeCollection ? String(activeCollection.id) : ''}
        onChange={(event) => void choose(Number(event.currentTarget.value))}
        data={data}
        disabled={setActive.isPending || data.length === 0}
        data-testid="active-collection"
        style={{ flex: 1, minWidth: 0 }}
      />
      <Popover opened={creating} onChange={setCreating} position="bottom-end" trapFocus withArrow shadow="md">
        <Popover.Target>
          <HintTooltip label={t('results.collection.new')} withArrow>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('results.collection.new')}
              aria-expanded={creating}
              onClick={() => setCreating((open) => !open)}
              data-testid="new-collection"
            >
              <IconFolderPlus size={18} aria-hidden />
            </ActionIcon>
          </HintTooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={(event) => void submitNew(event)}>
            <Stack gap="xs" w={240}>
              <TextInput
                label={t('results.collection.newName')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={COLLECTION_NAME_MAX}
                required
                data-autofocus
              />
              <Button type="submit" size="xs" loading={create.isPending || setActive.isPending} disabled={name.trim() === ''}>
                {t('results.collection.create')}
              </Button>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
