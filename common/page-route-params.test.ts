import { describe, expect, it } from 'vitest';
import { readDisplayRoute } from './page-route-params.ts';

describe('readDisplayRoute', () => {
  it('reads the display route with its offset and search context', () => {
    expect(readDisplayRoute({ offset: '17', docId: '136', searchContext: 'sAbc' })).toEqual({ docId: 136, versionId: undefined, offset: 17, searchContext: 'sAbc' });
  });

  it('reads a version route with and without a search context; version 0 is the current one', () => {
    expect(readDisplayRoute({ versionId: '4', docId: '136' })).toEqual({ docId: 136, versionId: 4, offset: null, searchContext: null });
    expect(readDisplayRoute({ versionId: '0', docId: '136', searchContext: 'cXyz' })).toEqual({ docId: 136, versionId: undefined, offset: null, searchContext: 'cXyz' });
  });

  it('refuses what is not a document', () => {
    expect(readDisplayRoute({ offset: '0', docId: 'abc', searchContext: 's' })).toBeNull();
    expect(readDisplayRoute({ versionId: '0', docId: '0' })).toBeNull();
    expect(readDisplayRoute({ versionId: '-1', docId: '5' })).toBeNull();
    expect(readDisplayRoute({ offset: '1.5', docId: '5', searchContext: 's' })).toBeNull();
  });
});
