import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconRoute, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourSection } from '../../../common/home/home.values.ts';
import { useSetTourSection, useTourSections } from '../../api/home.api.ts';
import { useSession } from '../../app/session-context.tsx';
import { logClientFailure } from '../../app/client-log.ts';
import { TOUR_STEPS } from './tour-steps.ts';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/**
 * Offers the tour's section of this page while the user has neither finished nor dismissed it
 * (portal-area.md §2, §4 "Tour guide"): a first sign-in meets the dashboard's offer, and each
 * page offers its own once. Starting it walks through the page's real elements; finishing or
 * closing it marks it, and the user menu offers the whole tour again.
 */
export function TourOffer({ section }: { section: TourSection }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const sections = useTourSections(Boolean(profile));
  const setSection = useSetTourSection();
  const [running, setRunning] = useState(false);
  const state = sections.data?.sections.find((entry) => entry.id === section)?.state;
  if (!profile || state !== 'new' || running) return null;

  const mark = (value: 'completed' | 'dismissed') => setSection.mutate({ key: section, value });
  const start = async () => {
    setRunning(true);
    try {
      const { runTour } = await import('./run-tour.ts');
      const outcome = await runTour(TOUR_STEPS[section], {
        step: (key) => ({ title: t(`tour.${section}.${key}.title`), description: t(`tour.${section}.${key}.text`) }),
        next: t('tour.next'),
        previous: t('tour.previous'),
        done: t('tour.done'),
        close: t('tour.close'),
        progress: t('tour.progress', { current: '{{current}}', total: '{{total}}', interpolation: { escapeValue: false } }),
      });
      mark(outcome);
    } catch (error) {
      logClientFailure('The tour could not start.', error);
      setRunning(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)" data-testid={`tour-offer-${section}`} role="region" aria-label={t('tour.offerLabel')}>
      {/* On a phone the buttons go under the sentence rather than squeezing it. */}
      <Group justify="space-between" wrap="wrap" gap="xs" align="center">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <IconRoute size={20} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t(`tour.${section}.offer`)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Button size="xs" onClick={() => void start()} data-testid="tour-start">
            {t('tour.start')}
          </Button>
          <HintTooltip label={t('tour.notNow')} withinPortal>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('tour.notNow')} onClick={() => mark('dismissed')} data-testid="tour-dismiss">
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </HintTooltip>
        </Group>
      </Group>
    </Paper>
  );
}
