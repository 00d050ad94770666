import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ORGANISATION_ADMINS, STAFF_LIKE, STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { STARTUP_MANAGERS } from '@seedbed/contracts/startups';
import type { PermissionKey } from '@seedbed/contracts/permissions';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { assignedScope, isAuthorized, viewerGrants } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { hasPublishedFields } from '../profiles/published.ts';
import { findStartup, members, programs, st, type ProgramRow, type StartupRow } from './repo.ts';

/** The startups a viewer may see: every one of the tenant's, or those listed. */
export interface StartupVisibility {
  all: boolean;
  ids: ReadonlySet<string>;
}

const FILE_VIEW = 'STARTUP_FILE:VIEW';

/**
 * Who sees which startup — the one rule behind the list, a single startup, its files and its
 * programmes. A startup is seen by its own people (founders and those assigned to it) and by whoever
 * holds STARTUP_FILE:VIEW for it: ALL for every startup, ASSIGNED for the startups they are on,
 * SELECTED for those the role lists. The role's startup access caps this: NONE sees no startup at
 * all, not even one's own; ASSIGNED sees only one's own startups, whatever STARTUP_FILE:VIEW says.
 */
export function startupVisibility(ctx: Context): Promise<StartupVisibility> {
  return memo(ctx, 'startupVisibility', async () => {
    const viewer = requireViewer(ctx);
    const access = viewer.role?.startupAccess?.visibilitySettings;
    if (access === 'NONE') return { all: false, ids: new Set<string>() };
    const own = (await assignedScope(ctx)).startupIds;
    if (access !== 'ALL') return { all: false, ids: own };
    const grant = viewerGrants(ctx).get(FILE_VIEW)!;
    if (grant.criteria === 'ALL') return { all: true, ids: own };
    if (grant.criteria === 'SELECTED') return { all: false, ids: new Set([...own, ...(grant.selected ?? []).filter(isId)]) };
    return { all: false, ids: own };
  });
}

/** startupVisibility as a condition on `startups`, for lists and counts. */
export async function visibleStartupsCondition(ctx: Context): Promise<SQL> {
  const visibility = await startupVisibility(ctx);
  if (visibility.all) return sql`true`;
  return visibility.ids.size ? inArray(st.id, [...visibility.ids]) : sql`false`;
}

/** Whether the viewer sees the startup with this id (an id of the tenant's). */
export async function canSeeStartup(ctx: Context, startupId: string): Promise<boolean> {
  const visibility = await startupVisibility(ctx);
  return visibility.all || visibility.ids.has(startupId);
}

/** A startup the viewer may see; a malformed id, another tenant's or an invisible one is NOT_FOUND alike. */
export async function loadVisibleStartup(ctx: Context, startupId: string): Promise<StartupRow> {
  requireViewer(ctx);
  if (!isId(startupId)) throw notFound();
  const startup = await findStartup(ctx, await ctx.tx.db(), startupId);
  if (!startup || !(await canSeeStartup(ctx, startup.id))) throw notFound();
  return startup;
}

/** The viewer's own places on startups: startup id → 'founder' and/or 'assigned'. One query per request. */
export function viewerMemberships(ctx: Context): Promise<Map<string, Set<string>>> {
  return memo(ctx, 'startupMemberships', async () => {
    const viewer = requireViewer(ctx);
    const rows = await (await ctx.tx.db())
      .select({ startupId: members.startupId, kind: members.kind })
      .from(members)
      .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.userId, viewer.user.id)));
    const byStartup = new Map<string, Set<string>>();
    for (const row of rows) byStartup.set(row.startupId, (byStartup.get(row.startupId) ?? new Set()).add(row.kind));
    return byStartup;
  });
}

export const isFounderOf = async (ctx: Context, startupId: string) => (await viewerMemberships(ctx)).get(startupId)?.has('founder') ?? false;
export const isMemberOf = async (ctx: Context, startupId: string) => (await viewerMemberships(ctx)).has(startupId);

/** The programme's staff and the organisation admins run the startups: create, archive, place them in programmes. */
export const managesStartups = (ctx: Context) => isInGroup(requireViewer(ctx).role?.type, STARTUP_MANAGERS);

/** The programme's side of a startup's file: a staff-like role holding STARTUP_FILE:VIEW for it. */
export async function onStaffSide(ctx: Context, startupId: string): Promise<boolean> {
  return isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE) && isAuthorized(ctx, FILE_VIEW, [startupId]);
}

/** Profile fields other than the name: the programme's side, or the startup's own founders. */
export async function mayEditProfile(ctx: Context, startupId: string): Promise<boolean> {
  return (await onStaffSide(ctx, startupId)) || isFounderOf(ctx, startupId);
}

type TaxonomyKey = 'INDUSTRIES:STARTUP:ADD' | 'INDUSTRIES:STARTUP:REMOVE' | 'TAG:STARTUP:ADD' | 'TAG:STARTUP:REMOVE';

/** Industries and tags of a startup: the registry's key, or its own founders when the plan lets startups edit their taxonomy. */
export async function mayChangeTaxonomy(ctx: Context, key: TaxonomyKey, startupId: string): Promise<boolean> {
  if (await isAuthorized(ctx, key, [startupId])) return true;
  return incubatorFlags(ctx.incubator).startupTaxonomyEditable && isFounderOf(ctx, startupId);
}

export async function requireThat(allowed: boolean | Promise<boolean>): Promise<void> {
  if (!(await allowed)) throw forbidden();
}

/**
 * Private notes are the programme's side conversation about a startup: read and written only
 * with TIMELINE/CREATE_PRIVATE_COMMENT:VIEW, and never by the startup's side (founders,
 * applicants, community members), whatever their role was granted, nor by its own founders.
 */
export function mayUsePrivateNotes(ctx: Context, startupId: string): Promise<boolean> {
  return memo(ctx, `startups:privateNotes:${startupId}`, async () => {
    const type = requireViewer(ctx).role?.type;
    if (!type || isInGroup(type, STARTUP_SIDE) || type === 'founder') return false;
    if (!(await isAuthorized(ctx, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW'))) return false;
    return !(await isFounderOf(ctx, startupId));
  });
}

export const mayManageStartup = async (ctx: Context, startupId: string) => managesStartups(ctx) && canSeeStartup(ctx, startupId);

/** What the viewer may do on one startup they see: the file's buttons and menus follow it. */
export async function startupActions(ctx: Context, startup: Pick<StartupRow, 'id'>) {
  const id = startup.id;
  const flags = incubatorFlags(ctx.incubator);
  const key = (k: PermissionKey) => isAuthorized(ctx, k, [id]);
  const founder = await isFounderOf(ctx, id);
  const staffSide = await onStaffSide(ctx, id);
  const documents = flags.startupDocuments;
  return {
    editProfile: staffSide || founder,
    editName: await key('STARTUP/NAME:EDIT'),
    assignPeople: await key('STARTUP/ASSIGNATION_MEMBERS:EDIT'),
    archive: await mayManageStartup(ctx, id),
    delete: await key('STARTUP:DELETE'),
    addIndustry: await mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:ADD', id),
    removeIndustry: await mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:REMOVE', id),
    addTag: await mayChangeTaxonomy(ctx, 'TAG:STARTUP:ADD', id),
    removeTag: await mayChangeTaxonomy(ctx, 'TAG:STARTUP:REMOVE', id),
    createMilestone: flags.milestones && (await key('STARTUP_MILESTONE:CREATE')),
    editMilestone: flags.milestones && (await key('STARTUP_MILESTONE:EDIT')),
    writePrivateNotes: await mayUsePrivateNotes(ctx, id),
    viewDocuments: documents && (await canSeeStartup(ctx, id)),
    editDocuments: documents && (staffSide || (await isMemberOf(ctx, id))),
    // The custom-fields tab: shown once the startup profile form has published fields.
    viewCustomFields: await hasPublishedFields(ctx, 'STARTUP'),
  };
}
export type StartupActions = Awaited<ReturnType<typeof startupActions>>;

// ---- Programmes ----

const pa = schema.programAdmins;
const up = schema.userPrograms;
const sp = schema.startupPrograms;

/**
 * Who sees which programme: staff-like roles that see startups see every programme; anyone else
 * the programmes they take part in, administer, or that hold one of their startups.
 */
export async function visibleProgramsCondition(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  if (isInGroup(viewer.role?.type, STAFF_LIKE) && viewer.role?.startupAccess?.visibilitySettings !== 'NONE') return sql`true`;
  const tenant = ctx.incubator.id;
  const db = await ctx.tx.db();
  const own = [...(await startupVisibility(ctx)).ids];
  const sameProgram = (table: typeof pa | typeof up | typeof sp) => and(eq(table.incubatorId, programs.incubatorId), eq(table.programId, programs.id));
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(up)
        .where(and(sameProgram(up), eq(up.incubatorId, tenant), eq(up.userId, viewer.user.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(pa)
        .where(and(sameProgram(pa), eq(pa.incubatorId, tenant), eq(pa.userId, viewer.user.id))),
    ),
    own.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(sp)
            .where(and(sameProgram(sp), eq(sp.incubatorId, tenant), inArray(sp.startupId, own))),
        )
      : undefined,
  )!;
}

/** The programmes the viewer administers. One query per request. */
export function administeredPrograms(ctx: Context): Promise<Set<string>> {
  return memo(ctx, 'administeredPrograms', async () => {
    const viewer = requireViewer(ctx);
    const rows = await (await ctx.tx.db())
      .select({ id: pa.programId })
      .from(pa)
      .where(and(eq(pa.incubatorId, ctx.incubator.id), eq(pa.userId, viewer.user.id)));
    return new Set(rows.map((r) => r.id as string));
  });
}

/** A programme is changed by its administrators and by the organisation admins. */
export async function mayEditProgram(ctx: Context, program: Pick<ProgramRow, 'id'>): Promise<boolean> {
  if (isInGroup(requireViewer(ctx).role?.type, ORGANISATION_ADMINS)) return true;
  return (await administeredPrograms(ctx)).has(program.id);
}

/** A programme the viewer may see; anything else is NOT_FOUND. */
export async function loadVisibleProgram(ctx: Context, programId: string): Promise<ProgramRow> {
  requireViewer(ctx);
  if (!isId(programId)) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(programs)
    .where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, programId), await visibleProgramsCondition(ctx)));
  if (!row) throw notFound();
  return row;
}
