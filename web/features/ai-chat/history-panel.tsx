import { ActionIcon, Button, Group, Loader, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPencil, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatHistoryItem } from '../../../common/ai/ai.contract.ts';
import { CHAT_SEARCH_TERM_MAX, CHAT_TITLE_MAX } from '../../../common/ai/ai.values.ts';
import { useChatHistory, useChatHistorySearch, useDeleteChat, useRenameChat } from '../../api/ai.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { showErrorToast } from '../../components/ui/toast.ts';
import { groupHistory, type HistoryGroup } from './history-groups.ts';
import classes from './ai-chat.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** Typing in the search box asks once the typing pauses; the request before is aborted. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The document's chats (portal-area.md §2 "AI chat assistant"): grouped by date, searchable, each
 * renamed in place or deleted after a confirmation. Picking one opens it in the conversation.
 */
export function HistoryPanel({
  docId,
  openChatId,
  onOpen,
  onDeleted,
  onConfirming,
}: {
  docId: number;
  openChatId: number | null;
  onOpen: (item: ChatHistoryItem) => void;
  onDeleted: (chatId: number) => void;
  /** While the delete confirmation is open, Escape is its own (Mantine closes every open modal on it otherwise). */
  onConfirming: (confirming: boolean) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  const [term] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const history = useChatHistory(docId, true);
  const search = useChatHistorySearch(docId, term);
  const searching = term !== '';
  const items = useMemo(() => (searching ? (search.data?.items ?? []) : (history.data?.pages.flatMap((page) => page.items) ?? [])), [searching, search.data, history.data]);
  const groups = useMemo(() => groupHistory(items, new Date()), [items]);
  const pending = searching ? search.isPending : history.isPending;

  return (
    <section className={classes.history} aria-labelledby="ai-history-title" data-testid="ai-history">
      <Title order={3} size="h5" id="ai-history-title">
        {t('ai.history.title')}
      </Title>
      <TextInput
        ref={searchBox}
        type="search"
        size="xs"
        aria-label={t('ai.history.searchLabel')}
        placeholder={t('ai.history.searchPlaceholder')}
        leftSection={<IconSearch size={14} aria-hidden />}
        maxLength={CHAT_SEARCH_TERM_MAX}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        // Escape empties the box first; the window closes on the next one.
        data-mantine-stop-propagation={typed !== '' ? 'true' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && typed !== '') setTyped('');
        }}
        data-testid="ai-history-search"
      />
      {pending && (searching || history.fetchStatus === 'fetching') ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('common.loading')}</Text>
        </Group>
      ) : groups.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="ai-history-empty">
          {searching ? t('ai.history.noMatch', { term }) : t('ai.history.empty')}
        </Text>
      ) : (
        <ul className={classes.historyList} data-testid={searching ? 'ai-history-results' : 'ai-history-list'}>
          {groups.map((group) => (
            <li key={group.id}>
              <GroupTitle group={group} />
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {group.items.map((item) => (
                  <HistoryRow
                    key={item.id}
                    item={item}
                    active={item.id === openChatId}
                    onOpen={() => onOpen(item)}
                    onConfirming={onConfirming}
                    onDeleted={() => {
                      // The row and its button are gone: the focus stays in the window, on the search box.
                      searchBox.current?.focus();
                      onDeleted(item.id);
                    }}
                  />
                ))}
              </ul>
            </li>
          ))}
          {!searching && history.hasNextPage ? (
            <li>
              <Button size="compact-sm" variant="subtle" mt="xs" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} data-testid="ai-history-more">
                {t('ai.history.loadMore')}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function GroupTitle({ group }: { group: HistoryGroup }) {
  const { t, i18n } = useTranslation();
  const { key } = group;
  const label =
    key.kind === 'recent'
      ? t(`ai.history.groups.${key.name}`)
      : key.kind === 'month'
        ? new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2000, key.month, 1))
        : String(key.year);
  return (
    <Title order={4} className={classes.groupTitle} data-testid="ai-history-group">
      {label}
    </Title>
  );
}

function HistoryRow({
  item,
  active,
  onOpen,
  onDeleted,
  onConfirming,
}: {
  item: ChatHistoryItem;
  active: boolean;
  onOpen: () => void;
  onDeleted: () => void;
  onConfirming: (confirming: boolean) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const rename = useRenameChat();
  const remove = useDeleteChat();

  const confirmDelete = async () => {
    onConfirming(true);
    const confirmed = await confirmAction({
      title: t('ai.history.deleteTitle'),
      message: t('ai.history.deleteMessage', { title: item.title }),
      confirmLabel: t('ai.history.deleteConfirm'),
      danger: true,
    })
      // Reset once Escape's other listeners have run: the confirmation's closes it first, then the window's still sees the flag.
      .finally(() => window.setTimeout(() => onConfirming(false), 0));
    if (!confirmed) return;
    remove.mutate(item.id, { onSuccess: onDeleted });
  };

  if (editing) {
    return (
      <li className={classes.historyItem} data-testid="ai-history-item" data-chat-id={item.id}>
        <RenameForm
          title={item.title}
          onCancel={() => setEditing(false)}
          onSave={(title) => {
            setEditing(false);
            if (title === item.title) return;
            rename.mutate({ chatId: item.id, title, before: item }, { onError: () => showErrorToast(t('ai.history.renameFailed')) });
          }}
        />
      </li>
    );
  }
  return (
    <li className={classes.historyItem} data-active={active || undefined} data-testid="ai-history-item" data-chat-id={item.id}>
      <UnstyledButton className={classes.historyOpen} onClick={onOpen} aria-current={active || undefined} data-testid="ai-history-open">
        {item.title}
      </UnstyledButton>
      {item.actions.rename ? (
        <HintTooltip label={t('ai.history.rename')} withinPortal>
          <ActionIcon variant="subtle" color="gray" aria-label={t('ai.history.renameLabel', { title: item.title })} onClick={() => setEditing(true)} data-testid="ai-history-rename">
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : null}
      {item.actions.delete ? (
        <HintTooltip label={t('ai.history.delete')} withinPortal>
          <ActionIcon variant="subtle" color="red" aria-label={t('ai.history.deleteLabel', { title: item.title })} loading={remove.isPending} onClick={() => void confirmDelete()} data-testid="ai-history-delete">
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : null}
    </li>
  );
}

/** Renaming in place: Enter saves, Escape gives up (and does not close the window). */
function RenameForm({ title, onSave, onCancel }: { title: string; onSave: (title: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  const trimmed = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSave(trimmed);
  };
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: 2, alignItems: 'center', flex: 1, minWidth: 0 }} data-testid="ai-rename-form">
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        size="xs"
        aria-label={t('ai.history.renameInput')}
        maxLength={CHAT_TITLE_MAX}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        // Escape gives up the new title, and leaves the window open.
        data-mantine-stop-propagation="true"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        data-autofocus
        autoFocus
        data-testid="ai-rename-input"
      />
      <ActionIcon type="submit" variant="subtle" aria-label={t('ai.history.save')} disabled={trimmed === ''} data-testid="ai-rename-save">
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={t('common.cancel')} onClick={onCancel}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </form>
  );
}
