import { and, eq, like } from 'drizzle-orm';
import type { SavedViewList } from '@seedbed/contracts/saved-views';
import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import type { IncubatorRow } from '../db/schema/index.ts';

/**
 * A shared saved view on each list that offers them, made by the people who would keep them and
 * naming the demo's own records: the spring funnel's pending applications best first, the mentors,
 * and the fintech startups of this year's programmes as a table.
 */
export async function seedDemoSavedViews(services: Services, incubator: IncubatorRow, users: Map<string, string>) {
  const tenant = incubator.id;
  await withTenant(services.pool, tenant, async (db) => {
    const [spring] = await db
      .select({ id: schema.funnels.id })
      .from(schema.funnels)
      .where(and(eq(schema.funnels.incubatorId, tenant), eq(schema.funnels.slug, 'spring-2027')));
    const mentorRoles = await db
      .select({ id: schema.roles.id })
      .from(schema.roles)
      .where(and(eq(schema.roles.incubatorId, tenant), eq(schema.roles.type, 'mentor')));
    const [fintech] = await db
      .select({ id: schema.industries.id })
      .from(schema.industries)
      .where(and(eq(schema.industries.incubatorId, tenant), eq(schema.industries.name, 'Fintech')));
    const programs2026 = await db
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(and(eq(schema.programs.incubatorId, tenant), like(schema.programs.cohort, '%2026')));

    const views: Array<{ list: SavedViewList; owner: string; name: string; filters: Record<string, unknown> }> = [
      {
        list: 'applications',
        owner: 'staff@demo.test',
        name: 'Shortlist to review',
        filters: { filter: { funnelIds: spring ? [spring.id] : [], statusGroup: 'ALL_PENDING' }, sort: 'SCORE_DESC' },
      },
      { list: 'users', owner: 'admin@demo.test', name: 'Mentors', filters: { filter: { roleIds: mentorRoles.map((r) => r.id), statuses: ['active'] }, sort: 'NAME' } },
      {
        list: 'startups',
        owner: 'staff@demo.test',
        name: 'Fintech in cohort 2026',
        filters: { filter: { archived: false, industryIds: fintech ? [fintech.id] : [], programIds: programs2026.map((p) => p.id) }, sort: 'NAME', mode: 'TABLE' },
      },
    ];
    await db
      .insert(schema.savedViews)
      .values(views.map((view) => ({ incubatorId: tenant, id: newId(), list: view.list, ownerId: users.get(view.owner)!, name: view.name, filters: view.filters, shared: true })));
  });
}
