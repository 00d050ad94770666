import { and, eq, inArray } from 'drizzle-orm';
import { chatLimitSchema } from '@seedbed/contracts/messages-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { authorize } from '../permissions/scope.ts';
import { canSeePerson, chatLimitOf, mayReadChatLimit, requireLiveChat, toChatLimit, type ChatLimit } from './access.ts';
import { cl } from './repo.ts';

const u = schema.users;

/** A person's limit, for themself or those who read limits (CHAT:LIMIT:READ); someone out of sight is not found. */
export async function readChatLimit(ctx: Context, userId: string): Promise<ChatLimit> {
  requireLiveChat(ctx);
  if (!(await canSeePerson(ctx, userId))) throw notFound();
  if (!(await mayReadChatLimit(ctx, userId))) throw notFound();
  return chatLimitOf(ctx, userId);
}

/**
 * Sets whom a person may start conversations with (CHAT:USER_ACCESS:EDIT). The role types and
 * people kept are those the mode uses; the people must be of this organisation.
 */
export const setChatLimit = defineChange({
  input: () => chatLimitSchema(),
  async authorize(ctx, input, userId: string) {
    requireLiveChat(ctx);
    await authorize(ctx, 'CHAT:USER_ACCESS:EDIT');
    if (!(await canSeePerson(ctx, userId))) throw notFound();
    const people = input.mode === 'PEOPLE' ? (input.userIds ?? []) : [];
    if (people.length) {
      const found = await (await ctx.tx.db())
        .select({ id: u.id })
        .from(u)
        .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, people)));
      const known = new Set(found.map((row) => row.id));
      const missing = people.flatMap((id, index) => (known.has(id) ? [] : [{ field: `userIds.${index}`, key: 'errors.notFound' }]));
      if (missing.length) throw validationError(missing);
    }
    return { userId, people };
  },
  async write(ctx, db, input, { userId, people }) {
    const values = {
      mode: input.mode,
      roleTypes: input.mode === 'ROLES' ? (input.roleTypes ?? []) : [],
      userIds: people,
      updatedBy: requireViewer(ctx).user.id,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(cl)
      .values({ incubatorId: ctx.incubator.id, userId, ...values })
      .onConflictDoUpdate({ target: [cl.incubatorId, cl.userId], set: values })
      .returning();
    return {
      result: toChatLimit(row),
      events: [{ kind: 'messages.chatLimitSet', subjectKind: 'user', subjectId: userId, data: { userId, mode: input.mode } }],
    };
  },
});
