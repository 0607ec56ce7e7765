import { describe, expect, it } from 'vitest';
import { emptyRangeRow, firstRangeRowProblem, rangesAsked, type RangeRow } from './range-rows.ts';

const row = (values: Partial<RangeRow>): RangeRow => ({ ...emptyRangeRow(), ...values });
const chemical = { min: 0, max: 100, withDeviation: false };
const property = { min: 0, max: 9999, withDeviation: true };

describe('firstRangeRowProblem', () => {
  it('passes valid rows and skips the untouched ones', () => {
    expect(firstRangeRowProblem([row({}), row({ elementValue: 'C', minValue: '0.1', maxValue: '0,5' }), row({ elementValue: 'Mo' })], chemical)).toBeNull();
    expect(firstRangeRowProblem([row({ elementValue: 'density', singleValue: '7800', deviation: '5' })], property)).toBeNull();
  });

  it('tells the first problem in row order', () => {
    expect(firstRangeRowProblem([row({ elementValue: 'C', minValue: '2', maxValue: '1' }), row({ minValue: '1' })], chemical)).toMatchObject({ row: 0, error: 'err_min_max' });
    expect(firstRangeRowProblem([row({ elementValue: 'C' }), row({ maxValue: '1' })], chemical)).toMatchObject({ row: 1, error: 'err_ele_required' });
    expect(firstRangeRowProblem([row({ elementValue: 'Cr' }), row({ elementValue: 'cr ' })], chemical)).toMatchObject({ row: 1, error: 'err_unique_ele' });
    expect(firstRangeRowProblem([row({ elementValue: 'C', maxValue: '100.1' })], chemical)).toMatchObject({ error: 'err_num_between', values: { min: 0, max: 100 } });
    expect(firstRangeRowProblem([row({ elementValue: 'C', minValue: '-1' })], chemical)).toMatchObject({ error: 'err_num_between' });
    expect(firstRangeRowProblem([row({ elementValue: 'density', singleValue: '1', deviation: '101' })], property)).toMatchObject({ error: 'err_num_between', values: { min: 1, max: 100 } });
    expect(firstRangeRowProblem([row({ elementValue: 'C', singleValue: '1', deviation: '5' })], chemical)).toMatchObject({ error: 'err_num_between' });
  });
});

describe('rangesAsked', () => {
  it('turns a single value and its deviation into a band, min and max into bounds', () => {
    expect(rangesAsked([row({ elementValue: 'density', singleValue: '8000', deviation: '10' })])).toEqual([{ key: 'density', low: 7200, high: 8800 }]);
    expect(rangesAsked([row({ elementValue: 'C', minValue: '0.3' }), row({}), row({ elementValue: 'Mo' })])).toEqual([
      { key: 'C', low: 0.3, high: null },
      { key: 'Mo', low: null, high: null },
    ]);
  });
});
