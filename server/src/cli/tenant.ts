import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { isFeatureFlag, isPlan, PLANS, PLAN_NAMES } from '@seedbed/contracts/flags';
import { loadConfig } from '../config.ts';
import { createLogger } from '../core/log.ts';
import { createPool, ownerDb, schema } from '../core/db/pool.ts';
import { assertTenantIsolation, runMigrations } from '../core/db/migrate.ts';
import { createMailer } from '../core/mail.ts';
import { createStorage } from '../core/storage.ts';
import { runAfterCommit } from '../core/context.ts';
import type { Services } from '../core/services.ts';
import { buildContext } from '../core/request-context.ts';
import { createIncubator } from '../modules/incubators/service.ts';
import { findIncubator } from '../core/tenant-key.ts';
import { inviteUser } from '../modules/users/invite.ts';
import { productMailDecorator } from '../modules/emailTemplates/mail-decorator.ts';
import { openDatabase } from './database.ts';

const USAGE = `Usage: npm run tenant -- <command>

  create <slug> --name "Name" --admin-email <email> [--admin-first-name A] [--admin-last-name B] [--plan ${PLAN_NAMES.join('|')}]
      Creates a tenant and mails its first admin an invitation.
  list
      Lists the tenants with their plan and number of users.
  set-plan <slug> <${PLAN_NAMES.join('|')}>
      Changes a tenant's plan (and its licensed-seat limit).
  set-flag <slug> <flag> <on|off|plan>
      Turns a feature on or off for one tenant, or back to what its plan gives.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-first-name': { type: 'string', default: 'Admin' },
    'admin-last-name': { type: 'string', default: '' },
    plan: { type: 'string', default: 'growth' },
  },
});
const [command, ...args] = positionals;
if (!command || !['create', 'list', 'set-plan', 'set-flag'].includes(command)) fail(command ? `Unknown command "${command}".` : 'No command given.');

const config = loadConfig();
const log = createLogger('warn');
const database = await openDatabase(config, log);
const pool = createPool(database.url, log, 4);

try {
  await runMigrations(pool);
  await assertTenantIsolation(pool);
  const db = ownerDb(pool);
  const tenant = async (slug: string | undefined) => (slug ? await findIncubator(pool, { slug, domain: null }) : null) ?? fail(`No tenant "${slug ?? ''}".`);

  if (command === 'list') {
    const rows = await db.select().from(schema.incubators).orderBy(schema.incubators.slug);
    for (const row of rows) {
      const [users] = await db.select({ n: count() }).from(schema.users).where(eq(schema.users.incubatorId, row.id));
      console.log(
        `${row.slug.padEnd(24)} ${row.name.padEnd(32)} ${row.plan.name.padEnd(11)} ${String(users?.n ?? 0).padStart(6)} users  since ${row.createdAt.toISOString().slice(0, 10)}`,
      );
    }
    if (!rows.length) console.log('No tenants yet.');
  }

  if (command === 'create') {
    const [slug] = args;
    if (!slug) fail('Give the tenant slug.');
    if (!values.name) fail('Give the tenant name with --name.');
    if (!values['admin-email']?.includes('@')) fail('Give the first admin with --admin-email.');
    if (!isPlan(values.plan)) fail(`Unknown plan "${values.plan}".`);
    if (await findIncubator(pool, { slug, domain: null })) fail(`Tenant "${slug}" exists already.`);
    const incubator = await createIncubator(pool, { slug, name: values.name, plan: values.plan });
    const services = {
      config,
      log,
      pool,
      mailer: createMailer(pool, { smtpUrl: config.smtpUrl, from: config.mailFrom }, createLogger('info'), productMailDecorator(pool, config)),
      storage: await createStorage(config.storage),
    } as Services;
    // The invitation's link leads to the tenant's own address under BASE_URL.
    const ctx = await buildContext(services, {}, incubator);
    try {
      await inviteUser(ctx, { email: values['admin-email'], firstName: values['admin-first-name']!, lastName: values['admin-last-name']!, roleType: 'admin' });
      await ctx.tx.finish(true);
    } catch (error) {
      await ctx.tx.finish(false);
      throw error;
    }
    await runAfterCommit(ctx);
    console.log(`Created tenant "${slug}" (${values.name}) on the ${values.plan} plan; invitation mailed to ${values['admin-email']}.`);
  }

  if (command === 'set-plan') {
    const [slug, plan] = args;
    const row = await tenant(slug);
    if (!isPlan(plan)) fail(`Unknown plan "${plan ?? ''}". Plans: ${PLAN_NAMES.join(', ')}.`);
    await db
      .update(schema.incubators)
      .set({ plan: { name: plan, employeeCountLimit: PLANS[plan].employeeCountLimit } })
      .where(eq(schema.incubators.id, row.id));
    console.log(`Tenant "${row.slug}" is now on the ${plan} plan.`);
  }

  if (command === 'set-flag') {
    const [slug, flag, state] = args;
    const row = await tenant(slug);
    if (!isFeatureFlag(flag)) fail(`Unknown feature flag "${flag ?? ''}".`);
    if (!['on', 'off', 'plan'].includes(state ?? '')) fail('Say on, off or plan.');
    const overrides = { ...row.featureFlags };
    if (state === 'plan') delete overrides[flag];
    else overrides[flag] = state === 'on';
    await db.update(schema.incubators).set({ featureFlags: overrides }).where(eq(schema.incubators.id, row.id));
    console.log(`Feature "${flag}" for "${row.slug}": ${state === 'plan' ? "the plan's value" : state}.`);
  }
} finally {
  await pool.end();
  await database.embedded?.stop();
}
