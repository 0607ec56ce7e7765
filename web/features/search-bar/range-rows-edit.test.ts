import { describe, expect, it } from 'vitest';
import { METAL_CHEMICAL_RULE, METAL_MECHANICAL_RULE } from '../../../common/materials/material-properties.ts';
import { emptyRangeRow, firstRangeRowProblem, type RangeRow } from '../../../common/materials/range-rows.ts';
import { addRow, problemInput, removeRow, rowsForDialog, rowsToKeep, updateRow } from './range-rows-edit.ts';
import { emptyFilters, filledRows, hasAdvancedValues, withChosenDescription } from './search-bar-filters.ts';

const row = (patch: Partial<RangeRow>): RangeRow => ({ ...emptyRangeRow(), ...patch });

describe('the popup rows while edited', () => {
  it('opens on a copy of the kept rows, or one empty row', () => {
    expect(rowsForDialog([])).toEqual([emptyRangeRow()]);
    const kept = [row({ element: 'C', elementValue: 'C', maxValue: '0.2' })];
    const copy = rowsForDialog(kept);
    expect(copy).toEqual(kept);
    copy[0] = row({});
    expect(kept[0]?.elementValue).toBe('C');
  });

  it('adds rows, edits one, and never deletes the first', () => {
    let rows = addRow(addRow([row({ elementValue: 'C' })]));
    expect(rows).toHaveLength(3);
    rows = updateRow(rows, 2, { elementValue: 'Cr', minValue: '12' });
    expect(rows[2]).toMatchObject({ elementValue: 'Cr', minValue: '12' });
    expect(removeRow(rows, 0)).toEqual(rows);
    expect(removeRow(rows, 7)).toEqual(rows);
    expect(removeRow(rows, 1).map((item) => item.elementValue)).toEqual(['C', 'Cr']);
  });

  it('keeps the rows that ask for something, an element alone included', () => {
    const rows = [row({}), row({ elementValue: 'Mo', element: 'Mo' }), row({ minValue: ' ' })];
    expect(rowsToKeep(rows)).toEqual([rows[1]]);
    expect(filledRows(rows)).toEqual([rows[1]]);
  });
});

describe('the input the popup focuses for a problem', () => {
  const focusFor = (rows: RangeRow[], rule = METAL_CHEMICAL_RULE) => {
    const problem = firstRangeRowProblem(rows, rule);
    if (!problem) throw new Error('no problem found');
    return { row: problem.row, error: problem.error, input: problemInput(rows, problem, rule) };
  };

  it('focuses the element of a row without one, or repeating one', () => {
    expect(focusFor([row({ elementValue: 'C', maxValue: '1' }), row({ minValue: '1' })])).toEqual({ row: 1, error: 'err_ele_required', input: 'element' });
    expect(focusFor([row({ elementValue: 'Cr' }), row({ elementValue: 'cr', maxValue: '5' })])).toEqual({ row: 1, error: 'err_unique_ele', input: 'element' });
  });

  it('focuses min when min is above max', () => {
    expect(focusFor([row({ elementValue: 'C', minValue: '0.5', maxValue: '0.3' })])).toEqual({ row: 0, error: 'err_min_max', input: 'minValue' });
  });

  it('focuses the first value out of bounds or not a number', () => {
    expect(focusFor([row({ elementValue: 'C', minValue: '1', maxValue: '150' })])).toMatchObject({ error: 'err_num_between', input: 'maxValue' });
    expect(focusFor([row({ elementValue: 'C', singleValue: 'lots' })])).toMatchObject({ error: 'err_num_between', input: 'singleValue' });
    expect(focusFor([row({ elementValue: 'yieldStrength', minValue: '10000' })], METAL_MECHANICAL_RULE)).toMatchObject({ input: 'minValue' });
    // The metals popups take no deviation: one given is refused there.
    expect(focusFor([row({ elementValue: 'yieldStrength', singleValue: '300', deviation: '5' })], METAL_MECHANICAL_RULE)).toMatchObject({
      error: 'err_num_between',
      input: 'deviation',
    });
  });
});

describe('the metals tabs state', () => {
  it('counts the advanced metals fields, popup rows included, as values that show the row', () => {
    expect(hasAdvancedValues('metals', emptyFilters)).toBe(false);
    const designationOnly = { ...emptyFilters, metals: { ...emptyFilters.metals, designation: 'S235' } };
    expect(hasAdvancedValues('metals', designationOnly)).toBe(false);
    const withRows = { ...emptyFilters, metals: { ...emptyFilters.metals, mechanicalComposition: [row({ elementValue: 'density' })] } };
    expect(hasAdvancedValues('metals', withRows)).toBe(true);
    const withList = { ...emptyFilters, metalsSupplier: { ...emptyFilters.metalsSupplier, descriptionsList: ['bright bar'] } };
    expect(hasAdvancedValues('metalsSupplier', withList)).toBe(true);
  });

  it('adds a picked description once', () => {
    expect(withChosenDescription([], ' bright bar ')).toEqual(['bright bar']);
    expect(withChosenDescription(['bright bar'], 'bright bar')).toEqual(['bright bar']);
    expect(withChosenDescription(['bright bar'], '')).toEqual(['bright bar']);
  });
});
