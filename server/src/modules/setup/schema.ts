import { FEATURE_FLAGS, flagsForPlan, isPlan } from '@seedbed/contracts/flags';
import { SIDEBAR, SITEMAP, type MenuDefinition, type MenuEntry } from '@seedbed/contracts/menu';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { viewerGrants } from '../permissions/scope.ts';

/** Flags by organisation row: a row is frozen and replaced when it changes, so its flags are worked out once per version. */
const flagsByRow = new WeakMap<IncubatorRow, Readonly<ReturnType<typeof flagsForPlan>>>();

/** The organisation's feature flags: its plan's, with its own overrides. Asked many times per request (every row of a list may check one). */
export function incubatorFlags(incubator: IncubatorRow): Readonly<ReturnType<typeof flagsForPlan>> {
  let flags = flagsByRow.get(incubator);
  if (!flags) {
    flags = Object.freeze(flagsForPlan(isPlan(incubator.plan.name) ? incubator.plan.name : 'starter', incubator.featureFlags));
    flagsByRow.set(incubator, flags);
  }
  return flags;
}

/** Keeps what the viewer may reach; what the plan lacks stays visible but locked. */
function menuFor(ctx: Context, definitions: readonly MenuDefinition[], depth: number): MenuEntry[] {
  const flags = incubatorFlags(ctx.incubator);
  const grants = viewerGrants(ctx);
  const roleType = ctx.viewer?.role?.type;
  return definitions
    .filter((d) => !d.roles || (roleType && (d.roles as readonly string[]).includes(roleType)))
    .filter((d) => !d.permission || grants.get(d.permission)?.criteria !== 'NONE')
    .map((d) => ({
      name: d.name,
      locked: d.flag ? !flags[d.flag] : false,
      subMenu: depth < 3 && d.subMenu ? menuFor(ctx, d.subMenu, depth + 1) : [],
    }));
}

const FeatureFlagRef = builder.objectRef<{ name: string; enabled: boolean }>('FeatureFlag').implement({
  fields: (t) => ({ name: t.exposeString('name', { nullable: false }), enabled: t.exposeBoolean('enabled', { nullable: false }) }),
});

const MenuEntryRef = builder.objectRef<MenuEntry>('MenuEntry');
MenuEntryRef.implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    locked: t.exposeBoolean('locked', { nullable: false }),
    subMenu: t.field({ type: [MenuEntryRef], nullable: false, resolve: (e) => e.subMenu }),
  }),
});

const SetUp = builder.objectRef<Context>('SetUp').implement({
  fields: (t) => ({
    sidebarV2: t.field({ type: [MenuEntryRef], nullable: false, resolve: (ctx) => menuFor(ctx, SIDEBAR, 1) }),
    sitemap: t.field({ type: [MenuEntryRef], nullable: false, resolve: (ctx) => menuFor(ctx, SITEMAP, 1) }),
  }),
});

builder.queryFields((t) => ({
  featureFlags: t.field({
    type: [FeatureFlagRef],
    nullable: false,
    args: { incubatorId: t.arg.id() },
    resolve: (_r, { incubatorId }, ctx) => {
      requireViewer(ctx);
      if (incubatorId && incubatorId !== ctx.incubator.id) throw notFound();
      const flags = incubatorFlags(ctx.incubator);
      return FEATURE_FLAGS.map((name) => ({ name, enabled: flags[name] }));
    },
  }),
  setUp: t.field({
    type: SetUp,
    nullable: false,
    resolve: (_r, _a, ctx) => {
      requireViewer(ctx);
      return ctx;
    },
  }),
}));
