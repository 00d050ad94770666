import { spawn } from 'node:child_process';
import path from 'node:path';
import { systemPort } from '../src/core/db/embedded-port.ts';

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Extra flags for node (a CPU profile: `--cpu-prof`). */
  nodeFlags?: string[];
  /** Another program than the compiled server (the bench's anchor, run from TypeScript). */
  entry?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server in a process of its own, compiled as `npm start` runs it (node itself, so that its pid is
 * the one whose memory is read), so that the load generator never shares its event loop or its
 * profile. `npm run bench` compiles the server first.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await systemPort();
  const program = options.entry ? ['--import', 'tsx', options.entry] : ['dist/main.mjs'];
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...program], {
    cwd: path.resolve('.'),
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BASE_URL: 'http://localhost',
      NOTIFICATION_DIGEST_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server process exited (${child.exitCode})`);
    if (i > 600) throw new Error('the server process did not answer /api/health');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
