import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { validationError, type FieldError } from '../../core/errors.ts';
import type { AssigneeRef } from '../../db/schema/index.ts';
import { roleName } from '../permissions/role-name.ts';
import { assignedScope } from '../permissions/scope.ts';
import { displayName } from '../users/display-name.ts';
import { canSeeUser } from '../users/visibility.ts';
import { userLoaders } from '../users/loaders.ts';

export interface AssigneeOption {
  label: string;
  type: string;
  value: string;
}
export interface AssigneeGroup {
  label: string;
  options: AssigneeOption[];
}

const s = schema;

/**
 * What the viewer may assign a task to: the people they may see, and the groups standing for
 * their members — roles and programmes for those who see everyone, the teams of the startups
 * they may see. The same list decides what createTask and updateTask accept.
 */
export function assigneeOptions(ctx: Context): Promise<AssigneeGroup[]> {
  return memo(ctx, 'assigneeOptions', async () => {
    const viewer = requireViewer(ctx);
    const db = await ctx.tx.db();
    const tenant = ctx.incubator.id;
    const seesEveryone = viewer.role?.userAccess?.visibilitySettings === 'ALL';

    const people = await db
      .select()
      .from(s.users)
      .where(and(eq(s.users.incubatorId, tenant), ne(s.users.status, 'deleted')))
      .orderBy(asc(s.users.firstName), asc(s.users.lastName), asc(s.users.id));
    const loaders = userLoaders(ctx);
    const visible = [];
    for (const person of people) {
      const role = person.roleId ? await loaders.role.load(person.roleId) : null;
      if (await canSeeUser(ctx, person, role)) visible.push(person);
    }

    const roles = seesEveryone
      ? (await db.select().from(s.roles).where(eq(s.roles.incubatorId, tenant)).orderBy(asc(s.roles.type), asc(s.roles.id))).filter((r) =>
          viewer.role?.userAccess.roles.includes(r.type),
        )
      : [];
    const programs = seesEveryone ? await db.select().from(s.programs).where(eq(s.programs.incubatorId, tenant)).orderBy(asc(s.programs.name)) : [];
    const startupAccess = viewer.role?.startupAccess?.visibilitySettings;
    const startupIds = startupAccess === 'ALL' ? null : [...(await assignedScope(ctx)).startupIds];
    const startups =
      startupAccess === 'NONE' || startupIds?.length === 0
        ? []
        : await db
            .select({ id: s.startups.id, name: s.startups.name })
            .from(s.startups)
            .where(and(eq(s.startups.incubatorId, tenant), startupIds ? inArray(s.startups.id, startupIds) : undefined))
            .orderBy(asc(s.startups.name));

    const groups: AssigneeGroup[] = [
      { label: ctx.t('tasks.groups.people'), options: visible.map((u) => ({ label: displayName(u, ctx), type: 'user', value: u.id })) },
      { label: ctx.t('tasks.groups.roles'), options: roles.map((r) => ({ label: roleName(ctx, r), type: 'role', value: r.id })) },
      { label: ctx.t('tasks.groups.programs'), options: programs.map((p) => ({ label: p.name, type: 'program', value: p.id })) },
      { label: ctx.t('tasks.groups.startups'), options: startups.map((p) => ({ label: p.name, type: 'startup', value: p.id })) },
    ];
    return groups.filter((g) => g.options.length > 0);
  });
}

/**
 * Turns chosen options into the people they stand for. An option the viewer was not offered is
 * refused as an invalid field (whether it exists elsewhere is not revealed).
 */
export async function expandAssignees(ctx: Context, refs: AssigneeRef[]): Promise<string[]> {
  const offered = new Set((await assigneeOptions(ctx)).flatMap((g) => g.options.map((o) => `${o.type}:${o.value}`)));
  const fields: FieldError[] = [];
  refs.forEach((r, i) => {
    if (!offered.has(`${r.type}:${r.value}`)) fields.push({ field: `assignees.${i}.value`, key: 'validation.invalid' });
  });
  if (fields.length) throw validationError(fields);
  return membersOf(ctx, refs);
}

/** The live people that chosen options stand for, sorted; no check of what the viewer was offered. */
export async function membersOf(ctx: Context, refs: AssigneeRef[]): Promise<string[]> {
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const ids = (type: string) => refs.filter((r) => r.type === type).map((r) => r.value);
  const users = new Set(ids('user'));
  const active = and(eq(s.users.incubatorId, tenant), ne(s.users.status, 'deleted'));
  if (ids('role').length) {
    for (const r of await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(active, inArray(s.users.roleId, ids('role')))))
      users.add(r.id);
  }
  if (ids('program').length) {
    const members = await db
      .select({ id: s.userPrograms.userId })
      .from(s.userPrograms)
      .where(and(eq(s.userPrograms.incubatorId, tenant), inArray(s.userPrograms.programId, ids('program'))));
    const founders = await db
      .select({ id: s.startupMembers.userId })
      .from(s.startupMembers)
      .innerJoin(s.startupPrograms, and(eq(s.startupPrograms.incubatorId, s.startupMembers.incubatorId), eq(s.startupPrograms.startupId, s.startupMembers.startupId)))
      .where(and(eq(s.startupMembers.incubatorId, tenant), eq(s.startupMembers.kind, 'founder'), inArray(s.startupPrograms.programId, ids('program'))));
    for (const r of [...members, ...founders]) if (r.id) users.add(r.id);
  }
  if (ids('startup').length) {
    const team = await db
      .select({ id: s.startupMembers.userId })
      .from(s.startupMembers)
      .where(and(eq(s.startupMembers.incubatorId, tenant), eq(s.startupMembers.kind, 'founder'), inArray(s.startupMembers.startupId, ids('startup'))));
    for (const r of team) users.add(r.id);
  }
  // Deleted accounts never receive tasks, whichever group brought them in.
  const live = users.size
    ? await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(active, inArray(s.users.id, [...users])))
    : [];
  // A task nobody holds would be lost: groups chosen while still empty are refused.
  if (!live.length) throw validationError([{ field: 'assignees', key: 'tasks.groupsEmpty' }]);
  return live.map((r) => r.id).sort();
}
