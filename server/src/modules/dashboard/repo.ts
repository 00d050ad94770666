import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { DashboardWidgetRow } from '../../db/schema/index.ts';

export const w = schema.dashboardWidgets;

type Tenant = Pick<Context, 'incubator'>;

/** Every widget of the organisation, in their order on the home page. */
export function allWidgets(ctx: Tenant, db: Db): Promise<DashboardWidgetRow[]> {
  return db.select().from(w).where(eq(w.incubatorId, ctx.incubator.id)).orderBy(asc(w.position), asc(w.id));
}

/** The widgets a person of this role type sees: those placed for it, and those placed for everyone. */
export function widgetsFor(ctx: Tenant, db: Db, roleType: string | null): Promise<DashboardWidgetRow[]> {
  const shown = roleType ? sql`(cardinality(${w.roleTypes}) = 0 OR ${roleType} = ANY(${w.roleTypes}))` : sql`cardinality(${w.roleTypes}) = 0`;
  return db
    .select()
    .from(w)
    .where(and(eq(w.incubatorId, ctx.incubator.id), shown))
    .orderBy(asc(w.position), asc(w.id));
}

export async function findWidget(ctx: Tenant, db: Db, widgetId: string): Promise<DashboardWidgetRow | null> {
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, widgetId)));
  return row ?? null;
}

/** Numbers the widgets 0, 1, 2… in the order given, touching only those whose place changed. */
export async function renumber(ctx: Tenant, db: Db, ordered: readonly DashboardWidgetRow[]): Promise<void> {
  for (const [position, row] of ordered.entries()) {
    if (row.position === position) continue;
    await db
      .update(w)
      .set({ position })
      .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, row.id)));
  }
}
