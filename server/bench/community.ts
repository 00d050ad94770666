// The news feed at scale: a tenant of 200,000 posts (BENCH_POSTS) by twenty people over about a
// month, several a minute; seven in ten for everyone, one in ten for the reader's programme, one for
// another programme, one for mentors; each with its reactions counted (reaction_counts) and a few
// replies counted, the reader's own reactions on one post in three, five posts pinned. Read by a
// founder: the feed's first page (with the pinned announcements) and a deep one reached by walking
// the feed's own `next` cursors, each card with its author, reactions and the viewer's own.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const POSTS = Number(process.env.BENCH_POSTS ?? 200_000);
/** How deep the deep page is, within the posts the founder reads. */
export const FEED_DEEP = Math.min(5_000, Math.floor(POSTS * 0.5));
/** The largest page the feed gives: the walk's step. */
const STEP = 50;
const AUTHORS = 20;

export interface CommunityFeed {
  slug: string;
  email: string;
  password: string;
}

export interface CommunityBenchContext {
  feed: CommunityFeed;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillCommunityFeed(pool: pg.Pool): Promise<CommunityFeed> {
  const slug = 'bench-community';
  const password = 'bench-password-1';
  const email = 'founder@community.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Community', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const founder = await createUser(db, incubator.id, { email, firstName: 'Fay', lastName: 'Founder', roleType: 'cofounder', passwordHash, status: 'active', validated: true });
    const authors = [founder.id];
    for (let i = 1; i < AUTHORS; i++) {
      const roleType = (['staff', 'coach', 'mentor', 'cofounder'] as const)[i % 4];
      authors.push(
        (
          await createUser(db, incubator.id, {
            email: `author${i}@community.test`,
            firstName: 'Author',
            lastName: `${i}`,
            roleType,
            passwordHash,
            status: 'active',
            validated: true,
          })
        ).id,
      );
    }
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 2) g`);
    const startup = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Bench Startup') RETURNING id`)).rows[0]
      .id;
    await db.execute(sql`INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type) VALUES (${t}, ${startup}, ${founder.id}, 'founder', 'cofounder')`);
    await db.execute(sql`INSERT INTO startup_programs (incubator_id, startup_id, program_id) SELECT ${t}, ${startup}, id FROM programs WHERE name = 'Programme 1'`);
    const people = sql`${`{${authors.join(',')}}`}::uuid[]`;
    // g % 10 in 0–6: everyone; 7: the founder's programme; 8: the other programme; 9: mentors.
    await db.execute(sql`
      WITH p AS (SELECT (SELECT id FROM programs WHERE name = 'Programme 1') AS mine, (SELECT id FROM programs WHERE name = 'Programme 2') AS other)
      INSERT INTO community_posts (incubator_id, id, kind, author_id, content, visibility, program_ids, role_types, reaction_counts, reply_count, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'POST', (${people})[1 + g % ${AUTHORS}],
             '<p>Update ' || g || ' from the cohort: customers, pilots and the next round.</p>',
             CASE WHEN g % 10 < 7 THEN 'EVERYONE' WHEN g % 10 IN (7, 8) THEN 'PROGRAM' ELSE 'ROLES' END,
             CASE WHEN g % 10 = 7 THEN ARRAY[p.mine] WHEN g % 10 = 8 THEN ARRAY[p.other] ELSE '{}'::uuid[] END,
             CASE WHEN g % 10 = 9 THEN ARRAY['mentor'] ELSE '{}'::text[] END,
             jsonb_build_object('LIKE', 1 + g % 7, 'FIRE', g % 3, 'HEART', 1 + g % 5),
             g % 4,
             now() - g * interval '13 seconds', now()
      FROM generate_series(1, ${POSTS}) g, p`);
    await db.execute(sql`
      INSERT INTO community_reactions (incubator_id, post_id, user_id, reaction)
      SELECT incubator_id, id, ${founder.id}::uuid, 'LIKE' FROM community_posts WHERE incubator_id = ${t} AND abs(hashtext(id::text)) % 3 = 0`);
    await db.execute(sql`
      UPDATE community_posts SET is_pinned = true, pinned_at = created_at
       WHERE incubator_id = ${t} AND id IN (SELECT id FROM community_posts WHERE incubator_id = ${t} AND visibility = 'EVERYONE' ORDER BY created_at DESC LIMIT 5 OFFSET 100)`);
  });
  await pool.query('VACUUM ANALYZE community_posts, community_reactions, users, programs, startup_members, startup_programs, program_admins, user_programs');
  return { slug, email, password };
}

/** What the feed's card reads of each post. */
const CARD = `_id kind content visibility isPinned createdAt editedAt replyCount linkPreview { url title }
  author { _id fullName avatar } reactions { reaction count viewerReacted } attachments { _id } viewerCan { edit delete pin }`;

/** The feed's first page (pinned included) and a deep page, as the founder. */
export async function communityBench(context: CommunityBenchContext): Promise<BenchLine[]> {
  const { feed } = context;
  const as = { tenant: feed.slug, token: await context.signIn(feed.slug, feed.email, feed.password) };
  const deep = await context.walk(as, `query($cursor: String) { newsFeed(cursor: $cursor, limit: ${STEP}) { next } }`, 'newsFeed', STEP, FEED_DEEP);
  return [
    await context.measure(`newsFeed (${POSTS / 1000}k posts)`, `{ newsFeed { next pinned { ${CARD} } results { ${CARD} } } }`, as),
    await context.measure(`newsFeed ${FEED_DEEP.toLocaleString('en')} deep`, `{ newsFeed(cursor: "${deep}") { next pinned { _id } results { ${CARD} } } }`, as),
  ];
}
