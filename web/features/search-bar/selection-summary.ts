/** An option of a select of the bar, its text already in the user's language. */
export type FieldOption = { id: string; text: string };

/** Up to this many chosen names are joined; more are counted. */
export const JOINED_NAMES_MAX = 2;

export type SelectionSummary =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'count'; count: number }
  | { kind: 'names'; names: string };

/**
 * What a multi-select shows closed (search-area.md §2): 'All selected' when every option
 * is chosen, otherwise the joined names, or 'N selected' when they are too many to read.
 */
export function summariseSelection(selected: readonly string[], options: readonly FieldOption[]): SelectionSummary {
  if (selected.length === 0) return { kind: 'none' };
  if (options.length > 0 && options.every((option) => selected.includes(option.id))) return { kind: 'all' };
  if (selected.length > JOINED_NAMES_MAX) return { kind: 'count', count: selected.length };
  const textOf = new Map(options.map((option) => [option.id, option.text]));
  return { kind: 'names', names: selected.map((id) => textOf.get(id) ?? id).join(', ') };
}

/** The overlay's filter box: a case-insensitive substring of the option text (search-area.md §2). */
export function filterOptions(options: readonly FieldOption[], query: string): FieldOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.text.toLocaleLowerCase().includes(needle));
}
