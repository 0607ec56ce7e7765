import type { ChatHistoryItem } from '../../../common/ai/ai.contract.ts';
import type { CHAT_HISTORY_RECENT_GROUPS } from '../../../common/ai/ai.values.ts';

export type RecentGroup = (typeof CHAT_HISTORY_RECENT_GROUPS)[number];

/** A group of the history list: one of the recent ones, a month of this year (0-11) or an earlier year. */
export type HistoryGroupKey = { kind: 'recent'; name: RecentGroup } | { kind: 'month'; month: number } | { kind: 'year'; year: number };

export type HistoryGroup = { id: string; key: HistoryGroupKey; items: ChatHistoryItem[] };

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Where a chat created at `created` goes, seen on `now` (both in the browser's time zone). */
export function historyGroupOf(created: Date, now: Date): HistoryGroupKey {
  const today = startOfDay(now);
  const day = startOfDay(created);
  if (day >= today) return { kind: 'recent', name: 'today' };
  // Calendar days, not 24-hour spans; a change of daylight saving time shifts a day by an hour.
  const daysAgo = Math.round((today - day) / DAY_MS);
  if (daysAgo === 1) return { kind: 'recent', name: 'yesterday' };
  if (daysAgo <= 7) return { kind: 'recent', name: 'previous7days' };
  if (daysAgo <= 30) return { kind: 'recent', name: 'previous30days' };
  if (created.getFullYear() === now.getFullYear()) return { kind: 'month', month: created.getMonth() };
  return { kind: 'year', year: created.getFullYear() };
}

function groupId(key: HistoryGroupKey): string {
  if (key.kind === 'recent') return key.name;
  return key.kind === 'month' ? `month-${key.month}` : `year-${key.year}`;
}

/**
 * The history grouped by creation date (portal-area.md §3 "Chat history item"): today,
 * yesterday, the previous 7 and 30 days, then a month of this year, then a year; newest first,
 * each chat once however many pages or answers listed it.
 */
export function groupHistory(items: readonly ChatHistoryItem[], now: Date): HistoryGroup[] {
  const seen = new Set<number>();
  const unique = items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
  const time = (item: ChatHistoryItem) => new Date(item.created_at).getTime() || 0;
  unique.sort((a, b) => time(b) - time(a) || b.id - a.id);
  const groups: HistoryGroup[] = [];
  for (const item of unique) {
    const key = historyGroupOf(new Date(item.created_at), now);
    const id = groupId(key);
    const last = groups.at(-1);
    if (last?.id === id) last.items.push(item);
    else groups.push({ id, key, items: [item] });
  }
  return groups;
}
