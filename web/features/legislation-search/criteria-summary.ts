import type { TFunction } from 'i18next';
import type { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';
import type { LegislationLabels } from './use-legislation-labels.ts';

/** A saved search's criteria in a line ("Words: machinery · Family: Directive"), in the user's language. */
export function criteriaSummary(filters: LegislationFilters, labels: LegislationLabels, t: TFunction): string {
  const parts: string[] = [];
  if (filters.words) parts.push(t('euLaw.criteria.words', { value: filters.words }));
  if (filters.identifier) parts.push(t('euLaw.criteria.identifier', { value: filters.identifier }));
  if (filters.families?.length) parts.push(t('euLaw.criteria.families', { value: filters.families.map(labels.family).join(', ') }));
  if (filters.types?.length) parts.push(t('euLaw.criteria.types', { value: filters.types.map(labels.type).join(', ') }));
  if (filters.subjects?.length) parts.push(t('euLaw.criteria.subjects', { value: filters.subjects.join(', ') }));
  if (filters.inForce) parts.push(t('euLaw.criteria.inForce', { value: labels.inForce(filters.inForce) }));
  if (filters.publishedFrom || filters.publishedTo) parts.push(t('euLaw.criteria.published', { from: filters.publishedFrom ?? '…', to: filters.publishedTo ?? '…' }));
  return parts.length > 0 ? parts.join(' · ') : t('euLaw.criteria.all');
}
