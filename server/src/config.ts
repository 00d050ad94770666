import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(here, '../..');

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

export type Config = ReturnType<typeof loadConfig>;

/** Every setting comes from the environment so that two servers can share one database. */
export function loadConfig() {
  const production = process.env.NODE_ENV === 'production';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT_DIR, 'data'));
  return {
    production,
    port: int('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    publicUrl: process.env.PUBLIC_URL,
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    embeddedPgPort: int('EMBEDDED_PG_PORT', 54329),
    defaultTenant: process.env.DEFAULT_TENANT ?? 'demo',
    seedDemo: bool('SEED_DEMO', !production),
    introspection: bool('GRAPHQL_INTROSPECTION', !production),
    maxSessionsPerUser: int('MAX_SESSIONS_PER_USER', 5),
    sessionStaleAfterMs: int('SESSION_STALE_AFTER_MS', 10 * 60_000),
    tokenTtlDays: int('TOKEN_TTL_DAYS', 30),
    /** How often each server checks whether a tenant's daily notification digest is due; 0 turns it off. */
    notificationDigestIntervalMs: int('NOTIFICATION_DIGEST_INTERVAL_MS', 5 * 60_000),
    signIn: {
      maxFailuresPerAccount: int('SIGNIN_MAX_FAILURES_ACCOUNT', 5),
      maxFailuresPerAddress: int('SIGNIN_MAX_FAILURES_ADDRESS', 20),
      windowMinutes: int('SIGNIN_WINDOW_MINUTES', 15),
    },
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM ?? 'Seedbed <no-reply@seedbed.local>',
    storage: {
      dir: path.resolve(process.env.STORAGE_DIR ?? path.join(dataDir, 'files')),
      maxUploadBytes: int('MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
      s3: process.env.S3_BUCKET
        ? {
            bucket: process.env.S3_BUCKET,
            region: process.env.S3_REGION ?? 'us-east-1',
            endpoint: process.env.S3_ENDPOINT,
            accessKeyId: process.env.S3_ACCESS_KEY_ID,
            secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    },
    webDist: path.join(ROOT_DIR, 'web', 'dist'),
    /** The product documentation (Markdown), loaded into the database at start. */
    docsDir: path.resolve(process.env.DOCS_DIR ?? path.join(ROOT_DIR, 'docs')),
    logLevel: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info'),
  };
}
