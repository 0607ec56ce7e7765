import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useEffect, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/** The tooltip options the app uses; the child is the element the hint names. */
export type HintTooltipProps = Pick<TooltipProps, 'label' | 'withArrow' | 'withinPortal' | 'multiline' | 'w' | 'position' | 'disabled'> & {
  /** One element that takes a ref: the button or icon the hint names. */
  children: ReactElement<ChildProps>;
};

/** Props a parent's target (Popover.Target, Menu.Target) gives, merged into the child's: both handlers run. */
function mergeProps(given: ChildProps, own: ChildProps): ChildProps {
  const merged: ChildProps = { ...given, ...own };
  for (const [name, value] of Object.entries(given)) {
    const ownValue = own[name];
    if (name.startsWith('on') && typeof value === 'function' && typeof ownValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        (value as (...a: unknown[]) => void)(...args);
        (ownValue as (...a: unknown[]) => void)(...args);
      };
    }
  }
  return merged;
}

/**
 * A tooltip on hover, as Mantine's, that costs nothing until a pointer first reaches its element:
 * each mounted Mantine Tooltip sets three states as it mounts (the floating reference, its position,
 * its portal), inside the app's first commit, and a page has dozens. The child is the same element
 * throughout (focus, drag and click handlers stay); the tooltip is a sibling attached to it by `target`.
 * It opens for a mouse or pen (not a touch, as Mantine's default) and closes on leaving or on Escape.
 */
export function HintTooltip(props: HintTooltipProps) {
  // A parent's target (Popover.Target, Menu.Target) clones this component with its own props and ref: they go to the child.
  const { children, disabled, label, withArrow, withinPortal, multiline, w, position, ref: givenRef, ...forwarded } = props as HintTooltipProps & ChildProps;
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, children.props.ref, givenRef);
  // null until first pointed at: no Mantine tooltip is mounted before.
  const [shown, setShown] = useState<boolean | null>(null);

  useEffect(() => {
    if (!shown) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [shown]);

  const own: ChildProps = {
    ...children.props,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      (children.props.onPointerEnter as ((e: PointerEvent<HTMLElement>) => void) | undefined)?.(event);
      if (event.pointerType !== 'touch') setShown(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      (children.props.onPointerLeave as ((e: PointerEvent<HTMLElement>) => void) | undefined)?.(event);
      setShown((value) => (value === null ? null : false));
    },
  };
  return (
    <>
      {cloneElement(children, { ...mergeProps(forwarded, own), ref })}
      {shown === null ? null : <Tooltip {...{ label, withArrow, withinPortal, multiline, w, position }} target={element} opened={shown && !disabled} />}
    </>
  );
}
