import { Button, Group, Stack, TagsInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NOTES_MAX, COLLECTION_TAG_MAX, COLLECTION_TAGS_MAX } from '../../../common/collections/collections.contract.ts';
import { useUpdateCollectionDocument } from '../../api/collections.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

/**
 * Edits the notes and tags one collection keeps for a document, within the contract's
 * limits (notes up to 2000 characters, up to 20 tags of up to 50 characters).
 */
export function CollectionDocumentEditor({
  collectionId,
  collectionName,
  docId,
  kept,
  onDone,
}: {
  collectionId: number;
  collectionName: string;
  docId: number;
  kept: { notes: string | null; tags: string[] };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const update = useUpdateCollectionDocument();
  const [notes, setNotes] = useState(kept.notes ?? '');
  const [tags, setTags] = useState<string[]>(kept.tags);
  const [tagError, setTagError] = useState<string | null>(null);

  const notesError = notes.trim().length > COLLECTION_NOTES_MAX ? t('collections.document.notesTooLong', { max: COLLECTION_NOTES_MAX }) : null;

  const changeTags = (next: string[]) => {
    const cleaned = [...new Set(next.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
    if (cleaned.some((tag) => tag.length > COLLECTION_TAG_MAX)) {
      setTagError(t('collections.document.tagTooLong', { max: COLLECTION_TAG_MAX }));
      return;
    }
    setTagError(null);
    setTags(cleaned.slice(0, COLLECTION_TAGS_MAX));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (notesError) return;
    try {
      await update.mutateAsync({ collectionId, docId, notes: notes.trim(), tags });
      // The display page's answer carries the memberships; it changes with them.
      await queryClient.invalidateQueries({ queryKey: ['document', docId] });
      showSuccessToast(t('collections.document.saved', { collection: collectionName }));
      onDone();
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid={`collection-editor-${collectionId}`}>
      <Stack gap="xs">
        <Textarea
          label={t('collections.document.notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          error={notesError}
          description={t('collections.document.notesUsed', { used: notes.trim().length, max: COLLECTION_NOTES_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        <TagsInput
          label={t('collections.document.tags')}
          description={t('collections.document.tagsHint', { max: COLLECTION_TAGS_MAX, length: COLLECTION_TAG_MAX })}
          placeholder={tags.length < COLLECTION_TAGS_MAX ? t('collections.document.tagsPlaceholder') : undefined}
          value={tags}
          onChange={changeTags}
          maxTags={COLLECTION_TAGS_MAX}
          maxLength={COLLECTION_TAG_MAX}
          error={tagError}
          clearable
          acceptValueOnBlur
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={notesError !== null}>
            {t('collections.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
