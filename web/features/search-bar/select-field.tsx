import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldOverlay } from './field-overlay.tsx';
import { useMobileBar } from './mobile-bar-context.ts';
import { OverlayOptionList } from './overlay-option-list.tsx';
import { OverlayTrigger } from './overlay-trigger.tsx';
import type { FieldOption } from './selection-summary.ts';

export type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: FieldOption[];
  loading: boolean;
  /** The list is asked for on first open (search-area.md §4). */
  onOpen?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** False when the field always holds a choice (latest: what, when). */
  clearable?: boolean;
  testId: string;
};

/** A single-select: a searchable dropdown on desktop, a full-screen overlay on a phone. */
export function SelectField({ label, value, onChange, options, loading, onOpen, placeholder, disabled, clearable = true, testId }: SelectFieldProps) {
  const { t } = useTranslation();
  const mobile = useMobileBar();
  const [opened, setOpened] = useState(false);
  const shownPlaceholder = placeholder ?? t('searchBar.any');

  if (mobile) {
    const open = () => {
      onOpen?.();
      setOpened(true);
    };
    return (
      <>
        <OverlayTrigger
          label={label}
          summary={options.find((option) => option.id === value)?.text ?? value}
          placeholder={shownPlaceholder}
          disabled={disabled}
          onOpen={open}
          testId={testId}
        />
        <FieldOverlay opened={opened} onClose={() => setOpened(false)} title={label}>
          <OverlayOptionList
            label={label}
            options={options}
            loading={loading}
            multiple={false}
            withAny={clearable}
            selected={value === '' ? [] : [value]}
            onChange={(selected) => onChange(clearable ? (selected[0] ?? '') : (selected[0] ?? value))}
          />
        </FieldOverlay>
      </>
    );
  }

  return (
    <Select
      label={label}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      data={options.map((option) => ({ value: option.id, label: option.text }))}
      placeholder={shownPlaceholder}
      disabled={disabled}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      nothingFoundMessage={loading ? t('common.loading') : t('common.noResults')}
      onDropdownOpen={onOpen}
      comboboxProps={{ zIndex: 400 }}
      clearButtonProps={{ 'aria-label': t('searchBar.clearField', { field: label }) }}
      data-testid={testId}
    />
  );
}
