import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSetup } from '../../../common/ai/ai.contract.ts';
import type { CompareToc } from '../../../common/ai/compare.contract.ts';
import { COMPARE_MAX_POLLS } from '../../../common/ai/ai.values.ts';
import { useComparePrompts, useCompareToc } from '../../api/ai-compare.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { inPublicationOrder, PageHeading, versionsNewestFirst, Waiting } from './compare-parts.tsx';
import { jobRunning, NOTHING_SELECTED } from './compare-state.ts';
import { SectionTrees } from './section-tree.tsx';
import { compactSelection, selectAll } from './toc-alignment.ts';
import type { CompareControls } from './use-compare.ts';
import classes from './ai-compare.module.css';

/** The formats the window knows, shown when getPrompts fails (its failure is only logged, §8). */
const KNOWN_PROMPTS = [1, 2, 3, 4];

/**
 * compare-toc: the prior and the newer version (the second-newest and the newest at first), the
 * response format, Start with the job's progress and errors, and both tables of contents side by side.
 */
export function TocPage({ setup, compare, phone }: { setup: ChatSetup; compare: CompareControls; phone: boolean }) {
  const { t } = useTranslation();
  const { state, dispatch } = compare;
  const versions = useMemo(() => versionsNewestFirst(setup.versions), [setup.versions]);
  const [newest, secondNewest] = versions;

  // The newest version against the one before it, until the user picks others.
  useEffect(() => {
    if (state.priorVersionId === null && newest && secondNewest) dispatch({ type: 'pickVersions', priorVersionId: secondNewest.versionId, newerVersionId: newest.versionId });
  }, [state.priorVersionId, newest, secondNewest, dispatch]);

  const pair = state.priorVersionId !== null && state.newerVersionId !== null ? ([state.priorVersionId, state.newerVersionId] as const) : null;
  const toc = useCompareToc(pair);
  const pick = (side: 'prior' | 'newer', versionId: number) => {
    const other = side === 'prior' ? state.newerVersionId : state.priorVersionId;
    const mine = side === 'prior' ? state.priorVersionId : state.newerVersionId;
    // Picking the other side's version swaps the two; the older of the two is always the prior one.
    const partner = other === versionId ? mine : other;
    if (partner === null || partner === versionId) return;
    const ordered = inPublicationOrder(versions, versionId, partner);
    dispatch({ type: 'pickVersions', priorVersionId: ordered.prior, newerVersionId: ordered.newer });
  };
  const { formatDate } = useFormatters();
  const options = versions.map((version) => ({
    value: String(version.versionId),
    label: version.publishedOn ? t('compare.toc.versionOption', { name: version.versionName, date: formatDate(version.publishedOn) }) : version.versionName,
  }));

  return (
    <div className={classes.page} data-testid="compare-toc">
      <PageHeading>{t('compare.toc.title')}</PageHeading>
      <div className={classes.pickers}>
        <NativeSelect
          label={t('compare.toc.prior')}
          data={options}
          value={String(state.priorVersionId ?? '')}
          onChange={(event) => pick('prior', Number(event.currentTarget.value))}
          disabled={jobRunning(state)}
          data-testid="compare-prior-version"
        />
        <NativeSelect
          label={t('compare.toc.newer')}
          data={options}
          value={String(state.newerVersionId ?? '')}
          onChange={(event) => pick('newer', Number(event.currentTarget.value))}
          disabled={jobRunning(state)}
          data-testid="compare-newer-version"
        />
      </div>
      {toc.data ? (
        <TocContent toc={toc.data} compare={compare} phone={phone} />
      ) : toc.error ? (
        <TocFailed error={toc.error} onRetry={() => void toc.refetch()} />
      ) : (
        <Waiting />
      )}
    </div>
  );
}

function TocFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert color="red" title={t('compare.toc.loadFailed')} role="alert" data-testid="compare-toc-failed">
      <Text size="sm">{errorText(error)}</Text>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

function TocContent({ toc, compare, phone }: { toc: CompareToc; compare: CompareControls; phone: boolean }) {
  const { t, i18n } = useTranslation();
  const { state, dispatch } = compare;
  const prompts = useComparePrompts(true);
  const [formatMissing, setFormatMissing] = useState(false);
  const running = jobRunning(state);
  const promptIds = prompts.data ? prompts.data.prompts.map((prompt) => prompt.id).filter((id) => id !== 0) : prompts.error ? KNOWN_PROMPTS : [];
  const promptTitle = (id: number) => t(`compare.prompts.${id}`, { defaultValue: prompts.data?.prompts.find((prompt) => prompt.id === id)?.title ?? String(id) });
  const formatOptions = [{ value: '0', label: t('compare.prompts.0') }, ...promptIds.map((id) => ({ value: String(id), label: promptTitle(id) }))];
  const { prior, newer } = state.selection;
  const nothing = prior.length === 0 && newer.length === 0;

  const start = () => {
    if (state.promptId === 0) {
      setFormatMissing(true);
      return;
    }
    compare.start({
      docId: toc.docId,
      itemId1: toc.prior.itemId,
      itemId2: toc.newer.itemId,
      toc1Selection: compactSelection(toc.prior.toc, prior),
      toc2Selection: compactSelection(toc.newer.toc, newer),
      promptId: state.promptId,
      language: i18n.language.slice(0, 2),
    });
  };

  return (
    <Stack gap="sm">
      <div className={classes.startRow}>
        <NativeSelect
          className={classes.formatSelect}
          label={t('compare.toc.format')}
          data={formatOptions}
          value={String(state.promptId)}
          onChange={(event) => {
            setFormatMissing(false);
            dispatch({ type: 'pickPrompt', promptId: Number(event.currentTarget.value) });
          }}
          error={formatMissing && state.promptId === 0 ? t('compare.toc.formatRequired') : undefined}
          disabled={running}
          data-testid="compare-format"
        />
        {running ? (
          <Button color="red" variant="light" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={compare.abort} data-testid="compare-abort">
            {t('compare.toc.abort')}
          </Button>
        ) : (
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} classNames={{ root: classes.wrapButton, label: classes.wrapLabel }} onClick={start} data-testid="compare-start">
            {t('compare.toc.start')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className={classes.status}>
        {running ? (
          <Group gap="xs" role="status" data-testid="compare-running">
            <Loader size="xs" aria-hidden />
            <Text size="sm">
              {state.phase === 'polling' && state.polls > 0 ? t('compare.toc.polling', { poll: state.polls, max: COMPARE_MAX_POLLS }) : t('compare.toc.working')}
            </Text>
          </Group>
        ) : null}
      </div>
      {state.error ? (
        <Alert color="red" role="alert" title={t(`compare.errors.${state.error.key}`)} data-testid="compare-error" data-error={state.error.key}>
          {state.error.detail ? <Text size="sm">{t(`compare.failures.${state.error.detail}`)}</Text> : null}
        </Alert>
      ) : null}
      <div className={classes.selectionRow}>
        <Text size="sm" data-testid="compare-selection-note">
          {nothing
            ? t('compare.toc.whole')
            : t('compare.toc.selected', { prior: prior.length, priorName: toc.prior.itemName, newer: newer.length, newerName: toc.newer.itemName })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="compact-sm" classNames={{ root: classes.wrapButton, label: classes.wrapLabel }} onClick={() => dispatch({ type: 'select', selection: selectAll(toc) })} disabled={running} data-testid="compare-select-all">
            {t('compare.toc.selectAll')}
          </Button>
          <Button variant="default" size="compact-sm" classNames={{ root: classes.wrapButton, label: classes.wrapLabel }} onClick={() => dispatch({ type: 'select', selection: NOTHING_SELECTED })} disabled={running || nothing} data-testid="compare-select-none">
            {t('compare.toc.selectNone')}
          </Button>
        </Group>
      </div>
      <Text size="xs" c="dimmed">
        {t('compare.toc.hint')}
      </Text>
      <SectionTrees toc={toc} selection={state.selection} onSelect={(selection) => dispatch({ type: 'select', selection })} phone={phone} disabled={running} />
    </Stack>
  );
}
