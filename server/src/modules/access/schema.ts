import { filter, pipe } from 'graphql-yoga';
import { and, count, eq, ne } from 'drizzle-orm';
import { builder, PermissionCriteriaEnum } from '../../core/schema-builder.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema as tables } from '../../core/db/pool.ts';
import { Role } from '../permissions/schema.ts';
import { liveAccount } from '../users/live-account.ts';
import { createIndustry, deleteIndustry, listIndustries, updateIndustry, type IndustryUsage } from './industries.ts';
import { accessTopic, type AccessChange } from './live.ts';
import { organisationPlan, type OrganisationPlan } from './plan.ts';
import { createRole, deleteRole, updateRole } from './roles.ts';

/** Holders of every role of the tenant in one grouped query, however many roles a page lists. */
function roleHolderCounts(ctx: Context): Promise<Map<string, number>> {
  return memo(ctx, 'access.roleHolderCounts', async () => {
    const u = tables.users;
    const rows = await (await ctx.tx.db())
      .select({ roleId: u.roleId, n: count() })
      .from(u)
      .where(and(eq(u.incubatorId, ctx.incubator.id), ne(u.status, 'deleted')))
      .groupBy(u.roleId);
    return new Map(rows.map((row) => [row.roleId ?? '', Number(row.n)]));
  });
}

builder.objectField(Role, 'userCount', (t) => t.int({ nullable: false, resolve: async (role, _a, ctx) => (await roleHolderCounts(ctx)).get(role.id) ?? 0 }));

const PlanFlag = builder.objectRef<OrganisationPlan['flags'][number]>('OrganisationPlanFlag').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    premium: t.exposeBoolean('premium', { nullable: false }),
    inPlan: t.exposeBoolean('inPlan', { nullable: false }),
  }),
});

const PlanRef = builder.objectRef<OrganisationPlan>('OrganisationPlan').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    employeeCountLimit: t.exposeInt('employeeCountLimit'),
    employeeCount: t.exposeInt('employeeCount', { nullable: false }),
    flags: t.field({ type: [PlanFlag], nullable: false, resolve: (p) => p.flags }),
  }),
});

export const Industry = builder.objectRef<{ id: string; name: string; usage?: number }>('Industry').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    usage: t.int({ nullable: false, resolve: (row) => row.usage ?? 0 }),
  }),
});

const UserAccessInput = builder.inputType('UserAccessInput', {
  fields: (t) => ({ roles: t.stringList({ required: true }), visibilitySettings: t.string({ required: true }) }),
});
const StartupAccessInput = builder.inputType('StartupAccessInput', { fields: (t) => ({ visibilitySettings: t.string({ required: true }) }) });
// The key stays a string, so that an unknown key comes back as a translated field error; the scope is
// the contract's enum, and whether this key accepts that scope is checked with the registry.
const RolePermissionInput = builder.inputType('RolePermissionInput', {
  fields: (t) => ({ key: t.string({ required: true }), permissionCriteria: t.field({ type: PermissionCriteriaEnum, required: true }) }),
});

builder.queryFields((t) => ({
  organisationPlan: t.field({ type: PlanRef, nullable: false, resolve: (_r, _a, ctx) => organisationPlan(ctx) }),
  industries: t.field({ type: [Industry], nullable: false, resolve: (_r, _a, ctx) => listIndustries(ctx) as Promise<IndustryUsage[]> }),
}));

builder.mutationFields((t) => ({
  createRole: t.field({
    type: Role,
    nullable: false,
    args: { type: t.arg.string({ required: true }), label: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createRole(ctx, args),
  }),
  updateRole: t.field({
    type: Role,
    nullable: false,
    args: {
      roleId: t.arg.id({ required: true }),
      label: t.arg.string(),
      permissions: t.arg({ type: [RolePermissionInput] }),
      userAccess: t.arg({ type: UserAccessInput }),
      startupAccess: t.arg({ type: StartupAccessInput }),
    },
    resolve: (_r, args, ctx) => updateRole(ctx, { ...args, roleId: String(args.roleId) }),
  }),
  deleteRole: t.boolean({ nullable: false, args: { roleId: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => deleteRole(ctx, String(args.roleId)) }),
  createIndustry: t.field({ type: Industry, nullable: false, args: { name: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => createIndustry(ctx, args) }),
  updateIndustry: t.field({
    type: Industry,
    nullable: false,
    args: { industryId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => updateIndustry(ctx, { industryId: String(args.industryId), name: args.name }),
  }),
  deleteIndustry: t.boolean({
    nullable: false,
    args: { industryId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteIndustry(ctx, String(args.industryId)),
  }),
}));

builder.subscriptionFields((t) => ({
  /** True whenever the viewer's role changed or they were given another: their menus and checks need reloading. */
  accessChanged: t.boolean({
    nullable: false,
    subscribe: (_r, _a, ctx) => {
      const viewer = requireViewer(ctx);
      // Decided per event: the role the viewer holds now, and a live account.
      return pipe(
        ctx.services.pubsub.subscribe(accessTopic(ctx.incubator.id)),
        filter(async (payload) => {
          const change = payload as unknown as AccessChange;
          const current = await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id);
          if (!current) return false;
          return change.userIds.includes(viewer.user.id) || (current.roleId !== null && change.roleIds.includes(current.roleId));
        }),
      );
    },
    resolve: () => true,
  }),
}));
