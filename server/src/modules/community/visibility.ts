import DataLoader from 'dataloader';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isInGroup } from '@seedbed/contracts/roles';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import type { EventContext } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { FEED_PERMISSION, posts, readersOf, STAFF_SIDE, type PostRow, type Readers } from './types.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

/**
 * Who reads which post of the news feed. A top-level post is read by its author; an EVERYONE post by
 * everyone who reads the feed; a PROGRAM post by the people of its programmes (founders of startups
 * in them, people placed in them, their administrators); a ROLES post by those roles; and every post
 * by the organisation's staff side. Replies follow their post. Reading the feed at all takes the
 * plan's newsFeed and NEWS_FEED:VIEW.
 */
export interface FeedAudience {
  userId: string;
  roleType: string | null;
  /** Reads every post (INTERNAL roles and sub-admins). */
  staffSide: boolean;
  programIds: string[];
}

export const isStaffSide = (roleType: string | null | undefined) => isInGroup(roleType, STAFF_SIDE);

/** The programmes of several people, in one statement: their own, those they administer, those of the startups they found. */
async function programsOf(db: Db, tenant: string, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!userIds.length) return found;
  const people = uuidArray([...new Set(userIds)]);
  const { rows } = await db.execute<{ user_id: string; program_id: string }>(sql`
    SELECT user_id, program_id FROM ${schema.userPrograms} WHERE incubator_id = ${tenant} AND user_id = ANY(${people})
    UNION
    SELECT user_id, program_id FROM ${schema.programAdmins} WHERE incubator_id = ${tenant} AND user_id = ANY(${people})
    UNION
    SELECT m.user_id, p.program_id
      FROM ${schema.startupMembers} m JOIN ${schema.startupPrograms} p ON p.incubator_id = m.incubator_id AND p.startup_id = m.startup_id
     WHERE m.incubator_id = ${tenant} AND m.kind = 'founder' AND m.user_id = ANY(${people})`);
  for (const row of rows) found.set(row.user_id, [...(found.get(row.user_id) ?? []), row.program_id]);
  return found;
}

/** The viewer's audience, read once per request (the staff side needs no programmes to read, only to write). */
export function feedAudience(ctx: Context): Promise<FeedAudience> {
  return memo(ctx, 'communityFeedAudience', async () => {
    const viewer = requireViewer(ctx);
    const roleType = viewer.role?.type ?? null;
    const programs = await programsOf(await ctx.tx.db(), ctx.incubator.id, [viewer.user.id]);
    return { userId: viewer.user.id, roleType, staffSide: isStaffSide(roleType), programIds: programs.get(viewer.user.id) ?? [] };
  });
}

/** Whether the organisation's plan has the news feed. */
export const feedOffered = (ctx: Pick<Context, 'incubator'>) => Boolean(incubatorFlags(ctx.incubator).newsFeed);

const planRequired = () => new AppError('FEATURE_DISABLED', 'community.feed.planRequired', {}, { flag: 'newsFeed' });

/** Every read and write of the feed: the plan's newsFeed (FEATURE_DISABLED) and NEWS_FEED:VIEW (FORBIDDEN). */
export async function requireFeed(ctx: Context): Promise<void> {
  requireViewer(ctx);
  if (!feedOffered(ctx)) throw planRequired();
  await authorize(ctx, FEED_PERMISSION);
}

/** requireFeed as an answer. */
export function mayUseFeed(ctx: Context): Promise<boolean> {
  return memo(ctx, 'communityMayUseFeed', async () => Boolean(ctx.viewer) && feedOffered(ctx) && isAuthorized(ctx, FEED_PERMISSION));
}

/** Whether an audience reads a thread with these readers (readablePosts for one post). */
export function audienceReads(audience: FeedAudience, readers: Readers): boolean {
  if (audience.staffSide || readers.authorId === audience.userId) return true;
  switch (readers.visibility) {
    case 'EVERYONE':
      return true;
    case 'PROGRAM':
      return readers.programIds.some((id) => audience.programIds.includes(id));
    case 'ROLES':
      return audience.roleType !== null && readers.roleTypes.includes(audience.roleType);
    default:
      return false;
  }
}

/** The columns of community_posts, or of an alias of it, that say who reads a post. */
export type AudienceColumns = Record<'authorId' | 'visibility' | 'programIds' | 'roleTypes', SQLWrapper>;

/**
 * The condition on community_posts (or an alias of it) of the top-level posts the audience reads:
 * a filter on the feed's index range, so that pages stay flat. Replies follow their post: join it.
 */
export function readablePosts(audience: FeedAudience, table: AudienceColumns = posts): SQL {
  if (audience.staffSide) return sql`true`;
  const alternatives = [
    sql`${table.authorId} = ${audience.userId}::uuid`,
    sql`${table.visibility} = 'EVERYONE'`,
    sql`(${table.visibility} = 'PROGRAM' AND ${table.programIds} && ${uuidArray(audience.programIds)})`,
  ];
  if (audience.roleType) alternatives.push(sql`(${table.visibility} = 'ROLES' AND ${audience.roleType}::text = ANY(${table.roleTypes}))`);
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** Posts and replies by id, batched per request (a reply's readers are its thread's post's). */
export function postLoader(ctx: Context) {
  return memo(
    ctx,
    'communityPosts',
    () =>
      new DataLoader<string, PostRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(posts)
          .where(and(eq(posts.incubatorId, ctx.incubator.id), inArray(posts.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
  );
}

/** The post a row belongs to: itself, or its thread's post. */
export async function threadOf(ctx: Context, post: PostRow): Promise<PostRow | null> {
  return post.rootId ? postLoader(ctx).load(post.rootId) : post;
}

/** Whether the viewer may read a post or a reply, as every list decides it. */
export async function mayReadPost(ctx: Context, post: PostRow): Promise<boolean> {
  if (post.incubatorId !== ctx.incubator.id || !(await mayUseFeed(ctx))) return false;
  const root = await threadOf(ctx, post);
  return root !== null && audienceReads(await feedAudience(ctx), readersOf(root));
}

/**
 * Of these people, those who may read a thread with these readers now: live accounts whose role
 * holds NEWS_FEED:VIEW, on a plan with the feed, in the audience. In the order given.
 */
export async function readersAmong(ctx: EventContext, db: Db, userIds: readonly string[], readers: Readers): Promise<string[]> {
  const ids = [...new Set(userIds.filter(isId))];
  if (!ids.length || !feedOffered(ctx)) return [];
  const u = schema.users;
  const r = schema.roles;
  const people = await db
    .select({ id: u.id, status: u.status, roleType: r.type, permissions: r.permissions })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, ids)));
  // NEWS_FEED:VIEW is on or off: a grant of ALL is the key held.
  const viewers = people.filter((p) => p.status !== 'deleted' && p.permissions?.some((g) => g.key === FEED_PERMISSION && g.criteria === 'ALL'));
  const programs = await programsOf(
    db,
    ctx.incubator.id,
    viewers.map((p) => p.id),
  );
  const reading = new Set(
    viewers
      .filter((p) => audienceReads({ userId: p.id, roleType: p.roleType, staffSide: isStaffSide(p.roleType), programIds: programs.get(p.id) ?? [] }, readers))
      .map((p) => p.id),
  );
  return ids.filter((id) => reading.has(id));
}
