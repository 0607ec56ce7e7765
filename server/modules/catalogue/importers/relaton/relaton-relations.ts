import type { StatusCode } from '../../../../../common/catalogue/document-status.ts';
import type { RelationType } from '../../catalogue-record.ts';
import type { PublisherCode } from '../../publishers.ts';
import { amendedNumber, splitAmendment } from './relaton-numbers.ts';

type SourceRelation = { type: string; target: string; description?: string };

/** Relation types every publisher uses in their plain sense. */
const PLAIN: Partial<Record<string, RelationType>> = {
  obsoletes: 'obsoletes',
  obsoletedBy: 'obsoletedBy',
  amends: 'amends',
  amendedBy: 'amendedBy',
  corrects: 'corrects',
  correctedBy: 'correctedBy',
  partOf: 'partOf',
  hasPart: 'hasPart',
  includedIn: 'partOf',
  adoptedFrom: 'adoptedFrom',
  adoptedAs: 'adoptedAs',
  translatedFrom: 'relatedTo',
};

/**
 * Relations that tell the catalogue something. Dropped: edition lists (the work number
 * chains editions already), ITU's 'complementOf' web (hundreds per record), W3C's errata
 * pointers to the next snapshot, and anything stated by a document not yet published,
 * whose 'revises' must not supersede the edition in force.
 */
function mapType(publisher: PublisherCode, number: string, relation: SourceRelation): RelationType | undefined {
  const { type, target, description } = relation;
  if (type === 'hasEdition' || type === 'editionOf' || type === 'complementOf' || type === 'instanceOf' || type === 'hasInstance') return undefined;
  if (type === 'updates') {
    switch (publisher) {
      case 'ISO':
      case 'IEC': {
        // relaton-iso writes 'updates' for what came after: the next edition, or an amendment of this one.
        const amendment = splitAmendment(target);
        if (amendment && amendment.base === number) return amendment.kind === 'corrigendum' ? 'correctedBy' : 'amendedBy';
        return 'obsoletedBy';
      }
      case 'IEEE':
        if (description === 'amends') return 'amends';
        if (description === 'corrects') return 'corrects';
        if (description === 'revises') return 'obsoletes';
        return 'updates';
      default:
        return 'obsoletes';
    }
  }
  if (type === 'updatedBy') return publisher === 'W3C' ? undefined : 'obsoletedBy';
  if (type === 'hasSuccessor') return publisher === 'CCSDS' ? undefined : 'obsoletedBy';
  if (type === 'successorOf') return publisher === 'CCSDS' ? undefined : 'obsoletes';
  return PLAIN[type];
}

const SUPERSEDING: ReadonlySet<RelationType> = new Set(['obsoletes', 'amends', 'corrects', 'updates']);

export function relationsFor(
  publisher: PublisherCode,
  number: string,
  statusCode: StatusCode | undefined,
  stated: SourceRelation[],
): { type: RelationType; targetNumber: string }[] {
  const unpublished = statusCode === 'NA' || statusCode === 'AP' || statusCode === 'C';
  const relations: { type: RelationType; targetNumber: string }[] = [];
  const add = (type: RelationType, targetNumber: string) => {
    if (unpublished && SUPERSEDING.has(type)) return;
    if (targetNumber === number || relations.some((r) => r.type === type && r.targetNumber === targetNumber)) return;
    relations.push({ type, targetNumber });
  };
  for (const relation of stated) {
    const type = mapType(publisher, number, relation);
    if (type) add(type, relation.target);
  }
  // Amendments rarely say what they amend; their number does.
  const amended = amendedNumber(publisher, number);
  if (amended && amended.kind !== 'other') add(amended.kind === 'corrigendum' ? 'corrects' : 'amends', amended.target);
  return relations;
}
