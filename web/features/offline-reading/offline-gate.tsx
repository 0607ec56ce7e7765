import { Navigate, Outlet, useLocation } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { isOfflineMode } from './offline-flags.ts';

const READER_PREFIX = '/management/reader/';

/** In offline mode every page leads to the offline page, but the reader (which reads the browser's copies). */
export function OfflineGate() {
  const { pathname } = useLocation();
  if (isOfflineMode() && pathname !== pagePaths.offline && !pathname.startsWith(READER_PREFIX)) return <Navigate to={pagePaths.offline} replace />;
  return <Outlet />;
}
