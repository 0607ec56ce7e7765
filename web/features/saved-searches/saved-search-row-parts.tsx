import { ActionIcon, Anchor, Badge, Group } from '@mantine/core';
import { IconBell, IconBellOff, IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { useDeleteSavedSearch, useSetFavourite } from '../../api/saved-searches.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { EditSavedSearchModal } from './edit-saved-search-modal.tsx';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** The name, linking to a fresh run of the search from its first page. */
export function SavedSearchLink({ row }: { row: SavedSearchRow }) {
  return (
    <Anchor component={Link} to={row.name.linkURL} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="saved-search-link">
      {row.name.linkName}
    </Anchor>
  );
}

/** The favourite star: starring and unstarring never delete the saved search. */
export function FavouriteToggle({ row }: { row: SavedSearchRow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setFavourite = useSetFavourite();
  const name = row.name.linkName;
  if (!row.actions.favourite && !row.actions.unFavourite) return null;
  const starring = row.actions.favourite;
  const label = starring ? t('savedSearches.star', { name }) : t('savedSearches.unstar', { name });
  const toggle = async () => {
    try {
      await setFavourite.mutateAsync({ id: row.id, favourite: starring });
      showSuccessToast(starring ? t('savedSearches.starred', { name }) : t('savedSearches.unstarred', { name }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };
  return (
    <HintTooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color="yellow"
        size="lg"
        aria-label={label}
        aria-pressed={!starring}
        loading={setFavourite.isPending}
        onClick={() => void toggle()}
        data-testid="favourite-toggle"
      >
        {starring ? <IconStar size={20} aria-hidden /> : <IconStarFilled size={20} aria-hidden />}
      </ActionIcon>
    </HintTooltip>
  );
}

/** Whether the search mails alerts (portal-area.md §2: the notify indicator). */
export function NotifyIndicator({ row }: { row: SavedSearchRow }) {
  const { t } = useTranslation();
  return row.notify ? (
    <Badge color="teal" variant="light" leftSection={<IconBell size={12} aria-hidden />} data-testid="notify-indicator" data-notify="on">
      {t('savedSearches.notifyOn')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" leftSection={<IconBellOff size={12} aria-hidden />} data-testid="notify-indicator" data-notify="off">
      {t('savedSearches.notifyOff')}
    </Badge>
  );
}

/** Edit and delete, as the row's actions allow; delete asks first (portal-area.md §5). */
export function SavedSearchRowActions({ row }: { row: SavedSearchRow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const name = row.name.linkName;

  const deleteSavedSearch = async () => {
    const confirmed = await confirmAction({
      title: t('savedSearches.deleteTitle', { name }),
      message: t('savedSearches.deleteMessage'),
      confirmLabel: t('savedSearches.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(row.id);
      showSuccessToast(t('savedSearches.deleted', { name }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {row.actions.edit ? (
        <HintTooltip label={t('savedSearches.edit')} withinPortal>
          <ActionIcon variant="subtle" size="lg" aria-label={t('savedSearches.editLabel', { name })} onClick={() => setEditing(true)} data-testid="saved-search-edit">
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : null}
      {row.actions.delete ? (
        <HintTooltip label={t('savedSearches.delete')} withinPortal>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('savedSearches.deleteLabel', { name })} loading={remove.isPending} onClick={() => void deleteSavedSearch()} data-testid="saved-search-delete">
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : null}
      {editing ? <EditSavedSearchModal row={row} onClose={() => setEditing(false)} /> : null}
    </Group>
  );
}
