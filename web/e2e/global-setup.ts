import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from '../../server/test/mailbox.ts';

// The web package is an ES module, where __dirname does not exist.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start:\n${log()}`);
}

/**
 * Starts the real server (its own embedded PostgreSQL in a temporary folder) and a real SMTP
 * server whose mail lands in a file the specs read.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-e2e-'));
  fs.chmodSync(dir, 0o755);
  const mailFile = path.join(dir, 'mail.jsonl');
  fs.writeFileSync(mailFile, '');
  const mailbox = await startMailbox((mail) => fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`));

  const [port, pgPort] = [await freePort(), await freePort()];
  let output = '';
  // The server as `npm start` runs it: compiled.
  const { buildServer } = await import('../../server/build.mjs');
  await buildServer({ quiet: true });
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Tenants live at http://<slug>.localhost:<port>, as the specs open them; mail links point there.
      BASE_URL: `http://localhost:${port}`,
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dir,
      SEED_DEMO: '0',
      // The specs count notifications exactly; the daily digest would add its own at random moments.
      NOTIFICATION_DIGEST_INTERVAL_MS: '0',
      SMTP_URL: mailbox.url,
      SIGNIN_MAX_FAILURES_ADDRESS: '1000',
      // The sign-on spec's identity provider runs on this machine (127.0.0.1).
      OUTBOUND_ALLOW_PRIVATE: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);

  process.env.E2E_PORT = String(port);
  process.env.E2E_DATABASE_URL = `postgres://postgres:seedbed-embedded@127.0.0.1:${pgPort}/seedbed`;
  process.env.E2E_MAIL_FILE = mailFile;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
