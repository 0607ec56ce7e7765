import type { TFunction } from 'i18next';
import { COLLECTION_NAME_MAX } from '../../../common/collections/collections.contract.ts';

/** The name rules of the collections contract, with the message in the user's language (null when valid). */
export function collectionNameError(name: string, t: TFunction): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('collections.nameRequired');
  if (trimmed.length > COLLECTION_NAME_MAX) return t('collections.nameTooLong', { max: COLLECTION_NAME_MAX });
  return null;
}
