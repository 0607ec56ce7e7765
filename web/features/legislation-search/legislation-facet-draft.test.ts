import { describe, expect, it } from 'vitest';
import { applyDraft, chosenCount, clearDraft, draftOf, pendingCount, toggleDraft } from './legislation-facet-draft.ts';

describe('the legislation facets draft', () => {
  const filters = { words: 'machinery', types: ['DIR'], inForce: 'yes' as const, publishedFrom: '2006-01-01', publishedTo: '2006-12-31' };

  it('shows the applied filters as choices, an exact year range as its year', () => {
    expect(draftOf(filters)).toEqual({ family: [], type: ['DIR'], inForce: ['yes'], subject: [], year: ['2006'] });
    expect(draftOf({ publishedFrom: '2006-01-01' }).year).toEqual([]);
  });

  it('toggles list choices, replaces one-choice facets, and counts what Apply would change', () => {
    const applied = draftOf(filters);
    let draft = toggleDraft(applied, 'type', 'REG');
    draft = toggleDraft(draft, 'type', 'DIR');
    draft = toggleDraft(draft, 'inForce', 'no');
    draft = toggleDraft(draft, 'year', '');
    expect(draft).toEqual({ family: [], type: ['REG'], inForce: ['no'], subject: [], year: [] });
    expect(pendingCount(draft, applied)).toBe(5);
    expect(chosenCount(draft)).toBe(2);
  });

  it('applies the draft over the filters, keeping the words; dropping the year drops its range', () => {
    const draft = { family: ['directive'], type: [], inForce: [], subject: ['machinery'], year: [] };
    expect(applyDraft(filters, draft)).toEqual({ words: 'machinery', families: ['directive'], subjects: ['machinery'] });
    expect(applyDraft({ words: 'x' }, { ...draft, year: ['2014'] })).toMatchObject({ publishedFrom: '2014-01-01', publishedTo: '2014-12-31' });
  });

  it('clears every facet choice and keeps a typed date range', () => {
    expect(clearDraft({ words: 'x', types: ['REG'], publishedFrom: '2010-03-01' })).toEqual({ words: 'x', publishedFrom: '2010-03-01' });
  });
});
