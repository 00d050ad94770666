import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2ETenant } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Puts a tracked message to a startup's team on its timeline: the first recipient delivered and opened three times, the others bounced. */
export function postEmailThread(
  tenant: E2ETenant,
  request: { startupId: string; senderId: string; subject: string; html: string; to: Array<{ email: string; userId: string | null }> },
) {
  const incubatorId = (tenant as E2ETenant & { id: string }).id;
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['test/e2e/email-thread.ts', JSON.stringify({ incubatorId, ...request })], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: 'utf8',
  });
}
