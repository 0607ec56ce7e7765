import { Button, Group, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconEraser, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEAR_FEEDBACK_MS } from '../../../common/domain/constants.ts';
import type { BarTab } from './search-bar-tabs.ts';
import { useMobileBar } from './mobile-bar-context.ts';
import classes from './search-bar.module.css';

type TabLayoutProps = {
  tab: BarTab;
  quick: ReactNode;
  /** Null when the tab offers no advanced search. */
  advanced: ReactNode | null;
  advancedShown: boolean;
  onToggleAdvanced: () => void;
  onClear: () => void;
  searching: boolean;
};

/**
 * One tab of the bar (search-area.md §2): the quick row, the Show/Hide filters toggle,
 * Clear filters, the advanced row and the search button. On a phone the search button
 * comes last, after the filters it applies.
 */
export function TabLayout({ tab, quick, advanced, advancedShown, onToggleAdvanced, onClear, searching }: TabLayoutProps) {
  const { t } = useTranslation();
  const mobile = useMobileBar();
  const [cleared, setCleared] = useState(false);
  const advancedId = `search-${tab}-advanced`;

  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(() => setCleared(false), CLEAR_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [cleared]);

  const searchButton = (
    <Button type="submit" loading={searching} leftSection={<IconSearch size={16} aria-hidden />} fullWidth={mobile} data-testid={`search-submit-${tab}`}>
      {t('search.submit')}
    </Button>
  );
  const tools = (
    <Group gap="xs" justify={mobile ? 'space-between' : 'flex-start'}>
      {advanced !== null ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconAdjustmentsHorizontal size={14} aria-hidden />}
          onClick={onToggleAdvanced}
          aria-expanded={advancedShown}
          aria-controls={advancedShown ? advancedId : undefined}
          data-testid={`advanced-toggle-${tab}`}
        >
          {advancedShown ? t('searchBar.hideFilters') : t('searchBar.showFilters')}
        </Button>
      ) : null}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconEraser size={14} aria-hidden />}
        disabled={searching}
        onClick={() => {
          setCleared(true);
          onClear();
        }}
        data-testid={`clear-filters-${tab}`}
      >
        {cleared ? t('searchBar.cleared') : t('searchBar.clearFilters')}
      </Button>
    </Group>
  );
  const advancedRow =
    advanced !== null && advancedShown ? (
      <div id={advancedId} role="group" aria-label={t('searchBar.advancedFilters')} className={classes.advancedGrid} data-testid={`advanced-row-${tab}`}>
        {advanced}
      </div>
    ) : null;

  if (mobile) {
    return (
      <Stack gap="sm">
        <Stack gap="sm">{quick}</Stack>
        {tools}
        {advancedRow}
        {searchButton}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <div className={classes.quickRow}>
        {quick}
        {searchButton}
      </div>
      {tools}
      {advancedRow}
    </Stack>
  );
}
