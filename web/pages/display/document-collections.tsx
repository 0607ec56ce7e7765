import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFolderOpen, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import type { RecordCollection } from '../../../common/search/search-results.contract.ts';
import { useCollections } from '../../api/collections.api.ts';
import { CollectionDocumentEditor } from '../../features/collections/collection-document-editor.tsx';
import { useOpenCollection, type CollectionOpener } from '../../features/collections/use-open-collection.ts';

/**
 * The user's collections holding this document, with the notes and tags each keeps;
 * those the user may edit (useCollections abilities) offer an editor.
 */
export function DocumentCollections({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const list = useCollections().data;
  const entries = detail.collections;
  const opener = useOpenCollection();
  const active = list?.collections.find((collection) => collection.id === list.activeCollectionId);
  const canEdit = (collectionId: number) => list?.collections.find((collection) => collection.id === collectionId)?.abilities.editDocuments ?? false;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="document-collections-title" data-testid="document-collections">
      <Stack gap="sm">
        <Title order={2} size="h4" id="document-collections-title">
          {t('display.sections.collections')}
        </Title>
        {entries.length === 0 ? (
          <Stack gap={4}>
            <Text size="sm">{t('collections.document.inNone')}</Text>
            {detail.actions.addItem && active ? (
              <Text size="sm" c="dimmed">
                {t('collections.document.addHint', { collection: active.name })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} docId={detail.docId} editable={canEdit(entry.id)} opener={opener} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function EntryItem({
  entry,
  docId,
  editable,
  opener,
}: {
  entry: RecordCollection;
  docId: number;
  editable: boolean;
  opener: CollectionOpener;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <li data-testid="document-collection" data-collection-id={entry.id}>
      <Stack gap={6}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
            </Text>
            <Badge size="xs" variant="light" color={entry.kind === 'company' ? 'violet' : 'gray'}>
              {t(`collections.kind.${entry.kind}`)}
            </Badge>
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconFolderOpen size={14} aria-hidden />}
            loading={opener.isOpening(entry.id)}
            onClick={() => opener.open(entry.id)}
            aria-label={t('collections.openLabel', { name: entry.name })}
          >
            {t('collections.open')}
          </Button>
        </Group>
        {editing ? (
          <CollectionDocumentEditor collectionId={entry.id} collectionName={entry.name} docId={docId} kept={{ notes: entry.notes, tags: entry.tags }} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Stack gap={2} data-testid="collection-notes">
              <Text size="xs" fw={500} c="dimmed">
                {t('collections.document.notes')}
              </Text>
              {entry.notes ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {entry.notes}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('collections.document.noNotes')}
                </Text>
              )}
            </Stack>
            <Stack gap={2} data-testid="collection-tags">
              <Text size="xs" fw={500} c="dimmed">
                {t('collections.document.tags')}
              </Text>
              {entry.tags.length > 0 ? (
                <Group gap={4}>
                  {entry.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="outline" tt="none" style={{ maxWidth: '100%' }}>
                      {tag}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('collections.document.noTags')}
                </Text>
              )}
            </Stack>
            {editable ? (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => setEditing(true)}
                  aria-label={t('collections.document.editLabel', { name: entry.name })}
                >
                  {t('collections.document.edit')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </li>
  );
}
