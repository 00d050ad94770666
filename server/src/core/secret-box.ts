import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Secrets a tenant hands the server (an identity provider's client secret) are kept encrypted
 * with AES-256-GCM, so that a copy of the database alone does not reveal them. The key is
 * SECRETS_KEY (any string; its SHA-256 is the key), else a random key written once to
 * `DATA_DIR/secrets.key` — fine for one server, while several servers must share SECRETS_KEY.
 * `context` (say, the tenant and the record) is authenticated with the text, so a ciphertext
 * copied onto another record does not open.
 */

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another process wrote it first: use theirs.
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}

function keyOf(config: Pick<Config, 'secretsKey' | 'dataDir'>): Buffer {
  const id = config.secretsKey ? `env:${config.secretsKey}` : `file:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = config.secretsKey ? createHash('sha256').update(config.secretsKey).digest() : keyFile(config.dataDir);
    keys.set(id, key);
  }
  return key;
}

export function sealSecret(config: Pick<Config, 'secretsKey' | 'dataDir'>, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/** The plain text, or null when the sealed text was made under another key or for another context. */
export function openSecret(config: Pick<Config, 'secretsKey' | 'dataDir'>, sealed: string, context: string): string | null {
  const [version, iv, tag, text] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || text === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
