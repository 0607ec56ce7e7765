import { useState } from 'react';
import { MultiSelectField, type MultiSelectFieldProps } from './multi-select-field.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';
import type { FieldOption } from './selection-summary.ts';
import { useLookupOptions, type LookupKey } from './use-lookup-options.ts';

/** A publisher is known by its code ('ISO'); its full name would crowd the tags. */
export const publisherCode = (option: FieldOption) => option.id;

/** A single-select over a server lookup list, asked for on first open or when a value needs its name. */
export function LookupSelectField({ fieldKey, ...props }: Omit<SelectFieldProps, 'options' | 'loading' | 'onOpen'> & { fieldKey: LookupKey }) {
  const [opened, setOpened] = useState(false);
  const { options, loading } = useLookupOptions(fieldKey, opened || props.value !== '');
  return <SelectField {...props} options={options} loading={loading} onOpen={() => setOpened(true)} />;
}

/** A multi-select over a server lookup list, asked for on first open or when values need their names. */
export function LookupMultiSelectField({ fieldKey, ...props }: Omit<MultiSelectFieldProps, 'options' | 'loading' | 'onOpen'> & { fieldKey: LookupKey }) {
  const [opened, setOpened] = useState(false);
  const { options, loading } = useLookupOptions(fieldKey, opened || props.values.length > 0);
  return <MultiSelectField {...props} options={options} loading={loading} onOpen={() => setOpened(true)} />;
}
