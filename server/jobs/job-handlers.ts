import type { Services } from '../services.ts';
import type { JobHandlers, JobSchedules } from './job-registry.ts';

/** Which service runs each job: the handlers are thin, the rules live in the modules. */
export function jobHandlersFor(services: Services): JobHandlers {
  return {
    'exports.run': async ({ exportId }, context) => services.exports.run(exportId, context),
    'exports.purge': async () => {
      await services.exports.purgeExpired();
    },
    'alerts.run': async (_payload, { signal }) => {
      // The saved EU-law searches' digest runs with the alerts, even when some alert failed; a failure of
      // either retries the job, and each records what it mailed, so the retry mails nothing twice.
      let failure: unknown;
      try {
        await services.savedSearches.runAlerts({ signal });
      } catch (error) {
        failure = error;
      }
      await services.legislationDigest.run({ signal });
      if (failure) throw failure;
    },
    'watches.notify': async (_payload, { signal }) => {
      await services.watches.notifyChanges({ signal });
    },
    'ai.index': async ({ versionId }) => {
      await services.ai.buildIndex(versionId);
    },
    'ai.index-sweep': async (_payload, { signal }) => {
      await services.ai.indexChangedVersions({ signal });
    },
    'ai.faq': async ({ versionId, language }) => {
      await services.ai.generateFaq(versionId, language);
    },
    'ai.compare': async ({ compareId }, context) => services.ai.runCompare(compareId, context),
    'legislation.feeds-poll': async (_payload, { signal }) => {
      await services.legislationFeeds.pollAll({ signal });
    },
  };
}

export function jobSchedulesFor(services: Services): JobSchedules {
  const { config } = services.platform;
  return {
    'alerts.run': config.alertsCron,
    'watches.notify': config.watchNotifyCron,
    'exports.purge': '17 3 * * *',
    'ai.index-sweep': config.ai.indexCron,
    'legislation.feeds-poll': config.legislationFeeds.cron,
  };
}
