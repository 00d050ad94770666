// `npm run bench`: measures the API on this machine and prints every figure beside a baseline
// taken in the same run, so that the ratios hold on a noisy machine. The measured server runs in a
// process of its own, as `npm start` runs it; the load is generated here.
//   1. currentUser (signed in, through the tenant transaction) vs a bare { __typename }, and the
//      bare answer vs the smallest Fastify + Yoga server (bench/anchor.ts)
//   2. the task and notification lists of a person with 10,000 tasks and 100,000 notifications,
//      the Users tab and the activity feed of an organisation of 100,000 people and 1,000,000
//      events (bench/organisation-lists.ts), the startups list of 5,000 startups and the timeline of a
//      startup with 100,000 items, first and deep pages (bench/startup-lists.ts), 2,000 forms and
//      10,000 answers to a 200-question form, first and deep pages, the form read and answered (bench/form-lists.ts), then the functions that took the most server time under the drawer page's load
//   3. warm start of the server (embedded PostgreSQL already initialised) until it answers health
//   4. live-event lag of BENCH_LIVE_SUBSCRIPTIONS subscribers under a mixed load, vs the same
//      events without load, and the server's memory before, during, after and once settled
//   5. (part of api, or alone as `metrics`) the data-collection grid and analytics of 1,000 startups ×
//      24 monthly periods × 10 metrics, first and deep pages (bench/metric-lists.ts)
//   6. (part of api, or alone as `applications`) the applications overview of 50,000 applications over
//      2 funnels × 3 rounds, first and deep pages, the queue bar and the dashboard (bench/application-lists.ts)
//   7. (part of api, or alone as `coaching`) a coach's 5,000 sessions: the calendar month (first and two
//      years on), the sessions list (first and deep pages), and concurrent bookings of one host's
//      overlapping times: sessions made vs SLOT_UNAVAILABLE, never two overlapping (bench/coaching.ts)
//   8. (part of api, or alone as `events`) the /events list (FEED) of a founder over 20,000 events with visibility
//      rules, first and deep pages (bench/events.ts)
//   9. (part of api, or alone as `courses`) the course catalogue (CATALOGUE) and one's courses (MINE) of a founder over
//      5,000 courses (BENCH_COURSES), first and deep pages, then the course dashboard's lines (bench/courses.ts)
//  10. (part of api, or alone as `community`) the news feed of a founder over 200,000 posts (BENCH_POSTS) with
//      their reactions counted, first and deep pages (bench/community.ts)
//  11. (part of api, or alone as `directory`) the people directory of 20,000 people (BENCH_DIRECTORY_PEOPLE) as a staff member,
//      first and deep pages and a search (bench/directory.ts)
//  12. (part of api, or alone as `engagement`) a startup's engagement, twelve months by week, over three years of its
//      founders' activity (bench/engagement.ts)
//      (part of api, or alone as `templates`) the content templates over 20,000 (BENCH_CONTENT_TEMPLATES), first and
//      deep pages and a word search, as a staff member (bench/email-templates.ts)
//  13. (part of api, or alone as `emails`) the campaigns list over 100,000 campaigns (BENCH_EMAILS), all and SENT only,
//      and the waiting planned actions, first and deep pages, as a staff member (bench/emails.ts)
//      (part of api, or alone as `threads`) a startup's timeline of 20,000 email threads (BENCH_EMAIL_THREADS) and as many
//      notes, each thread with its recipients and tracking, first and deep pages, as a staff member (bench/email-threads.ts)
//  14. (part of api, or alone as `webhooks`) a webhook's delivery log over 200,000 deliveries (BENCH_WEBHOOK_DELIVERIES),
//      first and deep pages, as an admin (bench/api-access.ts)
//  15. (part of api, or alone as `exports`) one person's export history over 200,000 exports (BENCH_EXPORTS), first
//      and deep pages (bench/exports.ts)
// BENCH_ONLY=api,start,live,metrics,applications,coaching,events,courses,community,directory,engagement,emails,threads,templates,webhooks,exports (comma-separated) runs only those parts; api includes metrics, applications, coaching, events, courses, community, directory, engagement, emails, threads, templates, webhooks and exports.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createLogger } from '../src/core/log.ts';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedDatabase } from '../src/core/db/embedded.ts';
import { startServer } from '../src/app/server.ts';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import { measureLiveLag } from './live-lag.ts';
import { printReport, type Measured } from './report.ts';
import { fillOrganisationLists } from './organisation-lists.ts';
import { fillPersonalLists } from './personal-lists.ts';
import { fillStartupLists, startupQueries, startupWalks } from './startup-lists.ts';
import { fillFormLists, formQueries, formWalks } from './form-lists.ts';
import { LIST_PARTS, type BenchTools } from './list-parts.ts';
import { hottestFunctions, type HotFunction } from './profile.ts';
import { startServerProcess } from './server-process.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const log = createLogger('warn');
const PARTS = new Set((process.env.BENCH_ONLY ?? 'api,start,live').split(',').map((p) => p.trim()));
const LIVE = {
  subscriptions: Number(process.env.BENCH_LIVE_SUBSCRIPTIONS ?? 200),
  rate: Number(process.env.BENCH_LIVE_RATE ?? 300),
  connections: Number(process.env.BENCH_LIVE_CONNECTIONS ?? 100),
  seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 30),
  roundMs: Number(process.env.BENCH_LIVE_ROUND_MS ?? 200),
};

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-bench-'));
await fs.chmod(dir, 0o755);
const pgPort = 30000 + Math.floor(Math.random() * 10000);
const db = await startEmbeddedDatabase(path.join(dir, 'db'), pgPort, log);
delete process.env.DATABASE_URL;

Object.assign(process.env, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', BASE_URL: 'http://localhost' });
// In this process only to migrate and fill the tenant; every measurement is of a server process.
const setup = await startServer(loadConfig(), log, db.url);

const incubator = await createIncubator(setup.services.pool, { slug: 'bench', name: 'Bench Accelerator' });
const benchUser = await withTenant(setup.services.pool, incubator.id, async (tx) =>
  createUser(tx, incubator.id, {
    email: 'bench@bench.test',
    firstName: 'Bench',
    lastName: 'User',
    roleType: 'coach',
    passwordHash: await hashPassword('bench-password-1'),
    status: 'active',
    validated: true,
  }),
);
await fillPersonalLists(setup.services.pool, incubator.id, benchUser.id);
const organisation = PARTS.has('api') ? await fillOrganisationLists(setup.services.pool) : null;
const startupLists = PARTS.has('api') ? await fillStartupLists(setup.services.pool) : null;
const formLists = PARTS.has('api') ? await fillFormLists(setup.services.pool) : null;
// The parts with lists of their own, each on a tenant filled for it: all of them with api, else those named.
const listParts: Array<{ part: (typeof LIST_PARTS)[number]; data: unknown }> = [];
for (const part of LIST_PARTS) if (PARTS.has('api') || PARTS.has(part.name)) listParts.push({ part, data: await part.fill(setup.services.pool) });
let server = await startServerProcess({ databaseUrl: db.url });
/** A bearer token of the person, signed in as the web application signs in. */
async function signIn(tenant: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${server.url}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-incubator': tenant },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { token: string }).token;
}
const token = await signIn('bench', 'bench@bench.test', 'bench-password-1');
const organisationToken = organisation ? await signIn(organisation.slug, organisation.email, organisation.password) : null;
const startupsToken = startupLists ? await signIn(startupLists.slug, startupLists.email, startupLists.password) : null;
const formsToken = formLists ? await signIn(formLists.slug, formLists.email, formLists.password) : null;
async function load(title: string, query: string, auth: boolean, url = server.url, as = { tenant: 'bench', token }) {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-incubator': as.tenant,
      ...(auth ? { authorization: `Bearer ${as.token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  if (result.non2xx) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  // Requests that timed out are counted and shown on the line rather than ending the whole bench.
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, timeouts: result.errors };
}

type Load = Awaited<ReturnType<typeof load>> & Measured;
const tools: BenchTools = {
  pool: setup.services.pool,
  get url() {
    return server.url;
  },
  signIn,
  walk,
  measure: (title, query, as) => load(title, query, true, server.url, as),
  report: { booking: null },
};
const api = PARTS.has('api') ? await measureApi() : listParts.length ? await measureListsAlone() : null;
await server.stop();
const hottest = PARTS.has('api') ? await profileDrawerPage() : [];
const live = PARTS.has('live') ? await measureLiveLag(setup.services, incubator, { ...LIVE, databaseUrl: db.url, readerToken: token }) : null;
await setup.stop();
await db.stop();
const starts = PARTS.has('start') ? await measureWarmStarts() : [];
await fs.rm(dir, { recursive: true, force: true });

printReport({
  connections: CONNECTIONS,
  duration: DURATION,
  api,
  booking: tools.report.booking,
  hottest,
  starts,
  live: live ? { figures: live, setup: LIVE } : null,
});

/** Part 1 and 2: every figure beside a bare query measured the same way in the same run. */
async function measureApi(): Promise<{ anchor: Load; baseline: Load; measured: Load[] }> {
  const anchorServer = await startServerProcess({ databaseUrl: db.url, entry: 'bench/anchor.ts' });
  await load('warm-up', '{ __typename }', false, anchorServer.url);
  const anchor = await load('Fastify + Yoga alone', '{ __typename }', false, anchorServer.url);
  await anchorServer.stop();
  // A short warm-up so that both sides are measured with hot code and pools.
  await load('warm-up', '{ __typename }', false);
  const baseline = await load('bare { __typename }', '{ __typename }', false);
  const current = await load('currentUser', '{ currentUser { _id fullName email role { type label } startups { _id name } } }', true);
  const tomorrowEnd = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const TASK = '_id name dueDate taskType url done createdBy { _id fullName } startup { _id name } assignees { user { _id fullName avatar } done status completedAt }';
  const navbarTasks = await load(
    'myTasksPaginated (15)',
    `{ myTasksPaginated(queryOptions: { before: "${tomorrowEnd}", completionStatus: "PENDING" }, limit: 15) { totalCount next prev results { ${TASK} } } }`,
    true,
  );
  const deepCursor = await walkCursor('myTasksPaginated', 'limit: 100', 100, 3000);
  const deepTasks = await load('myTasksPaginated deep', `{ myTasksPaginated(cursor: "${deepCursor}", limit: 15) { totalCount next prev results { ${TASK} } } }`, true);
  const bell = await load(
    'paginatedNotifications',
    '{ paginatedNotifications(page: 1, pageSize: 16) { meta { currentPage totalPages pageSize } unreadCount notifications { _id isRead createdAt message notification { notificationType url message sender { fullName avatar } } } } }',
    true,
  );
  // Fifty at a time: the bell's largest page.
  const bellCursor = await walkCursor('paginatedNotifications', 'pageSize: 50', 50, 4000);
  const bellLater = await load(
    'bell 4,000 deep (cursor)',
    `{ paginatedNotifications(cursor: "${bellCursor}", pageSize: 16) { meta { currentPage totalPages } unreadCount next notifications { _id isRead createdAt message notification { notificationType url sender { fullName } } } } }`,
    true,
  );
  const unseen = await load('unseenNotifications', '{ unseenNotifications { count lastSeenTimestamp } }', true);
  const organisationLists = [];
  for (const { title, query } of organisation!.queries) {
    organisationLists.push(await load(title, query, true, server.url, { tenant: organisation!.slug, token: organisationToken! }));
  }
  const startupsAs = { tenant: startupLists!.slug, token: startupsToken! };
  const walks = startupWalks(startupLists!);
  const deep = {
    startups: await walk(startupsAs, walks.startups.query, walks.startups.field, walks.startups.step, walks.startups.rows),
    timeline: await walk(startupsAs, walks.timeline.query, walks.timeline.field, walks.timeline.step, walks.timeline.rows),
  };
  const startupPages = [];
  for (const { title, query } of startupQueries(startupLists!, deep)) startupPages.push(await load(title, query, true, server.url, startupsAs));
  const formsAs = { tenant: formLists!.slug, token: formsToken! };
  const formPaths = formWalks(formLists!);
  const formsDeep = {
    forms: await walk(formsAs, formPaths.forms.query, formPaths.forms.field, formPaths.forms.step, formPaths.forms.rows),
    submissions: await walk(formsAs, formPaths.submissions.query, formPaths.submissions.field, formPaths.submissions.step, formPaths.submissions.rows),
  };
  const formPages = [];
  for (const { title, query } of formQueries(formLists!, formsDeep)) formPages.push(await load(title, query, true, server.url, formsAs));
  return {
    anchor,
    baseline,
    measured: [current, navbarTasks, deepTasks, bell, bellLater, unseen, ...organisationLists, ...startupPages, ...formPages, ...(await measureListParts())],
  };
}

/** Each list part's lines, in the order of LIST_PARTS. */
async function measureListParts(): Promise<Load[]> {
  const lines: Load[] = [];
  for (const { part, data } of listParts) lines.push(...(await part.measure(data, tools)));
  return lines;
}

/** BENCH_ONLY naming list parts only: their lines beside the bare baseline alone (no anchor server). */
async function measureListsAlone(): Promise<{ anchor: Load | null; baseline: Load; measured: Load[] }> {
  await load('warm-up', '{ __typename }', false);
  const baseline = await load('bare { __typename }', '{ __typename }', false);
  return {
    anchor: null,
    baseline,
    measured: [...(await measureListParts())],
  };
}

/** The drawer page's load once more, on a server writing a CPU profile: its hottest functions. */
async function profileDrawerPage(): Promise<HotFunction[]> {
  const profiles = path.join(dir, 'profiles');
  server = await startServerProcess({ databaseUrl: db.url, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profiles}`] });
  await load('warm-up', '{ __typename }', false);
  await load(
    'profiled',
    `{ myTasksPaginated(queryOptions: { completionStatus: "PENDING" }, limit: 15) { totalCount next prev results { _id name dueDate assignees { user { _id fullName } done } } } }`,
    true,
  );
  await server.stop();
  return hottestFunctions(profiles);
}

/**
 * Warm start: the data folder exists, so this is what a second `npm start` costs: embedded
 * PostgreSQL starting on it, migrations checked, the server answering.
 */
async function measureWarmStarts(): Promise<number[]> {
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const started = Date.now();
    const child = spawn(process.execPath, ['dist/main.mjs'], {
      cwd: path.resolve('.'),
      env: { ...process.env, PORT: String(port), DATA_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    starts.push(Date.now() - started);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  return starts;
}

/**
 * The cursor `rows` deep in a list, walked `step` rows at a time through `field`'s next cursor:
 * where a reader who scrolled that far stands.
 */
function walkCursor(field: string, args: string, step: number, rows: number): Promise<string> {
  return walk({ tenant: 'bench', token }, `query($cursor: String) { ${field}(cursor: $cursor, ${args}) { next } }`, field, step, rows);
}

/** `walkCursor` for any list query taking `$cursor` and answering `next`, as any person. */
async function walk(as: { tenant: string; token: string }, query: string, field: string, step: number, rows: number): Promise<string> {
  let cursor: string | null = null;
  for (let walked = 0; walked < rows; walked += step) {
    const answer: Response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-incubator': as.tenant, authorization: `Bearer ${as.token}` },
      body: JSON.stringify({ query, variables: { cursor } }),
    });
    cursor = ((await answer.json()) as { data: Record<string, { next: string }> }).data[field].next;
  }
  return cursor!;
}
