import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { dataPaths, type AppConfig } from '../config/config.ts';
import { checkedKey, createLocalFileStorage, type FileStorage } from './file-storage.ts';

export type S3StorageSettings = NonNullable<AppConfig['storageS3']>;

/**
 * A part of a multipart upload: S3 takes parts of 5 MiB and more (but the last), and an export
 * holds one part in memory while it uploads, so 8 MiB keeps memory small and requests few.
 */
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

export function createS3Client(settings: Omit<S3StorageSettings, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's default
    // CRC32 trailers (aws-chunked bodies) that AWS itself accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/**
 * The file-storage port over an S3-compatible bucket, every key under `prefix`. A put is one
 * PutObject when the content fits in one part, else a multipart upload part by part: either way
 * the object appears only once complete, so readers see the old file or the whole new one.
 */
export function createS3FileStorage(options: { client: S3Client; bucket: string; prefix: string; partBytes?: number }): FileStorage {
  const { client, bucket, prefix } = options;
  const partBytes = options.partBytes ?? DEFAULT_PART_BYTES;
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  async function getObject(key: string) {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    if (!answer.Body) throw new Error(`Storage object ${key} has no body`);
    return answer.Body;
  }

  return {
    async put(key, content) {
      const Key = objectKey(key);
      const parts: CompletedPart[] = [];
      let uploadId: string | undefined;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let byteSize = 0;
      const uploadPart = async (body: Buffer) => {
        const PartNumber = parts.length + 1;
        const answer = await client.send(new UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
        parts.push({ PartNumber, ETag: answer.ETag });
      };
      try {
        for await (const chunk of content) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          pending.push(bytes);
          pendingBytes += bytes.length;
          byteSize += bytes.length;
          if (pendingBytes < partBytes) continue;
          uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }))).UploadId;
          if (!uploadId) throw new Error('The object store started no multipart upload');
          await uploadPart(Buffer.concat(pending));
          pending = [];
          pendingBytes = 0;
        }
        if (uploadId === undefined) {
          const body = Buffer.concat(pending);
          await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: body.length }));
        } else {
          if (pendingBytes > 0) await uploadPart(Buffer.concat(pending));
          await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        }
      } catch (error) {
        // An abandoned upload's parts would be kept (and billed) until a lifecycle rule removes them.
        if (uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId })).catch(() => undefined);
        throw error;
      }
      return { key, byteSize };
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    // The port's stream is synchronous; the object is asked for when the stream is first read,
    // and its body passes through as it arrives (a download never holds the whole file).
    stream: (key) =>
      Readable.from(
        (async function* () {
          const body = await getObject(key);
          yield* body as AsyncIterable<Buffer>;
        })(),
        { objectMode: false },
      ),

    async read(key) {
      const body = await getObject(key);
      return Buffer.from(await body.transformToByteArray());
    },

    async delete(key) {
      // S3 answers a delete of a missing object with success, as the port asks.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

export type StorageUse = 'exports' | 'logos';

/** The storage of one use: the configured bucket under `<prefix><use>/`, else the use's folder under DATA_DIR. */
export function fileStorageFor(config: Pick<AppConfig, 'dataDir' | 'storageS3'>, use: StorageUse, client?: S3Client): FileStorage {
  const s3 = config.storageS3;
  if (!s3) return createLocalFileStorage(dataPaths(config)[use]);
  return createS3FileStorage({ client: client ?? sharedClient(s3), bucket: s3.bucket, prefix: `${s3.prefix}${use}/` });
}

// One client (and its connection pool) per process and settings, shared by both uses.
const clients = new WeakMap<S3StorageSettings, S3Client>();
function sharedClient(settings: S3StorageSettings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    client = createS3Client(settings);
    clients.set(settings, client);
  }
  return client;
}
