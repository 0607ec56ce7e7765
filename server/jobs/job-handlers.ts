import type { Services } from '../services.ts';
import type { JobHandlers, JobSchedules } from './job-registry.ts';

/** Which service runs each job: the handlers are thin, the rules live in the modules. */
export function jobHandlersFor(services: Services): JobHandlers {
  return {
    'exports.run': async () => {
      throw new Error('exports.run is not wired yet');
    },
    'exports.purge': async () => {
      throw new Error('exports.purge is not wired yet');
    },
    'alerts.run': async () => {
      throw new Error('alerts.run is not wired yet');
    },
    'watches.notify': async () => {
      void services;
      throw new Error('watches.notify is not wired yet');
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
