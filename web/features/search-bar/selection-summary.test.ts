import { describe, expect, it } from 'vitest';
import { filterOptions, summariseSelection } from './selection-summary.ts';

const options = [
  { id: 'ISO', text: 'ISO — International Organization for Standardization' },
  { id: 'IEC', text: 'IEC — International Electrotechnical Commission' },
  { id: 'JIS', text: 'JIS — Japanese Industrial Standards' },
  { id: 'IEEE', text: 'IEEE — Institute of Electrical and Electronics Engineers' },
];

describe('a multi-select closed on a phone', () => {
  it('reads nothing, the joined names, a count, or all selected', () => {
    expect(summariseSelection([], options)).toEqual({ kind: 'none' });
    expect(summariseSelection(['ISO', 'JIS'], options)).toEqual({ kind: 'names', names: `${options[0]?.text}, ${options[2]?.text}` });
    expect(summariseSelection(['ISO', 'IEC', 'JIS'], options)).toEqual({ kind: 'count', count: 3 });
    expect(summariseSelection(['IEEE', 'JIS', 'IEC', 'ISO'], options)).toEqual({ kind: 'all' });
  });

  it('names a chosen value by its id while the options are not loaded', () => {
    expect(summariseSelection(['ISO'], [])).toEqual({ kind: 'names', names: 'ISO' });
  });
});

describe('the overlay filter box', () => {
  it('keeps options whose text holds the typed text, whatever the case', () => {
    expect(filterOptions(options, '  elec ').map((option) => option.id)).toEqual(['IEC', 'IEEE']);
    expect(filterOptions(options, 'JAPANESE').map((option) => option.id)).toEqual(['JIS']);
    expect(filterOptions(options, '')).toHaveLength(4);
    expect(filterOptions(options, 'nothing like it')).toEqual([]);
  });
});
