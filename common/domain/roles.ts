import { z } from 'zod';

export const UserRole = z.enum(['admin', 'powerUser', 'member']);
export type UserRole = z.infer<typeof UserRole>;

export const SearchTab = z.enum([
  'standards',
  'collections',
  'categories',
  'latest',
  'metals',
  'metalsSupplier',
  'materials',
  'materialsSupplier',
]);
export type SearchTab = z.infer<typeof SearchTab>;

export const DatasetKind = z.enum(['standards', 'metals', 'materials']);
export type DatasetKind = z.infer<typeof DatasetKind>;
