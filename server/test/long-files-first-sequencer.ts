import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run long on PostgreSQL and are skipped on PGlite. `npm test` runs PGlite first, so
 * Vitest's cache holds their skipped run's few milliseconds and the PostgreSQL pass would start them
 * last: the whole catalogue's import (about 5 minutes on a slow host) then ran alone after every other
 * file had finished.
 */
const LONG_ON_POSTGRES = ['server/modules/catalogue/importers/real-data.test.ts', 'server/jobs/job-crash.test.ts'];

/** Vitest's order (failed, then slowest, then unknown and larger files first), with those files ahead of all. */
export default class LongFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_ON_POSTGRES.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/'));
      return index === -1 ? LONG_ON_POSTGRES.length : index;
    };
    // Array sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
