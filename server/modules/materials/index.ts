export { can as canOnMaterials, type MaterialsAction, type MaterialsThing } from './materials.policy.ts';
export { registerMaterialsRoutes } from './materials.routes.ts';
export { createMaterialsService, type MaterialsService } from './materials.service.ts';
