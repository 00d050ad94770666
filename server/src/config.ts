import { isIP } from 'node:net';
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

/** A yes/no setting: `1`/`true` is yes, any other value no, unset (or empty) `undefined`. */
function flag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  return raw === '1' || raw.toLowerCase() === 'true';
}

function bool(name: string, fallback: boolean): boolean {
  return flag(process.env[name]) ?? fallback;
}

/**
 * The demo tenant signs in with published passwords, so it is created only where nobody else can
 * be using the database: the embedded one outside production. `SEED_DEMO` decides either way when
 * set. A `DATABASE_URL` database never gets it by default, whatever NODE_ENV says.
 */
export function shouldSeedDemo(setting: { seedDemo: string | undefined; embedded: boolean; production: boolean }): boolean {
  return flag(setting.seedDemo) ?? (setting.embedded && !setting.production);
}

/**
 * Introspection shows the whole schema to anyone who asks: on only while developing
 * (`npm run dev` sets NODE_ENV=development), or when `GRAPHQL_INTROSPECTION` says so.
 */
export function allowIntrospection(setting: { introspection: string | undefined; nodeEnv: string | undefined }): boolean {
  return flag(setting.introspection) ?? setting.nodeEnv === 'development';
}

/**
 * Outside the ephemeral port ranges (Linux 32768–60999, macOS and Windows 49152–65535), where
 * outgoing connections could hold it at random. When taken and not named by EMBEDDED_PG_PORT,
 * a free port beside it is used.
 */
export const DEFAULT_EMBEDDED_PG_PORT = 15432;

export type Config = ReturnType<typeof loadConfig>;

/**
 * The installation's base address: tenant `acme` lives at `acme.<its host>`, with its scheme and
 * port. Links in mail are built from it (never from a header a client sends), so production must
 * name it; elsewhere it is this machine's `localhost` on the configured port.
 */
function baseUrl(production: boolean, port: number): string {
  const raw = process.env.BASE_URL?.trim();
  if (!raw) {
    if (production) throw new Error('BASE_URL must be set in production (e.g. https://seedbed.example.org): links in mail are built from it');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`BASE_URL must be an address such as https://seedbed.example.org, got "${raw}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`BASE_URL must be a bare http(s) address such as https://seedbed.example.org, got "${raw}"`);
  }
  return url.origin;
}

/**
 * The DNS servers custom domains are verified against (`ip` or `ip:port`, IPv6 as `[ip]:port`,
 * comma-separated); none means the system's own.
 */
function dnsServers(): string[] {
  const raw = process.env.DNS_SERVERS?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const server = entry.trim();
    const match = /^(?:\[([^\]]+)\]|([^:]+)|([0-9a-fA-F:]+))(?::(\d{1,5}))?$/.exec(server);
    const ip = match?.[1] ?? match?.[2] ?? match?.[3];
    const port = match?.[4] === undefined ? 53 : Number(match[4]);
    if (!ip || !isIP(ip) || port < 1 || port > 65535) throw new Error(`DNS_SERVERS must list addresses such as 192.0.2.53:53, got "${server}"`);
    return server;
  });
}

/** Every setting comes from the environment so that two servers can share one database. */
export function loadConfig() {
  const production = process.env.NODE_ENV === 'production';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT_DIR, 'data'));
  const port = int('PORT', 3000);
  const outboundAllowPrivate = bool('OUTBOUND_ALLOW_PRIVATE', false);
  return {
    production,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    /** Behind a reverse proxy: believe its x-forwarded-for and x-forwarded-proto (client address, https). */
    trustProxy: bool('TRUST_PROXY', false),
    /** Replaced by the listening port's address once known when PORT is 0 and BASE_URL unset. */
    baseUrl: baseUrl(production, port),
    baseUrlFromPort: !process.env.BASE_URL?.trim(),
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    /**
     * Encrypts secrets kept for tenants (single sign-on client secrets; core/secret-box.ts). Every
     * server of an installation needs the same value; unset, a key is made once in DATA_DIR.
     */
    secretsKey: process.env.SECRETS_KEY?.trim() || null,
    embeddedPgPort: int('EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PG_PORT),
    /** Named by EMBEDDED_PG_PORT: used as given, never swapped for a free one. */
    embeddedPgPortExplicit: Boolean(process.env.EMBEDDED_PG_PORT),
    defaultTenant: process.env.DEFAULT_TENANT ?? 'demo',
    dnsServers: dnsServers(),
    seedDemo: shouldSeedDemo({ seedDemo: process.env.SEED_DEMO, embedded: process.env.DATABASE_URL === undefined, production }),
    introspection: allowIntrospection({ introspection: process.env.GRAPHQL_INTROSPECTION, nodeEnv: process.env.NODE_ENV }),
    maxSessionsPerUser: int('MAX_SESSIONS_PER_USER', 5),
    sessionStaleAfterMs: int('SESSION_STALE_AFTER_MS', 10 * 60_000),
    tokenTtlDays: int('TOKEN_TTL_DAYS', 30),
    /** How often each server checks whether a tenant's daily notification digest is due; 0 turns it off. */
    notificationDigestIntervalMs: int('NOTIFICATION_DIGEST_INTERVAL_MS', 5 * 60_000),
    /** How often each server makes due metric periods and sends metric reminders (once per tenant and day); 0 turns it off. */
    metricsScheduleIntervalMs: int('METRICS_SCHEDULE_INTERVAL_MS', 60 * 60_000),
    /** How often each server sends the application decision mails whose undo window has passed; 0 turns it off. */
    decisionMailIntervalMs: int('DECISION_MAIL_INTERVAL_MS', 60_000),
    /** How often each server runs the planned actions (scheduled e-mails, feedback requests, tasks) whose time has come; 0 turns it off. */
    plannedActionsIntervalMs: int('PLANNED_ACTIONS_INTERVAL_MS', 30_000),
    /**
     * Outside reads (RSS feeds, link previews, outside calendars; core/outbound.ts) may reach
     * private, loopback and link-local addresses: off, as anyone typing an address would otherwise
     * reach the server's own network; tests turn it on to serve feeds locally. The server's own
     * public origin is always allowed.
     */
    outboundAllowPrivate,
    /** How often each server sends the webhook deliveries that are due (retries); 0 turns sending off, deliveries then wait. */
    webhookSendIntervalMs: int('WEBHOOK_SEND_INTERVAL_MS', 15_000),
    /** How often each server reads the outside RSS feeds of the news feeds, those read longest ago first; 0 turns it off. */
    rssFetchIntervalMs: int('RSS_FETCH_INTERVAL_MS', 30 * 60_000),
    /** Outside calendars and video rooms of coaching. */
    calendar: {
      /** How often each server reads a few outside calendars, those read longest ago first; 0 turns it off. */
      externalSyncIntervalMs: int('EXTERNAL_CALENDAR_SYNC_INTERVAL_MS', 15 * 60_000),
      /**
       * Outside calendars at private or loopback addresses: as for every outside read unless
       * EXTERNAL_CALENDAR_ALLOW_PRIVATE, the older calendars-only setting, says otherwise.
       */
      allowPrivateAddresses: bool('EXTERNAL_CALENDAR_ALLOW_PRIVATE', outboundAllowPrivate),
      /** The installation's video rooms (e.g. https://meet.example.org): a session gets `<this>/<tenant>-<session>`. */
      videoRoomUrl: process.env.VIDEO_ROOM_URL?.trim().replace(/\/+$/, '') || null,
    },
    signIn: {
      maxFailuresPerAccount: int('SIGNIN_MAX_FAILURES_ACCOUNT', 5),
      maxFailuresPerAddress: int('SIGNIN_MAX_FAILURES_ADDRESS', 20),
      windowMinutes: int('SIGNIN_WINDOW_MINUTES', 15),
    },
    /** Answers one address may send through forms' public links in a window (drafts of signed-in people aside). */
    sharedForms: {
      maxPerAddress: int('SHARED_FORM_MAX_PER_ADDRESS', 20),
      windowMinutes: int('SHARED_FORM_WINDOW_MINUTES', 10),
    },
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.MAIL_FROM ?? 'Seedbed <no-reply@seedbed.local>',
    /** Tracked mail (campaigns, threads): the installation's key for its relay's signed delivery reports, beside each organisation's own. */
    emailDelivery: {
      eventsSecret: process.env.EMAIL_EVENTS_SECRET?.trim() || null,
      /** How often each server sends the tracked mail a stop or a deferral left queued; 0 turns it off. */
      sweepIntervalMs: int('EMAIL_SEND_INTERVAL_MS', 60_000),
    },
    storage: {
      dir: path.resolve(process.env.STORAGE_DIR ?? path.join(dataDir, 'files')),
      maxUploadBytes: int('MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
      /** Uploads one client address may have under way at once in one server (429 beyond); 0 means no bound. */
      maxUploadsPerAddress: int('MAX_UPLOADS_PER_ADDRESS', 4),
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
    /** Exports (modules/exports): how long a written file is kept, and the runner's timing. */
    exports: {
      retentionHours: int('EXPORT_RETENTION_HOURS', 72),
      /** How long a claim on an export holds without renewal: a crashed server's export waits this long. */
      leaseMs: int('EXPORT_LEASE_MS', 60_000),
      /** How often each server looks for exports nobody writes and for files whose time is up; 0 turns it off. */
      sweepIntervalMs: int('EXPORT_SWEEP_INTERVAL_MS', 60_000),
    },
    /** The built web application (`npm run build`); tests point it at a folder of their own. */
    webDist: path.resolve(process.env.WEB_DIST || path.join(ROOT_DIR, 'web', 'dist')),
    /** The product documentation (Markdown), loaded into the database at start. */
    docsDir: path.resolve(process.env.DOCS_DIR ?? path.join(ROOT_DIR, 'docs')),
    logLevel: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info'),
  };
}
