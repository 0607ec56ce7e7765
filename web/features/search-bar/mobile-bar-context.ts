import { createContext, useContext } from 'react';

/** Below the `sm` breakpoint the bar is laid out for a phone (the results page uses the same width). */
export const MOBILE_BAR_QUERY = '(max-width: 47.99em)';

/** True when the bar is laid out for a phone: its fields open a full-screen overlay. */
export const MobileBarContext = createContext(false);

export function useMobileBar(): boolean {
  return useContext(MobileBarContext);
}
