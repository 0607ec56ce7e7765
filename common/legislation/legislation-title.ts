import { LEGISLATION_TITLE_MAX } from '../domain/constants.ts';

const ELLIPSIS = '…';

/**
 * A legislation list item's title as the panel shows it (portal-area.md §9): a title longer than 35
 * characters keeps its first 32 and gains an ellipsis. Characters are counted as code points, so
 * a cut never splits a character outside the basic plane.
 */
export function cutLegislationTitle(title: string, max: number = LEGISLATION_TITLE_MAX): string {
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  return `${characters.slice(0, max - 3).join('')}${ELLIPSIS}`;
}
