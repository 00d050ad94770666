import { eq, sql } from 'drizzle-orm';
import { MENTOR_MATCHING_DEFAULTS, type MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { mentorMatchingWeightsInput } from '@seedbed/contracts/coaching-input';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { forbidden } from '../../core/errors.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { loadVisibleStartup } from '../startups/access.ts';
import { visibleUsersCondition } from '../tasks/visibility.ts';
import { userLoaders } from '../users/loaders.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { matching } from './repo.ts';

/** Who is suggested: the people who coach startups from outside the staff. */
export const MATCHED_ROLE_TYPES = ['mentor', 'expert', 'coach', 'admin&coach'] as const;
export const SUGGESTIONS_LIMIT = 10;
/** Weekly slots count as availability when they fall within this many days (every weekly slot does). */
const AVAILABILITY_DAYS = 14;

export const MATCH_REASON_KINDS = ['INDUSTRY', 'SKILL', 'TAG', 'AVAILABILITY', 'LOAD'] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

export interface MatchReason {
  kind: MatchReasonKind;
  /** The industry, skill or tag shared; for LOAD the number of startups coached; empty for AVAILABILITY. */
  label: string;
}

export interface MentorSuggestion {
  mentor: UserRow;
  score: number;
  reasons: MatchReason[];
}

/** The organisation's weights, or the defaults until an admin saves some. */
export async function matchingWeights(ctx: Pick<Context, 'incubator'>, db: Db): Promise<MentorMatchingWeights> {
  const [row] = await db.select({ weights: matching.weights }).from(matching).where(eq(matching.incubatorId, ctx.incubator.id));
  return { ...MENTOR_MATCHING_DEFAULTS, ...row?.weights };
}

export async function mentorMatchingSettings(ctx: Context): Promise<MentorMatchingWeights> {
  requireOrganisationAdmin(ctx);
  return matchingWeights(ctx, await ctx.tx.db());
}

export const updateMentorMatchingSettings = defineChange({
  input: () => mentorMatchingWeightsInput,
  authorize: async (ctx) => {
    requireOrganisationAdmin(ctx);
  },
  async write(ctx, db, weights) {
    await db
      .insert(matching)
      .values({ incubatorId: ctx.incubator.id, weights })
      .onConflictDoUpdate({ target: matching.incubatorId, set: { weights, updatedAt: new Date() } });
    return {
      result: weights,
      events: [{ kind: 'coaching.matchingSettingsUpdated', subjectKind: 'incubator', subjectId: ctx.incubator.id, data: { weights } }],
    };
  },
});

interface ScoredRow extends Record<string, unknown> {
  user_id: string;
  score: number;
  industries: string[];
  skills: string[];
  tags: string[];
  available: boolean;
  load: number;
}

/**
 * The mentors, experts and coaches who suit a startup best, each with why (spec: mentor matching):
 * industries they share with it, their skills and mentor tags named like the startup's tags, weekly
 * availability, less the startups they already coach. Scored and cut to `limit` in one query, over
 * the people the viewer sees and who are not yet on the startup; only reasons with a weight count.
 */
export async function mentorSuggestions(ctx: Context, startupId: string, limit = SUGGESTIONS_LIMIT): Promise<MentorSuggestion[]> {
  const startup = await loadVisibleStartup(ctx, startupId);
  if (!(await isAuthorized(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT', [startup.id]))) throw forbidden();
  const db = await ctx.tx.db();
  const w = await matchingWeights(ctx, db);
  const tenant = ctx.incubator.id;
  const visible = await visibleUsersCondition(ctx);
  const roleTypes = sql.join(
    MATCHED_ROLE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const size = Math.min(Math.max(1, Math.trunc(limit)), 50);
  const result = await db.execute<ScoredRow>(sql`
    WITH startup_tag_names AS (
      SELECT DISTINCT lower(t.name) AS name FROM startup_tags st
      JOIN tags t ON t.incubator_id = st.incubator_id AND t.id = st.tag_id
      WHERE st.incubator_id = ${tenant} AND st.startup_id = ${startup.id}
    ),
    candidates AS (
      SELECT users.id FROM users
      JOIN roles ON roles.incubator_id = users.incubator_id AND roles.id = users.role_id
      WHERE users.incubator_id = ${tenant} AND roles.type IN (${roleTypes}) AND users.status = 'active' AND ${visible}
        AND NOT EXISTS (SELECT 1 FROM startup_members m WHERE m.incubator_id = users.incubator_id AND m.user_id = users.id AND m.startup_id = ${startup.id})
    ),
    facts AS (
      SELECT c.id AS user_id,
        coalesce((SELECT array_agg(i.name ORDER BY i.name) FROM user_industries ui
          JOIN startup_industries si ON si.incubator_id = ui.incubator_id AND si.industry_id = ui.industry_id AND si.startup_id = ${startup.id}
          JOIN industries i ON i.incubator_id = ui.incubator_id AND i.id = ui.industry_id
          WHERE ui.incubator_id = ${tenant} AND ui.user_id = c.id), '{}') AS industries,
        coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM user_tags ut
          JOIN tags t ON t.incubator_id = ut.incubator_id AND t.id = ut.tag_id AND t.category = 'UserSkills'
          WHERE ut.incubator_id = ${tenant} AND ut.user_id = c.id AND lower(t.name) IN (SELECT name FROM startup_tag_names)), '{}') AS skills,
        coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM user_tags ut
          JOIN tags t ON t.incubator_id = ut.incubator_id AND t.id = ut.tag_id AND t.category = 'MentorExpert'
          WHERE ut.incubator_id = ${tenant} AND ut.user_id = c.id AND lower(t.name) IN (SELECT name FROM startup_tag_names)), '{}') AS tags,
        EXISTS (SELECT 1 FROM availability_slots a WHERE a.incubator_id = ${tenant} AND a.user_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM availability_exceptions x WHERE x.incubator_id = ${tenant} AND x.user_id = c.id AND NOT x.available
            AND x.starts_at <= now() AND x.ends_at >= now() + make_interval(days => ${AVAILABILITY_DAYS})) AS available,
        (SELECT count(*)::int FROM startup_members m
          JOIN startups s ON s.incubator_id = m.incubator_id AND s.id = m.startup_id AND NOT s.archived
          WHERE m.incubator_id = ${tenant} AND m.user_id = c.id AND m.kind = 'assigned') AS load
      FROM candidates c
    )
    SELECT f.*, (${w.industries} * cardinality(f.industries) + ${w.skills} * cardinality(f.skills) + ${w.tags} * cardinality(f.tags)
      + CASE WHEN f.available THEN ${w.availability} ELSE 0 END - ${w.load} * f.load)::int AS score
    FROM facts f
    ORDER BY score DESC, f.user_id
    LIMIT ${size}
  `);
  const rows = result.rows;
  const users = await userLoaders(ctx).user.loadMany(rows.map((r) => r.user_id));
  return rows.flatMap((row, i) => {
    const mentor = users[i];
    if (!mentor || mentor instanceof Error) return [];
    return [{ mentor, score: Number(row.score), reasons: reasonsOf(row, w) }];
  });
}

function reasonsOf(row: ScoredRow, w: MentorMatchingWeights): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (w.industries) for (const label of row.industries) reasons.push({ kind: 'INDUSTRY', label });
  if (w.skills) for (const label of row.skills) reasons.push({ kind: 'SKILL', label });
  if (w.tags) for (const label of row.tags) reasons.push({ kind: 'TAG', label });
  if (w.availability && row.available) reasons.push({ kind: 'AVAILABILITY', label: '' });
  if (w.load && row.load > 0) reasons.push({ kind: 'LOAD', label: String(row.load) });
  return reasons;
}
