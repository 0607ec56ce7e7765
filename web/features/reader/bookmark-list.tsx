import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Bookmark, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import classes from './reader.module.css';
import { sectionLabel } from '../../../common/reader/section-label.ts';

/** The user's bookmarks in reading order: jump to one, or remove it. */
export function BookmarkList({
  bookmarks,
  entries,
  onJump,
  onRemove,
}: {
  bookmarks: readonly Bookmark[];
  entries: ReadonlyMap<string, ReaderTocEntry>;
  onJump: (sectionId: string) => void;
  onRemove: (bookmark: Bookmark) => void;
}) {
  const { t } = useTranslation();
  if (bookmarks.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="reader-bookmarks-empty">
        {t('reader.bookmarks.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid="reader-bookmarks">
      {bookmarks.map((bookmark) => {
        const entry = entries.get(bookmark.sectionId);
        const label = entry ? sectionLabel(entry) : bookmark.sectionId;
        return (
          <Group component="li" key={bookmark.bookmarkId} gap={4} wrap="nowrap" data-testid="reader-bookmark" data-section-id={bookmark.sectionId}>
            <button type="button" className={classes.tocItem} onClick={() => onJump(bookmark.sectionId)}>
              {label}
            </button>
            <ActionIcon variant="subtle" color="red" aria-label={t('reader.bookmarks.remove', { section: label })} onClick={() => onRemove(bookmark)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
