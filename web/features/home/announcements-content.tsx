import { ActionIcon, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementsContent } from '../../../common/home/home.contract.ts';
import { ANNOUNCEMENT_NOTE_MAX } from '../../../common/home/home.values.ts';
import { useDeleteAnnouncement, useSaveAnnouncement } from '../../api/home.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import classes from './dashboard.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/**
 * Announcements (portal-area.md §3): Normscope's own and the organisation's, newest first. The
 * organisation's admins write, edit and delete theirs; the note is HTML the server sanitised.
 */
export function AnnouncementsContentView({ content, empty }: { content: AnnouncementsContent; empty: ReactNode }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  return (
    <Stack gap="sm">
      {content.items.length === 0 ? empty : content.items.map((item) => <AnnouncementItem key={item.id} item={item} onEdit={() => setEditing(item)} />)}
      {content.actions.create ? (
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')} data-testid="announcement-new">
            {t('home.announcement.new')}
          </Button>
        </Group>
      ) : null}
      {editing ? <AnnouncementEditor item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function AnnouncementItem({ item, onEdit }: { item: Announcement; onEdit: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { formatDateTime } = useFormatters();
  const remove = useDeleteAnnouncement();
  const erase = async () => {
    const confirmed = await confirmAction({ title: t('home.announcement.deleteTitle'), message: t('home.announcement.deleteMessage'), confirmLabel: t('home.announcement.delete'), danger: true });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.id);
      showSuccessToast(t('home.announcement.deleted'));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="announcement" data-announcement-type={item.type}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} className={classes.wrapAnywhere}>
          <Group gap="xs">
            <Badge variant="light" color={item.type === 'global' ? 'blue' : 'teal'} tt="none">
              {item.subName}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(item.timestamp)}
            </Text>
          </Group>
          {/* Sanitised on the server with an allow-list (server/modules/home). */}
          <div className={`${classes.announcementNote} ${classes.wrapAnywhere}`} dangerouslySetInnerHTML={{ __html: item.note }} />
          {item.linkURL ? (
            <Anchor href={item.linkURL} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {item.linkName ?? item.linkURL}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        <Group gap={2} wrap="nowrap">
          {item.actions.edit ? (
            <HintTooltip label={t('home.announcement.edit')} withinPortal>
              <ActionIcon variant="subtle" size="lg" aria-label={t('home.announcement.edit')} onClick={onEdit} data-testid="announcement-edit">
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </HintTooltip>
          ) : null}
          {item.actions.delete ? (
            <HintTooltip label={t('home.announcement.delete')} withinPortal>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('home.announcement.delete')} loading={remove.isPending} onClick={() => void erase()} data-testid="announcement-delete">
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </HintTooltip>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/** Writes a new announcement or edits one: the note (simple HTML is kept), and an optional link. */
function AnnouncementEditor({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveAnnouncement();
  const [note, setNote] = useState(item?.note ?? '');
  const [linkUrl, setLinkUrl] = useState(item?.linkURL ?? '');
  const [linkName, setLinkName] = useState(item?.linkName ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ ...(item ? { id: item.id } : {}), announcement: { note, linkUrl: linkUrl || null, linkName: linkName || null } });
      showSuccessToast(t(item ? 'home.announcement.updated' : 'home.announcement.created'));
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(item ? 'home.announcement.editTitle' : 'home.announcement.newTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('home.announcement.note')}
            description={t('home.announcement.noteHint')}
            required
            autosize
            minRows={4}
            maxLength={ANNOUNCEMENT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
            data-testid="announcement-note"
          />
          <TextInput label={t('home.announcement.linkUrl')} type="url" value={linkUrl} onChange={(event) => setLinkUrl(event.currentTarget.value)} data-testid="announcement-link-url" />
          <TextInput label={t('home.announcement.linkName')} value={linkName} onChange={(event) => setLinkName(event.currentTarget.value)} data-testid="announcement-link-name" />
          <DialogActions error={error} pending={save.isPending} submitLabel={t('home.announcement.save')} submitTestId="announcement-save" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
