import { buildWebIfStale } from './build-web-if-stale.ts';

buildWebIfStale();
// Loading the server's code takes a moment of its own; main.ts then says what it does.
console.log('Starting Normscope...');
await import('../server/main.ts');
