import type { Context } from './context.ts';
import { schema, type Db } from './db/pool.ts';
import { newId } from './ids.ts';
import type { PubSub } from './pubsub.ts';

/**
 * The catalogue of domain events: each kind and the payload it carries. A module adds the kinds
 * it records from its own `events.ts` (declaration merging), where each kind is declared with its
 * payload and its sentence in the activity feed at once; recording a kind that is not declared,
 * or with the wrong payload, fails the build.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations
export interface DomainEvents {}

export type EventKind = keyof DomainEvents & string;

/** A payload with no required field may be left out when recording. */
type PayloadField<K extends EventKind> = object extends DomainEvents[K] ? { data?: DomainEvents[K] } : { data: DomainEvents[K] };

/** An event as a change records it. */
export type DomainEvent<K extends EventKind = EventKind> = K extends EventKind
  ? {
      kind: K;
      subjectKind?: string;
      subjectId?: string;
      /** Who acted, when it is not the signed-in viewer (a sign-in, a link followed from a mail). */
      actorId?: string;
    } & PayloadField<K>
  : never;

/** An event as stored: what the work that reacts to it receives. */
export type RecordedEvent<K extends EventKind = EventKind> = K extends EventKind
  ? {
      id: string;
      kind: K;
      actorId: string | null;
      subjectKind: string | null;
      subjectId: string | null;
      data: DomainEvents[K];
      createdAt: Date;
    }
  : never;

/**
 * What a caller of `recordEvent` has at hand. Requests and subscriptions pass their whole context;
 * system work (jobs, automatic tasks) may lack the request's parts, which reactions then do without.
 */
export type EventContext = Pick<Context, 'incubator' | 'viewer'> & Partial<Pick<Context, 'services' | 'afterCommit' | 'requestId'>>;

/** Reacts to an event inside the transaction that recorded it: its writes and live pushes commit or roll back with the change. */
export type EventReaction<K extends EventKind = EventKind> = (ctx: EventContext, db: Db, event: RecordedEvent<K>) => Promise<void>;

/** A module's reactions, by kind; '*' hears every event (the notification pipeline). */
export type EventReactions = { readonly [K in EventKind]?: EventReaction<K> } & { readonly '*'?: EventReaction };

const reactions: EventReactions[] = [];

/**
 * Where a reaction publishes its live push; it is published in the recording transaction, so it
 * leaves only if the change commits. Changes recorded without the server's services (none today)
 * cannot push.
 */
export function livePubSub(ctx: EventContext): PubSub {
  if (!ctx.services?.pubsub) throw new Error('a live push needs the server services in the event context');
  return ctx.services.pubsub;
}

/** Called once per module when the server assembles itself (app/modules.ts), in the modules' order. */
export function reactToEvents(moduleReactions: EventReactions): void {
  if (!reactions.includes(moduleReactions)) reactions.push(moduleReactions);
}

/**
 * Every change records what happened, in the same transaction as the change. The activity feed,
 * timelines and notifications read from here; the modules' reactions (live pushes, notifications)
 * run at once, in that same transaction — a service never publishes to a browser by hand.
 */
export async function recordEvent<K extends EventKind>(ctx: EventContext, db: Db, event: DomainEvent<K>): Promise<void> {
  const recorded = {
    id: newId(),
    kind: event.kind,
    actorId: event.actorId ?? ctx.viewer?.user.id ?? null,
    subjectKind: event.subjectKind ?? null,
    subjectId: event.subjectId ?? null,
    data: (event.data ?? {}) as DomainEvents[K],
  };
  const [row] = await db
    .insert(schema.domainEvents)
    .values({ incubatorId: ctx.incubator.id, ...recorded, data: recorded.data as Record<string, unknown> })
    .returning({ createdAt: schema.domainEvents.createdAt });
  const stored = { ...recorded, createdAt: row.createdAt } as RecordedEvent<K>;
  for (const module of reactions) {
    const own = module[event.kind] as EventReaction<K> | undefined;
    if (own) await own(ctx, db, stored);
    await module['*']?.(ctx, db, stored as RecordedEvent);
  }
}
