import { describe, expect, it } from 'vitest';
import type { DocumentRelation } from '../../../common/catalogue/document.contract.ts';
import { groupRelations, relationTarget } from './relation-groups.ts';

const relation = (type: string, targetNumber: string, target: Partial<DocumentRelation> = {}): DocumentRelation => ({
  type,
  targetNumber,
  targetDocId: null,
  targetVersionId: null,
  targetTitle: null,
  targetStatusCode: null,
  ...target,
});

describe('groupRelations', () => {
  it('groups by type in the display order, unknown types last', () => {
    const groups = groupRelations([
      relation('updates', 'A'),
      relation('zzOther', 'B'),
      relation('obsoletes', 'C'),
      relation('updates', 'D'),
      relation('obsoletedBy', 'E'),
    ]);
    expect(groups.map((group) => group.type)).toEqual(['obsoletedBy', 'obsoletes', 'updates', 'zzOther']);
    expect(groups[2]?.relations.map((r) => r.targetNumber)).toEqual(['A', 'D']);
  });
});

describe('relationTarget', () => {
  const detail = {
    docId: 136,
    versions: [
      { versionId: 5, number: 'ISO 9001:2015', title: '', edition: '5', publishedOn: null, statusCode: 'CUR', hasContent: false, current: true },
      { versionId: 4, number: 'ISO 9001:2008', title: '', edition: '4', publishedOn: null, statusCode: 'S', hasContent: false, current: false },
    ],
  };

  it('links a catalogue target to its version without a search context', () => {
    expect(relationTarget(relation('adoptedAs', 'JIS Q 9001', { targetDocId: 220, targetVersionId: 245, targetStatusCode: 'CUR' }), detail)).toEqual({
      href: '/management/display/version/245/220',
      statusCode: 'CUR',
    });
    expect(relationTarget(relation('relatedTo', 'X', { targetDocId: 9 }), detail).href).toBe('/management/display/version/0/9');
  });

  it('takes the status of another version of the same document from the versions list', () => {
    expect(relationTarget(relation('obsoletes', 'ISO 9001:2008', { targetDocId: 136, targetVersionId: 4, targetStatusCode: 'CUR' }), detail).statusCode).toBe('S');
  });

  it('leaves a target outside the catalogue as plain text', () => {
    expect(relationTarget(relation('obsoletes', 'BS 5750'), detail)).toEqual({ href: null, statusCode: null });
  });
});
