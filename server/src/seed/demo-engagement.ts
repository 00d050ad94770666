import { and, asc, eq } from 'drizzle-orm';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { schema } from '../core/db/pool.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { activityWriter } from '../modules/engagement/activity.ts';

/** How many weeks of sign-ins the demo remembers: the engagement tab's longest range. */
const WEEKS = 53;

/** A small deterministic generator, so every demo shows the same curves. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A year of sign-ins for every founder (the other measures — sessions, tasks, metrics, lessons,
 * posts — come from the demo's coaching, tasks, metrics, courses and community): each team with
 * its own rhythm, so the engagement tab draws real curves — GreenLoop's founders busier as Demo
 * Day nears, some teams steady, a few fading and coming back.
 */
export async function seedDemoEngagement(services: Services, incubator: IncubatorRow) {
  const tenant = incubator.id;
  const zone = incubator.timezone || 'UTC';
  const today = localDate(new Date(), zone);
  await withTenant(services.pool, tenant, async (db) => {
    const founders = await db
      .select({ userId: schema.startupMembers.userId, startupId: schema.startupMembers.startupId, name: schema.startups.name })
      .from(schema.startupMembers)
      .innerJoin(schema.startups, and(eq(schema.startups.incubatorId, schema.startupMembers.incubatorId), eq(schema.startups.id, schema.startupMembers.startupId)))
      .where(and(eq(schema.startupMembers.incubatorId, tenant), eq(schema.startupMembers.kind, 'founder')))
      .orderBy(asc(schema.startups.name), asc(schema.startupMembers.userId));
    const write = activityWriter(db, tenant);
    const now = Date.now();
    for (const [index, founder] of founders.entries()) {
      const next = random(index + 7);
      // 0 → 1 over the year: rising, steady or dipping in the middle, by team.
      const shape = (week: number) => {
        const t = week / WEEKS;
        if (founder.name === 'GreenLoop') return 0.4 + 0.6 * t;
        if (index % 3 === 1) return 0.9 - 0.6 * Math.sin(Math.PI * t);
        return 0.7;
      };
      const instants: Date[] = [];
      for (let week = 0; week < WEEKS; week++) {
        const times = Math.round(shape(week) * (2 + next() * 4));
        const weekStart = addDays(today, -(WEEKS - week) * 7);
        for (let i = 0; i < times; i++) {
          const day = addDays(weekStart, Math.floor(next() * 7));
          const at = new Date(startOfLocalDay(day, zone).getTime() + (8 + next() * 11) * 3_600_000);
          if (at.getTime() < now) instants.push(at);
        }
      }
      await write.signIns(founder.userId, instants);
    }
  });
}
