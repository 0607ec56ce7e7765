import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconGitCompare, IconHistory, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatSetup } from '../../../common/ai/ai.contract.ts';
import { useChatSetup } from '../../api/ai.api.ts';
import { useCompareQuota } from '../../api/ai-compare.api.ts';
import { useGuardedClose } from '../../components/ui/guarded-close.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { WindowSetupState, type WindowSetupMessages } from '../../components/ui/window-setup-state.tsx';
import { currentPage, jobRunning } from './compare-state.ts';
import { HistoryPage } from './history-page.tsx';
import { SummaryPage } from './summary-page.tsx';
import { TocPage } from './toc-page.tsx';
import { useCompare, type CompareControls } from './use-compare.ts';
import classes from './ai-compare.module.css';

/** Below this width the window fills the screen and the two trees become tabs. */
export const PHONE = '(max-width: 47.99em)';

const COMPARE_SETUP_MESSAGES: WindowSetupMessages = {
  unavailable: 'compare.window.unavailable',
  notEntitled: 'compare.window.notEntitled',
  notFound: 'compare.window.notFound',
};

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
  const { close, setConfirming } = useGuardedClose(onClose);

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
      ) : (
        <WindowSetupState error={setup.error} onRetry={() => void setup.refetch()} messages={COMPARE_SETUP_MESSAGES} testId="compare-unavailable" />
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
