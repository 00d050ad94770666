import type { ObjectFieldsShape } from '@pothos/core';
import type { Context } from '../../core/context.ts';
import type { schema } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { UserStartup } from '../users/schema.ts';

/** One stored item of a timeline, whatever its kind. */
export type TimelineRow = typeof schema.timelineEvents.$inferSelect;

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export type TimelineKindRef = PothosSchemaTypes.ImplementableObjectRef<Types, TimelineRow>;

/** The GraphQL type of a kind, named as the kind is stored; implemented by `declareTimelineKind`. */
export const timelineKindRef = (name: string): TimelineKindRef => builder.objectRef<TimelineRow>(name);

/**
 * A kind of timeline item as a feature declares it: its GraphQL type (named as the kind is
 * stored in `timeline_events.kind`), the fields it adds to the TimelineItem interface's, read
 * from its row (`data`, `subject_id`, `message`…), and whether the type filter offers it.
 */
export interface TimelineKindDeclaration {
  /** From `timelineKindRef`, so that a kind's fields may name its own type (a note's replies). */
  ref: TimelineKindRef;
  description?: string;
  fields: ObjectFieldsShape<Types, TimelineRow>;
  /** Offered in the type filter (a feature behind a flag offers its kind only when the flag is on); always, when absent. */
  offered?: (ctx: Context) => boolean;
}

const kinds = new Map<string, TimelineKindDeclaration>();

const Author = builder.objectRef<UserRow>('TimelineAuthor').implement({
  description: "Who posted: the web shows the role by spec 2 §2's rule ('Founder' / the label / the type's name) from roleType, roleLabel and firstStartupPeopleCount.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.string({ nullable: false, resolve: (u, _a, ctx) => displayName(u, ctx) }),
    avatar: t.exposeString('avatar'),
    roleType: t.string({ resolve: async (u, _a, ctx) => (u.roleId ? ((await userLoaders(ctx).role.load(u.roleId))?.type ?? null) : null) }),
    roleLabel: t.string({
      description: "The role's own label; null when it has none.",
      resolve: async (u, _a, ctx) => (u.roleId ? (await userLoaders(ctx).role.load(u.roleId))?.label?.trim() || null : null),
    }),
    firstStartupPeopleCount: t.int({
      description: 'How many people the first startup they found has; null when they found none.',
      resolve: async (u, _a, ctx) => {
        const loaders = userLoaders(ctx);
        const [first] = await loaders.startups.load(`founder:${u.id}`);
        return first ? (await loaders.founders.load(first.id)).length : null;
      },
    }),
    startups: t.field({ type: [UserStartup], nullable: false, resolve: (u, _a, ctx) => userLoaders(ctx).startups.load(`founder:${u.id}`) }),
  }),
});

/** Every member of a startup's timeline: `__typename` is its kind. */
export const TimelineItem = builder.interfaceRef<TimelineRow>('TimelineItem').implement({
  resolveType: (row) => {
    if (!kinds.has(row.kind)) throw new Error(`timeline kind not declared: ${row.kind}`);
    return row.kind;
  },
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    createdBy: t.field({ type: Author, resolve: (row, _a, ctx) => (row.createdBy ? userLoaders(ctx).user.load(row.createdBy) : null) }),
  }),
});

/**
 * Declares a kind of timeline item: the feature that owns it calls this from its schema file, and
 * the timeline reads, filters and resolves items of that kind with no list of kinds of its own.
 */
export function declareTimelineKind(declaration: TimelineKindDeclaration) {
  const name = declaration.ref.name;
  if (kinds.has(name)) throw new Error(`timeline kind declared twice: ${name}`);
  kinds.set(name, declaration);
  return declaration.ref.implement({
    description: declaration.description,
    interfaces: [TimelineItem],
    isTypeOf: (row) => (row as TimelineRow).kind === name,
    fields: declaration.fields,
  });
}

export const isTimelineKind = (name: string): boolean => kinds.has(name);

/** The kinds the type filter offers the viewer. */
export const offeredKinds = (ctx: Context): string[] => [...kinds.values()].filter((kind) => kind.offered?.(ctx) ?? true).map((kind) => kind.ref.name);
