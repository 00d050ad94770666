import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { milestoneChangesSchema, milestoneInputSchema } from '@seedbed/contracts/startups';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { authorize } from '../permissions/scope.ts';
import { canSeeStartup, startupName } from '../timeline/access.ts';
import { requireMilestones } from './access.ts';
import { findMilestone, isStartupPerson, ms, type MilestoneRow } from './repo.ts';

/** The startup behind a change, seen by the viewer and theirs to plan under `key`; anything else is not found or forbidden. */
async function startupFor(ctx: Context, startupId: string, key: 'STARTUP_MILESTONE:CREATE' | 'STARTUP_MILESTONE:EDIT'): Promise<string> {
  requireViewer(ctx);
  requireMilestones(ctx);
  if (!isId(startupId) || !(await canSeeStartup(ctx, startupId))) throw notFound();
  await authorize(ctx, key, [startupId]);
  return (await startupName(ctx, startupId)) ?? '';
}

async function loadMilestone(ctx: Context, milestoneId: string): Promise<{ milestone: MilestoneRow; startupName: string }> {
  requireViewer(ctx);
  requireMilestones(ctx);
  if (!isId(milestoneId)) throw notFound();
  const milestone = await findMilestone(await ctx.tx.db(), ctx.incubator.id, milestoneId);
  if (!milestone || !(await canSeeStartup(ctx, milestone.startupId))) throw notFound();
  await authorize(ctx, 'STARTUP_MILESTONE:EDIT', [milestone.startupId]);
  return { milestone, startupName: (await startupName(ctx, milestone.startupId)) ?? '' };
}

/** A milestone is owned by one of the startup's people (a founder or someone assigned to it). */
async function checkOwner(ctx: Context, startupId: string, ownerId: string | null | undefined): Promise<void> {
  if (!ownerId) return;
  if (!(await isStartupPerson(await ctx.tx.db(), ctx.incubator.id, startupId, ownerId))) throw validationError([{ field: 'ownerId', key: 'timeline.milestoneOwner' }]);
}

/** Reaching a milestone stamps when; leaving 'reached' clears it. */
const reachedAtFor = (status: string, before: MilestoneRow | null): Date | null => (status === 'reached' ? (before?.status === 'reached' ? before.reachedAt : new Date()) : null);

async function insertMilestone(ctx: Context, db: Db, startupId: string, input: z.output<typeof milestoneInputSchema>): Promise<MilestoneRow> {
  const status = input.status ?? 'planned';
  const [row] = await db
    .insert(ms)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      startupId,
      name: input.name,
      description: input.description ?? null,
      dueDate: input.dueDate ?? null,
      ownerId: input.ownerId ?? null,
      status,
      reachedAt: reachedAtFor(status, null),
      createdBy: requireViewer(ctx).user.id,
    })
    .returning();
  return row;
}

export const createStartupMilestone = defineChange({
  input: () => milestoneInputSchema,
  async authorize(ctx, input, startupId: string) {
    const name = await startupFor(ctx, startupId, 'STARTUP_MILESTONE:CREATE');
    await checkOwner(ctx, startupId, input.ownerId);
    return { startupId, startupName: name };
  },
  async write(ctx, db, input, { startupId, startupName }) {
    const milestone = await insertMilestone(ctx, db, startupId, input);
    return {
      result: milestone,
      events: [
        {
          kind: 'milestone.created',
          subjectKind: 'milestone',
          subjectId: milestone.id,
          data: { startupId, startupName, name: milestone.name, status: milestone.status, reached: milestone.status === 'reached' },
        },
      ],
    };
  },
});

/** Only the fields sent change; a status that becomes 'reached' posts the milestone on the timeline (posts.ts). */
export const updateStartupMilestone = defineChange({
  input: () => milestoneChangesSchema,
  async authorize(ctx, input, milestoneId: string) {
    const loaded = await loadMilestone(ctx, milestoneId);
    await checkOwner(ctx, loaded.milestone.startupId, input.ownerId);
    return loaded;
  },
  async write(ctx, db, input, { milestone, startupName }) {
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    if (!fields.length) return { result: milestone, events: [] };
    const status = input.status ?? milestone.status;
    const [updated] = await db
      .update(ms)
      .set({
        name: input.name,
        description: input.description,
        dueDate: input.dueDate,
        ownerId: input.ownerId,
        status,
        reachedAt: reachedAtFor(status, milestone),
        updatedAt: new Date(),
      })
      .where(and(eq(ms.incubatorId, ctx.incubator.id), eq(ms.id, milestone.id)))
      .returning();
    return {
      result: updated,
      events: [
        {
          kind: 'milestone.updated',
          subjectKind: 'milestone',
          subjectId: milestone.id,
          data: {
            startupId: milestone.startupId,
            startupName,
            name: updated.name,
            status: updated.status,
            fields,
            reached: updated.status === 'reached' && milestone.status !== 'reached',
          },
        },
      ],
    };
  },
});

/** Deletes a milestone; its posts leave the timeline with it (posts.ts). */
export const deleteStartupMilestone = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, milestoneId: string) => loadMilestone(ctx, milestoneId),
  async write(ctx, db, _input, { milestone, startupName }) {
    await db.delete(ms).where(and(eq(ms.incubatorId, ctx.incubator.id), eq(ms.id, milestone.id)));
    return {
      result: true,
      events: [{ kind: 'milestone.deleted', subjectKind: 'milestone', subjectId: milestone.id, data: { startupId: milestone.startupId, startupName, name: milestone.name } }],
    };
  },
});
