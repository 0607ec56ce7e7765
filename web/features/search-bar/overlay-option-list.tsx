import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterOptions, type FieldOption } from './selection-summary.ts';
import classes from './search-bar.module.css';

type OverlayOptionListProps = {
  label: string;
  options: FieldOption[];
  loading: boolean;
  /** One choice (radios, with 'Any' first) or several (checkboxes). */
  multiple: boolean;
  /** A single-select that may be left empty offers 'Any' first. */
  withAny?: boolean;
  selected: string[];
  onChange: (selected: string[]) => void;
};

/** The overlay's filter box and options; an empty list says 'No results found.' (search-area.md §2). */
export function OverlayOptionList({ label, options, loading, multiple, withAny = true, selected, onChange }: OverlayOptionListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = filterOptions(options, query);

  let list;
  if (loading) {
    list = (
      <Text size="sm" c="dimmed" role="status">
        {t('common.loading')}
      </Text>
    );
  } else if (shown.length === 0) {
    list = (
      <Text size="sm" c="dimmed" role="status" data-testid="overlay-no-results">
        {t('common.noResults')}
      </Text>
    );
  } else if (multiple) {
    list = (
      <Checkbox.Group value={selected} onChange={onChange} aria-label={label}>
        <Stack gap="sm" py="xs">
          {shown.map((option) => (
            <Checkbox key={option.id} value={option.id} label={option.text} classNames={{ label: classes.wrapAnywhere }} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  } else {
    list = (
      <Radio.Group value={selected[0] ?? ''} onChange={(value) => onChange(value === '' ? [] : [value])} aria-label={label}>
        <Stack gap="sm" py="xs">
          {withAny && query.trim() === '' ? <Radio value="" label={t('searchBar.any')} /> : null}
          {shown.map((option) => (
            <Radio key={option.id} value={option.id} label={option.text} classNames={{ label: classes.wrapAnywhere }} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={t('searchBar.overlay.filter')}
        placeholder={t('searchBar.overlay.filterPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={14} aria-hidden />}
        data-autofocus
        data-testid="overlay-filter"
      />
      {multiple && selected.length > 0 ? (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
            {t('searchBar.overlay.clearSelection')}
          </Button>
        </Group>
      ) : null}
      {list}
    </Stack>
  );
}
