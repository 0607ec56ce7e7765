import { logClientFailure } from '../client-log.ts';

/**
 * Registers the installed app's service worker (issue 22) once the page is idle (or after a few seconds
 * at most): its code loads only then, so neither the download nor the worker's precaching competes with
 * the first screen, and the first visit's JavaScript budget (e2e/first-load.spec.ts) does not grow.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register-service-worker.ts')
      .then((worker) => worker.registerServiceWorker())
      .catch((error: unknown) => logClientFailure('The service worker could not be registered', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
