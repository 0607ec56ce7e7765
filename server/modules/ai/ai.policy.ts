import type { Actor } from '../account/index.ts';

export type ChatAction = 'view' | 'ask' | 'rename' | 'rate' | 'delete';

export type ChatThing = { organisationId: number; userId: number };

/**
 * Pure rules for AI chats and compares: each is its user's own (it may hold what they are working
 * on), so only they see, continue, rename, rate or delete it, admins included.
 */
export function can(actor: Actor, _action: ChatAction, chat: ChatThing): boolean {
  return chat.organisationId === actor.organisationId && chat.userId === actor.userId;
}
