import { IconSparkles } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { LazyWindowButton, type LazyWindowButtonLook } from '../../components/ui/lazy-window-button.tsx';

/** The chat window's code downloads when the pointer or the focus reaches the button, not with the page. */
const loadChatWindow = () => import('./chat-window.tsx');
const ChatWindow = lazy(() => loadChatWindow().then((module) => ({ default: module.ChatWindow })));

/** The assistant answers from full texts: offered when a version has one and the subscription opens the document. */
export function canAskAi(detail: Pick<DocumentDetail, 'entitled' | 'versions'>): boolean {
  return detail.entitled && detail.versions.some((version) => version.hasContent);
}

/**
 * "Ask AI": opens the assistant on the document (the display page) or on the version being read
 * (the reader, `versionId`), so its wizard starts at the version or at the language.
 */
export function AskAiButton({
  docId,
  versionId = null,
  documentNumber,
  ...look
}: LazyWindowButtonLook & { docId: number; versionId?: number | null; documentNumber: string }) {
  const { t } = useTranslation();
  return (
    <LazyWindowButton
      load={loadChatWindow}
      renderWindow={(props) => <ChatWindow {...props} docId={docId} versionId={versionId} />}
      text={t('ai.ask')}
      label={t('ai.askLabel', { number: documentNumber })}
      icon={IconSparkles}
      testId="ask-ai"
      failure="The chat window could not be loaded"
      {...look}
    />
  );
}
