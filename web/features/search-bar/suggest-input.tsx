import { Autocomplete, Text } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_TEXT_MAX } from '../../../common/search/search-criteria.values.ts';
import classes from './search-bar.module.css';
import { useSuggestions, type SuggestKind } from './use-suggestions.ts';

type SuggestInputProps = {
  kind: SuggestKind;
  label: string;
  description?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once a picked suggestion is in the box (the quick boxes search at once), with its value. */
  onPicked?: (value: string) => void;
  /** A picked suggestion leaves the box empty (it goes to a list through onPicked instead). */
  clearOnPick?: boolean;
  /** Enter pressed in the box (an overlay closes on it; in the form, the form submits anyway). */
  onEnter?: () => void;
  leftSection?: ReactNode;
  autoFocus?: boolean;
  testId: string;
};

/**
 * A text box with suggestions (search-area.md §2): picking one puts its value in the
 * box; Enter cancels and hides them and lets the form submit as usual.
 */
export function SuggestInput({
  kind,
  label,
  description,
  placeholder,
  value,
  onChange,
  onPicked,
  clearOnPick = false,
  onEnter,
  leftSection,
  autoFocus,
  testId,
}: SuggestInputProps) {
  const { suggestions, onTyped, dismiss } = useSuggestions(kind);
  // Mantine reports the picked text through onChange too; that is not typing and must not ask again.
  const picking = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    dismiss();
    onEnter?.();
  };

  return (
    <Autocomplete
      // At most 10 suggestions, shown whole: a scrolling list would be a region the keyboard cannot scroll.
      withScrollArea={false}
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        if (picking.current) {
          picking.current = false;
          onChange(clearOnPick ? '' : next);
        } else {
          onChange(next);
          onTyped(next);
        }
      }}
      onOptionSubmit={(picked) => {
        picking.current = true;
        dismiss();
        flushSync(() => onChange(clearOnPick ? '' : picked));
        onPicked?.(picked);
      }}
      onKeyDown={onKeyDown}
      data={[...suggestions.keys()]}
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Text size="sm" className={classes.wrapAnywhere}>
          {'value' in option ? (suggestions.get(option.value) ?? option.value) : null}
        </Text>
      )}
      leftSection={leftSection}
      maxLength={SEARCH_TEXT_MAX}
      autoComplete="off"
      autoFocus={autoFocus}
      comboboxProps={{ zIndex: 400 }}
      classNames={{ root: classes.growField }}
      data-testid={testId}
    />
  );
}
