import type { Services } from '../services.ts';
import type { JobHandlers, JobSchedules } from './job-registry.ts';

/** Which service runs each job: the handlers are thin, the rules live in the modules. */
export function jobHandlersFor(services: Services): JobHandlers {
  return {
    'exports.run': async ({ exportId }, context) => services.exports.run(exportId, context),
    'exports.purge': async () => {
      await services.exports.purgeExpired();
    },
    'alerts.run': async () => {
      await services.savedSearches.runAlerts();
    },
    'watches.notify': async () => {
      await services.watches.notifyChanges();
    },
  };
}

export function jobSchedulesFor(services: Services): JobSchedules {
  const { config } = services.platform;
  return {
    'alerts.run': config.alertsCron,
    'watches.notify': config.watchNotifyCron,
    'exports.purge': '17 3 * * *',
  };
}
