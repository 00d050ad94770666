import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import type { Config } from '../config.ts';

/** Where uploaded files live: a local folder by default, an S3-compatible bucket when configured. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function localStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    async put(key, body) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), body);
    },
    async get(key) {
      await fs.access(file(key));
      return createReadStream(file(key));
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

export async function s3Storage(options: NonNullable<Config['storage']['s3']>): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
      return answer.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },
  };
}

export function createStorage(config: Config['storage']): Promise<Storage> | Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.dir);
}
