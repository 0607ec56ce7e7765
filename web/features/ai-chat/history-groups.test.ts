import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem } from '../../../common/ai/ai.contract.ts';
import { groupHistory, historyGroupOf } from './history-groups.ts';

const now = new Date(2026, 10, 27, 15, 30);

function item(id: number, created: Date): ChatHistoryItem {
  return {
    id,
    item_id: 1,
    doc_id: 1,
    res_id: 1,
    pub_id: 1,
    version_id: 1,
    created_at: created.toISOString(),
    title: `Chat ${id}`,
    titleSource: 'temporary',
    docName: 'RFC 5322',
    versionName: 'RFC 5322',
    language: 'en',
    actions: { rename: true, delete: true },
  };
}

describe('chat history groups', () => {
  it('names the recent days, then the months of this year, then the years', () => {
    expect(historyGroupOf(new Date(2026, 10, 27, 0, 1), now)).toEqual({ kind: 'recent', name: 'today' });
    expect(historyGroupOf(new Date(2026, 10, 26, 23, 59), now)).toEqual({ kind: 'recent', name: 'yesterday' });
    expect(historyGroupOf(new Date(2026, 10, 20, 9), now)).toEqual({ kind: 'recent', name: 'previous7days' });
    expect(historyGroupOf(new Date(2026, 10, 19, 9), now)).toEqual({ kind: 'recent', name: 'previous30days' });
    expect(historyGroupOf(new Date(2026, 9, 28, 9), now)).toEqual({ kind: 'recent', name: 'previous30days' });
    expect(historyGroupOf(new Date(2026, 9, 27, 9), now)).toEqual({ kind: 'month', month: 9 });
    expect(historyGroupOf(new Date(2026, 0, 2), now)).toEqual({ kind: 'month', month: 0 });
    expect(historyGroupOf(new Date(2025, 11, 31), now)).toEqual({ kind: 'year', year: 2025 });
  });

  it('lists each chat once, newest first, in consecutive groups', () => {
    const items = [
      item(1, new Date(2024, 3, 1)),
      item(5, new Date(2026, 10, 27, 10)),
      item(3, new Date(2026, 5, 1)),
      item(4, new Date(2026, 10, 26, 10)),
      item(5, new Date(2026, 10, 27, 10)),
      item(6, new Date(2026, 10, 27, 12)),
      item(2, new Date(2025, 1, 1)),
    ];
    const groups = groupHistory(items, now);
    expect(groups.map((group) => [group.id, group.items.map((entry) => entry.id)])).toEqual([
      ['today', [6, 5]],
      ['yesterday', [4]],
      ['month-5', [3]],
      ['year-2025', [2]],
      ['year-2024', [1]],
    ]);
  });
});
