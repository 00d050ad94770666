import type pg from 'pg';
import { apiAccessBench, fillWebhookLog } from './api-access.ts';
import { applicationQueries, applicationWalks, fillApplicationLists } from './application-lists.ts';
import { coachingQueries, coachingWalks, fillCoachingLists, measureBooking, type BookingFigures } from './coaching.ts';
import { communityBench, fillCommunityFeed } from './community.ts';
import { courseBench, fillCourseLists, type BenchLine, type BenchPerson } from './courses.ts';
import { directoryBench, fillDirectory } from './directory.ts';
import { emailTemplatesBench, fillEmailTemplates } from './email-templates.ts';
import { emailThreadsBench, fillEmailThreads } from './email-threads.ts';
import { emailsBench, fillEmailLists } from './emails.ts';
import { engagementBench, fillEngagement } from './engagement.ts';
import { eventQueries, eventWalks, fillEventLists } from './events.ts';
import { exportsBench, fillExportHistory } from './exports.ts';
import { fillMetricLists, metricQueries, metricWalks } from './metric-lists.ts';

/** What the runner lends every part: the database, and signing in, walking and measuring on the server under test. */
export interface BenchTools {
  pool: pg.Pool;
  url: string;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  /** The cursor `rows` deep in a list taking `$cursor` and answering `next`, `step` rows at a time. */
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
  /** Figures a part measures beside its lines (the coaching bookings). */
  report: { booking: BookingFigures | null };
}

/** A feature's lists: a tenant filled for them, then their lines measured. */
export interface ListPart<Data> {
  /** Its name in BENCH_ONLY; `api` runs every part. */
  name: string;
  fill(pool: pg.Pool): Promise<Data>;
  measure(data: Data, tools: BenchTools): Promise<BenchLine[]>;
}

const part = <Data>(p: ListPart<Data>) => p as ListPart<unknown>;

/** Walks one list to its deep page (the cursor the deep lines need), then measures a part's lines. */
async function walkThenLoad(
  tools: BenchTools,
  as: BenchPerson,
  path: { query: string; field: string; step: number; rows: number },
  queries: (deep: string) => Array<{ title: string; query: string }>,
): Promise<BenchLine[]> {
  const deep = await tools.walk(as, path.query, path.field, path.step, path.rows);
  const lines = [];
  for (const { title, query } of queries(deep)) lines.push(await tools.measure(title, query, as));
  return lines;
}

const signedIn = async (tools: BenchTools, lists: { slug: string; email: string; password: string }): Promise<BenchPerson> => ({
  tenant: lists.slug,
  token: await tools.signIn(lists.slug, lists.email, lists.password),
});

/** In the order they are filled and measured; each file says what its lines are. */
export const LIST_PARTS: Array<ListPart<unknown>> = [
  part({
    name: 'metrics',
    fill: fillMetricLists,
    measure: async (lists, tools) => walkThenLoad(tools, await signedIn(tools, lists), metricWalks(lists).grid, (grid) => metricQueries(lists, { grid })),
  }),
  part({
    name: 'applications',
    fill: fillApplicationLists,
    measure: async (lists, tools) => walkThenLoad(tools, await signedIn(tools, lists), applicationWalks().overview, (overview) => applicationQueries(lists, { overview })),
  }),
  part({
    name: 'coaching',
    fill: fillCoachingLists,
    // The coach's calendar and sessions; then the founder's concurrent bookings of one host's times.
    measure: async (lists, tools) => {
      const coach = await signedIn(tools, { slug: lists.slug, email: lists.coach.email, password: lists.password });
      const lines = await walkThenLoad(tools, coach, coachingWalks(lists).sessions, (sessions) => coachingQueries(lists, { sessions }));
      const founder = await tools.signIn(lists.slug, lists.founder.email, lists.password);
      tools.report.booking = await measureBooking(tools.url, lists, founder, tools.pool);
      return lines;
    },
  }),
  part({
    name: 'events',
    fill: fillEventLists,
    measure: async (lists, tools) => walkThenLoad(tools, await signedIn(tools, lists), eventWalks().feed, (feed) => eventQueries({ feed })),
  }),
  part({ name: 'courses', fill: fillCourseLists, measure: (lists, tools) => courseBench({ ...tools, lists }) }),
  part({ name: 'community', fill: fillCommunityFeed, measure: (feed, tools) => communityBench({ ...tools, feed }) }),
  part({ name: 'emails', fill: fillEmailLists, measure: (lists, tools) => emailsBench({ ...tools, lists }) }),
  part({ name: 'threads', fill: fillEmailThreads, measure: (timeline, tools) => emailThreadsBench({ ...tools, timeline }) }),
  part({ name: 'templates', fill: fillEmailTemplates, measure: (lists, tools) => emailTemplatesBench({ ...tools, lists }) }),
  part({ name: 'directory', fill: fillDirectory, measure: (lists, tools) => directoryBench({ ...tools, lists }) }),
  part({ name: 'engagement', fill: fillEngagement, measure: (history, tools) => engagementBench({ ...tools, history }) }),
  part({ name: 'webhooks', fill: fillWebhookLog, measure: (log, tools) => apiAccessBench({ ...tools, log }) }),
  part({ name: 'exports', fill: fillExportHistory, measure: (history, tools) => exportsBench({ ...tools, history }) }),
];
