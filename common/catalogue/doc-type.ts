import { z } from 'zod';

/** Normalised document types the product filters on (the collections tab's document type facet). */
export const DocType = z.enum([
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
]);
export type DocType = z.infer<typeof DocType>;
