import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentSort, ReaderComment } from '../../../common/reader/reader.contract.ts';
import { COMMENT_MAX } from '../../../common/reader/reader.values.ts';
import { useAddComment, useCommentReplies, useDeleteComment, type ReaderScope } from '../../api/reader.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import classes from './reader.module.css';

/** A comment's text: HTML the server sanitised to its allow-list on the way in. */
function CommentContent({ html, testId }: { html: string; testId: string }) {
  return <div className={classes.commentContent} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

function CommentHead({ comment }: { comment: ReaderComment }) {
  const { formatDateTime } = useFormatters();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600} data-testid="reader-comment-author">
        {comment.username}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={comment.timestamp}>
        {formatDateTime(comment.timestamp)}
      </Text>
    </Group>
  );
}

function DeleteCommentButton({ scope, comment, what }: { scope: ReaderScope; comment: ReaderComment; what: 'comment' | 'reply' }) {
  const { t } = useTranslation();
  const remove = useDeleteComment(scope);
  if (!comment.actions.delete) return null;
  const onDelete = async () => {
    const confirmed = await confirmAction({
      title: t(`reader.comments.delete.${what}Title`),
      message: t('reader.comments.delete.message'),
      confirmLabel: t('reader.comments.delete.confirm'),
      danger: true,
    });
    if (confirmed) remove.mutate(comment.commentId);
  };
  return (
    <Button size="compact-xs" variant="subtle" color="red" onClick={() => void onDelete()} loading={remove.isPending}>
      {t('reader.comments.delete.action')}
    </Button>
  );
}

/** One comment with its replies (loaded when opened) and a reply box. */
export function CommentThread({
  scope,
  comment,
  sort,
  sectionLabel,
  highlightQuote,
  onJump,
}: {
  scope: ReaderScope;
  comment: ReaderComment;
  sort: CommentSort;
  sectionLabel: string;
  highlightQuote: string | null;
  onJump: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const replies = useCommentReplies(scope, comment.commentId, sort, open);
  const addReply = useAddComment(scope);
  const submitReply = () => {
    if (reply.trim() === '') return;
    addReply.mutate(
      { sectionId: comment.sectionId, type: 'reply', parentId: comment.commentId, content: reply },
      {
        onSuccess: () => {
          setReply('');
          void replies.refetch();
        },
      },
    );
  };
  return (
    <Paper withBorder radius="sm" p="xs" component="li" data-testid="reader-comment" data-comment-id={comment.commentId}>
      <Stack gap={4}>
        <CommentHead comment={comment} />
        <Group gap={6} wrap="wrap">
          <Anchor component="button" type="button" size="xs" onClick={onJump}>
            {sectionLabel}
          </Anchor>
          {comment.type === 'highlight' ? (
            <Badge size="xs" variant="light" color="yellow" style={{ textTransform: 'none', maxWidth: '100%' }}>
              {t('reader.comments.onHighlight', { quote: highlightQuote ?? '' })}
            </Badge>
          ) : null}
        </Group>
        <CommentContent html={comment.content} testId="reader-comment-content" />
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open} data-testid="reader-replies-toggle">
            {t('reader.comments.replies', { count: comment.replyCount })}
          </Button>
          <DeleteCommentButton scope={scope} comment={comment} what="comment" />
        </Group>
        {open ? (
          <Stack gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            {replies.isPending ? (
              <Text size="xs" c="dimmed">
                {t('common.loading')}
              </Text>
            ) : null}
            <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {(replies.data ?? []).map((item) => (
                <li key={item.commentId} data-testid="reader-reply">
                  <Stack gap={2}>
                    <CommentHead comment={item} />
                    <CommentContent html={item.content} testId="reader-reply-content" />
                    <Group>
                      <DeleteCommentButton scope={scope} comment={item} what="reply" />
                    </Group>
                  </Stack>
                </li>
              ))}
            </Stack>
            <Textarea
              size="xs"
              autosize
              minRows={1}
              maxLength={COMMENT_MAX}
              label={t('reader.comments.replyLabel')}
              value={reply}
              onChange={(event) => setReply(event.currentTarget.value)}
            />
            <Group>
              <Button size="compact-sm" onClick={submitReply} loading={addReply.isPending} disabled={reply.trim() === ''}>
                {t('reader.comments.replyAction')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
