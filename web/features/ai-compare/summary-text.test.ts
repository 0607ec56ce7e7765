import { describe, expect, it } from 'vitest';
import type { ComparePoint } from '../../../common/ai/compare.contract.ts';
import { summaryLayout, tableCells } from './summary-text.ts';

const point = (text: string, olderSectionKey: string | null = 'o', newerSectionKey: string | null = 'n'): ComparePoint => ({ text, changeClass: 'wording', olderSectionKey, newerSectionKey });

describe('a compare summary read into blocks', () => {
  it('keeps the text with its line breaks and finds each point on its line', () => {
    const points = [point('"should" became "shall" (RFC 5246 §4 → RFC 8446 §4)'), point('Section added (new in RFC 8446 §5)', null, 'n5')];
    const text = ['Changes from RFC 5246 to RFC 8446: 2 changes', 'in 2 sections.', '', `1. ${points[0]?.text}`, `2. ${points[1]?.text}`, '', '… and 3 further changes.'].join('\n');
    expect(summaryLayout(text, points)).toEqual({
      blocks: [
        { type: 'text', text: 'Changes from RFC 5246 to RFC 8446: 2 changes\nin 2 sections.' },
        { type: 'point', marker: '1.', text: points[0]?.text, point: 0 },
        { type: 'point', marker: '2.', text: points[1]?.text, point: 1 },
        { type: 'text', text: '… and 3 further changes.' },
      ],
      unmatched: [],
    });
  });

  it('reads the clause-by-clause dashes, and lists points the text does not show', () => {
    const points = [point('Wording changed'), point('A point the model left out')];
    const layout = summaryLayout('Clause by clause:\n\n§4 Handshake (RFC 5246 §4 → RFC 8446 §4)\n- Wording changed', points);
    expect(layout.blocks.map((block) => block.type)).toEqual(['text', 'point']);
    expect(layout.unmatched).toEqual([1]);
  });

  it('takes two points of the same text one line each', () => {
    const points = [point('Editorial change'), point('Editorial change')];
    const layout = summaryLayout('- Editorial change\n- Editorial change', points);
    expect(layout.blocks).toEqual([
      { type: 'point', marker: '-', text: 'Editorial change', point: 0 },
      { type: 'point', marker: '-', text: 'Editorial change', point: 1 },
    ]);
  });

  it('reads a table of changed values, each row linked to its point', () => {
    const text = [
      'Changed values, RFC 5246 → RFC 8446: 2 values.',
      '',
      '| Section in RFC 5246 | Section in RFC 8446 | Item | Before | After | Change |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 6.2 Record | 5.1 Record | length … | 2^14+2048 | 2^14+256 | tightened |',
      '| 7.4 Handshake | — | a \\| b | 1 | 2 | relaxed |',
    ].join('\n');
    const layout = summaryLayout(text, [point('length changed'), point('a | b changed')]);
    expect(layout.unmatched).toEqual([]);
    expect(layout.blocks[0]).toEqual({ type: 'text', text: 'Changed values, RFC 5246 → RFC 8446: 2 values.' });
    expect(layout.blocks[1]).toEqual({
      type: 'table',
      header: ['Section in RFC 5246', 'Section in RFC 8446', 'Item', 'Before', 'After', 'Change'],
      rows: [
        { cells: ['6.2 Record', '5.1 Record', 'length …', '2^14+2048', '2^14+256', 'tightened'], point: 0 },
        { cells: ['7.4 Handshake', '—', 'a | b', '1', '2', 'relaxed'], point: 1 },
      ],
    });
  });

  it('reads pipes without a separator line as text', () => {
    expect(summaryLayout('| not a table |', []).blocks).toEqual([{ type: 'text', text: '| not a table |' }]);
    expect(tableCells('| a | b |')).toEqual(['a', 'b']);
  });
});
