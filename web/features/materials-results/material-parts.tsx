import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconExternalLink } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { isMatched, websiteHref, websiteText } from './material-values.ts';
import classes from './materials-results.module.css';
import type { MaterialsLabels } from './use-materials-labels.ts';

export type Fact = { key: string; label: string; value: ReactNode };

/** A record's facts as label and value pairs (a description list); empty values are left out. */
export function Facts({ facts, testId }: { facts: Fact[]; testId?: string }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={classes.facts} data-testid={testId}>
      {shown.map((fact) => (
        <div key={fact.key} className={classes.fact} data-field={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The governing standard: a link to its document's page when the catalogue holds it (the current
 * version: version 0), else its number as text.
 */
export function StandardLink({ standard, docId }: { standard: string | null; docId: number | null }) {
  if (!standard) return null;
  if (docId === null) return <span data-testid="metal-standard">{standard}</span>;
  return (
    <Anchor component={Link} to={pagePaths.version(0, docId)} size="sm" underline="always" data-testid="metal-standard-link">
      {standard}
    </Anchor>
  );
}

/** A supplier's website, opening in a new tab (and saying so to screen readers). */
export function WebsiteLink({ website, name }: { website: string | null; name: string }) {
  const { t } = useTranslation();
  const href = websiteHref(website);
  if (!href) return website ? <span>{website}</span> : null;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      underline="always"
      className={classes.wrapAnywhere}
      aria-label={t('materialsResults.list.websiteOf', { name, website: websiteText(href) })}
      data-testid="supplier-website"
    >
      {websiteText(href)}
      <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: '-2px' }} />
    </Anchor>
  );
}

/** One chip: a name and its value; one the search asked about is marked by a border, a tint, a check and words. */
function Chip({ name, value, matched, testId }: { name: string; value: string; matched: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <li className={classes.chip} data-matched={matched} data-testid={testId}>
      {matched ? <IconCircleCheckFilled size={14} aria-hidden color="var(--mantine-color-blue-7)" /> : null}
      <span className={classes.chipName}>{name}</span> <span>{value}</span>
      {matched ? <VisuallyHidden component="span">{` (${t('materialsResults.list.matched')})`}</VisuallyHidden> : null}
    </li>
  );
}

/** A labelled list of chips, or nothing when the record has none. */
function ChipList({ title, children, testId }: { title: string; children: ReactNode[]; testId: string }) {
  const id = useId();
  if (children.length === 0) return null;
  return (
    <div>
      <Text id={id} size="xs" fw={600} c="dimmed" mb={4}>
        {title}
      </Text>
      <ul className={classes.chips} aria-labelledby={id} data-testid={testId}>
        {children}
      </ul>
    </div>
  );
}

/** A metal's chemical composition in mass percent, the elements the search asked about marked. */
export function CompositionChips({
  composition,
  matched,
  labels,
}: {
  composition: readonly { element: string; min: number | null; max: number | null }[];
  matched: readonly string[];
  labels: MaterialsLabels;
}) {
  const { t } = useTranslation();
  return (
    <ChipList title={t('materialsResults.list.compositionPercent')} testId="metal-composition">
      {composition.map((range) => {
        const value = range.min === null && range.max === null ? t('materialsResults.list.balance') : labels.range(range.min, range.max);
        return <Chip key={range.element} name={range.element} value={value} matched={isMatched(matched, range.element)} testId="metal-composition-item" />;
      })}
    </ChipList>
  );
}

/** The key properties of a metal (already in the popup's units), those the search asked about marked. */
export function PropertyChips({ properties, matched, labels }: { properties: readonly PropertyShown[]; matched: readonly string[]; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <ChipList title={t('materialsResults.list.keyProperties')} testId="metal-properties">
      {properties.map((property) => (
        <Chip
          key={property.key}
          name={labels.property(property.key, property.name)}
          value={labels.measured(property.min, property.max, property.unit)}
          matched={isMatched(matched, property.key)}
          testId="metal-property-item"
        />
      ))}
    </ChipList>
  );
}
