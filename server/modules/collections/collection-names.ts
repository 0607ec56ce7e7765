import type { Locale } from '../../../common/locales.ts';

/** The key of the personal collection every user is created with (default-collection.ts). */
export const MY_DOCUMENTS_KEY = 'myDocuments';

/** The product's own collection names, in every language of the product. */
export const DEFAULT_COLLECTION_NAMES: Record<Locale, string> = {
  en: 'My documents',
  fr: 'Mes documents',
  de: 'Meine Dokumente',
  it: 'I miei documenti',
  es: 'Mis documentos',
  ru: 'Мои документы',
  zh: '我的文件',
};

const PRODUCT_NAMES: Record<string, Record<Locale, string>> = { [MY_DOCUMENTS_KEY]: DEFAULT_COLLECTION_NAMES };

/**
 * The name a reader sees: a name the product gave (a key is stored) in the reader's
 * language, whatever language it was made in; a name a user chose, as they wrote it.
 */
export function collectionName(collection: { name: string; nameKey: string | null }, language: Locale): string {
  const names = collection.nameKey === null ? undefined : PRODUCT_NAMES[collection.nameKey];
  return names ? names[language] : collection.name;
}
