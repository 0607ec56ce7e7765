import type { LegislationPanel } from '../../common/legislation/legislation.values.ts';

/** Whom a panel is read for: the user, their organisation and the address the external service knows them by. */
export type ConnectorActor = { userId: number; organisationId: number; email: string };

/** One item of a panel, its title uncut (the panels service cuts it for display). */
export type ConnectorItem = { title: string; date: string | null; targetUrl: string };

/** A panel's first items (at most the limit asked for), whether there are more, and where See more leads. */
export type ConnectorPage = { items: ConnectorItem[]; hasMore: boolean; seeMoreUrl: string };

/**
 * What reading a panel gave: its page, or why not. The service answers the external service's own
 * "not registered" / "not active" with errorCodes 1 and 3 and any other failure with errorCode 2.
 */
export type ConnectorResult =
  | { ok: true; page: ConnectorPage }
  | { ok: false; reason: 'notRegistered' | 'notActive' | 'failed'; detail: string };

/**
 * The port to a legislation service (issue 20): Normscope's own library (built-in) or an external
 * service over HTTP (`LEGISLATION_URL`). The panels service asks it for a panel's items.
 */
export type LegislationConnector = {
  readPanel: (actor: ConnectorActor, panel: LegislationPanel, limit: number) => Promise<ConnectorResult>;
  /** The external service's host (what the redirect allow-list admits besides the product's own pages); null for the built-in one. */
  host: () => string | null;
};
