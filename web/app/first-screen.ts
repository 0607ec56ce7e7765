import { FIRST_SCREEN_TEST_ID } from '../../common/page-modules.ts';

/**
 * Whether the page still shows the first screen the server drew (server/http/page-first-screen.ts):
 * the reader's opening text, until the app's first drawing replaces it.
 */
export function showsFirstScreen(): boolean {
  return document.querySelector(`[data-testid="${FIRST_SCREEN_TEST_ID}"]`) !== null;
}
