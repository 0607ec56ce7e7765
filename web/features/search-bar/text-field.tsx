import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../../../common/search/search-criteria.values.ts';
import { FieldOverlay } from './field-overlay.tsx';
import { useMobileBar } from './mobile-bar-context.ts';
import { OverlayTrigger } from './overlay-trigger.tsx';
import classes from './search-bar.module.css';
import { SuggestInput } from './suggest-input.tsx';
import type { SuggestKind } from './use-suggestions.ts';

type TextFieldProps = {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Suggestions the box offers: 'xref' (the 'search within' box), a metals field. */
  suggest?: SuggestKind;
  /** A suggestion was picked (its value is in the box by then, unless clearOnPick). */
  onPicked?: (value: string) => void;
  clearOnPick?: boolean;
  testId: string;
};

/** An advanced text field: a box on desktop; on a phone a full-screen overlay holding the box. */
export function TextField({ label, description, value, onChange, placeholder, suggest, onPicked, clearOnPick, testId }: TextFieldProps) {
  const mobile = useMobileBar();
  const [opened, setOpened] = useState(false);

  const box = (inOverlay: boolean) =>
    suggest ? (
      <SuggestInput
        kind={suggest}
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onPicked={onPicked}
        clearOnPick={clearOnPick}
        onEnter={inOverlay ? () => setOpened(false) : undefined}
        autoFocus={inOverlay}
        testId={inOverlay ? `${testId}-input` : testId}
      />
    ) : (
      <TextInput
        label={label}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (inOverlay && event.key === 'Enter') setOpened(false);
        }}
        maxLength={SEARCH_TEXT_MAX}
        data-autofocus={inOverlay || undefined}
        classNames={{ root: classes.growField }}
        data-testid={inOverlay ? `${testId}-input` : testId}
      />
    );

  if (!mobile) return box(false);
  return (
    <>
      <OverlayTrigger label={label} summary={value} placeholder={placeholder} onOpen={() => setOpened(true)} testId={testId} />
      <FieldOverlay opened={opened} onClose={() => setOpened(false)} title={label}>
        {box(true)}
      </FieldOverlay>
    </>
  );
}
