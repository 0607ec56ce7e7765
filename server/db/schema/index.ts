export * from './accounts.schema.ts';
export * from './catalogue.schema.ts';
export * from './materials.schema.ts';
export * from './collections.schema.ts';
export * from './activity.schema.ts';
export * from './saved-searches.schema.ts';
export * from './exports.schema.ts';
export * from './reader.schema.ts';
