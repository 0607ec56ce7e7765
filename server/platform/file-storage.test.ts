import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';

describe('the local file storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'normscope-storage-'));
    storage = createLocalFileStorage(path.join(root, 'exports'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function* chunks(...parts: string[]) {
    yield* parts;
  }

  it('puts, reads, streams, sizes and deletes a file by key', async () => {
    const stored = await storage.put('export-1.csv', chunks('\uFEFFa,b\r\n', 'é,"x"\r\n'));
    expect(stored).toEqual({ key: 'export-1.csv', byteSize: Buffer.byteLength('\uFEFFa,b\r\né,"x"\r\n') });
    expect((await storage.read('export-1.csv')).toString('utf8')).toBe('\uFEFFa,b\r\né,"x"\r\n');
    let streamed = '';
    for await (const part of storage.stream('export-1.csv')) streamed += String(part);
    expect(streamed).toBe('\uFEFFa,b\r\né,"x"\r\n');
    await storage.delete('export-1.csv');
    expect(await storage.size('export-1.csv')).toBeNull();
    await expect(storage.delete('export-1.csv')).resolves.toBeUndefined();
  });

  it('leaves the previous file whole, and no partial file, when writing fails', async () => {
    await storage.put('export-2.csv', chunks('old'));
    async function* failing() {
      yield 'new part';
      throw new Error('read failed');
    }
    await expect(storage.put('export-2.csv', failing())).rejects.toThrow('read failed');
    expect((await storage.read('export-2.csv')).toString()).toBe('old');
    expect(readdirSync(path.join(root, 'exports'))).toEqual(['export-2.csv']);
  });

  it.each(['../outside.csv', 'a/b.csv', '', '.hidden', 'x..csv'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, chunks('x'))).rejects.toThrow('Invalid storage key');
  });
});
