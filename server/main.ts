import { startWeb, startWorker } from './roles.ts';

/** `node server/main.ts [worker]`: starts the web role (default) or the worker role. */
type Role = 'web' | 'worker';

const role: Role = process.argv[2] === 'worker' ? 'worker' : 'web';
(role === 'worker' ? startWorker() : startWeb()).catch((error: unknown) => {
  process.stderr.write(`Normscope failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
