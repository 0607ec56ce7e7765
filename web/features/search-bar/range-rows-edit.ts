import { emptyRangeRow, isBlankRow, type RangeRow, type RangeRowProblem, type RangeRule } from '../../../common/materials/range-rows.ts';

/*
 * The popup's rows while they are edited (search-area.md §3, §5): the popup works on a copy,
 * Apply keeps the rows that ask for something, Cancel leaves the kept ones as they were.
 */

/** The inputs of a row, in the order the popup shows them. */
export type RangeRowInput = 'element' | 'minValue' | 'maxValue' | 'singleValue' | 'deviation';

/** The rows the popup opens with: a copy of the kept ones, or one empty row. */
export function rowsForDialog(kept: readonly RangeRow[]): RangeRow[] {
  return kept.length > 0 ? kept.map((row) => ({ ...row })) : [emptyRangeRow()];
}

/** The rows Apply keeps: those that ask for something. */
export function rowsToKeep(rows: readonly RangeRow[]): RangeRow[] {
  return rows.filter((row) => !isBlankRow(row));
}

export function addRow(rows: readonly RangeRow[]): RangeRow[] {
  return [...rows, emptyRangeRow()];
}

/** Deletes a row; the first row cannot be deleted (search-area.md §5). */
export function removeRow(rows: readonly RangeRow[], index: number): RangeRow[] {
  if (index <= 0 || index >= rows.length) return [...rows];
  return rows.filter((_, at) => at !== index);
}

export function updateRow(rows: readonly RangeRow[], index: number, patch: Partial<RangeRow>): RangeRow[] {
  return rows.map((row, at) => (at === index ? { ...row, ...patch } : row));
}

const outside = (value: string, rule: { min: number; max: number }) => {
  if (value.trim() === '') return false;
  const parsed = Number(value.trim().replace(',', '.'));
  return !Number.isFinite(parsed) || parsed < rule.min || parsed > rule.max;
};

/** The input of the bad row the popup focuses for a problem found by firstRangeRowProblem. */
export function problemInput(rows: readonly RangeRow[], problem: RangeRowProblem, rule: RangeRule): RangeRowInput {
  const row = rows[problem.row];
  switch (problem.error) {
    case 'err_ele_required':
    case 'err_unique_ele':
      return 'element';
    case 'err_min_max':
      return 'minValue';
    case 'err_num_between': {
      if (!row) return 'element';
      const bad = (['minValue', 'maxValue', 'singleValue'] as const).find((input) => outside(row[input], rule));
      return bad ?? 'deviation';
    }
  }
}
