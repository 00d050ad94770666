import { addDays } from '@seedbed/contracts/time';
import type { TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { buildCatalogue, linkStartup } from '../startups/test-support.ts';
import { todayOf } from './grid.ts';

export type Scene = Awaited<ReturnType<typeof scene>>;

/**
 * A tenant with two metrics (money, and customers at most 1,000) and a calculated one; startups
 * Alpha (coached by the coach, founded by the founder) and Beta in one programme, Gamma without
 * data; Alpha's five monthly periods stand in each status; Beta reports the same first period.
 */
export async function scene(server: TestServer) {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const admin = await buildSignedInUser(on, { roleType: 'admin' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const otherFounder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const alpha = await buildStartup(on, { name: 'Alpha', founders: [founder.user], coaches: [coach.user] });
  const beta = await buildStartup(on, { name: 'Beta', founders: [otherFounder.user] });
  const gamma = await buildStartup(on, { name: 'Gamma' });
  const { programs } = await buildCatalogue(on, { programs: ['Seed'] });
  await linkStartup(on, alpha.id, { programIds: programs });
  await linkStartup(on, beta.id, { programIds: programs });
  const today = todayOf({ incubator: on.incubator });
  const tenant = on.incubator.id;
  const revenue = newId();
  const customers = newId();
  const perCustomer = newId();
  const periods: Record<string, { id: string; from: string; to: string }> = {};
  const valueIds: Record<string, string> = {};
  await withTenant(server.services.pool, tenant, async (db) => {
    await db.insert(schema.metrics).values([
      { incubatorId: tenant, id: revenue, name: [{ language: 'en', value: 'Revenue' }], unitType: 'MONETARY', position: 1 },
      {
        incubatorId: tenant,
        id: customers,
        name: [
          { language: 'en', value: 'Customers' },
          { language: 'fr', value: 'Clients' },
        ],
        unitType: 'CUSTOMER',
        position: 2,
        rules: [{ kind: 'max', target: { kind: 'value', value: 1000 } }],
      },
      {
        incubatorId: tenant,
        id: perCustomer,
        name: [{ language: 'en', value: 'Revenue per customer' }],
        unitType: 'MONETARY',
        position: 3,
        formula: `{${revenue}} / {${customers}}`,
      },
    ]);
    const at = (days: number) => new Date(`${addDays(today, days)}T12:00:00Z`);
    const plan = [
      { key: 'submitted', from: addDays(today, -150), to: addDays(today, -121), due: addDays(today, -110), submittedAt: at(-115) },
      { key: 'late', from: addDays(today, -120), to: addDays(today, -91), due: addDays(today, -80), submittedAt: at(-70) },
      { key: 'missing', from: addDays(today, -90), to: addDays(today, -61), due: addDays(today, -1), submittedAt: null },
      { key: 'pending', from: addDays(today, -60), to: addDays(today, -1), due: addDays(today, 5), submittedAt: null },
      { key: 'upcoming', from: addDays(today, 0), to: addDays(today, 29), due: addDays(today, 40), submittedAt: null },
    ];
    const numbers: Record<string, [number | null, number | null]> = {
      submitted: [1000, 10],
      late: [1500, 12],
      missing: [null, null],
      pending: [null, null],
      upcoming: [null, null],
    };
    const reporting: Array<[string, string[]]> = [
      [alpha.id, plan.map((p) => p.key)],
      [beta.id, ['submitted']],
    ];
    for (const [startupId, keys] of reporting) {
      for (const p of plan.filter((p) => keys.includes(p.key))) {
        const id = newId();
        if (startupId === alpha.id) periods[p.key] = { id, from: p.from, to: p.to };
        await db.insert(schema.metricPeriods).values({ incubatorId: tenant, id, startupId, periodFrom: p.from, periodTo: p.to, dueDate: p.due, submittedAt: p.submittedAt });
        const [money, count] = startupId === beta.id ? [3000, 30] : numbers[p.key];
        for (const [metricId, number] of [
          [revenue, money],
          [customers, count],
          [perCustomer, money !== null && count ? money / count : null],
        ] as const) {
          const valueId = newId();
          if (startupId === alpha.id) valueIds[`${p.key}/${metricId}`] = valueId;
          await db.insert(schema.metricValues).values({
            incubatorId: tenant,
            id: valueId,
            periodId: id,
            startupId,
            metricId,
            periodFrom: p.from,
            value: number === null ? null : String(number),
            number,
          });
        }
      }
    }
  });
  return { on, admin, coach, founder, otherFounder, alpha, beta, gamma, programs, today, revenue, customers, perCustomer, periods, valueIds };
}
