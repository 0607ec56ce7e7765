import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconGitCompare, IconHistory, IconListCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSetup } from '../../../common/ai/ai.contract.ts';
import { useChatSetup } from '../../api/ai.api.ts';
import { useCompareQuota } from '../../api/ai-compare.api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { currentPage, jobRunning } from './compare-state.ts';
import { HistoryPage } from './history-page.tsx';
import { SummaryPage } from './summary-page.tsx';
import { TocPage } from './toc-page.tsx';
import { useCompare, type CompareControls } from './use-compare.ts';
import classes from './ai-compare.module.css';

/** Below this width the window fills the screen and the two trees become tabs. */
export const PHONE = '(max-width: 47.99em)';

export type CompareWindowProps = { opened: boolean; onClose: () => void; docId: number };

/**
 * The AI compare window of one document (portal-area.md §2 "AI compare window"): compare-toc
 * (the versions, their sections side by side, the format), compare-summary (the summary, its
 * points, the redline and the rating) and compare-history, with a stack of pages to go back through.
 */
export function CompareWindow({ opened, onClose, docId }: CompareWindowProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  // The versions with full text the caller may read: the chat's setup call lists them.
  const setup = useChatSetup(docId);
  const compare = useCompare(opened);
  // While the delete confirmation is open, Escape is its own: every open Mantine modal closes on it.
  const confirming = useRef(false);
  const close = () => {
    if (!confirming.current) onClose();
  };
  const setConfirming = (value: boolean) => {
    confirming.current = value;
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={phone}
      size="min(1280px, 100%)"
      classNames={{ body: classes.body, title: classes.title }}
      title={
        <Group component="span" gap={8} wrap="nowrap" align="center">
          <IconGitCompare size={20} aria-hidden style={{ flex: 'none' }} />
          <span>{setup.data ? t('compare.window.titleFor', { number: setup.data.docName }) : t('compare.window.title')}</span>
        </Group>
      }
      data-testid="compare-window"
    >
      {setup.data ? (
        setup.data.versions.length < 2 ? (
          <Alert color="yellow" title={t('compare.window.unavailable')} role="alert" data-testid="compare-unavailable">
            <Text size="sm">{t('compare.window.tooFew')}</Text>
          </Alert>
        ) : (
          <div className={classes.frame} data-page={currentPage(compare.state)} data-testid="compare-frame">
            <Toolbar compare={compare} />
            <PageContent setup={setup.data} compare={compare} phone={phone} onLeave={onClose} onConfirming={setConfirming} />
          </div>
        )
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

/** Back through the page stack, the sections and the history, and the quota. */
function Toolbar({ compare }: { compare: CompareControls }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const quota = useCompareQuota(true);
  const { state, dispatch } = compare;
  const page = currentPage(state);
  const busy = jobRunning(state);
  return (
    <nav className={classes.toolbar} aria-label={t('compare.nav.label')}>
      {state.stack.length > 1 ? (
        <Button variant="default" size="compact-sm" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={() => dispatch({ type: 'back' })} data-testid="compare-back">
          {t('compare.nav.back')}
        </Button>
      ) : null}
      {page !== 'compare-toc' ? (
        <Button variant="light" size="compact-sm" classNames={{ root: classes.wrapButton, label: classes.wrapLabel }} leftSection={<IconListCheck size={14} aria-hidden />} onClick={() => dispatch({ type: 'go', page: 'compare-toc' })} data-testid="compare-to-toc">
          {t('compare.nav.sections')}
        </Button>
      ) : null}
      {page !== 'compare-history' ? (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconHistory size={14} aria-hidden />}
          disabled={busy}
          onClick={() => dispatch({ type: 'go', page: 'compare-history' })}
          data-testid="compare-to-history"
        >
          {t('compare.nav.history')}
        </Button>
      ) : null}
      {quota.data ? (
        <Text size="xs" c="dimmed" className={classes.quota} data-testid="compare-quota">
          {t('compare.quota', { used: formatNumber(quota.data.quotaUsed), available: formatNumber(quota.data.quotaAvailable) })}
        </Text>
      ) : null}
    </nav>
  );
}

function PageContent({
  setup,
  compare,
  phone,
  onLeave,
  onConfirming,
}: {
  setup: ChatSetup;
  compare: CompareControls;
  phone: boolean;
  onLeave: () => void;
  onConfirming: (confirming: boolean) => void;
}) {
  const { state } = compare;
  switch (currentPage(state)) {
    case 'compare-toc':
      return <TocPage setup={setup} compare={compare} phone={phone} />;
    case 'compare-summary':
      return state.result ? <SummaryPage result={state.result} compare={compare} phone={phone} onLeave={onLeave} /> : <TocPage setup={setup} compare={compare} phone={phone} />;
    case 'compare-history':
      return <HistoryPage setup={setup} compare={compare} onConfirming={onConfirming} />;
  }
}

/** 403: no version with full text is in the subscription; 404: no such document; else the reason, with a retry. */
function SetupFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = error instanceof ApiRequestError ? error.code : 0;
  return (
    <Alert color="yellow" title={t('compare.window.unavailable')} role="alert" data-testid="compare-unavailable">
      <Text size="sm">{code === 403 ? t('compare.window.notEntitled') : code === 404 ? t('compare.window.notFound') : errorText(error)}</Text>
      {code === 403 || code === 404 ? null : (
        <Button size="xs" variant="light" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
