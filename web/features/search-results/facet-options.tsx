import { Checkbox, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FACET_SEARCH_BOX_THRESHOLD } from '../../../common/domain/constants.ts';
import type { Facet } from '../../../common/search/search-results.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import classes from './search-results.module.css';

export type LabelledOption = Facet['options'][number] & { label: string };

/** Class names that spread an option's label across the row, its count on the right. */
export const optionClassNames = { body: classes.optionBody, labelWrapper: classes.optionLabelWrapper, label: classes.optionLabel };

/** An option's name and count; the space between them keeps the accessible name readable ("IEC 5"). */
export function OptionLabel({ option }: { option: LabelledOption }) {
  const { formatNumber } = useFormatters();
  return (
    <>
      <span>{option.label}</span>{' '}
      <span className={classes.optionCount}>{formatNumber(option.count)}</span>
    </>
  );
}

/**
 * The options of one facet: checkboxes, or radios for a one-choice facet. A box to
 * narrow the list appears from FACET_SEARCH_BOX_THRESHOLD options on (search-area.md §9).
 */
export function FacetOptions({
  facetLabel,
  kind,
  options,
  chosen,
  onToggle,
  anyOptionLabel,
}: {
  facetLabel: string;
  kind: Facet['kind'];
  options: LabelledOption[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  /** A radio facet may offer 'any' (id '') so a choice can be taken back. */
  anyOptionLabel?: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const visible = needle === '' ? options : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));

  const label = (option: LabelledOption): ReactNode => <OptionLabel option={option} />;

  const list =
    kind === 'radio' ? (
      <Radio.Group value={chosen[0] ?? ''} onChange={onToggle} aria-label={facetLabel}>
        <Stack gap={6}>
          {anyOptionLabel ? <Radio value="" label={anyOptionLabel} /> : null}
          {visible.map((option) => (
            <Radio key={option.id} value={option.id} label={label(option)} classNames={optionClassNames} />
          ))}
        </Stack>
      </Radio.Group>
    ) : (
      <Stack gap={6} role="group" aria-label={facetLabel}>
        {visible.map((option) => (
          <Checkbox
            key={option.id}
            label={label(option)}
            checked={chosen.includes(option.id)}
            onChange={() => onToggle(option.id)}
            classNames={optionClassNames}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs">
      {options.length >= FACET_SEARCH_BOX_THRESHOLD ? (
        <TextInput
          size="xs"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          aria-label={t('results.facets.filterOptions', { facet: facetLabel })}
          placeholder={t('results.facets.filterOptions', { facet: facetLabel })}
          leftSection={<IconSearch size={14} aria-hidden />}
        />
      ) : null}
      {visible.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('common.noResults')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          {list}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
