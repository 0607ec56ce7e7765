import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconFolderOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionSummary } from '../../../common/collections/collections.contract.ts';
import { useDeleteCollection, useSetActiveCollection } from '../../api/collections.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { RenameCollectionModal } from './rename-collection-modal.tsx';
import type { CollectionOpener } from './use-open-collection.ts';

/**
 * One collection on the collections page: what it is and holds, and the actions its
 * abilities allow (the server decides; buttons it would refuse are not offered).
 */
export function CollectionItem({ collection, opener }: { collection: CollectionSummary; opener: CollectionOpener }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { formatDate, formatNumber } = useFormatters();
  const setActive = useSetActiveCollection();
  const remove = useDeleteCollection();
  const [renaming, setRenaming] = useState(false);
  const { name } = collection;

  const makeActive = async () => {
    try {
      await setActive.mutateAsync(collection.id);
      showSuccessToast(t('collections.activeChosen', { name }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  const deleteCollection = async () => {
    const confirmed = await confirmAction({
      title: t('collections.deleteTitle', { name }),
      message: t('collections.deleteMessage', { documents: formatNumber(collection.documentCount) }),
      confirmLabel: t('collections.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(collection.id);
      showSuccessToast(t('collections.deleted', { name }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="collection" data-collection-id={collection.id} data-active={collection.active}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="collection-name">
              {name}
            </Text>
            {collection.active ? (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />} title={t('collections.activeHint')} data-testid="active-marker">
                {t('collections.active')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {collection.kind === 'company' ? t('collections.sharedWithOrganisation') : t('collections.owner', { name: collection.ownerName ?? '—' })}
            {' · '}
            {t('collections.documentCount', { number: formatNumber(collection.documentCount) })}
            {' · '}
            {t('collections.updated', { date: formatDate(collection.updatedAt) })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolderOpen size={16} aria-hidden />}
            loading={opener.isOpening(collection.id)}
            onClick={() => opener.open(collection.id)}
            aria-label={t('collections.openLabel', { name })}
          >
            {t('collections.open')}
          </Button>
          {!collection.active && collection.abilities.editDocuments ? (
            <Button size="xs" variant="default" loading={setActive.isPending} onClick={() => void makeActive()} aria-label={t('collections.makeActiveLabel', { name })}>
              {t('collections.makeActive')}
            </Button>
          ) : null}
          {collection.abilities.rename ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setRenaming(true)}
              aria-label={t('collections.renameLabel', { name })}
              data-testid="collection-rename"
            >
              {t('collections.rename')}
            </Button>
          ) : null}
          {collection.abilities.delete ? (
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void deleteCollection()}
              aria-label={t('collections.deleteLabel', { name })}
              data-testid="collection-delete"
            >
              {t('collections.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {renaming ? <RenameCollectionModal collection={collection} onClose={() => setRenaming(false)} /> : null}
    </Paper>
  );
}
