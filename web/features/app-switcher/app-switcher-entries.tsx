import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuildingBank, IconLock, IconScale, IconSearch } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegislationStatus } from '../../../common/legislation/legislation-panels.contract.ts';
import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationRedirect } from '../legislation-panels/use-legislation-redirect.ts';
import { SeatRequestButton } from './seat-request-button.tsx';
import classes from './app-switcher.module.css';

type AddOnStatus = LegislationStatus['addOns'][number];

const ADD_ON_ICONS: Record<LegislationAddOn, ReactNode> = {
  legislation: <IconScale size={22} aria-hidden />,
  euLaw: <IconBuildingBank size={22} aria-hidden />,
};

function EntryFrame({ icon, locked, testId, state, children }: { icon: ReactNode; locked?: boolean; testId: string; state: string; children: ReactNode }) {
  return (
    <li className={classes.entry} data-testid={testId} data-state={state}>
      <span className={classes.entryIcon} data-locked={locked || undefined}>
        {icon}
      </span>
      <Stack gap={4} className={classes.entryBody}>
        {children}
      </Stack>
    </li>
  );
}

/** Normscope itself: the app the user is in, a link back to its home. */
export function CurrentAppEntry({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <EntryFrame icon={<IconSearch size={22} aria-hidden />} testId="app-switcher-normscope" state="current">
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={pagePaths.home} onClick={onNavigate} fw={600} size="sm" aria-current="true">
          {t('app.name')}
        </Anchor>
        <Badge size="xs" variant="light">
          {t('legislation.switcher.current')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('legislation.switcher.normscopeText')}
      </Text>
    </EntryFrame>
  );
}

/**
 * One add-on: unlocked, a link that goes through the redirect call (module appSwitcher); locked, a
 * lock and how to get access, with the seat request when the user may ask for one.
 */
export function AddOnEntry({ addOn, onNavigate }: { addOn: AddOnStatus; onNavigate: () => void }) {
  const { t } = useTranslation();
  const redirect = useLegislationRedirect();
  const name = t(`legislation.addOns.${addOn.addOn}`);
  const testId = `app-switcher-${addOn.addOn}`;

  if (addOn.state === 'unlocked') {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (redirect.busyUrl) return;
      void redirect.open({ addOn: addOn.addOn, module: 'appSwitcher', url: addOn.dashboardUrl, log: false }).then(onNavigate);
    };
    return (
      <EntryFrame icon={ADD_ON_ICONS[addOn.addOn]} testId={testId} state="unlocked">
        <Anchor href={addOn.dashboardUrl} onClick={follow} fw={600} size="sm" aria-busy={redirect.busyUrl !== null || undefined} data-testid="app-switcher-open">
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t(`legislation.switcher.text.${addOn.addOn}`)}
        </Text>
      </EntryFrame>
    );
  }

  return (
    <EntryFrame icon={ADD_ON_ICONS[addOn.addOn]} locked testId={testId} state={addOn.state}>
      <Group gap={6} wrap="nowrap">
        <IconLock size={16} aria-hidden className={classes.lock} />
        <Text fw={600} size="sm">
          {name}
          <VisuallyHidden>{` (${t('legislation.switcher.locked')})`}</VisuallyHidden>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`legislation.switcher.how.${addOn.state}`)}
      </Text>
      {addOn.canRequest || addOn.requestPending ? <SeatRequestButton addOn={addOn.addOn} pending={addOn.requestPending} /> : null}
    </EntryFrame>
  );
}
