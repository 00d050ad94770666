import { and, eq, inArray } from 'drizzle-orm';
import { STARTUP_ASSIGNABLE_ROLE_TYPES, startupBatchInputSchema, type StartupBatchAction } from '@seedbed/contracts/startups';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { notFoundField } from '../../core/errors.ts';
import { registerBatchKind } from '../batch/kinds.ts';
import { startBatchOperation } from '../batch/service.ts';
import { authorize } from '../permissions/scope.ts';
import { loadVisibleProgram, managesStartups, requireThat, visibleStartupsCondition } from './access.ts';
import { findStartupTag, st } from './repo.ts';
import { addStartupTag, addStartupToProgram, archiveStartup, assignStartupPerson, loadPerson } from './service.ts';

/** The batch kind of each bulk action; the prefix is what startupBatchOperationUpdated follows. */
export const STARTUP_BATCH_KINDS: Record<StartupBatchAction, string> = {
  ADD_TO_PROGRAM: 'startup.addToProgram',
  ASSIGN_PERSON: 'startup.assignPerson',
  ADD_TAG: 'startup.addTag',
  ARCHIVE: 'startup.archive',
};

interface Item {
  startupId: string;
  targetId?: string | null;
}

// Each item is the single change, made as the person who started the operation: its permission
// is checked again for that startup, and it records its own event.
registerBatchKind<Item>({
  kind: STARTUP_BATCH_KINDS.ADD_TO_PROGRAM,
  subjectOf: (p) => p.startupId,
  async run(ctx, { startupId, targetId }) {
    await addStartupToProgram(ctx, { programId: targetId }, startupId);
    return { subjectId: startupId };
  },
});
registerBatchKind<Item>({
  kind: STARTUP_BATCH_KINDS.ASSIGN_PERSON,
  subjectOf: (p) => p.startupId,
  async run(ctx, { startupId, targetId }) {
    await assignStartupPerson(ctx, { userId: targetId }, startupId);
    return { subjectId: startupId };
  },
});
registerBatchKind<Item>({
  kind: STARTUP_BATCH_KINDS.ADD_TAG,
  subjectOf: (p) => p.startupId,
  async run(ctx, { startupId, targetId }) {
    await addStartupTag(ctx, { tagId: targetId }, startupId);
    return { subjectId: startupId };
  },
});
registerBatchKind<Item>({
  kind: STARTUP_BATCH_KINDS.ARCHIVE,
  subjectOf: (p) => p.startupId,
  async run(ctx, { startupId }) {
    await archiveStartup(ctx, { archived: true }, startupId);
    return { subjectId: startupId };
  },
});

/** The programme, person or tag the action adds must be one the viewer may use; NOT_FOUND on `targetId` otherwise. */
async function checkTarget(ctx: Context, action: StartupBatchAction, targetId: string): Promise<void> {
  const missing = () => notFoundField('targetId');
  if (action === 'ADD_TO_PROGRAM') await loadVisibleProgram(ctx, targetId).catch(() => Promise.reject(missing()));
  if (action === 'ASSIGN_PERSON') await loadPerson(ctx, targetId, STARTUP_ASSIGNABLE_ROLE_TYPES).catch(() => Promise.reject(missing()));
  if (action === 'ADD_TAG' && !(await findStartupTag(ctx, await ctx.tx.db(), targetId))) throw missing();
}

/**
 * Starts a bulk action on selected startups. The whole request is refused, and nothing written,
 * when the viewer may not take the action at all, or names a startup or target they cannot see;
 * then each item is checked again when it runs.
 */
export const startStartupBatch = defineChange({
  input: () => startupBatchInputSchema,
  async authorize(ctx, { action, startupIds, targetId }) {
    if (action === 'ADD_TO_PROGRAM' || action === 'ARCHIVE') await requireThat(managesStartups(ctx));
    if (action === 'ASSIGN_PERSON') await authorize(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT');
    if (action === 'ADD_TAG') await authorize(ctx, 'TAG:STARTUP:ADD');
    const seen = await (await ctx.tx.db())
      .select({ id: st.id })
      .from(st)
      .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, startupIds), await visibleStartupsCondition(ctx)));
    const visible = new Set(seen.map((row) => row.id));
    const missing = startupIds.findIndex((id) => !visible.has(id));
    if (missing >= 0) throw notFoundField(`startupIds.${missing}`);
    if (targetId) await checkTarget(ctx, action, targetId);
  },
  async write(ctx, _db, { action, startupIds, targetId }) {
    const operation = await startBatchOperation(
      ctx,
      STARTUP_BATCH_KINDS[action],
      startupIds.map((startupId) => ({ startupId, targetId: targetId ?? null })),
    );
    return { result: { operationId: operation.id, count: operation.total }, events: [] };
  },
});
