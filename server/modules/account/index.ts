export { createAccountService, searchTabsFor } from './account.service.ts';
export type { AccountService, AccountSettings } from './account.service.ts';
export { registerAccountRoutes } from './account.routes.ts';
export type { Actor, SessionActor } from './actor.ts';
export { createInvitationsService, hashInvitationToken, issueInvitation, type InvitationsService, type IssuedInvitation } from './invitations.service.ts';
export { registerInvitationRoutes } from './invitations.routes.ts';
export { createMemberInvitationsService, type MemberInvitationsService } from './member-invitations.service.ts';
export { registerMemberInvitationRoutes } from './member-invitations.routes.ts';
export { emailTaken, insertUserWithCollection } from './invitations.repo.ts';
