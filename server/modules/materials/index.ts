export { can as canOnMaterials, type MaterialsAction, type MaterialsThing } from './materials.policy.ts';
export { registerMaterialsRoutes } from './materials.routes.ts';
export { materialsCriteriaFrom } from './materials-form.ts';
export { createMaterialsService, formTargetOf, type MaterialsService } from './materials.service.ts';
