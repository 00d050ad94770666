import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { schema } from '../../core/db/pool.ts';
import { personSearchDocument } from '../../db/schema/users.ts';
import { visiblePeople } from '../directory/visibility.ts';
import { roleName } from '../permissions/role-name.ts';
import { matchesQuery, searchRank } from '../search/query.ts';
import type { SearchSource } from '../search/source.ts';

const u = schema.users;
const r = schema.roles;

/** People the viewer may see (the directory's rule), found by their name and headline; a hit opens the profile. */
export const personSearchSource: SearchSource = {
  kind: 'PERSON',
  async search(ctx, db, query, limit) {
    const rank = searchRank(query, sql`${u.firstName} || ' ' || ${u.lastName}`, u.headline);
    const rows = await db
      .select({ id: u.id, firstName: u.firstName, lastName: u.lastName, headline: u.headline, avatar: u.avatar, roleType: r.type, roleLabel: r.label, rank })
      .from(u)
      .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
      .where(and(eq(u.incubatorId, ctx.incubator.id), await visiblePeople(ctx), matchesQuery(personSearchDocument(u), query)))
      .orderBy(desc(rank), asc(u.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'PERSON' as const,
      id: row.id,
      title: `${row.firstName} ${row.lastName}`.trim(),
      subtitle: row.headline?.trim() || (row.roleType || row.roleLabel ? roleName(ctx, { type: row.roleType, label: row.roleLabel }) : null),
      url: `/profile/${row.id}`,
      image: row.avatar,
      rank: row.rank,
    }));
  },
};
