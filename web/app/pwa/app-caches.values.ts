/** Names shared by the service worker (web/sw.ts) and the page: one place, so purging matches what the worker keeps. */

/** The runtime cache of the app's calls to the server (user data: emptied at sign-out). */
export const API_CACHE = 'normscope-api';
/** The runtime cache of hashed files the precache leaves out (lazy pages). */
export const ASSETS_CACHE = 'normscope-assets';
/** The page's message asking a waiting worker to take over (the update prompt's Reload). */
export const SKIP_WAITING_MESSAGE = 'normscope:skip-waiting';
