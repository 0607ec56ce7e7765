import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../platform/s3-file-storage.ts';

export type TestS3Server = {
  /** Settings of a bucket on this server, as STORAGE_S3_* would give them. */
  settings: S3StorageSettings;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, objects in a temporary folder) on a free port, with one
 * bucket; its fixed account is S3RVER/S3RVER, and it signs and checks requests as S3 does.
 */
export async function startTestS3Server(bucket = 'normscope-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'normscope-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: '',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
