import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { systemPort } from '../src/core/db/embedded-port.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's tsx: the server package's own when present, else the one hoisted to the root. */
function tsxBinary(): string {
  const candidates = [path.join(SERVER_DIR, 'node_modules/.bin/tsx'), path.join(SERVER_DIR, '../node_modules/.bin/tsx')];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`tsx not found in ${candidates.join(' or ')}`);
  return found;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface SecondProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; answers how it ended ('timeout' when it had to be killed) and removes its files. */
  stop(): Promise<Exit | 'timeout' | null>;
}

/**
 * A second server: the real entry point, as `npm start` runs it, on the tests' database and
 * sharing nothing else, answering /api/health once it listens.
 */
export async function startSecondProcess(): Promise<SecondProcess> {
  const port = await systemPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-process-b-'));
  let output = '';
  const child = spawn(tsxBinary(), ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      // The tsx launcher runs on `node` from PATH: make it the Node running these tests.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      DATABASE_URL: inject('databaseUrl'),
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL to its own base path ("/"); this server's tenants live under localhost too.
      BASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Files and any local state stay out of the repository.
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second process exited early (${child.exitCode}):\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.status === 200 && (await health.json()).status === 'ok') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the second process did not answer /api/health in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      let result: Exit | 'timeout' | null = null;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000));
        result = await Promise.race([exited, timeout]);
        if (result === 'timeout') child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}
