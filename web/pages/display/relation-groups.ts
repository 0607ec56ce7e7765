import type { DocumentDetail, DocumentRelation } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';

/** The order relation groups are shown in: what this document replaces and is replaced by first. */
export const RELATION_ORDER = [
  'obsoletedBy',
  'obsoletes',
  'updatedBy',
  'updates',
  'amendedBy',
  'amends',
  'correctedBy',
  'corrects',
  'hasPart',
  'partOf',
  'adoptedFrom',
  'adoptedAs',
  'hasEdition',
  'editionOf',
  'relatedTo',
] as const;

export type RelationGroup = { type: string; relations: DocumentRelation[] };

/** Relations grouped by type, known types in RELATION_ORDER, any others after them alphabetically. */
export function groupRelations(relations: DocumentRelation[]): RelationGroup[] {
  const byType = new Map<string, DocumentRelation[]>();
  for (const relation of relations) byType.set(relation.type, [...(byType.get(relation.type) ?? []), relation]);
  const rank = (type: string) => {
    const index = (RELATION_ORDER as readonly string[]).indexOf(type);
    return index === -1 ? RELATION_ORDER.length : index;
  };
  return [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, grouped]) => ({ type, relations: grouped }));
}

export type RelationTarget = {
  /** The target's display page (its version when known, without a search context); null when not in the catalogue. */
  href: string | null;
  statusCode: string | null;
};

/**
 * Where a relation leads. A target that is another version of this same document takes
 * that version's status from the versions list: the relation carries the document's.
 */
export function relationTarget(relation: DocumentRelation, detail: Pick<DocumentDetail, 'docId' | 'versions'>): RelationTarget {
  if (relation.targetDocId === null) return { href: null, statusCode: null };
  const sameDocumentVersion =
    relation.targetDocId === detail.docId ? detail.versions.find((version) => version.versionId === relation.targetVersionId) : undefined;
  return {
    href: pagePaths.version(relation.targetVersionId ?? 0, relation.targetDocId),
    statusCode: sameDocumentVersion?.statusCode ?? relation.targetStatusCode,
  };
}
