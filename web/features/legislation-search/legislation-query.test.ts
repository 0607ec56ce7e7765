import { describe, expect, it } from 'vitest';
import { hasCriteria, readLegislationQuery, writeLegislationQuery, yearOfRange, yearRange } from './legislation-query.ts';

describe('the legislation search address', () => {
  it('reads what the recent-search links write (the built-in connector\'s criteriaQuery), lists as repeated keys', () => {
    const read = readLegislationQuery(new URLSearchParams('words=machinery&families=directive&families=regulation&inForce=yes&publishedFrom=2006-01-01&sort=newest'));
    expect(read).toEqual({ filters: { words: 'machinery', families: ['directive', 'regulation'], inForce: 'yes', publishedFrom: '2006-01-01' }, sort: 'newest', page: 1 });
  });

  it('writes a search back to the same keys, and reads it again unchanged', () => {
    const query = { filters: { identifier: '2006/42/EC', subjects: ['machinery', 'safety'] }, sort: 'oldest' as const, page: 3 };
    const text = writeLegislationQuery(query);
    expect(text).toBe('identifier=2006%2F42%2FEC&subjects=machinery&subjects=safety&sort=oldest&page=3');
    expect(readLegislationQuery(new URLSearchParams(text))).toEqual(query);
  });

  it('leaves out what cannot be a criterion, so a hand-edited address still searches', () => {
    const read = readLegislationQuery(new URLSearchParams('inForce=maybe&publishedFrom=2006&sort=best&page=-2&types=&words=%20%20'));
    expect(read).toEqual({ filters: {}, sort: 'relevance', page: 1 });
    expect(hasCriteria(read.filters)).toBe(false);
    expect(readLegislationQuery(new URLSearchParams('page=999999')).page).toBe(1000);
  });

  it('turns a year into its date range and finds the year of an exact range', () => {
    expect(yearRange('2014')).toEqual({ publishedFrom: '2014-01-01', publishedTo: '2014-12-31' });
    expect(yearOfRange(yearRange('2014'))).toBe('2014');
    expect(yearOfRange({ publishedFrom: '2014-01-01', publishedTo: '2015-12-31' })).toBeNull();
  });
});
