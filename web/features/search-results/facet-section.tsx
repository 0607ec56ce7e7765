import { Accordion, Badge, Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-results.module.css';

/**
 * One facet of a results page's facets panel (the standards, metals and materials, and legislation
 * results): its title with the count of options chosen, and its options.
 */
export function FacetSection({ value, title, chosenCount, testId, children }: { value: string; title: string; chosenCount: number; testId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={value} data-facet={value} data-testid={testId}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {title}
          </Text>
          {chosenCount > 0 ? (
            <Badge size="sm" variant="filled" circle aria-label={t('results.facets.chosen', { chosen: chosenCount })}>
              {chosenCount}
            </Badge>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * The foot of a facets panel: how many changes wait for Apply (announced), Clear all and Apply
 * (the panel's form submits). In the drawer the buttons stay in reach while the options scroll.
 */
export function FacetActions({
  testIdPrefix,
  pending,
  canClear,
  busy,
  inDrawer,
  onClearAll,
}: {
  testIdPrefix: string;
  pending: number;
  canClear: boolean;
  busy: boolean;
  inDrawer: boolean;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" role="status" data-testid={`${testIdPrefix}-pending`}>
        {pending > 0 ? t('results.facets.pending', { count: pending }) : ''}
      </Text>
      <Group grow gap="xs" className={inDrawer ? classes.facetActions : undefined}>
        <Button
          variant="default"
          onClick={onClearAll}
          disabled={!canClear || busy}
          leftSection={<IconFilterOff size={16} aria-hidden />}
          data-testid={`${testIdPrefix}-clear`}
        >
          {t('results.facets.clearAll')}
        </Button>
        <Button
          type="submit"
          variant={pending > 0 ? 'filled' : 'light'}
          disabled={pending === 0}
          loading={busy}
          rightSection={
            pending > 0 ? (
              <Badge size="sm" circle variant="white" data-testid={`${testIdPrefix}-pending-count`}>
                {pending}
              </Badge>
            ) : null
          }
          data-testid={`${testIdPrefix}-apply`}
        >
          {t('results.facets.apply')}
        </Button>
      </Group>
    </>
  );
}
