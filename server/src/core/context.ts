import type { Language } from '@seedbed/contracts/languages';
import type { IncubatorRow, RoleRow, UserRow } from '../db/schema/index.ts';
import type { Translate } from './i18n/index.ts';
import type { Services } from './services.ts';
import type { RequestTransaction } from './transaction.ts';
import { authenticationRequired } from './errors.ts';
import type { ApiAccess } from './auth/bearer.ts';

export interface Viewer {
  user: UserRow;
  role: RoleRow | null;
  /** The sign-in token this request came with: sessions are tied to it. */
  tokenId: string;
  /** Set when the request came with a token of the public API: what that token may do (core/auth/bearer.ts). */
  api?: ApiAccess;
}

export interface Context {
  services: Services;
  requestId: string;
  incubator: IncubatorRow;
  language: Language;
  t: Translate;
  token: string | null;
  userAgent: string | null;
  /** Where the request came from, for the limits on what anyone may send without signing in. */
  address?: string | null;
  tx: RequestTransaction;
  /** Set before any resolver runs, from the bearer token, inside the request's transaction. */
  viewer: Viewer | null;
  /** Per-request memo for loaders and computed permissions. */
  memo: Map<string, unknown>;
  /** Work that must wait for the commit (mail): it is dropped when the transaction rolls back. */
  afterCommit: Array<() => Promise<void>>;
}

/** Runs the work queued for after the commit; failures are logged, the answer stands. */
export async function runAfterCommit(ctx: Context): Promise<void> {
  const queued = ctx.afterCommit.splice(0);
  for (const work of queued) {
    await work().catch((error) => ctx.services.log.error({ err: (error as Error).message, requestId: ctx.requestId }, 'after-commit work failed'));
  }
}

export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw authenticationRequired();
  return ctx.viewer;
}

/** Memoises a value for the rest of the request (loaders, the viewer's permission set). */
export function memo<T>(ctx: Context, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}
