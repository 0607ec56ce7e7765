import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconHistory, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatHistoryItem, ChatSetup } from '../../../common/ai/ai.contract.ts';
import { useChatQuota, useChatSetup } from '../../api/ai.api.ts';
import { useGuardedClose } from '../../components/ui/guarded-close.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { WindowLoading, WindowSetupState, type WindowSetupMessages } from '../../components/ui/window-setup-state.tsx';
import { automaticLanguage, targetOf } from './chat-state.ts';
import { Conversation } from './conversation.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { useChat, type ChatControls } from './use-chat.ts';
import { FaqStep, LanguageStep, languageName, VersionStep } from './wizard-steps.tsx';
import classes from './ai-chat.module.css';

/** Below this width the window fills the screen and the history is a panel the user toggles. */
const PHONE = '(max-width: 47.99em)';

const CHAT_SETUP_MESSAGES: WindowSetupMessages = { unavailable: 'ai.window.unavailable', notEntitled: 'ai.window.notEntitled', notFound: 'ai.window.notFound' };

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
  const { close, setConfirming } = useGuardedClose(onClose);
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
      ) : (
        <WindowSetupState error={setup.error} onRetry={() => void setup.refetch()} messages={CHAT_SETUP_MESSAGES} testId="ai-setup-failed" />
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

  if (state.loadingChat) return <WindowLoading />;
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
          <WindowLoading />
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
        <WindowLoading />
      )}
    </div>
  );
}
