import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { groupProperties } from './material-values.ts';
import classes from './materials-results.module.css';
import type { MaterialsLabels } from './use-materials-labels.ts';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/*
 * The parts the metal, material and supplier pages share (web/pages/metal, material, …-supplier):
 * their sections, tables, loading shape and the pages for an unknown record or missing data.
 */

/** A titled section of a record page, named by its heading. */
export function RecordSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Back to where the user came from (the results), when the app brought them here. */
export function BackButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (location.key === 'default') return null;
  return (
    <Group>
      <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => void navigate(-1)} data-testid="record-back">
        {t('metalPage.back')}
      </Button>
    </Group>
  );
}

/** The loading shape of a record page. */
export function RecordSkeleton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')} data-testid={testId}>
      <LoadingPlaceholder height={34} width="40%" />
      <LoadingPlaceholder height={16} width="70%" />
      <LoadingPlaceholder height={120} />
      <LoadingPlaceholder height={22} width="25%" />
      <LoadingPlaceholder height={160} />
    </Stack>
  );
}

/** The page of a record that does not exist, or of data the subscription does not include. */
const PROBLEM_KEYS = {
  metal: { notFound: 'metalPage', forbidden: 'metalPage' },
  supplier: { notFound: 'supplierPage', forbidden: 'metalPage' },
  material: { notFound: 'materialPage', forbidden: 'materialPage' },
  materialSupplier: { notFound: 'materialSupplierPage', forbidden: 'materialPage' },
} as const;

export function RecordProblem({ problem, what }: { problem: 'notFound' | 'forbidden'; what: keyof typeof PROBLEM_KEYS }) {
  const { t } = useTranslation();
  const forbidden = problem === 'forbidden';
  const Icon = forbidden ? IconLock : IconSearchOff;
  const keys = PROBLEM_KEYS[what];
  return (
    <Stack align="flex-start" gap="sm" py="xl" data-testid={forbidden ? 'record-forbidden' : 'record-not-found'}>
      <Icon size={32} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1}>{t(forbidden ? `${keys.forbidden}.forbiddenTitle` : `${keys.notFound}.notFoundTitle`)}</Title>
      <Text>{t(forbidden ? `${keys.forbidden}.forbidden` : `${keys.notFound}.notFound`)}</Text>
      {forbidden ? (
        <Text c="dimmed" size="sm">
          {t(`${keys.forbidden}.forbiddenHint`)}
        </Text>
      ) : null}
      <Group gap="sm">
        <BackButton />
        <Button component={Link} to={pagePaths.searchIndex} variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('display.newSearch')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A metal's whole chemical composition: element, minimum and maximum in mass percent; the base element reads "balance". */
export function CompositionTable({
  composition,
  caption,
  labels,
}: {
  composition: readonly { element: string; min: number | null; max: number | null }[];
  caption: string;
  labels: MaterialsLabels;
}) {
  const { t } = useTranslation();
  const cell = (value: number | null) => (value === null ? '—' : labels.number(value));
  return (
    <TableScroll label={caption}>
      <Table striped withTableBorder captionSide="top" className={classes.valueTable} data-testid="composition-table">
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="34%">
              {t('metalPage.element')}
            </Table.Th>
            <Table.Th scope="col" w="33%" className={classes.numberCell}>
              {t('metalPage.minPercent')}
            </Table.Th>
            <Table.Th scope="col" w="33%" className={classes.numberCell}>
              {t('metalPage.maxPercent')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {composition.map((range) => (
            <Table.Tr key={range.element} data-element={range.element}>
              <Table.Th scope="row">{range.element}</Table.Th>
              {range.min === null && range.max === null ? (
                <Table.Td colSpan={2} className={classes.numberCell}>
                  {t('materialsResults.list.balance')}
                </Table.Td>
              ) : (
                <>
                  <Table.Td className={classes.numberCell}>{cell(range.min)}</Table.Td>
                  <Table.Td className={classes.numberCell}>{cell(range.max)}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * A table that scrolls sideways on a narrow screen in its own box; the box takes the keyboard's
 * focus and names itself, so the hidden columns are reachable without a mouse (WCAG 2.1.1).
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** Every property of a metal by group (mechanical, thermal, …), each value with its unit in the popups' units. */
export function PropertyTables({ properties, labels }: { properties: readonly PropertyShown[]; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {groupProperties(properties).map(({ group, properties: list }) => (
        <Stack key={group} gap={6} data-testid="property-group" data-group={group}>
          <Title order={3} size="h5">
            {labels.group(group)}
          </Title>
          <TableScroll label={labels.group(group)}>
            <Table striped withTableBorder className={classes.valueTable} data-testid="property-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="46%">
                    {t('metalPage.property')}
                  </Table.Th>
                  <Table.Th scope="col" w="32%" className={classes.numberCell}>
                    {t('metalPage.value')}
                  </Table.Th>
                  <Table.Th scope="col" w="22%">
                    {t('metalPage.unit')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((property) => (
                  <Table.Tr key={property.key} data-property={property.key}>
                    <Table.Th scope="row" fw={500}>
                      {labels.property(property.key, property.name)}
                    </Table.Th>
                    <Table.Td className={classes.numberCell}>{labels.range(property.min, property.max)}</Table.Td>
                    <Table.Td>{property.unit ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Stack>
      ))}
    </Stack>
  );
}

/** A list of linked names (a metal's suppliers, a supplier's metals); a name without a page stays text. */
export function LinkList({ items, testId }: { items: { key: string; name: string; href: string | null; note?: string | null }[]; testId: string }) {
  return (
    <ul className={classes.linkList} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          {item.href ? (
            <Anchor component={Link} to={item.href} size="sm" className={classes.wrapAnywhere}>
              {item.name}
            </Anchor>
          ) : (
            <Text span size="sm" className={classes.wrapAnywhere}>
              {item.name}
            </Text>
          )}
          {item.note ? (
            <Text span size="sm" c="dimmed">
              {' '}
              ({item.note})
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
