import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pagePaths } from '../../common/routes.ts';
import { useSession } from './session-context.tsx';

/** Signed-out visitors of a page that needs a session go to the home page, which signs them in and brings them back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { profile } = useSession();
  const location = useLocation();
  if (!profile) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${pagePaths.home}?next=${next}`} replace />;
  }
  return <>{children}</>;
}
