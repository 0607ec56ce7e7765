import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconHistory, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatHistoryItem, ChatSetup } from '../../../common/ai/ai.contract.ts';
import { useChatQuota, useChatSetup } from '../../api/ai.api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { automaticLanguage, targetOf } from './chat-state.ts';
import { Conversation } from './conversation.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { useChat, type ChatControls } from './use-chat.ts';
import { FaqStep, LanguageStep, languageName, VersionStep } from './wizard-steps.tsx';
import classes from './ai-chat.module.css';

/** Below this width the window fills the screen and the history is a panel the user toggles. */
const PHONE = '(max-width: 47.99em)';

export type ChatWindowProps = {
  opened: boolean;
  onClose: () => void;
  docId: number;
  /** The version the window opens on (the reader's): the wizard starts at language-selection. */
  versionId: number | null;
};

/**
 * The AI assistant of one document (portal-area.md §2 "AI chat assistant"): the history beside
 * the conversation (on a phone, a panel in its place), and the wizard — version, language,
 * FAQ — before the messages.
 */
export function ChatWindow({ opened, onClose, docId, versionId }: ChatWindowProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const setup = useChatSetup(docId);
  const chat = useChat(docId, versionId);
  const [historyShown, setHistoryShown] = useState(false);
  // While the delete confirmation is open, Escape is its own: every open Mantine modal closes on it (one window
  // listener each, the confirmation's first), so the window ignores a close asked for meanwhile.
  const confirming = useRef(false);
  const close = () => {
    if (!confirming.current) onClose();
  };
  const setConfirming = (value: boolean) => {
    confirming.current = value;
  };
  const { state } = chat;

  const openChat = (item: ChatHistoryItem) => {
    setHistoryShown(false);
    chat.openChat(item);
  };
  const onDeleted = (chatId: number) => {
    // Deleting the open chat starts a new one (§4).
    if (chatId === state.chatId) chat.newChat();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={phone}
      size="min(1100px, 100%)"
      classNames={{ content: classes.content, body: classes.body, header: classes.header, title: classes.title }}
      title={
        <Group component="span" gap={8} wrap="nowrap" align="center">
          <IconSparkles size={20} aria-hidden style={{ flex: 'none' }} />
          <span>{setup.data ? t('ai.window.titleFor', { number: setup.data.docName }) : t('ai.window.title')}</span>
        </Group>
      }
      data-testid="ai-chat"
    >
      {setup.data ? (
        <div className={classes.layout} data-phone={phone || undefined}>
          {!phone || historyShown ? (
            <div className={classes.conversation} data-testid="ai-history-pane">
              {phone ? (
                <Group>
                  <Button variant="default" size="compact-sm" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={() => setHistoryShown(false)} data-testid="ai-history-close">
                    {t('ai.history.hide')}
                  </Button>
                </Group>
              ) : null}
              <HistoryPanel docId={docId} openChatId={state.chatId} onOpen={openChat} onDeleted={onDeleted} onConfirming={setConfirming} />
            </div>
          ) : null}
          {!phone || !historyShown ? (
            <section
              className={classes.conversation}
              aria-label={t('ai.window.conversation')}
              data-testid="ai-conversation"
              data-step={state.step}
              data-chat-id={state.chatId ?? ''}
            >
              <Toolbar chat={chat} phone={phone} onShowHistory={() => setHistoryShown(true)} />
              <StepContent setup={setup.data} chat={chat} onCitation={onClose} />
            </section>
          ) : null}
        </div>
      ) : setup.error ? (
        <SetupFailed error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('common.loading')}</Text>
          </Group>
        </Center>
      )}
    </Modal>
  );
}

/** New chat, the history toggle on a phone, what the chat is about and the quota. */
function Toolbar({ chat, phone, onShowHistory }: { chat: ChatControls; phone: boolean; onShowHistory: () => void }) {
  const { t, i18n } = useTranslation();
  const { formatNumber } = useFormatters();
  const quota = useChatQuota(true);
  const { target, step } = chat.state;
  return (
    <div className={classes.toolbar}>
      {phone ? (
        <Button variant="default" size="compact-sm" leftSection={<IconHistory size={14} aria-hidden />} onClick={onShowHistory} data-testid="ai-history-toggle">
          {t('ai.history.show')}
        </Button>
      ) : null}
      <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={chat.newChat} data-testid="ai-new-chat">
        {t('ai.newChat')}
      </Button>
      {target && step === 'chat-messaging' ? (
        <Text size="xs" c="dimmed" data-testid="ai-target" style={{ overflowWrap: 'anywhere' }}>
          {t('ai.window.about', { version: target.versionName, language: languageName(target.language, i18n.language) })}
        </Text>
      ) : null}
      {quota.data ? (
        <Text size="xs" c="dimmed" className={classes.quota} data-testid="ai-quota">
          {t('ai.quota', { used: formatNumber(quota.data.quotaUsed), available: formatNumber(quota.data.quotaAvailable) })}
        </Text>
      ) : null}
    </div>
  );
}

function StepContent({ setup, chat, onCitation }: { setup: ChatSetup; chat: ChatControls; onCitation: () => void }) {
  const { i18n } = useTranslation();
  const { state, dispatch } = chat;
  const version = setup.versions.find((candidate) => candidate.versionId === state.versionId) ?? null;
  const automatic = state.step === 'language-selection' && version ? automaticLanguage(version, i18n.language) : null;

  // language-selection picks the user's language, or the only one, without asking; a version not on offer goes back to the list.
  useEffect(() => {
    if (state.step !== 'language-selection') return;
    if (!version) dispatch({ type: 'toVersions' });
    else if (automatic) dispatch({ type: 'pickLanguage', target: targetOf(version, automatic) });
  }, [state.step, version, automatic, dispatch]);

  if (state.loadingChat) return <Waiting />;
  if (state.step === 'chat-messaging') return <Conversation chat={chat} documentNumber={setup.docName} onCitation={onCitation} />;
  return (
    <div className={classes.scroll} data-testid="ai-wizard">
      {state.step === 'version-selection' ? (
        <VersionStep setup={setup} onPick={(picked) => dispatch({ type: 'pickVersion', versionId: picked.versionId })} />
      ) : state.step === 'language-selection' ? (
        version && !automatic ? (
          <LanguageStep
            version={version}
            onPick={(language) => dispatch({ type: 'pickLanguage', target: targetOf(version, language) })}
            onBack={() => dispatch({ type: 'toVersions' })}
          />
        ) : (
          <Waiting />
        )
      ) : state.target ? (
        <FaqStep
          docId={setup.docId}
          target={state.target}
          onAsk={chat.send}
          onSkip={() => dispatch({ type: 'startMessaging' })}
          onBack={() => dispatch({ type: 'toVersions' })}
        />
      ) : (
        <Waiting />
      )}
    </div>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    </Center>
  );
}

/** 403: no version with full text is in the subscription; 404: no such document; else the reason, with a retry. */
function SetupFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = error instanceof ApiRequestError ? error.code : 0;
  return (
    <Alert color="yellow" title={t('ai.window.unavailable')} role="alert" data-testid="ai-setup-failed">
      <Text size="sm">{code === 403 ? t('ai.window.notEntitled') : code === 404 ? t('ai.window.notFound') : errorText(error)}</Text>
      {code === 403 || code === 404 ? null : (
        <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
