import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationItems, type PaginationItem } from './pagination-pages.ts';

/** Compact notation: page numbers, and '…' for a gap. */
function render(items: PaginationItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('paginationItems (range 5, margins 2)', () => {
  it('shows every page when they all fit', () => {
    expect(render(paginationItems(1, 1))).toBe('1');
    expect(render(paginationItems(3, 5))).toBe('1 2 3 4 5');
    expect(render(paginationItems(5, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('keeps the window at the start near the first page', () => {
    expect(render(paginationItems(1, 20))).toBe('1 2 3 4 5 … 19 20');
    expect(render(paginationItems(3, 20))).toBe('1 2 3 4 5 … 19 20');
  });

  it('centres the window on the current page with both margins', () => {
    expect(render(paginationItems(10, 20))).toBe('1 2 … 8 9 10 11 12 … 19 20');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(render(paginationItems(6, 20))).toBe('1 2 3 4 5 6 7 8 … 19 20');
    expect(render(paginationItems(15, 20))).toBe('1 2 … 13 14 15 16 17 18 19 20');
  });

  it('keeps the window at the end near the last page', () => {
    expect(render(paginationItems(20, 20))).toBe('1 2 … 16 17 18 19 20');
  });

  it('clamps a current page outside the range', () => {
    expect(render(paginationItems(99, 12))).toBe('1 2 … 8 9 10 11 12');
    expect(render(paginationItems(0, 12))).toBe('1 2 3 4 5 … 11 12');
  });

  it('answers nothing without pages, and keys gaps by the page before them', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(10, 20).filter((item) => item.kind === 'gap')).toEqual([
      { kind: 'gap', after: 2 },
      { kind: 'gap', after: 12 },
    ]);
  });
});

describe('pageCountOf', () => {
  it('rounds up to whole pages of 15', () => {
    expect(pageCountOf(0, 15)).toBe(0);
    expect(pageCountOf(15, 15)).toBe(1);
    expect(pageCountOf(16, 15)).toBe(2);
    expect(pageCountOf(815, 15)).toBe(55);
  });
});
