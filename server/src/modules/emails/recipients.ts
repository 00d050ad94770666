import { and, asc, eq, inArray, ne, not, or, type SQL } from 'drizzle-orm';
import { EMAIL_RECIPIENTS_MAX } from '@seedbed/contracts/emails';
import type { EmailRecipients } from '@seedbed/contracts/emails-input';
import { startupListFilterSchema, userListFilterSchema } from '@seedbed/contracts/list-filters';
import { SAVED_VIEW_LIST_NAMES, SAVED_VIEW_LISTS } from '@seedbed/contracts/saved-views';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { validationError, type FieldError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { applicantHiddenCondition, overviewConditions } from '../applications/overview.ts';
import { ap } from '../applications/repo.ts';
import { visiblePeople } from '../directory/visibility.ts';
import { maySeeFunnel } from '../funnels/access.ts';
import { mayReadSharedViews } from '../savedViews/access.ts';
import { userFilterConditions, userRoleJoin } from '../people/list.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { visibleStartupsCondition } from '../startups/access.ts';
import { startupFilterConditions } from '../startups/queries.ts';

const u = schema.users;
const st = schema.startups;
const members = schema.startupMembers;
const views = schema.savedViews;
const rounds = schema.funnelRounds;

/** One person a campaign reaches, with what its placeholders are filled from. */
export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Their interface language: the mail's direction follows it. */
  language: string | null;
  /** The startup they were reached through (its team), whose timeline shows the mail. */
  startupId: string | null;
  /** {{startupName}}: that startup's, the project they applied with, or a startup they found. */
  startupName: string | null;
}

const person = { userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, language: u.language };

/**
 * A saved view the viewer may apply — their own, or one shared with SAVED_VIEWS:READ — of a list
 * whose views the plan offers (applications, users, startups).
 */
async function readableView(ctx: Context, id: string) {
  const viewer = requireViewer(ctx);
  const flags = incubatorFlags(ctx.incubator);
  const lists = SAVED_VIEW_LIST_NAMES.filter((list) => flags[SAVED_VIEW_LISTS[list].flag]);
  if (!lists.length) return null;
  const shared = (await mayReadSharedViews(ctx)) ? eq(views.shared, true) : undefined;
  const [view] = await (await ctx.tx.db())
    .select()
    .from(views)
    .where(and(eq(views.incubatorId, ctx.incubator.id), eq(views.id, id), inArray(views.list, lists), or(eq(views.ownerId, viewer.user.id), shared)));
  return view ?? null;
}

/**
 * Checks that everything a selection names exists and is the composer's to reach: people and
 * startups they see, a funnel they review and its own rounds, a saved view they may apply. Each
 * failure is a field error under `recipients.`.
 */
export async function checkSelection(ctx: Context, selection: EmailRecipients): Promise<void> {
  const db = await ctx.tx.db();
  const problems: FieldError[] = [];
  if (selection.userIds.length) {
    const found = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, selection.userIds), await visiblePeople(ctx)));
    if (found.length !== selection.userIds.length) problems.push({ field: 'recipients.userIds', key: 'emails.unknownPerson' });
  }
  if (selection.startupIds.length) {
    const found = await db
      .select({ id: st.id })
      .from(st)
      .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, selection.startupIds), await visibleStartupsCondition(ctx)));
    if (found.length !== selection.startupIds.length) problems.push({ field: 'recipients.startupIds', key: 'emails.unknownStartup' });
  }
  if (selection.applicants) {
    const { funnelId, roundIds } = selection.applicants;
    const [funnel] = await db
      .select({ id: schema.funnels.id })
      .from(schema.funnels)
      .where(and(eq(schema.funnels.incubatorId, ctx.incubator.id), eq(schema.funnels.id, funnelId)));
    if (!funnel || !(await maySeeFunnel(ctx, funnelId))) problems.push({ field: 'recipients.applicants.funnelId', key: 'emails.unknownFunnel' });
    else if (roundIds.length) {
      const found = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.incubatorId, ctx.incubator.id), eq(rounds.funnelId, funnelId), inArray(rounds.id, roundIds)));
      if (found.length !== roundIds.length) problems.push({ field: 'recipients.applicants.roundIds', key: 'emails.unknownRound' });
    }
  }
  if (selection.savedViewId && !(await readableView(ctx, selection.savedViewId))) problems.push({ field: 'recipients.savedViewId', key: 'emails.unknownSavedView' });
  if (problems.length) throw validationError(problems);
}

/** Applicants of the applications matching `conditions`, with the project they applied with; those hidden by blind review are left out. */
async function applicantsWhere(ctx: Context, conditions: SQL[], limit: number): Promise<Recipient[]> {
  const rows = await (await ctx.tx.db())
    .select({ ...person, project: ap.name })
    .from(ap)
    .innerJoin(u, and(eq(u.incubatorId, ap.incubatorId), eq(u.id, ap.applicantId)))
    .where(and(...conditions, not(await applicantHiddenCondition(ctx)), ne(u.status, 'deleted')))
    .orderBy(asc(u.email), asc(ap.id))
    .limit(limit);
  return rows.map(({ project, ...r }) => ({ ...r, startupId: null, startupName: project }));
}

/**
 * The people a selection reaches now, each address once, sorted by address: the teams of the
 * startups first, a startups view's included (so that someone in a team is reached through it and
 * the startup's timeline shows the mail), then the people chosen, the applicants, the people or
 * applicants of another saved view. Only what the composer may see counts. At most
 * EMAIL_RECIPIENTS_MAX + 1 are answered, so that a caller can tell a selection too large.
 */
export async function resolveRecipients(ctx: Context, selection: EmailRecipients): Promise<Recipient[]> {
  const cap = EMAIL_RECIPIENTS_MAX + 1;
  const view = selection.savedViewId ? await readableView(ctx, selection.savedViewId) : null;
  const filter = (view?.filters as { filter?: unknown } | undefined)?.filter ?? {};
  const found: Recipient[] = [];
  if (selection.startupIds.length) {
    found.push(...(await teamsWhere(ctx, [inArray(members.startupId, selection.startupIds), await visibleStartupsCondition(ctx)], cap)));
  }
  if (view?.list === 'startups') found.push(...(await teamsWhere(ctx, await startupFilterConditions(ctx, parseInput(startupListFilterSchema, filter)), cap)));
  if (selection.userIds.length) found.push(...(await peopleWhere(ctx, [inArray(u.id, selection.userIds)], cap)));
  if (selection.applicants) {
    const { funnelId, roundIds, statuses } = selection.applicants;
    found.push(...(await applicantsWhere(ctx, await overviewConditions(ctx, { funnelIds: [funnelId], roundIds, statuses }), cap)));
  }
  if (view?.list === 'users') found.push(...(await peopleWhere(ctx, userFilterConditions(parseInput(userListFilterSchema, filter)), cap)));
  if (view?.list === 'applications') found.push(...(await applicantsWhere(ctx, await overviewConditions(ctx, filter), cap)));
  const seen = new Set<string>();
  const unique = found.filter((r) => {
    const address = r.email.trim().toLowerCase();
    if (!address || seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  return unique.sort((a, b) => a.email.localeCompare(b.email)).slice(0, cap);
}

/**
 * The people matching `conditions` (on users joined to their roles, as the users list joins them)
 * whom the composer may see, with a startup each founds for {{startupName}}.
 */
async function peopleWhere(ctx: Context, conditions: Array<SQL | undefined>, cap: number): Promise<Recipient[]> {
  const people = await (await ctx.tx.db())
    .select(person)
    .from(u)
    .leftJoin(schema.roles, userRoleJoin)
    .where(and(eq(u.incubatorId, ctx.incubator.id), ...conditions, await visiblePeople(ctx)))
    .orderBy(asc(u.email))
    .limit(cap);
  const startups = await foundedStartups(
    ctx,
    people.map((p) => p.userId),
  );
  return people.map((p) => ({ ...p, startupId: null, startupName: startups.get(p.userId) ?? null }));
}

/** The active founders of the startups matching `conditions` (on `startups`), reached through their startup. */
async function teamsWhere(ctx: Context, conditions: Array<SQL | undefined>, cap: number): Promise<Recipient[]> {
  return (await ctx.tx.db())
    .select({ ...person, startupId: st.id, startupName: st.name })
    .from(members)
    .innerJoin(st, and(eq(st.incubatorId, members.incubatorId), eq(st.id, members.startupId)))
    .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
    .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.kind, 'founder'), ...conditions, eq(u.status, 'active')))
    .orderBy(asc(u.email), asc(st.name))
    .limit(cap);
}

/** A startup each person founds (the first by name), for the {{startupName}} of people reached by name or by a users view. */
async function foundedStartups(ctx: Context, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await (await ctx.tx.db())
    .selectDistinctOn([members.userId], { userId: members.userId, name: st.name })
    .from(members)
    .innerJoin(st, and(eq(st.incubatorId, members.incubatorId), eq(st.id, members.startupId)))
    .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.kind, 'founder'), inArray(members.userId, userIds)))
    .orderBy(members.userId, asc(st.name));
  return new Map(rows.map((r) => [r.userId, r.name]));
}

/** Too many people for one campaign: the composer narrows the selection. */
export const tooManyRecipients = () => validationError([{ field: 'recipients', key: 'emails.tooManyRecipients', params: { max: EMAIL_RECIPIENTS_MAX } }]);
