/*
 * Offline reading's plain values (issue 22), without zod: the web app imports them from here;
 * offline.contract.ts builds its schemas from them and re-exports them for the server.
 */

/** A copy made available offline may be read for this many days (OFFLINE_LICENCE_DAYS overrides it), or until the subscription ends. */
export const OFFLINE_LICENCE_DAYS_DEFAULT = 14;

/** What became of a grant: still readable, given back by its user, withdrawn by an admin, or past its end. */
export const OFFLINE_GRANT_STATES = ['active', 'released', 'revoked', 'expired'] as const;
export type OfflineGrantState = (typeof OFFLINE_GRANT_STATES)[number];

/** Changes made while offline, replayed in order by one sync call. */
export const OFFLINE_SYNC_OP_KINDS = ['bookmark.add', 'bookmark.delete', 'highlight.add', 'highlight.delete', 'comment.add', 'comment.delete'] as const;
export type OfflineSyncOpKind = (typeof OFFLINE_SYNC_OP_KINDS)[number];

/** The most changes one sync call takes; the client sends a longer queue in turns. */
export const OFFLINE_SYNC_OPS_MAX = 200;

/** A client's reference for something it made offline: a UUID, so a replayed change is recognised and never made twice. */
export const CLIENT_REF_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The admins' list of offline copies: rows per page. */
export const OFFLINE_GRANTS_PAGE_SIZE = 25;
export const OFFLINE_GRANT_FILTERS = ['active', 'all'] as const;
export type OfflineGrantFilter = (typeof OFFLINE_GRANT_FILTERS)[number];

const WEBREADER = '/management/webreader';
type Id = number | string;

/**
 * The offline calls. Each is under /management, sends the session's nonce (X-Nonce) and answers
 * the `{status, code, data}` envelope.
 * - POST   webreader/offline/{docId}/{versionId}/{subId}        (empty body) grants a copy: OfflinePackage
 * - GET    webreader/offline                                     the caller's grants: OfflineGrantList
 * - DELETE webreader/offline/{grantId}                           the caller gives a grant back: OfflineGrant
 * - POST   webreader/offline-sync/{docId}/{versionId}/{subId}    {ops} replays offline changes: OfflineSyncResult
 * - GET    api/account/offline-grants?filter=&page=              admins: the organisation's grants (usage)
 * - POST   api/account/offline-grants/{grantId}/revoke           admins: withdraws a grant
 */
export const offlinePaths = {
  grant: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/offline/${docId}/${versionId}/${subId}`,
  grants: `${WEBREADER}/offline`,
  release: (grantId: Id) => `${WEBREADER}/offline/${grantId}`,
  sync: (docId: Id, versionId: Id, subId: Id) => `${WEBREADER}/offline-sync/${docId}/${versionId}/${subId}`,
  organisationGrants: '/management/api/account/offline-grants',
  revoke: (grantId: Id) => `/management/api/account/offline-grants/${grantId}/revoke`,
} as const;
