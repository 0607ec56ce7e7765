import { createContext, useContext } from 'react';

/** Submits the bar's form as if its search button were pressed (a picked suggestion searches at once). */
export const SubmitSearchContext = createContext<() => void>(() => undefined);

export function useSubmitSearch(): () => void {
  return useContext(SubmitSearchContext);
}
