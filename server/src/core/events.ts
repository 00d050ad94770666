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

/** An event as stored: what the work that reacts to it receives. */
export interface RecordedEvent {
  id: string;
  kind: string;
  actorId: string | null;
  subjectKind: string | null;
  subjectId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * What a caller of `recordEvent` has at hand. Requests and subscriptions pass their whole context;
 * system work (jobs, automatic tasks) may lack the request's parts, which reactions then do without.
 */
export type EventContext = Pick<Context, 'incubator' | 'viewer'> & Partial<Pick<Context, 'services' | 'afterCommit' | 'requestId'>>;

/** Reacts to an event inside the transaction that recorded it: its writes commit or roll back with the change. */
export type EventReaction = (ctx: EventContext, db: Db, event: RecordedEvent) => Promise<void>;

// Feature modules register here when they are imported, so core never imports a feature module.
const reactions: EventReaction[] = [];

export function onEventRecorded(reaction: EventReaction): void {
  if (!reactions.includes(reaction)) reactions.push(reaction);
}

/**
 * Every change records what happened, in the same transaction as the change. The activity feed,
 * timelines and notifications read from here; registered reactions (notifications) run at once,
 * in that same transaction.
 */
export async function recordEvent(ctx: EventContext, db: Db, event: DomainEvent): Promise<void> {
  const recorded = {
    id: newId(),
    kind: event.kind,
    actorId: event.actorId ?? ctx.viewer?.user.id ?? null,
    subjectKind: event.subjectKind ?? null,
    subjectId: event.subjectId ?? null,
    data: event.data ?? {},
  };
  const [row] = await db
    .insert(schema.domainEvents)
    .values({ incubatorId: ctx.incubator.id, ...recorded })
    .returning({ createdAt: schema.domainEvents.createdAt });
  for (const react of reactions) await react(ctx, db, { ...recorded, createdAt: row.createdAt });
}
