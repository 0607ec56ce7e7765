export { createAccountService, searchTabsFor } from './account.service.ts';
export type { AccountService, AccountSettings } from './account.service.ts';
export { registerAccountRoutes } from './account.routes.ts';
export type { Actor, SessionActor } from './actor.ts';
