import { MATERIAL_DEVIATION_MAX, MATERIAL_DEVIATION_MIN } from '../domain/constants.ts';

/*
 * The composition and property popups' rows (search-area.md §3, §5), checked by the same rules in
 * the popup and on the server. Plain values, no zod: the web app imports them.
 */

/** One popup row as the form posts it: the element's label and id, and the range asked for. */
export type RangeRow = {
  element: string;
  elementValue: string;
  minValue: string;
  maxValue: string;
  singleValue: string;
  deviation: string;
};

/** The popups' messages (search-area.md §8: err_num_between, err_ele_required, err_min_max, err_unique_ele). */
export const RANGE_ROW_MESSAGES = {
  err_min_max: 'Min value should be less than Max value',
  err_ele_required: 'Each row must have an element selected',
  err_unique_ele: 'Unique Elements must be inserted',
  err_num_between: 'Values must be numbers between {{min}} and {{max}}',
} as const;
export type RangeRowError = keyof typeof RANGE_ROW_MESSAGES;

/** What a popup accepts: values up to `max` (metals: chemical 100, mechanical 9999), a deviation or not. */
export type RangeRule = { min: number; max: number; withDeviation: boolean };

export type RangeRowProblem = { row: number; error: RangeRowError; values: { min: number; max: number } };

/** An interval asked for, in the popup's units: open ends are null. */
export type RangeAsked = { key: string; low: number | null; high: number | null };

export const emptyRangeRow = (): RangeRow => ({ element: '', elementValue: '', minValue: '', maxValue: '', singleValue: '', deviation: '' });

const isBlank = (value: string) => value.trim() === '';
const numberOf = (value: string): number => (isBlank(value) ? Number.NaN : Number(value.trim().replace(',', '.')));

/** A row with nothing in it (the popup's first, untouched row) asks for nothing. */
export function isBlankRow(row: RangeRow): boolean {
  return isBlank(row.elementValue) && isBlank(row.minValue) && isBlank(row.maxValue) && isBlank(row.singleValue) && isBlank(row.deviation);
}

/** The first problem of the rows in order, as the popup shows it (§5 "The first error found is shown"). */
export function firstRangeRowProblem(rows: readonly RangeRow[], rule: RangeRule): RangeRowProblem | null {
  const seen = new Set<string>();
  const bounds = { min: rule.min, max: rule.max };
  for (const [index, row] of rows.entries()) {
    if (isBlankRow(row)) continue;
    const problem = (error: RangeRowError, values = bounds): RangeRowProblem => ({ row: index, error, values });
    if (isBlank(row.elementValue)) return problem('err_ele_required');
    const key = row.elementValue.trim().toLowerCase();
    if (seen.has(key)) return problem('err_unique_ele');
    seen.add(key);
    for (const value of [row.minValue, row.maxValue, row.singleValue]) {
      if (isBlank(value)) continue;
      const parsed = numberOf(value);
      if (!Number.isFinite(parsed) || parsed < rule.min || parsed > rule.max) return problem('err_num_between');
    }
    const low = numberOf(row.minValue);
    const high = numberOf(row.maxValue);
    if (Number.isFinite(low) && Number.isFinite(high) && low > high) return problem('err_min_max');
    if (!isBlank(row.deviation)) {
      const deviation = numberOf(row.deviation);
      const limits = { min: MATERIAL_DEVIATION_MIN, max: MATERIAL_DEVIATION_MAX };
      if (!rule.withDeviation || !Number.isFinite(deviation) || deviation < limits.min || deviation > limits.max) return problem('err_num_between', limits);
    }
  }
  return null;
}

/**
 * The intervals valid rows ask for. A single value is that value, or the band of ± deviation
 * percent around it; min and max bound the rest; a row with only its element asks that it is
 * given at all.
 */
export function rangesAsked(rows: readonly RangeRow[]): RangeAsked[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => {
      const single = numberOf(row.singleValue);
      if (Number.isFinite(single)) {
        const deviation = numberOf(row.deviation);
        const band = Number.isFinite(deviation) ? Math.abs(single) * (deviation / 100) : 0;
        return { key: row.elementValue.trim(), low: single - band, high: single + band };
      }
      const low = numberOf(row.minValue);
      const high = numberOf(row.maxValue);
      return { key: row.elementValue.trim(), low: Number.isFinite(low) ? low : null, high: Number.isFinite(high) ? high : null };
    });
}
