import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventContext } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { isId } from '../../core/ids.ts';
import type { RequestTransaction } from '../../core/transaction.ts';
import type { RoleRow, UserRow } from '../../db/schema/index.ts';
import { canReadItem } from './access.ts';

/**
 * A context in which `person` is the viewer, reading in the transaction at hand: the rule of who
 * reads an item is the viewer's rule (access.ts), asked about someone else — a person named in a
 * note, or about to be told of one.
 */
function asPerson(base: EventContext, db: Db, user: UserRow, role: RoleRow | null): Context {
  return {
    services: base.services as Context['services'],
    requestId: base.requestId ?? '',
    incubator: base.incubator,
    language: 'en',
    t: translator('en'),
    token: null,
    userAgent: null,
    tx: { db: async () => db } as unknown as RequestTransaction,
    viewer: { user, role, tokenId: '' },
    memo: new Map(),
    afterCommit: [],
  };
}

/** Of these people, those who may read an item of the startup's timeline (live accounts only), in the order given. */
export async function readersAmong(base: EventContext, db: Db, userIds: readonly string[], item: { startupId: string; isPublic: boolean }): Promise<string[]> {
  const ids = [...new Set(userIds.filter(isId))];
  if (!ids.length) return [];
  const u = schema.users;
  const r = schema.roles;
  const people = await db
    .select({ user: u, role: r })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, base.incubator.id), inArray(u.id, ids), ne(u.status, 'deleted')));
  const readers = new Set<string>();
  for (const { user, role } of people) if (await canReadItem(asPerson(base, db, user, role), item)) readers.add(user.id);
  return ids.filter((id) => readers.has(id));
}
