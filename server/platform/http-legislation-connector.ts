import { z } from 'zod';
import type { LegislationPanel } from '../../common/legislation/legislation.values.ts';
import type { ConnectorResult, LegislationConnector } from './legislation-connector.ts';

export type HttpLegislationConnectorOptions = { baseUrl: string; apiKey: string | undefined; timeoutSeconds: number };

/** The external service's resource of each panel (docs/legislation-connector.md). */
export const CONNECTOR_RESOURCES: Record<LegislationPanel, string> = {
  recentSearches: 'recent-searches',
  regulatoryNewsFeed: 'regulatory-newsfeed',
  euLawSavedSearches: 'eu-law/saved-searches',
};

const ListAnswer = z.object({
  items: z.array(z.object({ title: z.string().min(1), date: z.string().nullable().optional(), url: z.string().min(1) })),
  total: z.number().int().min(0),
  seeMoreUrl: z.string().min(1),
});

const ErrorAnswer = z.object({ error: z.enum(['not_registered', 'not_active']) });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

const failed = (detail: string): ConnectorResult => ({ ok: false, reason: 'failed', detail });

/** What a non-2xx answer means: the service's own "not registered" / "not active", else a failure. */
async function errorResult(response: Response): Promise<ConnectorResult> {
  const body = ErrorAnswer.safeParse(await response.json().catch(() => null));
  if (response.status === 403 && body.success) {
    return { ok: false, reason: body.data.error === 'not_registered' ? 'notRegistered' : 'notActive', detail: body.data.error };
  }
  return failed(`legislation service answered ${response.status}`);
}

/**
 * The connector to an external legislation service (`LEGISLATION_URL`): one GET per panel with the
 * bearer key, the user named by their e-mail address. A time-out, a network error, an unexpected
 * status or an answer that is not the documented JSON is a failure (errorCode 2).
 */
export function createHttpLegislationConnector({ baseUrl, apiKey, timeoutSeconds }: HttpLegislationConnectorOptions): LegislationConnector {
  const base = baseUrl.replace(/\/$/, '');
  const host = new URL(base).host;
  return {
    async readPanel(actor, panel, limit) {
      const url = `${base}/v1/users/${encodeURIComponent(actor.email)}/${CONNECTOR_RESOURCES[panel]}?limit=${limit}`;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          signal: AbortSignal.timeout(timeoutSeconds * 1000),
        });
        if (!response.ok) return await errorResult(response);
        const answer = ListAnswer.safeParse(await response.json());
        if (!answer.success) return failed('legislation service answered an unexpected shape');
        const items = answer.data.items.slice(0, limit).map((item) => ({
          title: item.title,
          date: item.date && ISO_DAY.test(item.date) ? item.date.slice(0, 10) : null,
          targetUrl: item.url,
        }));
        return { ok: true, page: { items, hasMore: answer.data.total > items.length, seeMoreUrl: answer.data.seeMoreUrl } };
      } catch (error) {
        return failed(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
    },
    host: () => host,
  };
}
