export * from './accounts.schema.ts';
