import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { FunnelRow } from '../funnels/repo.ts';
import { syncStartupProfileTasks } from '../startups/profile-task.ts';
import { userLoaders } from '../users/loaders.ts';
import type { ApplicationRow } from './repo.ts';

const st = schema.startups;
const members = schema.startupMembers;
const u = schema.users;
const r = schema.roles;

export interface StartupLink {
  startupId: string;
  /** False when the application was linked to a startup that already existed. */
  created: boolean;
}

/**
 * The startup an accepted application becomes. Linking rather than creating:
 * - an application already linked (accepted before, then reset) keeps its startup;
 * - an applicant who is already a founder of a startup with the application's name (same letters,
 *   case and surrounding spaces aside) gets that one: it is theirs, and a second one would split
 *   its file. A same-named startup they do not found is somebody else's and is never taken.
 * Otherwise a startup named after the application is created.
 */
async function findOrCreateStartup(ctx: Context, db: Db, application: ApplicationRow): Promise<StartupLink> {
  const tenant = ctx.incubator.id;
  if (application.startupId) return { startupId: application.startupId, created: false };
  const [own] = await db
    .select({ id: st.id })
    .from(st)
    .innerJoin(members, and(eq(members.incubatorId, st.incubatorId), eq(members.startupId, st.id)))
    .where(
      and(eq(st.incubatorId, tenant), eq(members.userId, application.applicantId), eq(members.kind, 'founder'), sql`lower(trim(${st.name})) = lower(trim(${application.name}))`),
    )
    .limit(1);
  if (own) return { startupId: own.id, created: false };
  const [startup] = await db
    .insert(st)
    .values({ incubatorId: tenant, id: newId(), name: application.name.trim(), createdBy: ctx.viewer?.user.id ?? null })
    .returning();
  await recordEvent(ctx, db, { kind: 'startup.created', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name } });
  return { startupId: startup.id, created: true };
}

/**
 * An Applicant becomes a Cofounder when their application is accepted: the organisation's default
 * Cofounder role, recorded as 'user.roleChanged' like any role change (the kept rows of that
 * person are forgotten at commit by the users trigger, and their open pages refetch their access).
 * Any other role is left alone: a staff member who applied keeps theirs.
 */
async function promoteApplicant(ctx: Context, db: Db, userId: string): Promise<void> {
  const tenant = ctx.incubator.id;
  const [person] = await db
    .select({ roleId: u.roleId, type: r.type })
    .from(u)
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, tenant), eq(u.id, userId)));
  if (person?.type !== 'applicant') return;
  const [cofounder] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.incubatorId, tenant), eq(r.type, 'cofounder'), eq(r.isDefault, true)))
    .limit(1);
  if (!cofounder) return;
  await db
    .update(u)
    .set({ roleId: cofounder.id, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, tenant), eq(u.id, userId)));
  userLoaders(ctx).user.clear(userId);
  await recordEvent(ctx, db, { kind: 'user.roleChanged', subjectKind: 'user', subjectId: userId, data: { userId, fromRoleId: person.roleId, toRoleId: cofounder.id } });
}

/**
 * Accepting an application's last round (decisions.ts): the startup it becomes (created or
 * linked), the applicant its founder with founder type cofounder, their Applicant role changed to
 * Cofounder, and the startup placed in the funnel's programme. The applicant is the only founder
 * the application knows: cofounders are added on the startup's file afterwards.
 */
export async function acceptIntoStartup(ctx: Context, db: Db, application: ApplicationRow, funnel: FunnelRow): Promise<StartupLink> {
  const tenant = ctx.incubator.id;
  const link = await findOrCreateStartup(ctx, db, application);
  const [startup] = await db
    .select({ name: st.name })
    .from(st)
    .where(and(eq(st.incubatorId, tenant), eq(st.id, link.startupId)));
  const name = startup?.name ?? application.name;

  const founder = await db
    .insert(members)
    .values({ incubatorId: tenant, startupId: link.startupId, userId: application.applicantId, kind: 'founder', founderType: 'cofounder' })
    .onConflictDoNothing()
    .returning();
  if (founder.length) {
    await recordEvent(ctx, db, {
      kind: 'startup.founderAdded',
      subjectKind: 'startup',
      subjectId: link.startupId,
      data: { name, userId: application.applicantId, founderType: 'cofounder' },
    });
  }
  await promoteApplicant(ctx, db, application.applicantId);

  if (funnel.programId) {
    const [program] = await db
      .select({ name: schema.programs.name })
      .from(schema.programs)
      .where(and(eq(schema.programs.incubatorId, tenant), eq(schema.programs.id, funnel.programId)));
    const added = program
      ? await db.insert(schema.startupPrograms).values({ incubatorId: tenant, startupId: link.startupId, programId: funnel.programId }).onConflictDoNothing().returning()
      : [];
    if (added.length) {
      await recordEvent(ctx, db, {
        kind: 'startup.programAdded',
        subjectKind: 'startup',
        subjectId: link.startupId,
        data: { name, programId: funnel.programId, program: program!.name },
      });
    }
  }
  await syncStartupProfileTasks(ctx, db, link.startupId);
  return link;
}
