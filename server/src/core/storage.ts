import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import type { Config } from '../config.ts';

/** Where uploaded files live: a local folder by default, an S3-compatible bucket when configured. */
export interface Storage {
  /**
   * Uploads arrive here first, streamed to disk rather than held in memory; on the same disk as the
   * local folder so that putFile is a rename. The name starts with a dot, which no key can.
   */
  readonly incomingDir: string;
  /** Moves a received file (in incomingDir) into storage under key; the local file is gone afterwards. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The stored bytes, or only those from `start` to `end` (both included): a video played from the middle. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** A slice of a stored file, both ends included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

const INCOMING = '.incoming';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function localStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    incomingDir: path.join(dir, INCOMING),
    async putFile(key, received) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.rename(received, file(key));
    },
    async get(key, range) {
      await fs.access(file(key));
      return createReadStream(file(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

export async function s3Storage(options: NonNullable<Config['storage']['s3']>, dir: string): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  return {
    incomingDir: path.join(dir, INCOMING),
    async putFile(key, received, contentType) {
      // A stream of known length: the SDK sends it as it is read, without a copy in memory.
      const { size } = await fs.stat(received);
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: checkKey(key), Body: createReadStream(received), ContentLength: size, ContentType: contentType }));
      await fs.rm(received, { force: true });
    },
    async get(key, range) {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      return answer.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },
  };
}

/**
 * Received files older than an hour belong to no upload still running (a server stopped in the
 * middle of one): they are removed when a server starts.
 */
async function sweepIncoming(storage: Storage): Promise<Storage> {
  await fs.mkdir(storage.incomingDir, { recursive: true });
  const before = Date.now() - 60 * 60_000;
  for (const name of await fs.readdir(storage.incomingDir)) {
    const file = path.join(storage.incomingDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true, recursive: true });
  }
  return storage;
}

export async function createStorage(config: Config['storage']): Promise<Storage> {
  return sweepIncoming(config.s3 ? await s3Storage(config.s3, config.dir) : localStorage(config.dir));
}
