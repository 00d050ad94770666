import type { Context } from './context.ts';
import { schema, type Db } from './db/pool.ts';
import { newId } from './ids.ts';

export interface DomainEvent {
  kind: string;
  subjectKind?: string;
  subjectId?: string;
  data?: Record<string, unknown>;
  /** Who acted, when it is not the signed-in viewer (a sign-in, a link followed from a mail). */
  actorId?: string;
}

/**
 * Every change records what happened, in the same transaction as the change. The activity feed,
 * timelines and notifications read from here.
 */
export async function recordEvent(ctx: Pick<Context, 'incubator' | 'viewer'>, db: Db, event: DomainEvent): Promise<void> {
  await db.insert(schema.domainEvents).values({
    incubatorId: ctx.incubator.id,
    id: newId(),
    kind: event.kind,
    actorId: event.actorId ?? ctx.viewer?.user.id ?? null,
    subjectKind: event.subjectKind ?? null,
    subjectId: event.subjectId ?? null,
    data: event.data ?? {},
  });
}
