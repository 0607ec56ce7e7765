import { z } from 'zod';

/** Normalised document types the product filters on (the collections tab's document type facet). */
export const DOC_TYPES = [
  'standard',
  'technical-specification',
  'technical-report',
  'publicly-available-specification',
  'guide',
  'recommendation',
  'amendment',
  'corrigendum',
  'directive',
  'handbook',
  'specification',
  'report',
  'practice',
  'note',
  'article',
  'other',
] as const;
export const DocType = z.enum(DOC_TYPES);
export type DocType = z.infer<typeof DocType>;
