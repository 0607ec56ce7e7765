import { ActionIcon, Button, CloseButton, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../common/one-of.ts';
import type { CommentSort, ReaderHighlight, ReaderTocEntry } from '../../../common/reader/reader.contract.ts';
import { COMMENT_MAX, COMMENT_SORTS } from '../../../common/reader/reader.values.ts';
import { useAddComment, useComments, useDeleteHighlight, useHighlights, type ReaderScope } from '../../api/reader.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { CommentThread } from './comment-thread.tsx';
import classes from './reader.module.css';
import { sectionLabel } from '../../../common/reader/section-label.ts';

/** What a new comment is about: a section, or a highlight. */
export type CommentTarget = { kind: 'section'; sectionId: string } | { kind: 'highlight'; highlight: ReaderHighlight };

const HIGHLIGHT_QUOTE_SHOWN = 60;
const shortQuote = (quote: string) => (quote.length > HIGHLIGHT_QUOTE_SHOWN ? `${quote.slice(0, HIGHLIGHT_QUOTE_SHOWN - 1)}…` : quote);

/** Highlights and comments of the organisation on this version, with the form for a new comment. */
export function CommentsPanel({
  scope,
  entries,
  target,
  onTargetSection,
  onTargetHighlight,
  onJump,
  textareaId,
}: {
  scope: ReaderScope;
  entries: ReadonlyMap<string, ReaderTocEntry>;
  target: CommentTarget | null;
  onTargetSection: () => void;
  onTargetHighlight: (highlight: ReaderHighlight) => void;
  onJump: (sectionId: string) => void;
  textareaId: string;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<CommentSort>('NtoO');
  const comments = useComments(scope, sort);
  const highlights = useHighlights(scope);
  const highlightById = new Map((highlights.data ?? []).map((highlight) => [highlight.highlightId, highlight]));
  const labelOf = (sectionId: string) => {
    const entry = entries.get(sectionId);
    return entry ? sectionLabel(entry) : sectionId;
  };

  return (
    <Stack gap="md">
      <CommentForm scope={scope} target={target} labelOf={labelOf} onTargetSection={onTargetSection} textareaId={textareaId} />
      <Stack gap="xs" component="section" aria-labelledby="reader-highlights-title">
        <Title order={2} size="h6" id="reader-highlights-title">
          {t('reader.highlights.title')}
        </Title>
        {(highlights.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reader.highlights.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid="reader-highlights">
            {(highlights.data ?? []).map((highlight) => (
              <HighlightItem
                key={highlight.highlightId}
                scope={scope}
                highlight={highlight}
                sectionLabel={labelOf(highlight.sectionId)}
                onJump={() => onJump(highlight.sectionId)}
                onComment={() => onTargetHighlight(highlight)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="reader-comments-title">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h6" id="reader-comments-title">
            {t('reader.comments.title')}
          </Title>
          <NativeSelect
            size="xs"
            label={t('reader.comments.sortLabel')}
            value={sort}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              if (isOneOf(COMMENT_SORTS, chosen)) setSort(chosen);
            }}
            data={COMMENT_SORTS.map((value) => ({ value, label: t(`reader.comments.sort.${value}`) }))}
            data-testid="reader-comment-sort"
          />
        </Group>
        {(comments.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="reader-comments-empty">
            {comments.isPending ? t('common.loading') : t('reader.comments.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="reader-comments">
            {(comments.data ?? []).map((comment) => (
              <CommentThread
                key={comment.commentId}
                scope={scope}
                comment={comment}
                sort={sort}
                sectionLabel={labelOf(comment.sectionId)}
                highlightQuote={comment.type === 'highlight' && comment.parentId !== null ? shortQuote(highlightById.get(comment.parentId)?.quote ?? '') : null}
                onJump={() => onJump(comment.sectionId)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function CommentForm({
  scope,
  target,
  labelOf,
  onTargetSection,
  textareaId,
}: {
  scope: ReaderScope;
  target: CommentTarget | null;
  labelOf: (sectionId: string) => string;
  onTargetSection: () => void;
  textareaId: string;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const add = useAddComment(scope);
  if (!target) return null;
  const label =
    target.kind === 'section'
      ? t('reader.comments.onSection', { section: labelOf(target.sectionId) })
      : t('reader.comments.onHighlightTarget', { quote: shortQuote(target.highlight.quote) });
  const submit = () => {
    if (content.trim() === '') return;
    const request =
      target.kind === 'section'
        ? { sectionId: target.sectionId, type: 'section' as const, parentId: null, content }
        : { sectionId: target.highlight.sectionId, type: 'highlight' as const, parentId: target.highlight.highlightId, content };
    add.mutate(request, {
      onSuccess: () => {
        setContent('');
        if (target.kind === 'highlight') onTargetSection();
      },
    });
  };
  return (
    <Stack gap={6} component="form" onSubmit={(event) => (event.preventDefault(), submit())} data-testid="reader-comment-form">
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Textarea
          id={textareaId}
          data-autofocus
          style={{ flex: 1 }}
          label={label}
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        {target.kind === 'highlight' ? <CloseButton mt={22} aria-label={t('reader.comments.backToSection')} onClick={onTargetSection} /> : null}
      </Group>
      <Group>
        <Button type="submit" size="compact-sm" leftSection={<IconMessagePlus size={14} aria-hidden />} loading={add.isPending} disabled={content.trim() === ''}>
          {t('reader.comments.add')}
        </Button>
      </Group>
    </Stack>
  );
}

function HighlightItem({
  scope,
  highlight,
  sectionLabel: label,
  onJump,
  onComment,
}: {
  scope: ReaderScope;
  highlight: ReaderHighlight;
  sectionLabel: string;
  onJump: () => void;
  onComment: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteHighlight(scope);
  const onRemove = async () => {
    const confirmed = await confirmAction({
      title: t('reader.highlights.removeTitle'),
      message: t('reader.highlights.removeMessage'),
      confirmLabel: t('reader.highlights.remove'),
      danger: true,
    });
    if (confirmed) remove.mutate(highlight.highlightId);
  };
  return (
    <Group component="li" gap={4} wrap="nowrap" align="flex-start" data-testid="reader-highlight" data-highlight-id={highlight.highlightId}>
      <span className={`${classes.swatch} ${classes[`highlight_${highlight.colour}`] ?? ''}`} style={{ marginTop: 8 }} aria-hidden />
      <button type="button" className={classes.tocItem} onClick={onJump} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" component="span" display="block">
          {label} · {highlight.username}
        </Text>
        “{shortQuote(highlight.quote)}”
      </button>
      <ActionIcon variant="subtle" aria-label={t('reader.highlights.comment')} onClick={onComment}>
        <IconMessagePlus size={16} aria-hidden />
      </ActionIcon>
      {highlight.actions.delete ? (
        <ActionIcon variant="subtle" color="red" aria-label={t('reader.highlights.remove')} onClick={() => void onRemove()} loading={remove.isPending}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
