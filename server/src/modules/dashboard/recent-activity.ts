import { sql, type SQL } from 'drizzle-orm';
import { STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { startupVisibility, viewerMemberships } from '../startups/access.ts';
import { excerpt } from './sanitize.ts';

/** The home page shows a handful; a client may ask for more, never for a whole timeline. */
export const RECENT_ACTIVITY_DEFAULT = 8;
export const RECENT_ACTIVITY_MAX = 50;

const PRIVATE_NOTES = 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW';

export interface RecentItem {
  id: string;
  kind: string;
  createdAt: Date;
  createdBy: string | null;
  startup: { id: string; name: string; logo: string | null };
  excerpt: string;
}

interface Row extends Record<string, unknown> {
  id: string;
  kind: string;
  created_at: Date | string;
  created_by: string | null;
  startup_id: string;
  startup_name: string;
  startup_logo: string | null;
  message: string | null;
  subject_name: string | null;
}

/**
 * Which items of the startups in sight the viewer reads, by the timeline's rule: public ones
 * always; private ones only with TIMELINE/CREATE_PRIVATE_COMMENT:VIEW, never on the startup's
 * side (applicants, co-founders, community members, founders) nor on a startup one founded.
 */
async function privacyCondition(ctx: Context): Promise<SQL> {
  const type = requireViewer(ctx).role?.type;
  const publicOnly = sql`e.is_public`;
  if (!type || isInGroup(type, STARTUP_SIDE) || type === 'founder') return publicOnly;
  if (!(await isAuthorized(ctx, PRIVATE_NOTES))) return publicOnly;
  const founded = [...(await viewerMemberships(ctx))].filter(([, kinds]) => kinds.has('founder')).map(([id]) => id);
  if (!founded.length) return sql`true`;
  return sql`(e.is_public OR e.startup_id <> ALL(${uuidArray(founded)}))`;
}

const uuidArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** What every item shows beside its startup: the note's text, else the name of the record it stands for (a reached milestone). */
const ITEM_COLUMNS = sql`e.id, e.kind, e.created_at, e.created_by, e.startup_id, e.message,
  (SELECT m.name FROM startup_milestones m WHERE m.incubator_id = e.incubator_id AND m.id = e.subject_id) AS subject_name`;

/**
 * The newest items (threads, not replies) of the timelines of every startup the viewer may see,
 * newest first. Whoever sees every startup reads one index range of the organisation's timeline
 * (timeline_recent_idx); whoever sees a list reads each startup's newest few (timeline_startup_recent_idx)
 * and keeps the newest of those, so a quiet startup among busy ones costs no more than a busy one.
 */
export async function recentStartupActivity(ctx: Context, limit: number | null | undefined): Promise<RecentItem[]> {
  requireViewer(ctx);
  const n = Math.min(Math.max(Math.trunc(limit ?? RECENT_ACTIVITY_DEFAULT), 1), RECENT_ACTIVITY_MAX);
  const visibility = await startupVisibility(ctx);
  if (!visibility.all && visibility.ids.size === 0) return [];
  const tenant = ctx.incubator.id;
  const privacy = await privacyCondition(ctx);
  const items = visibility.all
    ? sql`SELECT ${ITEM_COLUMNS} FROM timeline_events e
        WHERE e.incubator_id = ${tenant} AND e.parent_id IS NULL AND ${privacy}
        ORDER BY e.created_at DESC, e.id DESC LIMIT ${n}`
    : sql`SELECT i.* FROM unnest(${uuidArray([...visibility.ids])}) AS v(startup_id)
        CROSS JOIN LATERAL (
          SELECT ${ITEM_COLUMNS} FROM timeline_events e
          WHERE e.incubator_id = ${tenant} AND e.startup_id = v.startup_id AND e.parent_id IS NULL AND ${privacy}
          ORDER BY e.created_at DESC, e.id DESC LIMIT ${n}
        ) i
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${n}`;
  const { rows } = await (await ctx.tx.db()).execute<Row>(sql`
    SELECT i.*, s.name AS startup_name, s.logo AS startup_logo
    FROM (${items}) i
    JOIN startups s ON s.incubator_id = ${tenant} AND s.id = i.startup_id
    ORDER BY i.created_at DESC, i.id DESC`);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    startup: { id: row.startup_id, name: row.startup_name, logo: row.startup_logo },
    excerpt: row.message ? excerpt(row.message) : (row.subject_name ?? ''),
  }));
}
