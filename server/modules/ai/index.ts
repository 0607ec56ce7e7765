export { registerAiRoutes } from './ai.routes.ts';
export { createAiService, type AiService } from './ai.service.ts';
export { can as canOnChat, type ChatAction } from './ai.policy.ts';
