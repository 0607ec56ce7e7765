export { registerHomeRoutes } from './home.routes.ts';
export { createHomeService, type DocumentRequestsContent, type HomeService } from './home.service.ts';
export { createGlobalAnnouncements, type GlobalAnnouncementReport, type GlobalAnnouncements } from './global-announcements.service.ts';
