import type { LegislationAddOn, LegislationAddOnState } from '../../../common/legislation/legislation-panels.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { decideAddOnState } from './legislation.policy.ts';
import * as repo from './legislation-access.repo.ts';

export type AddOnActor = { userId: number; organisationId: number };

/** Every add-on's state for the user, from one read of the subscription's flags and the user's seats. */
export async function readAddOnStates(database: DatabaseHandle, actor: AddOnActor): Promise<Record<LegislationAddOn, LegislationAddOnState>> {
  const facts = await repo.readUserAddOnFacts(database.executeSql, actor);
  return { legislation: decideAddOnState(facts.legislation), euLaw: decideAddOnState(facts.euLaw) };
}

/** One add-on's state for the user: 'unlocked' only with the subscription's flag and an active seat. */
export async function readAddOnState(database: DatabaseHandle, actor: AddOnActor, addOn: LegislationAddOn): Promise<LegislationAddOnState> {
  return (await readAddOnStates(database, actor))[addOn];
}

/** The same reads bound to a database, for the composition root and other modules. */
export function createLegislationAccess(database: DatabaseHandle) {
  return {
    readAddOnState: (actor: AddOnActor, addOn: LegislationAddOn) => readAddOnState(database, actor, addOn),
    readAddOnStates: (actor: AddOnActor) => readAddOnStates(database, actor),
  };
}

export type LegislationAccess = ReturnType<typeof createLegislationAccess>;
