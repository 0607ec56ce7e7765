import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAB_LABEL_KEYS, type BarTab } from './search-bar-tabs.ts';

type MoreTabsMenuProps = {
  /** The searches the desktop bar offers past its tabs. */
  tabs: BarTab[];
  /** The one of them the form is on, or null when it is on a tab. */
  active: BarTab | null;
  onChoose: (tab: BarTab) => void;
};

/**
 * The desktop bar's 'More searches' menu, after its two tabs: it lists the profile's other searches
 * and switches the form to the one chosen; its button then reads that search's name.
 */
export function MoreTabsMenu({ tabs, active, onChoose }: MoreTabsMenuProps) {
  const { t } = useTranslation();
  const activeName = active ? t(TAB_LABEL_KEYS[active]) : null;
  return (
    <Menu position="bottom-start" withinPortal zIndex={400}>
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          size="sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={activeName ? t('searchBar.moreTabsActive', { tab: activeName }) : undefined}
          data-active-tab={active ?? undefined}
          data-testid="search-more-tabs"
        >
          {activeName ?? t('searchBar.moreTabs')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {tabs.map((tab) => (
          <Menu.Item
            key={tab}
            onClick={() => onChoose(tab)}
            leftSection={<IconCheck size={14} aria-hidden style={{ visibility: tab === active ? 'visible' : 'hidden' }} />}
            aria-current={tab === active ? 'true' : undefined}
            data-testid={`search-more-tab-${tab}`}
          >
            {t(TAB_LABEL_KEYS[tab])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
