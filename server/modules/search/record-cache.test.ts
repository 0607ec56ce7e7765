import { describe, expect, it } from 'vitest';
import { createRecordCache } from './record-cache.ts';
import type { SharedRecord } from './search-page.repo.ts';

const shared = (number: string) => ({ number, title: `${number} title` }) as SharedRecord;

describe('the kept records of result rows', () => {
  it('finds what was kept for the language asked, with the catalogue version it holds for', () => {
    const cache = createRecordCache();
    expect(cache.find('en', [1])).toEqual({ version: null, found: new Map() });
    cache.keep('v1', 'en', new Map([[1, shared('ISO 1')], [2, shared('ISO 2')]]));
    const { version, found } = cache.find('en', [1, 3]);
    expect(version).toBe('v1');
    expect([...found.keys()]).toEqual([1]);
    expect(cache.find('fr', [1]).found.size).toBe(0);
  });

  it('drops everything kept for another catalogue version', () => {
    const cache = createRecordCache();
    cache.keep('v1', 'en', new Map([[1, shared('ISO 1')]]));
    cache.keep('v2', 'en', new Map([[2, shared('ISO 2')]]));
    expect(cache.find('en', [1, 2])).toEqual({ version: 'v2', found: new Map([[2, shared('ISO 2')]]) });
  });

  it('keeps at most 20,000 records, the ones kept last', () => {
    const cache = createRecordCache();
    cache.keep('v1', 'en', new Map(Array.from({ length: 20_001 }, (_, id) => [id, shared(`ISO ${id}`)] as const)));
    expect(cache.find('en', [0]).found.size).toBe(0);
    expect(cache.find('en', [1, 20_000]).found.size).toBe(2);
  });
});
