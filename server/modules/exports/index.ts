export { registerExportRoutes } from './exports.routes.ts';
export { createExportsService, type ExportsService, type ExportsServiceDeps } from './exports.service.ts';
