import { and, asc, desc, eq, inArray, not, or } from 'drizzle-orm';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { applicationSearchDocument } from '../../db/schema/applications.ts';
import { matchesQuery, searchRank } from '../search/query.ts';
import type { SearchSource } from '../search/source.ts';
import { viewerMemberships } from '../startups/access.ts';
import { reviewableApplicationsCondition } from './access.ts';
import { applicantHiddenCondition } from './overview.ts';
import { ap } from './repo.ts';

const f = schema.funnels;

/**
 * Applications the viewer may open (applicationStanding's rule in SQL: those they review as a
 * manager or an evaluator, and their own as the applicant or a founder of the startup it became),
 * found by the project's name. Under blind review the name would tell who applied, so an
 * application whose applicant is hidden from the viewer is never found by it.
 */
export const applicationSearchSource: SearchSource = {
  kind: 'APPLICATION',
  async search(ctx, db, query, limit) {
    const me = requireViewer(ctx).user.id;
    const founded = [...(await viewerMemberships(ctx))].filter(([, kinds]) => kinds.has('founder')).map(([startupId]) => startupId);
    const own = or(eq(ap.applicantId, me), founded.length ? inArray(ap.startupId, founded) : undefined)!;
    const rank = searchRank(query, ap.name);
    const rows = await db
      .select({ id: ap.id, name: ap.name, funnel: f.name, rank })
      .from(ap)
      .innerJoin(f, and(eq(f.incubatorId, ap.incubatorId), eq(f.id, ap.funnelId)))
      .where(
        and(
          eq(ap.incubatorId, ctx.incubator.id),
          or(own, await reviewableApplicationsCondition(ctx)),
          not(await applicantHiddenCondition(ctx)),
          matchesQuery(applicationSearchDocument(ap), query),
        ),
      )
      .orderBy(desc(rank), asc(ap.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'APPLICATION' as const,
      id: row.id,
      title: row.name,
      subtitle: ctx.t('search.applicationTo', { funnel: row.funnel }),
      url: `/application/${row.id}/activities`,
      rank: row.rank,
    }));
  },
};
