import type { Locale } from '../../common/locales.ts';
import screenUsers from '../fixtures/screen-users.json' with { type: 'json' };

export type ScreenUser = { locale: Locale; name: string; email: string };

/**
 * One admin per language in an organisation of their own (e2e/fixtures/screen-users.json), whose
 * subscription leaves out two datasets so that their demo full texts can be requested,
 * so the screen tests can look at every language in parallel without changing the language
 * of the users other tests sign in as. The e2e server creates them.
 */
export const SCREEN_ORGANISATION = { organisation: screenUsers.organisation, subscription: screenUsers.subscription, leftOutDatasets: screenUsers.leftOutDatasets };
export const SCREEN_USERS = screenUsers.users as ScreenUser[];
