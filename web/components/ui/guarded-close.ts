import { useRef } from 'react';

/**
 * A window holding a confirmation dialog: while the confirmation is open, Escape is its own. Every
 * open Mantine modal closes on it (one window listener each, the confirmation's first), so the
 * window ignores a close asked for meanwhile.
 */
export function useGuardedClose(onClose: () => void) {
  const confirming = useRef(false);
  return {
    close: () => {
      if (!confirming.current) onClose();
    },
    setConfirming: (value: boolean) => {
      confirming.current = value;
    },
  };
}
