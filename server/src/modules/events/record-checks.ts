import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  EVENT_FILE_ADDRESS,
  EVENT_STARTUP_TAG_CATEGORIES,
  EVENT_TAG_CATEGORIES,
  EVENT_TOPIC_CATEGORIES,
  EVENT_USER_TAG_CATEGORIES,
  type EventChanges,
} from '@seedbed/contracts/events-input';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';

/** People who no longer take part cannot host. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

type Tenant = Pick<Context, 'incubator'>;

/** Each id of `ids` not found among `found`, as an error on its place in the list. */
const missing = (ids: readonly string[], found: Set<string>, field: string, key: string): FieldError[] =>
  ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `${field}.${i}`, key }]));

async function checkPeople(ctx: Tenant, db: Db, ids: readonly string[]): Promise<FieldError[]> {
  if (!ids.length) return [];
  const u = schema.users;
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...ids]), notInArray(u.status, GONE_STATUSES)));
  return missing(ids, new Set(rows.map((r) => r.id)), 'hostIds', 'events.records.unknownHost');
}

/** Tags of the tenant in the given categories, for several fields at once (one query). */
async function checkTags(ctx: Tenant, db: Db, lists: Array<{ field: string; ids: readonly string[]; categories: readonly string[]; key: string }>): Promise<FieldError[]> {
  const all = [...new Set(lists.flatMap((l) => l.ids))];
  if (!all.length) return [];
  const t = schema.tags;
  const rows = await db
    .select({ id: t.id, category: t.category })
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), inArray(t.id, all)));
  const category = new Map(rows.map((r) => [r.id, r.category]));
  return lists.flatMap((l) => missing(l.ids, new Set(l.ids.filter((id) => l.categories.includes(category.get(id) ?? ''))), l.field, l.key));
}

async function checkPrograms(ctx: Tenant, db: Db, lists: Array<{ field: string; ids: readonly string[] }>): Promise<FieldError[]> {
  const all = [...new Set(lists.flatMap((l) => l.ids))];
  if (!all.length) return [];
  const p = schema.programs;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), inArray(p.id, all)));
  const found = new Set(rows.map((r) => r.id));
  return lists.flatMap((l) => missing(l.ids, found, l.field, 'events.records.unknownProgram'));
}

/** A picture must be one of the organisation's uploaded files, named by its id and access key. */
async function checkFile(ctx: Tenant, db: Db, field: string, address: string | null | undefined): Promise<FieldError[]> {
  if (!address) return [];
  const [, id, key] = EVENT_FILE_ADDRESS.exec(address) ?? [];
  const a = schema.attachments;
  const [row] =
    id && key
      ? await db
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, id.toLowerCase()), eq(a.accessKey, key)))
      : [];
  return row ? [] : [{ field, key: 'events.records.unknownFile' }];
}

/**
 * The records an edit names, each of the tenant and of the right kind: hosts who still take
 * part, tags of the categories each field offers, programmes, uploaded pictures. Anything else
 * (unknown, another tenant's) is an error on its field; nothing is written while any remains.
 */
export async function referenceProblems(ctx: Tenant, db: Db, input: EventChanges): Promise<FieldError[]> {
  const v = input.visibility;
  return [
    ...(await checkPeople(ctx, db, input.hostIds ?? [])),
    ...(await checkTags(ctx, db, [
      { field: 'topicIds', ids: input.topicIds ?? [], categories: EVENT_TOPIC_CATEGORIES, key: 'events.records.unknownTopic' },
      { field: 'tagIds', ids: input.tagIds ?? [], categories: EVENT_TAG_CATEGORIES, key: 'events.records.unknownTag' },
      { field: 'visibility.userTags.is', ids: v?.userTags.is ?? [], categories: EVENT_USER_TAG_CATEGORIES, key: 'events.records.unknownTag' },
      { field: 'visibility.userTags.isNot', ids: v?.userTags.isNot ?? [], categories: EVENT_USER_TAG_CATEGORIES, key: 'events.records.unknownTag' },
      { field: 'visibility.startupTags.is', ids: v?.startupTags.is ?? [], categories: EVENT_STARTUP_TAG_CATEGORIES, key: 'events.records.unknownTag' },
      { field: 'visibility.startupTags.isNot', ids: v?.startupTags.isNot ?? [], categories: EVENT_STARTUP_TAG_CATEGORIES, key: 'events.records.unknownTag' },
    ])),
    ...(await checkPrograms(ctx, db, [
      { field: 'visibility.startupPrograms.is', ids: v?.startupPrograms.is ?? [] },
      { field: 'visibility.startupPrograms.isNot', ids: v?.startupPrograms.isNot ?? [] },
    ])),
    ...(await checkFile(ctx, db, 'image', input.image)),
    ...(await checkFile(ctx, db, 'cover', input.cover)),
  ];
}
