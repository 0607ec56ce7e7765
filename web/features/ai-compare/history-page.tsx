import { Alert, Button, Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconTrash } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSetup } from '../../../common/ai/ai.contract.ts';
import type { CompareHistoryItem } from '../../../common/ai/compare.contract.ts';
import { COMPARE_HISTORY_PAGE_SIZE } from '../../../common/ai/ai.values.ts';
import { DEFAULT_HISTORY_FILTERS, useCompareHistory, useDeleteCompare, type CompareHistoryFilters } from '../../api/ai-compare.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { PageHeading, versionsNewestFirst, Waiting } from './compare-parts.tsx';
import type { CompareControls } from './use-compare.ts';
import classes from './ai-compare.module.css';

const SORTS = ['date-desc', 'date-asc', 'rating-desc', 'rating-asc'] as const;
type Sort = (typeof SORTS)[number];

const sortOf = (filters: CompareHistoryFilters): Sort => `${filters.sortBy}-${filters.sortOrder}`;

/**
 * compare-history: the caller's compares of the document, 10 a page, newest first (§9), filtered
 * by date range and by either version, each opened into compare-summary or deleted after a
 * confirmation. What a row offers comes from the server (its actions).
 */
export function HistoryPage({ setup, compare, onConfirming }: { setup: ChatSetup; compare: CompareControls; onConfirming: (confirming: boolean) => void }) {
  const { t } = useTranslation();
  const { state, dispatch } = compare;
  const filters = state.historyFilters;
  const datesWrong = filters.startDate !== '' && filters.endDate !== '' && filters.endDate < filters.startDate;
  const history = useCompareHistory(setup.docId, filters, !datesWrong);
  const heading = useRef<HTMLDivElement>(null);
  const set = (change: Partial<CompareHistoryFilters>) => dispatch({ type: 'filters', filters: { ...filters, page: 1, ...change } });
  const versions = useMemo(() => versionsNewestFirst(setup.versions), [setup.versions]);
  const versionOptions = [{ value: '', label: t('compare.history.any') }, ...versions.map((version) => ({ value: String(version.versionId), label: version.versionName }))];
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(DEFAULT_HISTORY_FILTERS);
  const page = history.page;
  const pages = page ? Math.ceil(page.total / COMPARE_HISTORY_PAGE_SIZE) : 0;

  return (
    <div className={classes.page} data-testid="compare-history" ref={heading}>
      <PageHeading>{t('compare.history.title')}</PageHeading>
      <div className={classes.filters} role="search" aria-label={t('compare.history.filters')}>
        <TextInput
          type="date"
          label={t('compare.history.from')}
          value={filters.startDate}
          max={filters.endDate || undefined}
          onChange={(event) => set({ startDate: event.currentTarget.value })}
          data-testid="compare-history-from"
        />
        <TextInput
          type="date"
          label={t('compare.history.to')}
          value={filters.endDate}
          min={filters.startDate || undefined}
          onChange={(event) => set({ endDate: event.currentTarget.value })}
          error={datesWrong ? t('compare.history.dateOrder') : undefined}
          data-testid="compare-history-to"
        />
        <NativeSelect
          label={t('compare.history.prior')}
          data={versionOptions}
          value={filters.priorVersion === null ? '' : String(filters.priorVersion)}
          onChange={(event) => set({ priorVersion: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          data-testid="compare-history-prior"
        />
        <NativeSelect
          label={t('compare.history.newer')}
          data={versionOptions}
          value={filters.newerVersion === null ? '' : String(filters.newerVersion)}
          onChange={(event) => set({ newerVersion: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
          data-testid="compare-history-newer"
        />
        <NativeSelect
          label={t('compare.history.sort')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`compare.history.sorts.${sort}`) }))}
          value={sortOf(filters)}
          onChange={(event) => {
            const [sortBy, sortOrder] = event.currentTarget.value.split('-') as [CompareHistoryFilters['sortBy'], CompareHistoryFilters['sortOrder']];
            set({ sortBy, sortOrder });
          }}
          data-testid="compare-history-sort"
        />
      </div>
      {filtered ? (
        <Group>
          <Button variant="subtle" size="compact-sm" classNames={{ root: classes.wrapButton, label: classes.wrapLabel }} leftSection={<IconFilterOff size={14} aria-hidden />} onClick={() => dispatch({ type: 'filters', filters: DEFAULT_HISTORY_FILTERS })} data-testid="compare-history-reset">
            {t('compare.history.reset')}
          </Button>
        </Group>
      ) : null}
      {state.openFailed ? (
        <Alert color="red" role="alert" data-testid="compare-open-failed">
          {t('compare.history.openFailed')}
        </Alert>
      ) : null}
      {datesWrong ? null : !page ? (
        <Waiting />
      ) : page.data.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="compare-history-empty">
          <Text size="sm">{filtered ? t('compare.history.noMatch') : t('compare.history.empty')}</Text>
          {history.failed ? (
            <Button size="compact-sm" variant="light" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="compare-history-total">
            {t('compare.history.total', { total: page.total })}
          </Text>
          <ul className={classes.historyList} data-testid="compare-history-list" aria-busy={history.isFetching || undefined}>
            {page.data.map((item) => (
              <HistoryRow key={item.id} item={item} compare={compare} onConfirming={onConfirming} onDeleted={() => heading.current?.querySelector<HTMLElement>('h3')?.focus()} />
            ))}
          </ul>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={filters.page}
              onChange={(value) => dispatch({ type: 'filters', filters: { ...filters, page: value } })}
              size="sm"
              siblings={0}
              getControlProps={(control) => ({ 'aria-label': t(`compare.history.pageControls.${control}`) })}
              getItemProps={(value) => ({ 'aria-label': t('compare.history.pageLabel', { page: value }) })}
              aria-label={t('compare.history.pages')}
              data-testid="compare-history-pages"
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function HistoryRow({ item, compare, onConfirming, onDeleted }: { item: CompareHistoryItem; compare: CompareControls; onConfirming: (confirming: boolean) => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  const remove = useDeleteCompare();
  const date = formatDateTime(item.date);
  const versions = `${item.version1.itemName} → ${item.version2.itemName}`;
  const format = t(`compare.prompts.${item.selectedPromptId}`, { defaultValue: String(item.selectedPromptId) });
  const opening = compare.state.opening === item.id;

  const confirmDelete = async () => {
    onConfirming(true);
    const confirmed = await confirmAction({
      title: t('compare.history.deleteTitle'),
      message: t('compare.history.deleteMessage', { versions, date }),
      confirmLabel: t('compare.history.deleteConfirm'),
      danger: true,
    })
      // Reset once Escape's other listeners have run: the confirmation's closes it first, then the window's still sees the flag.
      .finally(() => window.setTimeout(() => onConfirming(false), 0));
    if (!confirmed) return;
    remove.mutate(item.id, { onSuccess: onDeleted, onError: () => showErrorToast(t('compare.history.deleteFailed')) });
  };

  return (
    <li className={classes.historyItem} data-testid="compare-history-item" data-compare-id={item.id} data-status={item.status}>
      <div className={classes.historyMain}>
        <Group gap={8} wrap="wrap">
          <Text size="sm" fw={600}>
            {date}
          </Text>
          <span className={classes.status} data-status={item.status}>
            {t(`compare.history.status.${item.status}`)}
          </span>
        </Group>
        <Text size="sm" className={classes.wrap} data-testid="compare-history-versions">
          <strong>{item.version1.itemName}</strong> ({item.version1.title}) → <strong>{item.version2.itemName}</strong> ({item.version2.title})
        </Text>
        <Text size="xs" c="dimmed" className={classes.wrap}>
          {t('compare.history.formatOf', { format })} · <span data-testid="compare-history-rating">{item.rating > 0 ? t('compare.summary.rated', { value: item.rating }) : t('compare.summary.notRated')}</span>
        </Text>
      </div>
      <Group gap={6} className={classes.historyActions}>
        {item.actions.open ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={opening}
            disabled={item.status !== 'FINISHED'}
            onClick={() => compare.openItem(item)}
            aria-label={t('compare.history.openLabel', { versions, date })}
            data-testid="compare-history-open"
          >
            {t('compare.history.open')}
          </Button>
        ) : null}
        {item.actions.delete ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() => void confirmDelete()}
            aria-label={t('compare.history.deleteLabel', { versions, date })}
            data-testid="compare-history-delete"
          >
            {t('compare.history.delete')}
          </Button>
        ) : null}
      </Group>
    </li>
  );
}
