import { ActionIcon, Anchor, Button, Group, Loader, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { IconSend, IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatCitation } from '../../../common/ai/ai.contract.ts';
import { CHAT_QUESTION_MAX, CHAT_SCROLL_DELAY_MS } from '../../../common/ai/ai.values.ts';
import type { ViewMessage } from './chat-state.ts';
import type { ChatControls } from './use-chat.ts';
import classes from './ai-chat.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** "§ 3.2.3 Folding White Space": the section a citation quotes. */
export function citationLabel(citation: ChatCitation): string {
  return `§ ${[citation.number, citation.title].filter((part) => part && part.trim() !== '').join(' ')}`;
}

/**
 * chat-messaging: the messages (the assistant's as plain text with its line breaks, its
 * citations as links into the reader, a rating each), the reply as it streams, and the question box.
 */
export function Conversation({ chat, documentNumber, onCitation }: { chat: ChatControls; documentNumber: string; onCitation: () => void }) {
  const { t } = useTranslation();
  const { state } = chat;
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = state.messages.at(-1)?.key ?? '';
  // The view scrolls to the bottom 200 ms after a message (§4), not when earlier ones are put above.
  useEffect(() => {
    if (lastKey === '') return;
    const timer = window.setTimeout(() => {
      const element = scroller.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lastKey]);
  // Only a reply that arrived now is read out, not the last one of a chat opened from the history.
  const lastReply = state.messages.at(-1);
  const arrived = lastReply && lastReply.role !== 'user' && lastReply.key.startsWith('local-') ? lastReply : null;
  const announced = arrived ? (arrived.role === 'info' ? t(`ai.info.${arrived.content}`) : arrived.content) : '';

  return (
    <>
      <div ref={scroller} className={classes.scroll} tabIndex={0} role="region" aria-label={t('ai.messages.label')} data-testid="ai-messages">
        <Stack gap="sm">
          {state.hasEarlier ? (
            <Group justify="center">
              <Button size="compact-sm" variant="subtle" loading={state.loadingEarlier} onClick={chat.loadEarlier} data-testid="ai-load-earlier">
                {t('ai.messages.loadEarlier')}
              </Button>
            </Group>
          ) : null}
          {state.messages.length === 0 && !state.waiting ? (
            <Text size="sm" c="dimmed" data-testid="ai-messages-empty">
              {t('ai.messages.empty', { number: documentNumber })}
            </Text>
          ) : null}
          <ol className={classes.messages}>
            {state.messages.map((message) => (
              <MessageItem key={message.key} message={message} onRate={(rating) => chat.rate(message, rating)} onCitation={onCitation} />
            ))}
            {state.waiting ? (
              <li className={classes.message} data-role="assistant" aria-busy="true" data-testid="ai-streaming">
                <VisuallyHidden>{t('ai.messages.assistant')}</VisuallyHidden>
                {state.streaming ? <p className={classes.text}>{state.streaming}</p> : null}
                <Group gap={6} role="status" data-testid="ai-thinking">
                  <Loader size="xs" type="dots" aria-hidden />
                  <Text size="sm">{t('ai.messages.thinking')}</Text>
                </Group>
              </li>
            ) : null}
          </ol>
        </Stack>
      </div>
      {/* The finished reply, read out once it is complete rather than piece by piece as it streams. */}
      <VisuallyHidden aria-live="polite" data-testid="ai-announcer">
        {state.waiting ? '' : announced}
      </VisuallyHidden>
      <Composer waiting={state.waiting} onSend={chat.send} />
    </>
  );
}

function MessageItem({ message, onRate, onCitation }: { message: ViewMessage; onRate: (rating: '1' | '0' | '-1') => void; onCitation: () => void }) {
  const { t } = useTranslation();
  const who = message.role === 'user' ? t('ai.messages.you') : t('ai.messages.assistant');
  return (
    <li className={classes.message} data-role={message.role} data-message-id={message.messageId ?? ''} data-testid="ai-message">
      <VisuallyHidden>{who}</VisuallyHidden>
      {message.role === 'info' ? (
        <p className={classes.text} data-testid="ai-info" data-info={message.content}>
          {t(`ai.info.${message.content}`)}
        </p>
      ) : (
        // Plain text: whatever the answer or the document holds is never read as HTML.
        <p className={classes.text} data-testid="ai-message-text">
          {message.content}
        </p>
      )}
      {message.citations.length > 0 ? (
        <ul className={classes.citations} aria-label={t('ai.messages.sources')} data-testid="ai-citations">
          {message.citations.map((citation, index) => (
            <li key={`${citation.sectionId}-${index}`}>
              <Anchor component={Link} to={citation.href} size="sm" fw={500} onClick={onCitation} data-testid="ai-citation" style={{ overflowWrap: 'anywhere' }}>
                {citationLabel(citation)}
              </Anchor>
              {citation.quote ? <span className={classes.quote}>“{citation.quote}”</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {message.canRate ? <Rating rating={message.rating} onRate={onRate} /> : null}
    </li>
  );
}

/** Thumbs up or down; pressing the one already chosen takes the rating back. */
function Rating({ rating, onRate }: { rating: number | null; onRate: (rating: '1' | '0' | '-1') => void }) {
  const { t } = useTranslation();
  const up = rating === 1;
  const down = rating === 0;
  return (
    <Group gap={4} mt={4} justify="flex-end" data-testid="ai-rating" data-rating={rating ?? ''}>
      <HintTooltip label={t('ai.messages.rateUp')} withinPortal>
        <ActionIcon variant={up ? 'light' : 'subtle'} color={up ? 'teal' : 'gray'} aria-label={t('ai.messages.rateUp')} aria-pressed={up} onClick={() => onRate(up ? '-1' : '1')} data-testid="ai-rate-up">
          {up ? <IconThumbUpFilled size={16} aria-hidden /> : <IconThumbUp size={16} aria-hidden />}
        </ActionIcon>
      </HintTooltip>
      <HintTooltip label={t('ai.messages.rateDown')} withinPortal>
        <ActionIcon variant={down ? 'light' : 'subtle'} color={down ? 'red' : 'gray'} aria-label={t('ai.messages.rateDown')} aria-pressed={down} onClick={() => onRate(down ? '-1' : '0')} data-testid="ai-rate-down">
          {down ? <IconThumbDownFilled size={16} aria-hidden /> : <IconThumbDown size={16} aria-hidden />}
        </ActionIcon>
      </HintTooltip>
    </Group>
  );
}

/** The question box: Enter sends, Shift+Enter starts a new line; nothing is sent while a reply is awaited. */
function Composer({ waiting, onSend }: { waiting: boolean; onSend: (message: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);
  const canSend = !waiting && text.trim() !== '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} data-testid="ai-composer">
      <div className={classes.composer}>
        <Textarea
          ref={input}
          className={classes.composerInput}
          aria-label={t('ai.composer.label')}
          aria-describedby="ai-composer-hint"
          placeholder={t('ai.composer.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_QUESTION_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-autofocus
          data-testid="ai-input"
        />
        <Button type="submit" disabled={!canSend} leftSection={<IconSend size={16} aria-hidden />} data-testid="ai-send">
          {t('ai.composer.send')}
        </Button>
      </div>
      <Text id="ai-composer-hint" size="xs" c="dimmed" mt={4}>
        {t('ai.composer.hint')}
      </Text>
    </form>
  );
}
