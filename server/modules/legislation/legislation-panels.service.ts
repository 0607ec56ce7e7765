import { LEGISLATION_LIST_MAX } from '../../../common/domain/constants.ts';
import { cutLegislationTitle } from '../../../common/legislation/legislation-title.ts';
import {
  LEGISLATION_ADD_ONS,
  LEGISLATION_ERROR_CODES,
  LEGISLATION_PANEL_ADD_ON,
  legislationPagePaths,
  type LegislationAddOn,
  type LegislationList,
  type LegislationLogRequest,
  type LegislationPanel,
  type LegislationRedirect,
  type LegislationRedirectRequest,
  type LegislationStatus,
} from '../../../common/legislation/legislation-panels.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { LegislationConnector } from '../../platform/legislation-connector.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Actor } from '../account/index.ts';
import { readAddOnStates } from './legislation-access.service.ts';
import { allowedRedirect, can } from './legislation.policy.ts';
import * as repo from './legislation-panels.repo.ts';

export type LegislationPanelsDependencies = {
  database: DatabaseHandle;
  connector: LegislationConnector;
  logger: Logger;
  /** The no-access message's regulatory-management help link. */
  helpUrl: string;
};

const DASHBOARDS: Record<LegislationAddOn, string> = { legislation: legislationPagePaths.legislation, euLaw: legislationPagePaths.euLaw };

// The texts the redirect answers with (success false); the web shows them in its error toast.
const REDIRECT_NOT_ALLOWED = 'This address cannot be opened from Normscope.';
const REDIRECT_LOCKED: Record<LegislationAddOn, string> = {
  legislation: 'You have no active seat on the legislation add-on. Ask your organisation administrator for access.',
  euLaw: 'You have no active seat on the EU-law add-on. Ask your organisation administrator for access.',
};

/**
 * The legislation accordion's three lists, the redirect calls that log a click and hand back an
 * allowed address, the click log and the add-on status (portal-area.md §2, §7).
 */
export function createLegislationPanelsService({ database, connector, logger, helpUrl }: LegislationPanelsDependencies) {
  const sql = database.executeSql;

  return {
    /**
     * One panel: what the subscription offers (has*), then the user's registration (errorCode 1 or
     * 3), then the connector's items (errorCode 2 when it fails): at most 7, See more when there are more.
     */
    async list(actor: Actor, panel: LegislationPanel): Promise<LegislationList> {
      const states = await readAddOnStates(database, actor);
      const reply: LegislationList = {
        data: [],
        seeMoreLink: null,
        errorCode: null,
        hasRecentSearch: states.legislation !== 'notSubscribed',
        hasRegulatoryNewsFeed: states.legislation !== 'notSubscribed',
        hasLawlexEUSavedSearch: states.euLaw !== 'notSubscribed',
        helpLink: helpUrl,
      };
      const state = states[LEGISLATION_PANEL_ADD_ON[panel]];
      if (state === 'notSubscribed') return reply;
      if (state === 'notRegistered') return { ...reply, errorCode: LEGISLATION_ERROR_CODES.notRegistered };
      if (state === 'notActive') return { ...reply, errorCode: LEGISLATION_ERROR_CODES.notActive };
      const result = await connector.readPanel(actor, panel, LEGISLATION_LIST_MAX);
      if (!result.ok) {
        if (result.reason === 'notRegistered') return { ...reply, errorCode: LEGISLATION_ERROR_CODES.notRegistered };
        if (result.reason === 'notActive') return { ...reply, errorCode: LEGISLATION_ERROR_CODES.notActive };
        logger.error({ panel, userId: actor.userId, detail: result.detail }, 'legislation panel could not be read');
        return { ...reply, errorCode: LEGISLATION_ERROR_CODES.somethingWentWrong };
      }
      const items = result.page.items.slice(0, LEGISLATION_LIST_MAX);
      return {
        ...reply,
        data: items.map((item) => ({ title: cutLegislationTitle(item.title), fullTitle: item.title, date: item.date, targetUrl: item.targetUrl })),
        seeMoreLink: result.page.hasMore || result.page.items.length > LEGISLATION_LIST_MAX ? result.page.seeMoreUrl : null,
      };
    },

    /**
     * The redirect to an add-on: the address back only when the user's add-on is unlocked and the
     * address is allowed (the product's own pages or the connector's host); the click is logged then.
     */
    async redirect(actor: Actor, addOn: LegislationAddOn, input: LegislationRedirectRequest): Promise<LegislationRedirect> {
      const redirect = allowedRedirect(input.url, connector.host());
      if (redirect === null) return { success: false, redirect: null, error: REDIRECT_NOT_ALLOWED };
      const states = await readAddOnStates(database, actor);
      if (states[addOn] !== 'unlocked') return { success: false, redirect: null, error: REDIRECT_LOCKED[addOn] };
      await repo.insertClick(sql, { organisationId: actor.organisationId, userId: actor.userId, moduleName: input.module, linkClicked: redirect });
      return { success: true, redirect, error: null };
    },

    async log(actor: Actor, input: LegislationLogRequest): Promise<{ logged: true }> {
      await repo.insertClick(sql, { organisationId: actor.organisationId, userId: actor.userId, moduleName: input.moduleName, linkClicked: input.linkClicked });
      return { logged: true };
    },

    /** getLawlexStatus: the legislation add-on's flag, and each add-on's state for the switcher. */
    async status(actor: Actor): Promise<LegislationStatus> {
      const [states, pending] = await Promise.all([readAddOnStates(database, actor), repo.listPendingAddOns(sql, actor.organisationId, actor.userId)]);
      return {
        status: states.legislation === 'unlocked',
        addOns: LEGISLATION_ADD_ONS.map((addOn) => {
          const requestPending = pending.includes(addOn);
          const thing = { organisationId: actor.organisationId, addOn, subscribed: states[addOn] !== 'notSubscribed', state: states[addOn], requestPending };
          return { addOn, state: states[addOn], requestPending, canRequest: can(actor, 'requestSeat', thing), dashboardUrl: DASHBOARDS[addOn] };
        }),
      };
    },
  };
}

export type LegislationPanelsService = ReturnType<typeof createLegislationPanelsService>;
