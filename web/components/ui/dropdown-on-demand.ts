import { useState } from 'react';

/**
 * A popover's or menu's dropdown made when its button is first reached (pointed at, pressed or
 * focused) rather than with the page: a closed Mantine dropdown still mounts its portal, a state set
 * inside the app's first commit. Made before it opens, the dropdown sees itself open, so it gives the
 * focus back to its button when it closes; made, it stays, and keeps its closing transition.
 */
export function useDropdownOnDemand(opened: boolean) {
  const [made, setMade] = useState(opened);
  if (opened && !made) setMade(true);
  const make = () => setMade(true);
  return { made: made || opened, targetProps: { onFocus: make, onPointerEnter: make, onPointerDown: make } };
}
