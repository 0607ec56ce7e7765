import { ActionIcon, Popover, Stack, Text } from '@mantine/core';
import { IconGridDots } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGISLATION_ADD_ONS } from '../../../common/legislation/legislation.values.ts';
import { useLegislationStatus } from '../../api/legislation.api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AddOnEntry, CurrentAppEntry } from './app-switcher-entries.tsx';
import classes from './app-switcher.module.css';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';
import { useDropdownOnDemand } from '../../components/ui/dropdown-on-demand.ts';

/**
 * The nine-dots app switcher (portal-area.md §2): Normscope, where the user is, and the
 * legislation and EU-law add-ons, each with its state from getLawlexStatus. It is a dialog
 * rather than a menu because a locked add-on holds an explanation and a button, not one action:
 * Tab moves through it, Escape closes it and gives the focus back to the button.
 */
export function AppSwitcher() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const status = useLegislationStatus(opened);
  const dropdown = useDropdownOnDemand(opened);
  const close = () => setOpened(false);
  const addOns = status.data?.addOns ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      trapFocus
      returnFocus
      closeOnEscape
      withinPortal
      // The button sits in the fixed header, so the dropdown is fixed too. An absolute dropdown is part of the
      // page's width: the moment it reached past the right edge (after a resize or a rotation), a phone's browser
      // widened the page to fit it, which moved the header's button and the dropdown with it, further right.
      floatingStrategy="fixed"
      // Never hidden while open: it holds the focus (trapFocus), and a dropdown hidden because its button left the
      // screen dropped the focus on the page, where Escape no longer closed it nor gave the focus back to the button.
      hideDetached={false}
    >
      <Popover.Target>
        <HintTooltip label={t('legislation.switcher.button')} withArrow disabled={opened}>
          <ActionIcon
            variant={opened ? 'light' : 'subtle'}
            size="lg"
            aria-label={t('legislation.switcher.button')}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
            {...dropdown.targetProps}
            data-testid="app-switcher"
          >
            <IconGridDots size={20} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      </Popover.Target>
      {dropdown.made ? (
        <Popover.Dropdown role="dialog" aria-labelledby={titleId} className={classes.dropdown} data-testid="app-switcher-panel">
          <Stack gap="xs">
            <Text id={titleId} fw={600} size="sm">
              {t('legislation.switcher.title')}
            </Text>
            <ul className={classes.list}>
              <CurrentAppEntry onNavigate={close} />
            </ul>
            <QueryState isPending={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
              <ul className={classes.list}>
                {LEGISLATION_ADD_ONS.map((addOn) => {
                  const state = addOns.find((entry) => entry.addOn === addOn);
                  return state ? <AddOnEntry key={addOn} addOn={state} onNavigate={close} /> : null;
                })}
              </ul>
            </QueryState>
          </Stack>
        </Popover.Dropdown>
      ) : null}
    </Popover>
  );
}
