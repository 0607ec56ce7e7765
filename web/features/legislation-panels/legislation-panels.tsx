import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationList, LegislationListItem } from '../../../common/legislation/legislation-panels.contract.ts';
import { LEGISLATION_PANEL_ADD_ON, type LegislationPanel } from '../../../common/legislation/legislation.values.ts';
import { useLegislationPanel } from '../../api/legislation.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { panelMessageKey, panelStateOf, type PanelState } from './panel-state.ts';
import { useLegislationRedirect } from './use-legislation-redirect.ts';
import classes from './legislation-panels.module.css';

/** The legislation accordion's cards (portal-area.md §2 "Legislation panels"): one per list, side by side on a wide screen. */
export function LegislationPanels({ panels }: { panels: readonly LegislationPanel[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(panels.length, 3) }} spacing="sm" py="xs" data-testid="legislation-panels">
      {panels.map((panel) => (
        <LegislationPanelCard key={panel} panel={panel} />
      ))}
    </SimpleGrid>
  );
}

function LegislationPanelCard({ panel }: { panel: LegislationPanel }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useLegislationPanel(panel);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId} className={classes.card} data-testid={`legislation-panel-${panel}`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t(`legislation.panels.titles.${panel}`)}
        </Title>
        {list.isPending ? (
          <Center py="md" role="status" aria-live="polite" data-testid="legislation-panel-loading">
            <Loader size="sm" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Center>
        ) : list.error || !list.data ? (
          <PanelMessage state="error" retry={() => void list.refetch()}>
            {t('legislation.panels.msg_something_went_wrong')}
          </PanelMessage>
        ) : (
          <PanelBody panel={panel} list={list.data} />
        )}
      </Stack>
    </Paper>
  );
}

/** What a read list shows: its error, the no-access message and help link, the no-data message or the items. */
function PanelBody({ panel, list }: { panel: LegislationPanel; list: LegislationList }) {
  const { t } = useTranslation();
  const state = panelStateOf(panel, list);
  if (state === 'items') return <PanelItems panel={panel} list={list} />;
  return (
    <PanelMessage state={state}>
      {t(`legislation.panels.${panelMessageKey(panel, state)}`)}
      {state === 'noAccess' ? (
        <>
          {' '}
          <Anchor href={list.helpLink} target="_blank" rel="noopener noreferrer" underline="always" data-testid="legislation-help-link">
            {t('legislation.panels.helpLink')}
          </Anchor>
        </>
      ) : null}
    </PanelMessage>
  );
}

function PanelMessage({ state, retry, children }: { state: Exclude<PanelState, 'items'>; retry?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const warning = state === 'error' || state === 'notRegistered' || state === 'notActive';
  return (
    <Stack gap={6} data-testid="legislation-panel-message" data-state={state}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {warning ? <IconAlertTriangle size={16} aria-hidden className={classes.messageIcon} /> : null}
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Group>
      {retry ? (
        <Button size="compact-sm" variant="light" onClick={retry} className={classes.retry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The items (at most 7, titles already cut to 35 characters) and See more: each click is logged,
 * then redirected. A link is named by what it shows (WCAG 2.5.3), its whole title its description
 * and tooltip.
 */
function PanelItems({ panel, list }: { panel: LegislationPanel; list: LegislationList }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const redirect = useLegislationRedirect();
  const follow = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (redirect.busyUrl) return;
    void redirect.open({ addOn: LEGISLATION_PANEL_ADD_ON[panel], module: panel, url, log: true });
  };
  const item = (entry: LegislationListItem, index: number) => (
    <li key={`${entry.targetUrl}-${index}`} className={classes.item}>
      <Anchor
        href={entry.targetUrl}
        onClick={follow(entry.targetUrl)}
        title={entry.fullTitle}
        aria-busy={redirect.busyUrl === entry.targetUrl || undefined}
        size="sm"
        className={classes.itemLink}
        data-testid="legislation-item"
      >
        <span className={classes.itemTitle}>{entry.title}</span>
        {entry.date ? (
          <Text component="span" size="xs" c="dimmed" className={classes.itemDate}>
            {formatDate(entry.date)}
          </Text>
        ) : null}
      </Anchor>
    </li>
  );
  return (
    <Stack gap={6}>
      <ul className={classes.items}>{list.data.map(item)}</ul>
      {list.seeMoreLink ? (
        <Anchor href={list.seeMoreLink} onClick={follow(list.seeMoreLink)} size="sm" fw={500} data-testid="legislation-see-more">
          {t('legislation.panels.seeMore')}
          <VisuallyHidden>{` (${t(`legislation.panels.titles.${panel}`)})`}</VisuallyHidden>
        </Anchor>
      ) : null}
    </Stack>
  );
}
