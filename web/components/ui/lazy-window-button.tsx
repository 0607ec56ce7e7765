import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { logClientFailure } from '../../app/client-log.ts';
import { HintTooltip } from './hint-tooltip.tsx';

export type LazyWindowProps = { opened: boolean; onClose: () => void };

/** How a window's button looks where it is placed. */
export type LazyWindowButtonLook = {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** Only the icon, its name in a tooltip (a narrow toolbar keeps its lines). */
  compact?: boolean;
};

/**
 * A button that opens a window whose code downloads when the pointer or the focus reaches the
 * button, not with the page (the AI chat and compare windows). The window stays mounted from its
 * first opening on, so closing keeps its state and the modal its transition.
 */
export function LazyWindowButton({
  load,
  renderWindow,
  text,
  label,
  icon: IconOf,
  testId,
  failure,
  size,
  variant = 'light',
  compact = false,
}: LazyWindowButtonLook & {
  /** Downloads the window's code (the same import the window's lazy component makes). */
  load: () => Promise<unknown>;
  renderWindow: (props: LazyWindowProps) => ReactNode;
  text: string;
  /** The button's accessible name, naming what it opens on. */
  label: string;
  icon: Icon;
  testId: string;
  /** Logged when the window's code cannot be downloaded. */
  failure: string;
}) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loading, setLoading] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const open = () => {
    if (mounted) {
      setOpened(true);
      return;
    }
    setLoading(true);
    load()
      .then(() => {
        setMounted(true);
        setOpened(true);
      })
      .catch((error: unknown) => logClientFailure(failure, error))
      .finally(() => setLoading(false));
  };
  const common = { loading, onClick: open, onPointerEnter: preload, onFocus: preload, 'aria-label': label, 'aria-haspopup': 'dialog' as const, 'data-testid': testId };
  return (
    <>
      {compact ? (
        <HintTooltip label={text} withinPortal>
          <ActionIcon variant={variant} size="lg" {...common}>
            <IconOf size={18} aria-hidden />
          </ActionIcon>
        </HintTooltip>
      ) : (
        <Button variant={variant} size={size} leftSection={<IconOf size={16} aria-hidden />} {...common}>
          {text}
        </Button>
      )}
      {mounted ? <Suspense fallback={null}>{renderWindow({ opened, onClose: () => setOpened(false) })}</Suspense> : null}
    </>
  );
}
