import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredFile = { key: string; byteSize: number };

/**
 * Where the product keeps files it writes for users (exports, logos): put, read and delete by
 * key. A local folder (below), or an S3-compatible bucket (s3-file-storage.ts).
 */
export type FileStorage = {
  /** Writes the whole content under `key`; readers see either the old file or the complete new one. */
  put: (key: string, content: AsyncIterable<string | Buffer>) => Promise<StoredFile>;
  /** The file's size, or null when there is no such file. */
  size: (key: string) => Promise<number | null>;
  stream: (key: string) => Readable;
  read: (key: string) => Promise<Buffer>;
  /** Removes the file; a missing file is not an error. */
  delete: (key: string) => Promise<void>;
};

/** Keys are plain file names: nothing a caller passes can reach outside the folder. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(root, { recursive: true });
      // Written beside the target, then renamed: a crash never leaves a half file under the key.
      const partial = path.join(root, `.${checkedKey(key)}.${randomBytes(4).toString('hex')}.partial`);
      try {
        await pipeline(Readable.from(content), createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, byteSize: (await stat(target)).size };
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    stream: (key) => createReadStream(pathOf(key)),
    read: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
