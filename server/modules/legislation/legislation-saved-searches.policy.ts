/** What a user may do with a saved EU-law search. */
export type SavedLegislationSearchAction = 'edit' | 'delete' | 'run';

/** Only its owner, in the organisation it was saved in, touches a saved EU-law search. */
export function can(actor: { userId: number; organisationId: number }, _action: SavedLegislationSearchAction, saved: { userId: number; organisationId: number }): boolean {
  return actor.userId === saved.userId && actor.organisationId === saved.organisationId;
}
