import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatLimitMode } from '@seedbed/contracts/community';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { visiblePeople } from '../directory/visibility.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { activeMembership, cl, findConversation, type ChatLimitRow, type ConversationRow, type MemberRow } from './repo.ts';

const u = schema.users;
const r = schema.roles;

/**
 * Who may do what with messages. Every operation needs the plan's liveChat; group conversations
 * also groupChat. A conversation exists for its members only: anyone else (another tenant, someone
 * who left, a malformed id) is told it is not found. Whom one may start a conversation with is the
 * people one may see (directory/visibility.ts), narrowed by one's chat limit.
 */

export const hasGroupChat = (ctx: Context) => Boolean(incubatorFlags(ctx.incubator).groupChat);

export function requireLiveChat(ctx: Context): void {
  requireViewer(ctx);
  if (!incubatorFlags(ctx.incubator).liveChat) throw new AppError('FEATURE_DISABLED', 'messages.liveChatRequired', {}, { flag: 'liveChat' });
}

export function requireGroupChat(ctx: Context): void {
  if (!hasGroupChat(ctx)) throw new AppError('FEATURE_DISABLED', 'messages.groupChatRequired', {}, { flag: 'groupChat' });
}

/** A conversation the viewer is in, with their membership; groups need groupChat. */
export async function loadMemberConversation(ctx: Context, conversationId: string): Promise<{ conversation: ConversationRow; membership: MemberRow }> {
  requireLiveChat(ctx);
  if (!isId(conversationId)) throw notFound();
  const db = await ctx.tx.db();
  const membership = await activeMembership(ctx, db, conversationId, requireViewer(ctx).user.id);
  if (!membership) throw notFound();
  const conversation = await findConversation(ctx, db, conversationId);
  if (!conversation) throw notFound();
  if (conversation.kind === 'GROUP') requireGroupChat(ctx);
  return { conversation, membership };
}

/** A group the viewer is in (rename, add people, leave). */
export async function loadMemberGroup(ctx: Context, conversationId: string) {
  const loaded = await loadMemberConversation(ctx, conversationId);
  if (loaded.conversation.kind !== 'GROUP') throw new AppError('FORBIDDEN', 'messages.groupOnly');
  return loaded;
}

export interface ChatLimit {
  userId: string;
  mode: ChatLimitMode;
  roleTypes: string[];
  userIds: string[];
  updatedAt: Date | null;
}

const everyone = (userId: string): ChatLimit => ({ userId, mode: 'EVERYONE', roleTypes: [], userIds: [], updatedAt: null });

export const toChatLimit = (row: ChatLimitRow): ChatLimit => ({
  userId: row.userId,
  mode: row.mode as ChatLimitMode,
  roleTypes: row.roleTypes,
  userIds: row.userIds,
  updatedAt: row.updatedAt,
});

/** A person's chat limit; EVERYONE when none was set. */
export async function chatLimitOf(ctx: Context, userId: string): Promise<ChatLimit> {
  const [row] = await (await ctx.tx.db())
    .select()
    .from(cl)
    .where(and(eq(cl.incubatorId, ctx.incubator.id), eq(cl.userId, userId)));
  return row ? toChatLimit(row) : everyone(userId);
}

/** The viewer's own limit, read once per request. */
const viewerLimit = (ctx: Context) => memo(ctx, 'messagesViewerLimit', () => chatLimitOf(ctx, requireViewer(ctx).user.id));

/** The limit as a condition on `users`: the people it lets one write to. */
function limitCondition(limit: ChatLimit): SQL | undefined {
  switch (limit.mode) {
    case 'EVERYONE':
      return undefined;
    case 'NOBODY':
      return sql`false`;
    case 'ROLES':
      return limit.roleTypes.length ? sql`${u.roleId} in (select ${r.id} from ${r} where ${r.incubatorId} = ${u.incubatorId} and ${inArray(r.type, limit.roleTypes)})` : sql`false`;
    case 'PEOPLE':
      return limit.userIds.length ? inArray(u.id, limit.userIds) : sql`false`;
  }
}

/**
 * The people the viewer may start a conversation with, as a WHERE on `users`: others they may
 * see (active accounts only) whom their chat limit allows.
 */
export async function messageablePeople(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  return and(await visiblePeople(ctx), ne(u.id, viewer.user.id), limitCondition(await viewerLimit(ctx)))!;
}

/**
 * Refuses unless the viewer may write to each of `userIds`: someone they cannot see (or of another
 * organisation) is not found; someone their limit leaves out is forbidden, with the reason.
 */
export async function authorizeRecipients(ctx: Context, userIds: readonly string[], field = 'userIds'): Promise<void> {
  const viewer = requireViewer(ctx);
  if (!userIds.length) return;
  if (userIds.includes(viewer.user.id)) throw validationError([{ field, key: 'messages.notYourself' }]);
  const db = await ctx.tx.db();
  const visible = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds]), await visiblePeople(ctx)));
  const seen = new Set(visible.map((row) => row.id));
  const unseen = userIds.findIndex((id) => !seen.has(id));
  if (unseen >= 0) throw new AppError('NOT_FOUND', 'errors.notFound', {}, {}, [{ field: `${field}.${unseen}`, key: 'errors.notFound' }]);
  const limit = await viewerLimit(ctx);
  if (limit.mode === 'NOBODY') throw new AppError('FORBIDDEN', 'messages.limitNobody');
  const condition = limitCondition(limit);
  if (!condition) return;
  const allowed = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds]), condition));
  const ok = new Set(allowed.map((row) => row.id));
  if (userIds.some((id) => !ok.has(id))) throw new AppError('FORBIDDEN', 'messages.limitExcludes');
}

/** Reading a person's limit: themself, or CHAT:LIMIT:READ (CHAT:USER_ACCESS:EDIT, which changes it, reads it too). */
export async function mayReadChatLimit(ctx: Context, userId: string): Promise<boolean> {
  if (requireViewer(ctx).user.id === userId) return true;
  return (await isAuthorized(ctx, 'CHAT:LIMIT:READ')) || isAuthorized(ctx, 'CHAT:USER_ACCESS:EDIT');
}

/** Whether the viewer sees the person at all (their limit's subject must be someone they may see). */
export async function canSeePerson(ctx: Context, userId: string): Promise<boolean> {
  if (!isId(userId)) return false;
  if (requireViewer(ctx).user.id === userId) return true;
  const [row] = await (await ctx.tx.db())
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, userId), await visiblePeople(ctx)));
  return Boolean(row);
}
