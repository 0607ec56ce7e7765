import { MultiSelect, Pill } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldOverlay } from './field-overlay.tsx';
import { useMobileBar } from './mobile-bar-context.ts';
import { OverlayOptionList } from './overlay-option-list.tsx';
import { OverlayTrigger } from './overlay-trigger.tsx';
import { summariseSelection, type FieldOption } from './selection-summary.ts';

export type MultiSelectFieldProps = {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  options: FieldOption[];
  loading: boolean;
  onOpen?: () => void;
  /** A shorter text for the desktop tags (a publisher's code), the full text as their title. */
  pillText?: (option: FieldOption) => string;
  testId: string;
};

/**
 * A multi-select: tags in a searchable dropdown on desktop; on a phone a full-screen
 * overlay, the closed field reading 'All selected', the joined names or 'N selected'.
 */
export function MultiSelectField({ label, values, onChange, options, loading, onOpen, pillText, testId }: MultiSelectFieldProps) {
  const { t } = useTranslation();
  const mobile = useMobileBar();
  const [opened, setOpened] = useState(false);

  if (mobile) {
    const summary = summariseSelection(values, options);
    const text =
      summary.kind === 'all'
        ? t('searchBar.allSelected')
        : summary.kind === 'count'
          ? t('searchBar.selectedCount', { number: summary.count })
          : summary.kind === 'names'
            ? summary.names
            : '';
    const open = () => {
      onOpen?.();
      setOpened(true);
    };
    return (
      <>
        <OverlayTrigger label={label} summary={text} placeholder={t('searchBar.any')} onOpen={open} testId={testId} />
        <FieldOverlay opened={opened} onClose={() => setOpened(false)} title={label}>
          <OverlayOptionList label={label} options={options} loading={loading} multiple selected={values} onChange={onChange} />
        </FieldOverlay>
      </>
    );
  }

  return (
    <MultiSelect
      label={label}
      value={values}
      onChange={onChange}
      data={options.map((option) => ({ value: option.id, label: option.text }))}
      placeholder={values.length === 0 ? t('searchBar.any') : undefined}
      searchable
      clearable
      nothingFoundMessage={loading ? t('common.loading') : t('common.noResults')}
      onDropdownOpen={onOpen}
      renderPill={
        pillText
          ? ({ option, value, onRemove, disabled }) => {
              const text = option?.label ?? String(value);
              return (
                <Pill withRemoveButton onRemove={onRemove} disabled={disabled} title={text}>
                  {pillText({ id: String(value), text })}
                </Pill>
              );
            }
          : undefined
      }
      comboboxProps={{ zIndex: 400 }}
      clearButtonProps={{ 'aria-label': t('searchBar.clearField', { field: label }) }}
      data-testid={testId}
    />
  );
}
