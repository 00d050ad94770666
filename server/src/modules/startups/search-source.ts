import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer } from '../../core/context.ts';
import { programSearchDocument, startupSearchDocument } from '../../db/schema/programs.ts';
import { visibleStartups } from '../directory/visibility.ts';
import { excerpt, matchesQuery, searchRank } from '../search/query.ts';
import type { SearchSource } from '../search/source.ts';
import { visibleProgramsCondition } from './access.ts';
import { programs, st } from './repo.ts';

/** Startups the viewer may see (startupVisibility), found by their name and description; archived ones are left out. A hit opens the startup's file. */
export const startupSearchSource: SearchSource = {
  kind: 'STARTUP',
  async search(ctx, db, query, limit) {
    const rank = searchRank(query, st.name, st.description);
    const rows = await db
      .select({ id: st.id, name: st.name, description: st.description, city: st.city, country: st.country, logo: st.logo, rank })
      .from(st)
      .where(and(eq(st.incubatorId, ctx.incubator.id), not(st.archived), await visibleStartups(ctx), matchesQuery(startupSearchDocument(st), query)))
      .orderBy(desc(rank), asc(st.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'STARTUP' as const,
      id: row.id,
      title: row.name,
      subtitle: [row.city, row.country].filter(Boolean).join(', ') || excerpt(row.description),
      url: `/startup/${row.id}/file/activities`,
      image: row.logo,
      rank: row.rank,
    }));
  },
};

/**
 * Where a programme opens: its page for the organisation's side (the page's route is theirs),
 * else the community's startups directory showing that programme's startups.
 */
const programUrl = (staffSide: boolean, id: string) => (staffSide ? `/startups/programs/${id}` : `/community/search/startups?program=${id}`);

/** Programmes the viewer may see (staff all of them, others their own), found by name, cohort and description. */
export const programSearchSource: SearchSource = {
  kind: 'PROGRAM',
  async search(ctx, db, query, limit) {
    const staffSide = isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE);
    const rank = searchRank(query, programs.name, sql`coalesce(${programs.cohort}, '') || ' ' || coalesce(${programs.description}, '')`);
    const rows = await db
      .select({ id: programs.id, name: programs.name, cohort: programs.cohort, description: programs.description, rank })
      .from(programs)
      .where(and(eq(programs.incubatorId, ctx.incubator.id), await visibleProgramsCondition(ctx), matchesQuery(programSearchDocument(programs), query)))
      .orderBy(desc(rank), asc(programs.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'PROGRAM' as const,
      id: row.id,
      title: row.name,
      subtitle: row.cohort?.trim() || excerpt(row.description),
      url: programUrl(staffSide, row.id),
      rank: row.rank,
    }));
  },
};
