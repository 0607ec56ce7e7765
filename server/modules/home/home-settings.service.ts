import {
  HomeLayout,
  TOUR_GUIDE_ID,
  TOUR_SECTION_STATES,
  TOUR_SECTIONS,
  type AccordionList,
  type TourSectionsContent,
  type TourSettingsRequest,
} from '../../../common/home/home.contract.ts';
import type { ApiIssue } from '../../../common/envelope.ts';
import type { AccordionId } from '../../../common/home/home.values.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { accordionsFor, layoutProblems, mergedLayout, storedLayoutOf } from './accordion-layout.ts';
import { availableAccordions } from './home.policy.ts';
import * as repo from './home-settings.repo.ts';

/** The English text of `home.errors.layoutInvalid`, with what is wrong. */
const layoutInvalid = (issues: ApiIssue[]) =>
  new AppError(400, 'These dashboard settings are not valid.', { reasonKey: 'home.errors.layoutInvalid', issues });

/** The layout JSON of the settings call (key "home"), or a 400 saying what is wrong with it. */
export function parseLayoutText(text: string): HomeLayout {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw layoutInvalid([{ path: 'value', message: 'The settings are not JSON.' }]);
  }
  const parsed = HomeLayout.safeParse(value);
  if (parsed.success) return parsed.data;
  throw layoutInvalid(
    parsed.error.issues.map((issue) => ({
      path: ['value', ...issue.path.map(String)].join('.'),
      message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
    })),
  );
}

const TOUR_STATES: readonly string[] = TOUR_SECTION_STATES;

/** The dashboard's settings call and the tour guide's sections, each user's own. */
export function createHomeSettingsService(database: DatabaseHandle) {
  const sql = database.executeSql;

  /** The accordions this user may have: which depends on their subscription's add-ons too. */
  async function available(actor: Actor): Promise<AccordionId[]> {
    return availableAccordions(actor, await repo.findSubscriptionAddOns(sql, actor.organisationId, actor.subscriptionId));
  }

  async function accordionList(actor: Actor): Promise<AccordionList> {
    const settings = await repo.findHomeSettings(sql, actor.userId);
    return { accordions: accordionsFor(await available(actor), storedLayoutOf(settings?.layout)) };
  }

  async function tourSections(actor: Actor): Promise<TourSectionsContent> {
    const saved = (await repo.findHomeSettings(sql, actor.userId))?.tourSections ?? {};
    return {
      guideId: TOUR_GUIDE_ID,
      sections: TOUR_SECTIONS.map((id) => {
        const state = saved[id];
        return { id, state: typeof state === 'string' && TOUR_STATES.includes(state) ? (state as (typeof TOUR_SECTION_STATES)[number]) : 'new' };
      }),
    };
  }

  return {
    accordionList,
    available,

    /**
     * Saves the layout the settings call sends (its JSON text): the order must hold each of the
     * user's draggable accordions once, and nothing may name an accordion they do not have.
     * Anything else changes nothing.
     */
    async saveLayout(actor: Actor, layoutText: string): Promise<AccordionList> {
      const layout = parseLayoutText(layoutText);
      const usable = await available(actor);
      const problems = layoutProblems(usable, layout);
      if (problems.length > 0) throw layoutInvalid(problems.map((message) => ({ path: 'value', message })));
      const saved = storedLayoutOf((await repo.findHomeSettings(sql, actor.userId))?.layout);
      await repo.saveLayout(sql, actor.userId, mergedLayout(usable, saved, layout));
      return accordionList(actor);
    },

    tourSections,

    /** A section completed or dismissed, or ("all", "reset") the whole tour offered again. */
    async setTour(actor: Actor, input: TourSettingsRequest): Promise<TourSectionsContent> {
      if (input.key === 'all') {
        if (input.value !== 'reset') throw tourRefused('The whole tour can only be reset.');
        await repo.resetTour(sql, actor.userId);
      } else {
        if (input.value === 'reset') throw tourRefused('A section is completed or dismissed; reset the whole tour with key "all".');
        await repo.saveTourSection(sql, actor.userId, input.key, input.value);
      }
      return tourSections(actor);
    },
  };
}

const tourRefused = (message: string) =>
  new AppError(400, `Invalid request. value: ${message}`, { reasonKey: 'errors.invalidRequest', issues: [{ path: 'value', message }] });

export type HomeSettingsService = ReturnType<typeof createHomeSettingsService>;
