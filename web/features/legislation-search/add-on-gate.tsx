import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationAddOnState } from '../../../common/legislation/legislation-panels.contract.ts';
import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationStatus } from '../../api/legislation.api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SeatRequestButton } from '../app-switcher/seat-request-button.tsx';

type AddOnEntry = { state: LegislationAddOnState; requestPending: boolean; canRequest: boolean };

/** The user's standing on an add-on, from the switcher's status call (GET ipdPaths.status). */
export function useAddOnState(addOn: LegislationAddOn) {
  const status = useLegislationStatus(true);
  const entry: AddOnEntry | null = status.data?.addOns.find((one) => one.addOn === addOn) ?? null;
  return { status, entry, unlocked: entry?.state === 'unlocked' };
}

/**
 * Draws its children only when the user's add-on is unlocked; otherwise says why not and how to
 * get access (a seat request to the organisation's administrators), instead of a search that fails.
 */
export function AddOnGate({ addOn, heading, children }: { addOn: LegislationAddOn; /** The page's heading, when the page draws none above the gate. */ heading?: string; children: ReactNode }) {
  const { status, entry } = useAddOnState(addOn);
  return (
    <QueryState isPending={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
      {entry && entry.state !== 'unlocked' ? (
        <Stack gap="lg">
          {heading ? <Title order={1}>{heading}</Title> : null}
          <AddOnLocked addOn={addOn} entry={entry} />
        </Stack>
      ) : (
        children
      )}
    </QueryState>
  );
}

function AddOnLocked({ addOn, entry }: { addOn: LegislationAddOn; entry: AddOnEntry }) {
  const { t } = useTranslation();
  const name = t(`legislation.addOns.${addOn}`);
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('legislation.pages.locked.title', { name })} data-testid="add-on-locked" data-state={entry.state}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`legislation.switcher.how.${entry.state === 'unlocked' ? 'notSubscribed' : entry.state}`)}</Text>
        {entry.canRequest || entry.requestPending ? <SeatRequestButton addOn={addOn} pending={entry.requestPending} /> : null}
        <Anchor component={Link} to={pagePaths.home} size="sm">
          {t('legislation.pages.locked.home')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
