import { and, eq, sql } from 'drizzle-orm';
import { runAs } from '../core/request-context.ts';
import { schema } from '../core/db/pool.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createIndustry } from '../modules/access/industries.ts';
import { updateIncubator } from '../modules/organisation/service.ts';
import { inviteOne } from '../modules/people/changes.ts';

/** How far back the demo's history reaches, so that the activity feed reads as a working week. */
const HISTORY_DAYS = 5;

/**
 * Organisation-level changes an admin makes in the first days, through the same services as the
 * settings screens, so the activity feed starts with them (the tasks follow in seedDemoTasks).
 */
export async function seedDemoOrganisationChanges(withMail: Services, incubator: IncubatorRow, adminId: string) {
  // The demo's history happened before anyone was there to read mail: none is sent for it.
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  await runAs(services, incubator, adminId, (ctx) =>
    updateIncubator(ctx, { address: '12 Rue des Jardiniers, 75011 Paris, France', termsAndServices: { url: 'https://demo.test/terms' } }),
  );
  await runAs(services, incubator, adminId, (ctx) => createIndustry(ctx, { name: 'Mobility' }));
  const mentorRole = await withTenant(
    services.pool,
    incubator.id,
    async (db) =>
      (
        await db
          .select({ id: schema.roles.id })
          .from(schema.roles)
          .where(and(eq(schema.roles.incubatorId, incubator.id), eq(schema.roles.type, 'mentor')))
          .limit(1)
      )[0],
  );
  if (mentorRole) {
    await runAs(services, incubator, adminId, (ctx) => inviteOne(ctx, { email: 'nadia.rahman@demo.test', firstName: 'Nadia', lastName: 'Rahman', roleId: mentorRole.id }));
  }
}

/**
 * Everything the seed did was recorded a moment ago; spread over the last few days it reads like
 * the organisation's first week (grouped by day, with relative times). The automatic profile
 * tasks go first, as they would have come with the accounts; the rest keeps its order.
 */
export async function spreadDemoHistory(services: Services, incubator: IncubatorRow) {
  await withTenant(services.pool, incubator.id, (db) =>
    db.execute(sql`
      WITH ordered AS (
        SELECT id, row_number() OVER (ORDER BY actor_id IS NOT NULL, created_at, id) AS n, count(*) OVER () AS total
        FROM ${schema.domainEvents} WHERE incubator_id = ${incubator.id}
      )
      UPDATE ${schema.domainEvents} e
      SET created_at = now() - make_interval(mins => 30) - (interval '1 day' * ${HISTORY_DAYS}) * (1 - ordered.n::float / ordered.total)
      FROM ordered
      WHERE e.incubator_id = ${incubator.id} AND e.id = ordered.id`),
  );
}
