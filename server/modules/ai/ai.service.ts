import type { DatabaseHandle } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AnswerProvider } from '../../platform/answer-provider.ts';
import type { Logger } from '../../platform/logger.ts';
import type { ReaderService } from '../reader/index.ts';
import { createAiChat } from './ai-chat.service.ts';
import { createAiCompare } from './ai-compare.service.ts';
import { createAiFaqs } from './ai-faq.service.ts';
import { createAiHistory } from './ai-history.service.ts';
import { createAiIndexService } from './ai-index.service.ts';
import { createAiQuota } from './ai-quota.service.ts';

/** How many versions one sweep indexes; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

export type AiServiceDeps = {
  database: DatabaseHandle;
  reader: Pick<ReaderService, 'requireReadableVersion'>;
  jobs: Pick<JobQueue, 'send'>;
  provider: AnswerProvider;
  logger: Logger;
  chatUserQuota: number;
  compareUserQuota: number;
};

/** The AI assistant (issue 17): chat, history, quotas, FAQs and the retrieval indexes behind them; and AI compare (issue 18). */
export function createAiService(deps: AiServiceDeps) {
  const { database, reader, jobs, provider, logger } = deps;
  const retrieval = createAiIndexService(database);
  const quota = createAiQuota(database, { chatUserQuota: deps.chatUserQuota, compareUserQuota: deps.compareUserQuota });
  const chat = createAiChat({ database, reader, retrieval, provider, quota, logger });
  const history = createAiHistory(database);
  const faqs = createAiFaqs({ database, reader, jobs });
  const compare = createAiCompare({ database, reader, jobs, provider, quota, logger });

  return {
    providerName: provider.name,
    setup: chat.setup,
    prepareQuestion: chat.prepare,
    answerQuestion: chat.answer,
    history: history.history,
    searchHistory: history.search,
    messages: history.messages,
    generateTitle: history.generateTitle,
    renameChat: history.rename,
    rateMessage: history.rate,
    deleteChat: history.remove,
    chatQuota: quota.chatQuota,
    faq: faqs.faq,
    allFaqs: faqs.allFaqs,
    generateFaq: faqs.generate,
    buildIndex: retrieval.buildIndex,
    comparePrompts: compare.prompts,
    compareToc: compare.toc,
    startCompare: compare.start,
    compareStatus: compare.status,
    compareResult: compare.result,
    rateCompare: compare.rate,
    compareHistory: compare.history,
    deleteCompare: compare.remove,
    compareQuota: compare.compareQuota,
    runCompare: compare.run,

    /** The sweep: indexes versions whose full text is new or changed since their index was built. */
    async indexChangedVersions(options: { signal?: AbortSignal } = {}): Promise<number> {
      let built = 0;
      for (const versionId of await retrieval.versionsNeedingIndex(SWEEP_BATCH)) {
        if (options.signal?.aborted) break;
        await retrieval.buildIndex(versionId);
        built += 1;
      }
      if (built > 0) logger.info({ built }, 'AI retrieval indexes built');
      return built;
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
