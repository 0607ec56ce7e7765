import { MultiSelect, Select, Switch, Textarea, TextInput, type ComboboxItem } from '@mantine/core';
import { useState } from 'react';
import type { OnboardingStepDetails } from '../../../common/onboarding/onboarding.contract.ts';
import type { OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';
import { fieldId, type FieldOf, type StepForm } from './use-step-form.ts';

type Details<S extends OnboardingStep> = OnboardingStepDetails[S];
/** The fields of a step whose value is of type V. */
type FieldsOfType<S extends OnboardingStep, V> = { [K in FieldOf<S>]: Details<S>[K] extends V ? (V extends Details<S>[K] ? K : never) : never }[FieldOf<S>];

type FieldProps<S extends OnboardingStep, V> = {
  form: StepForm<S>;
  field: FieldsOfType<S, V>;
  label: string;
  required?: boolean;
  description?: string;
  readOnly?: boolean;
};

/*
 * Mantine's inputs give an input with an error aria-invalid and aria-describedby naming the error
 * text, so each field's first failure is read with it.
 */

/** What every field of a step shares: its id, label, whether it is required, its first failure, and leaving it checks it. */
function frameOf<S extends OnboardingStep>(form: StepForm<S>, field: FieldOf<S>, label: string, required: boolean, description?: string) {
  return {
    id: fieldId(form.step, field),
    label,
    description,
    withAsterisk: required,
    'aria-required': required || undefined,
    onBlur: () => form.blur(field),
    error: form.error(field),
    'data-field': field,
  };
}

export function TextField<S extends OnboardingStep>({ form, field, label, required = false, description, readOnly, type, placeholder, autoComplete, inputMode }: FieldProps<S, string> & {
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}) {
  return (
    <TextInput
      {...frameOf(form, field, label, required, description)}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete ?? 'off'}
      inputMode={inputMode}
      readOnly={readOnly}
      value={form.values[field] as string}
      onChange={(event) => form.set(field, event.currentTarget.value as Details<S>[typeof field])}
    />
  );
}

export function TextAreaField<S extends OnboardingStep>({ form, field, label, description, readOnly }: FieldProps<S, string>) {
  return (
    <Textarea
      {...frameOf(form, field, label, false, description)}
      autosize
      minRows={3}
      maxRows={8}
      readOnly={readOnly}
      value={form.values[field] as string}
      onChange={(event) => form.set(field, event.currentTarget.value as Details<S>[typeof field])}
    />
  );
}

export function SelectField<S extends OnboardingStep>({ form, field, label, required = false, data, loading, readOnly }: FieldProps<S, string> & { data: ComboboxItem[]; loading?: boolean }) {
  return (
    <Select
      {...frameOf(form, field, label, required)}
      data={data}
      searchable
      clearable={!required}
      allowDeselect={false}
      readOnly={readOnly}
      disabled={loading}
      // A closed list keeps the page as wide as the screen; the options scroll within it.
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
      value={(form.values[field] as string) || null}
      onChange={(value) => {
        form.set(field, (value ?? '') as Details<S>[typeof field]);
        form.blur(field);
      }}
    />
  );
}

export function MultiSelectField<S extends OnboardingStep>({ form, field, label, description, data, readOnly }: FieldProps<S, string[]> & { data: ComboboxItem[] }) {
  return (
    <MultiSelect
      {...frameOf(form, field, label, false, description)}
      data={data}
      searchable
      hidePickedOptions
      readOnly={readOnly}
      maxDropdownHeight={260}
      value={form.values[field] as string[]}
      onChange={(value) => form.set(field, value as Details<S>[typeof field])}
    />
  );
}

/**
 * A whole number typed as text (digits only, held within min and max): Mantine's number input would bring
 * react-number-format into the file the pages share, which a first visit to the results downloads.
 */
export function NumberField<S extends OnboardingStep>({ form, field, label, required = false, description, min, max }: FieldProps<S, number> & { min: number; max: number }) {
  // What is typed, while the field is being edited (it may be empty for a moment); the form holds the number.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (digits: string) => Math.min(max, Math.max(min, digits === '' ? min : Number(digits)));
  return (
    <TextInput
      {...frameOf(form, field, label, required, description)}
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? String(form.values[field] as number)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, String(max).length);
        setDraft(digits);
        form.set(field, clamp(digits) as Details<S>[typeof field]);
      }}
      onBlur={() => {
        setDraft(null);
        form.blur(field);
      }}
    />
  );
}

export function SwitchField<S extends OnboardingStep>({ form, field, label, description }: FieldProps<S, boolean>) {
  return (
    <Switch
      id={fieldId(form.step, field)}
      // No on/off words in the track: Mantine's empty track label would stick out of it.
      styles={{ trackLabel: { display: 'none' } }}
      label={label}
      description={description}
      checked={form.values[field] as boolean}
      onChange={(event) => form.set(field, event.currentTarget.checked as Details<S>[typeof field])}
      data-field={field}
    />
  );
}
