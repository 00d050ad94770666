import type { ActivityNames } from './names.ts';

/** What a sentence is made from: an event as stored in domain_events. */
export interface FeedEvent {
  kind: string;
  actorId: string | null;
  subjectId: string | null;
  /** Read as stored: an event written before its payload gained a field lacks it, so each sentence checks what it reads. */
  data: Record<string, unknown>;
}

type Params = Record<string, unknown>;

/**
 * How one kind of event reads in the feed. The sentence is `activity.summaries.<kind>` (or
 * `<kind>.<variant>` when the event picks a variant); `params` gives its values beyond {{actor}}.
 */
export interface FeedSentence {
  variant?: (event: FeedEvent) => string;
  params?: (event: FeedEvent, names: ActivityNames) => Params | Promise<Params>;
}

/** A payload with no fields. */
export type NoPayload = Record<never, never>;

/**
 * One kind of domain event: its payload (a type only: `P`) and its sentence in the activity feed,
 * declared together so that no kind can be recorded without reading well in the feed.
 */
export interface EventDeclaration<P extends object> {
  readonly sentence: FeedSentence;
  readonly payload?: P;
  /** Kept out of the feed: a change made many times a minute (notes saved as they are typed) would bury the rest. */
  readonly quiet?: boolean;
}

export const declareEvent = <P extends object = NoPayload>(sentence: FeedSentence, options: { quiet?: boolean } = {}): EventDeclaration<P> => ({
  sentence,
  ...(options.quiet ? { quiet: true } : {}),
});

/** The payload of each kind a module declares: what its `events.ts` adds to core's DomainEvents. */
export type PayloadsOf<T> = { [K in keyof T]: T[K] extends EventDeclaration<infer P> ? P : never };

/** A module's declared kinds, as the server module lists them. */
export type EventDeclarations = Readonly<Record<string, EventDeclaration<object>>>;

const declared = new Map<string, EventDeclaration<object>>();

/** Called once per module when the server assembles itself (app/modules.ts). */
export function declareEvents(declarations: EventDeclarations): void {
  for (const [kind, declaration] of Object.entries(declarations)) declared.set(kind, declaration);
}

export const eventDeclaration = (kind: string) => declared.get(kind);

/** Every kind the modules declared that the feed shows, for its filter. */
export const declaredKinds = () => [...declared].filter(([, declaration]) => !declaration.quiet).map(([kind]) => kind);

/** The kinds the feed leaves out. */
export const quietKinds = () => [...declared].filter(([, declaration]) => declaration.quiet).map(([kind]) => kind);

const count = (value: unknown) => (Array.isArray(value) ? value.length : typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The sentence shapes most kinds share. */
export const sentences = {
  /** Nothing but the actor. */
  plain: {} as FeedSentence,
  task: { params: (e, n) => n.task(e.subjectId, e.data.name).then((name) => ({ task: name })) } as FeedSentence,
  file: { params: (e, n) => n.file(e.subjectId, e.data.name).then((name) => ({ file: name })) } as FeedSentence,
  role: { params: (e, n) => n.role(e.subjectId, e.data).then((name) => ({ role: name })) } as FeedSentence,
  industry: { params: (e, n) => n.industry(e.subjectId, e.data.name).then((name) => ({ industry: name })) } as FeedSentence,
  /** The person acted on themselves ('self') or on another ('other'). */
  self: (event: FeedEvent) => (event.subjectId && event.subjectId === event.actorId ? 'self' : 'other'),
  /** Whom a change about a person concerns: the event names them in data or as its subject. */
  person: (event: FeedEvent) => event.data.userId ?? event.subjectId,
  count,
};
