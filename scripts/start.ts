import { buildWebIfStale } from './build-web-if-stale.ts';

buildWebIfStale();
await import('../server/main.ts');
