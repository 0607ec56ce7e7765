import type { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import type { Actor } from '../account/index.ts';

export type MaterialsAction = 'search' | 'sort' | 'export';

/** The data a subscription holds: the dataset kinds it is entitled to ('metals', 'materials'). */
export type MaterialsThing = { tab: MaterialsSearchTab; datasetKinds: readonly string[] };

const DATASET_OF: Record<MaterialsSearchTab, string> = { metals: 'metals', metalsSupplier: 'metals', materials: 'materials', materialsSupplier: 'materials' };

/**
 * Pure rules of the metals and materials searches: the tabs need their dataset in the
 * subscription; a lite subscription searches but has no sort tools and no export (search-area.md §6).
 */
export function can(actor: Actor, action: MaterialsAction, thing: MaterialsThing): boolean {
  if (!thing.datasetKinds.includes(DATASET_OF[thing.tab])) return false;
  if (action === 'search') return true;
  return !actor.isLite;
}
