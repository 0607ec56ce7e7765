import { Input } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './search-bar.module.css';

/**
 * What a field shows on a phone while its overlay is closed: its label and its choice
 * (or a placeholder). The button is named by the label and described by the choice.
 */
export function OverlayTrigger({
  label,
  summary,
  placeholder,
  disabled,
  onOpen,
  testId,
}: {
  label: string;
  summary: string;
  placeholder: string;
  disabled?: boolean;
  onOpen: () => void;
  testId: string;
}) {
  const id = useId();
  const valueId = `${id}-value`;
  return (
    <Input.Wrapper label={label} id={id}>
      <button
        type="button"
        id={id}
        className={classes.trigger}
        disabled={disabled}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-describedby={valueId}
        data-testid={testId}
      >
        <span id={valueId} className={classes.triggerValue} data-placeholder={summary === '' || undefined}>
          {summary || placeholder}
        </span>
        <IconChevronRight size={16} aria-hidden className={classes.triggerIcon} />
      </button>
    </Input.Wrapper>
  );
}
