import { and, eq, inArray, max } from 'drizzle-orm';
import type { MetricRule } from '@seedbed/contracts/metrics';
import { plainDecimal } from '@seedbed/contracts/metrics-values';
import { addDays } from '@seedbed/contracts/time';
import { schema, type Db } from '../core/db/pool.ts';
import { recordEvent } from '../core/events.ts';
import { newId } from '../core/ids.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import type { IncubatorRow, MetricRow } from '../db/schema/index.ts';
import { ensureCoreMetrics } from '../modules/metrics/core-metrics.ts';
import { addMonths, ensureDuePeriods, periodsUntil, tenantToday } from '../modules/metrics/periods.ts';
import { DEMO_CO_FOUNDERS, DEMO_PROGRAMS, DEMO_STARTUPS } from './demo-startups.ts';

/** The demo founder's startup: its latest period waits for them, and so does the questionnaire. */
const FOUNDER_STARTUP = 'GreenLoop';
const FOUNDER_EMAIL = 'founder@demo.test';
/** Two years of monthly data. */
const MONTHS_OF_HISTORY = 24;
/** The most recent submissions are posted on the timelines (a few per startup, not the whole history). */
const POSTED_PERIODS = 3;

/** A small deterministic generator, so every demo shows the same curves. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const value = (target: number): MetricRule['target'] => ({ kind: 'value', value: target });
const metric = (id: string): MetricRule['target'] => ({ kind: 'metric', metricId: id });

/** The metrics the demo collects: the core ones with rules, and the two unit types they lack. */
async function demoMetrics(incubator: IncubatorRow, db: Db): Promise<Map<string, MetricRow>> {
  await ensureCoreMetrics({ incubator }, db);
  const m = schema.metrics;
  const tenant = incubator.id;
  const [{ last }] = await db
    .select({ last: max(m.position) })
    .from(m)
    .where(eq(m.incubatorId, tenant));
  const position = (last ?? -1) + 1;
  await db.insert(m).values([
    {
      incubatorId: tenant,
      id: newId(),
      coreKey: null,
      name: [
        { language: 'en', value: 'Pilot projects' },
        { language: 'fr', value: 'Projets pilotes' },
      ],
      description: [{ language: 'en', value: 'Pilots running with prospective customers.' }],
      unitType: 'CUSTOM',
      customUnit: 'pilots',
      category: 'customer_validation',
      position,
    },
    {
      incubatorId: tenant,
      id: newId(),
      coreKey: null,
      name: [
        { language: 'en', value: 'Next fundraising date' },
        { language: 'fr', value: 'Date de la prochaine levée' },
      ],
      description: [{ language: 'en', value: 'When the next round is planned to close.' }],
      unitType: 'DATE',
      category: 'finance',
      position: position + 1,
    },
  ]);
  const rows = await db.select().from(m).where(eq(m.incubatorId, tenant));
  const byKey = new Map(rows.map((row) => [row.coreKey ?? (row.unitType === 'CUSTOM' ? 'pilots' : row.unitType === 'DATE' ? 'nextRound' : row.id), row]));
  const id = (key: string) => byKey.get(key)!.id;
  // Rules founders meet in the form (spec 2 §5): each one holds for the demo's own values.
  const rules: Record<string, MetricRule[]> = {
    grossMargin: [
      { kind: 'max', target: value(100) },
      { kind: 'min', target: value(-100) },
    ],
    mrr: [{ kind: 'max', target: metric(id('revenue')), customLabel: 'Recurring revenue cannot exceed the revenue of the month' }],
    employees: [{ kind: 'min', target: value(1) }],
    subscribers: [{ kind: 'max', target: metric(id('activeUsers')) }],
    runway: [{ kind: 'lessThan', target: value(120) }],
    cashInBank: [{ kind: 'min', target: value(0) }],
    customers: [{ kind: 'max', target: { kind: 'sum', metricIds: [id('activeUsers'), id('subscribers')] } }],
    pilots: [{ kind: 'lessThan', target: value(50) }],
  };
  for (const [key, list] of Object.entries(rules)) {
    await db
      .update(m)
      .set({ rules: list })
      .where(and(eq(m.incubatorId, tenant), eq(m.id, id(key))));
    byKey.get(key)!.rules = list;
  }
  return byKey;
}

/** One startup's believable month: growth with noise, money spent, raised now and then. */
interface Curve {
  revenue: number;
  growth: number;
  cash: number;
  burn: number;
  employees: number;
  users: number;
  margin: number;
  pilots: number;
}

function monthValues(curve: Curve, month: number, next: () => number, from: string): Record<string, { value: string; number: number | null; dateValue: string | null }> {
  const noise = () => 1 + (next() - 0.5) * 0.12;
  curve.revenue = Math.max(0, Math.round(curve.revenue * (1 + curve.growth) * noise()));
  curve.burn = Math.round(curve.burn * (1 + curve.growth / 3) * noise());
  // A round every ten months or so.
  if (month > 0 && month % 10 === 3) curve.cash += Math.round(curve.burn * (14 + next() * 10));
  curve.cash = Math.max(0, Math.round(curve.cash - curve.burn + curve.revenue * curve.margin));
  if (next() < 0.18) curve.employees += 1;
  curve.users = Math.round(curve.users * (1 + curve.growth * 1.4) * noise());
  curve.margin = Math.min(0.85, Math.max(0.2, curve.margin + (next() - 0.45) * 0.03));
  if (next() < 0.25) curve.pilots = Math.max(0, curve.pilots + (next() < 0.7 ? 1 : -1));
  const customers = Math.max(1, Math.round(curve.users * 0.08));
  const subscribers = Math.round(curve.users * 0.35);
  const mrr = Math.round(curve.revenue * (0.55 + next() * 0.3));
  const runway = Math.min(119, Math.floor(curve.cash / Math.max(1, curve.burn - curve.revenue * curve.margin > 0 ? curve.burn - curve.revenue * curve.margin : curve.burn)));
  const margin = Math.round(curve.margin * 1000) / 10;
  const round = addMonths(from, 10 - (month % 10) + 3);
  const n = (number: number) => ({ value: plainDecimal(number), number, dateValue: null });
  return {
    revenue: n(curve.revenue),
    mrr: n(mrr),
    burnRate: n(curve.burn),
    cashInBank: n(curve.cash),
    runway: n(runway),
    employees: n(curve.employees),
    customers: n(customers),
    activeUsers: n(curve.users),
    subscribers: n(subscribers),
    grossMargin: n(margin),
    pilots: n(curve.pilots),
    nextRound: { value: round, number: null, dateValue: round },
  };
}

/**
 * Data collection in the demo (issue 14): the ten core metrics with rules plus a custom and a date
 * metric, a monthly collection from the climate programme's startups that began two years ago,
 * two years of values (some periods sent late, a few never), the latest submissions on the
 * timelines, and the demo founder's startup with its last period still to report and the
 * categorization questionnaire not answered, so the prompt greets them at sign-in.
 */
export async function seedDemoMetrics(services: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>): Promise<void> {
  const today = tenantToday(incubator);
  const startsOn = addMonths(`${today.slice(0, 7)}-01`, -MONTHS_OF_HISTORY);
  const programName = DEMO_PROGRAMS[0].name;
  const demoStartups = DEMO_STARTUPS.filter((s) => s.program === 0).map((s) => ({ name: s.name, id: startups.get(s.name)! }));
  const founderOf = (name: string) => (name === FOUNDER_STARTUP ? users.get(FOUNDER_EMAIL)! : users.get(DEMO_CO_FOUNDERS.find((c) => c.startup === name)?.email ?? FOUNDER_EMAIL)!);
  const afterCommit: Array<() => Promise<void>> = [];
  await withTenant(services.pool, incubator.id, async (db) => {
    const ctx = { incubator, viewer: null, services, afterCommit };
    const tenant = incubator.id;
    const metrics = await demoMetrics(incubator, db);
    const keys = [...metrics.keys()];
    const [program] = await db
      .select({ id: schema.programs.id })
      .from(schema.programs)
      .where(and(eq(schema.programs.incubatorId, tenant), eq(schema.programs.name, programName)));
    await db.insert(schema.dataCollections).values({
      incubatorId: tenant,
      id: newId(),
      programId: program.id,
      metricIds: keys.map((key) => metrics.get(key)!.id),
      startsOn,
      dueDays: 10,
      createdBy: users.get('staff@demo.test') ?? null,
      createdAt: new Date(`${startsOn}T09:00:00Z`),
    });

    const periods = periodsUntil(startsOn, { amount: 1, type: 'monthly' }, today).filter((period) => period.to < today);
    const p = schema.metricPeriods;
    const v = schema.metricValues;
    const posted: Array<{ startupId: string; name: string; periodId: string; from: string; dueDate: string; founder: string; metricIds: string[] }> = [];
    for (const [index, startup] of demoStartups.entries()) {
      const next = random(1013 * (index + 1));
      const founder = founderOf(startup.name);
      const scale = 0.6 + next() * 1.6;
      const curve: Curve = {
        revenue: Math.round(2_000 * scale),
        growth: 0.03 + next() * 0.09,
        cash: Math.round(250_000 * scale),
        burn: Math.round(18_000 * scale),
        employees: 2 + Math.floor(next() * 3),
        users: Math.round(300 * scale),
        margin: 0.35 + next() * 0.3,
        pilots: Math.floor(next() * 3),
      };
      // A couple of months never reported, except by the demo founder, whose only gap is the latest month.
      const missing = startup.name === FOUNDER_STARTUP ? new Set([periods.length - 1]) : new Set([4 + index * 3, 13 + index * 2].filter((i) => i < periods.length - 1));
      for (const [month, period] of periods.entries()) {
        const dueDate = addDays(period.to, 10);
        const values = monthValues(curve, month, next, period.from);
        const reported = !missing.has(month);
        // About one month in five is sent after its due day.
        const late = next() < 0.2;
        const sentOn = late ? addDays(dueDate, 1 + Math.floor(next() * 9)) : addDays(period.to, 1 + Math.floor(next() * 9));
        const submittedAt = reported && sentOn <= today ? new Date(`${sentOn}T${String(8 + Math.floor(next() * 10)).padStart(2, '0')}:15:00Z`) : null;
        const periodId = newId();
        await db.insert(p).values({
          incubatorId: tenant,
          id: periodId,
          startupId: startup.id,
          periodFrom: period.from,
          periodTo: period.to,
          dueDate,
          submittedAt,
          submittedBy: submittedAt ? founder : null,
          createdAt: new Date(`${period.from}T06:00:00Z`),
        });
        await db.insert(v).values(
          keys.map((key) => ({
            incubatorId: tenant,
            id: newId(),
            periodId,
            startupId: startup.id,
            metricId: metrics.get(key)!.id,
            periodFrom: period.from,
            ...(submittedAt ? { ...values[key], enteredBy: founder, enteredAt: submittedAt } : {}),
          })),
        );
        if (submittedAt)
          posted.push({ startupId: startup.id, name: startup.name, periodId, from: period.from, dueDate, founder, metricIds: keys.map((key) => metrics.get(key)!.id) });
      }
      await db
        .insert(schema.startupCategorizations)
        .values({
          incubatorId: tenant,
          id: newId(),
          startupId: startup.id,
          ...(startup.name === FOUNDER_STARTUP
            ? {}
            : {
                delayReporting: false,
                answers: { HasFreeUsers: index % 2 === 0, IsGeneratingSales: true, RecurringRevenueModel: index !== 2, ServiceIsLive: true },
                answeredBy: founder,
                answeredAt: new Date(`${startsOn}T10:00:00Z`),
              }),
        })
        .onConflictDoNothing();
    }
    const others = demoStartups.filter((s) => s.name !== FOUNDER_STARTUP).map((s) => s.id);
    if (others.length)
      await db
        .update(schema.startups)
        .set({ initialCategorizationComplete: true })
        .where(and(eq(schema.startups.incubatorId, tenant), inArray(schema.startups.id, others)));

    // The latest submissions reach the timelines as founders' own submissions do.
    for (const startup of demoStartups) {
      for (const item of posted.filter((row) => row.startupId === startup.id).slice(-POSTED_PERIODS)) {
        await recordEvent(ctx, db, {
          kind: 'metrics.valuesSubmitted',
          actorId: item.founder,
          subjectKind: 'startup',
          subjectId: item.startupId,
          data: {
            startupId: item.startupId,
            startupName: item.name,
            periodId: item.periodId,
            periodFrom: item.from,
            dueDate: item.dueDate,
            firstSubmission: true,
            onBehalf: false,
            metricIds: item.metricIds,
          },
        });
      }
    }
    // The current month and every due announcement (tasks, timeline, notifications) come the product's way.
    await ensureDuePeriods(ctx, db, { today });
  });
  for (const work of afterCommit) await work();
}
