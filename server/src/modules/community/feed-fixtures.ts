import { gql, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { insertProgram, link } from '../events/visibility-fixtures.ts';
import { ok, type Answer } from '../../../test/answers.ts';

export { codeOf, fieldsOf, ok, type Answer } from '../../../test/answers.ts';

/** Fixtures of the feed's tests: the operations, and a tenant with one person of each side. */

export const POST_FIELDS = `_id kind content visibility programIds roleTypes isPinned pinnedAt replyCount rootId parentId subjectId data editedAt createdAt
  author { _id } linkPreview { url title description image siteName } reactions { reaction count viewerReacted }
  attachments { _id name url size fileType } mentions { _id } viewerCan { edit delete pin reply react deleteItem }`;

export const FEED = `query Feed($filter: NewsFeedFilter, $cursor: String, $limit: Int) {
  newsFeed(filter: $filter, cursor: $cursor, limit: $limit) { next pinned { _id } results { _id } } }`;
export const POST = `query One($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;
export const THREAD = `query Thread($id: ID!, $cursor: String, $limit: Int) { post(id: $id) { _id replyCount replies(cursor: $cursor, limit: $limit) { next results { _id parentId rootId content } } } }`;
export const CREATE = `mutation Create($data: PostInput!) { createPost(data: $data) { ${POST_FIELDS} } }`;
export const UPDATE = `mutation Update($postId: ID!, $data: PostInput!) { updatePost(postId: $postId, data: $data) { ${POST_FIELDS} } }`;
export const DELETE = 'mutation Delete($postId: ID!) { deletePost(postId: $postId) }';
export const PIN = 'mutation Pin($postId: ID!, $pinned: Boolean!) { pinPost(postId: $postId, pinned: $pinned) { _id isPinned pinnedAt } }';
export const REACT =
  'mutation React($postId: ID!, $reaction: PostReaction!) { reactToPost(postId: $postId, reaction: $reaction) { _id reactions { reaction count viewerReacted } } }';
export const UNREACT =
  'mutation Unreact($postId: ID!, $reaction: PostReaction!) { removeReaction(postId: $postId, reaction: $reaction) { _id reactions { reaction count viewerReacted } } }';
export const REPLY = `mutation Reply($postId: ID!, $parentId: ID, $content: String!, $attachmentIds: [ID!]) {
  replyToPost(postId: $postId, parentId: $parentId, content: $content, attachmentIds: $attachmentIds) { _id rootId parentId content } }`;

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string, on: Tenant): Promise<Answer> => gql(server, query, variables, { tenant: on.slug, token });
}

export type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

/**
 * Two programmes, A and B, each with a startup and its founder; a mentor placed in A, an admin of
 * programme B (an expert), and one person of each other side.
 */
export async function buildCommunity(tenant: Tenant) {
  const programA = await insertProgram(tenant);
  const programB = await insertProgram(tenant);
  const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
  const subadmin = await buildSignedInUser(tenant, { roleType: 'subadmin' });
  const founderA = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Ana' });
  const founderB = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Ben' });
  const mentorA = await buildSignedInUser(tenant, { roleType: 'mentor' });
  const expertAdminB = await buildSignedInUser(tenant, { roleType: 'expert' });
  const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
  const member = await buildSignedInUser(tenant, { roleType: 'community_member' });
  const startupA = await buildStartup(tenant, { founders: [founderA.user] });
  const startupB = await buildStartup(tenant, { founders: [founderB.user] });
  await link(tenant, {
    startupPrograms: [
      [startupA.id, programA],
      [startupB.id, programB],
    ],
    userPrograms: [[mentorA.user.id, programA]],
  });
  await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.programAdmins).values({ incubatorId: tenant.incubator.id, programId: programB, userId: expertAdminB.user.id }),
  );
  return { programA, programB, staff, coach, subadmin, founderA, founderB, mentorA, expertAdminB, applicant, member, startupA, startupB };
}

export type Community = Awaited<ReturnType<typeof buildCommunity>>;

/** The ids of the whole feed as one person walks it (pinned first), page by page. */
export async function feedIds(server: TestServer, on: Tenant, token: string, filter: Record<string, unknown> | null = null, limit = 50): Promise<string[]> {
  const call = caller(server);
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const data = ok(await call(FEED, { filter, cursor, limit }, token, on));
    ids.push(...data.newsFeed.pinned.map((p: { _id: string }) => p._id), ...data.newsFeed.results.map((p: { _id: string }) => p._id));
    cursor = data.newsFeed.next;
    if (!cursor) break;
  }
  return ids;
}

/** Writes a post as a person; answers its id. */
export async function post(server: TestServer, on: Tenant, person: Person, data: Record<string, unknown>): Promise<string> {
  return ok(await caller(server)(CREATE, { data }, person.token, on)).createPost._id;
}

/** Writes a reply; answers its id. */
export async function reply(server: TestServer, on: Tenant, person: Person, postId: string, content: string, parentId: string | null = null): Promise<string> {
  return ok(await caller(server)(REPLY, { postId, parentId, content }, person.token, on)).replyToPost._id;
}

/** The notifications people received of one type, with their url and message key, oldest first. */
export async function notificationsOf(on: Tenant, type: string) {
  const { rows } = await on.server.services.pool.query<{ user_id: string; message_key: string; url: string; sender_id: string | null }>(
    `SELECT r.user_id, n.message_key, n.url, n.sender_id FROM notifications n JOIN notification_recipients r ON r.notification_id = n.id
      WHERE n.incubator_id = $1 AND n.notification_type = $2 ORDER BY n.created_at, r.user_id`,
    [on.incubator.id, type],
  );
  return rows;
}
