import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { changeAsOwner, gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';

export const EVENT_FIELDS = `_id createdAt message isPublic isPinned isUpdate edited replyCount viewerCanEdit viewerCanDelete viewerCanPin
  createdBy { _id fullName roleType roleLabel firstStartupPeopleCount startups { _id name } }
  attachments { _id name fileType fileUrl }
  replies { _id message isPublic createdBy { _id } }`;

export const CREATE = `mutation CreateNote($startupId: ID!, $message: String!, $isPublic: Boolean, $isPinned: Boolean, $isUpdate: Boolean, $attachmentIds: [ID!]) {
  createStartupNote(startupId: $startupId, message: $message, isPublic: $isPublic, isPinned: $isPinned, isUpdate: $isUpdate, attachmentIds: $attachmentIds) { ${EVENT_FIELDS} } }`;
export const REPLY = `mutation ReplyNote($eventId: ID!, $message: String!, $attachmentIds: [ID!]) {
  replyToStartupNote(eventId: $eventId, message: $message, attachmentIds: $attachmentIds) { ${EVENT_FIELDS} } }`;
export const UPDATE = `mutation UpdateNote($eventId: ID!, $message: String, $isPublic: Boolean, $isPinned: Boolean, $isUpdate: Boolean) {
  updateStartupNote(eventId: $eventId, message: $message, isPublic: $isPublic, isPinned: $isPinned, isUpdate: $isUpdate) { ${EVENT_FIELDS} } }`;
export const DELETE = 'mutation DeleteNote($eventId: ID!) { deleteStartupNote(eventId: $eventId) }';
export const EVENTS = `query StartupEvents($startupId: ID!, $cursor: String, $type: String, $limit: Int) {
  startupEvents(startupId: $startupId, cursor: $cursor, type: $type, limit: $limit) {
    results { __typename _id createdAt createdBy { _id } ... on Event { message isPublic isPinned replyCount replies { _id message } } ... on MilestonePost { milestone { _id name status } } }
    next } }`;
export const KINDS = 'query Kinds($startupId: ID!) { startupTimelineKinds(startupId: $startupId) }';
export const LIVE = 'subscription Live($startupId: ID!) { startupTimelineUpdated(startupId: $startupId) { updateType eventId parentId } }';
export const NOTIFICATIONS = `query Bell { paginatedNotifications(pageSize: 50) { notifications { notification { notificationType message url note { content } parentNote { content } } } } }`;

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant, language?: string) =>
    gql(server, query, variables, { tenant: on.slug, token, language });
}
export type Call = ReturnType<typeof caller>;

/** Answers the mutation's data, failing the test on any error. */
export async function ok(answer: Promise<{ data?: any; errors?: unknown[] }>) {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data;
}

export async function note(call: Call, token: string, on: Tenant, variables: Record<string, unknown>) {
  return (await ok(call(CREATE, { message: '<p>Hello</p>', ...variables }, token, on))).createStartupNote;
}

/** Every item of the feed the viewer reads, page by page. */
export async function wholeFeed(call: Call, token: string, on: Tenant, startupId: string, options: { type?: string; limit?: number } = {}) {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: any = (await ok(call(EVENTS, { startupId, cursor, limit: options.limit ?? 7, type: options.type }, token, on))).startupEvents;
    items.push(...page.results);
    cursor = page.next;
    pages++;
  } while (cursor && pages < 1000);
  return { items, pages };
}

/** How many timeline rows the tenant has (read through its own transaction). */
export async function timelineRows(server: TestServer, on: Tenant): Promise<number> {
  const [{ rows }] = await withTenant(server.services.pool, on.incubator.id, (db) => db.select({ rows: count() }).from(schema.timelineEvents));
  return rows;
}

export async function mentionRows(server: TestServer, on: Tenant, eventId: string): Promise<string[]> {
  const rows = await withTenant(server.services.pool, on.incubator.id, (db) =>
    db.select({ userId: schema.timelineMentions.userId }).from(schema.timelineMentions).where(eq(schema.timelineMentions.eventId, eventId)),
  );
  return rows.map((r) => r.userId).sort();
}

/** Sets one key of a role type's grants in a tenant (absent keys are NONE). */
export async function setGrant(server: TestServer, on: Tenant, roleType: string, key: string, criteria: 'ALL' | 'ASSIGNED' | 'NONE') {
  await changeAsOwner(
    server,
    `UPDATE roles SET permissions = (
       SELECT coalesce(jsonb_agg(p), '[]'::jsonb) || jsonb_build_array(jsonb_build_object('key', $1::text, 'criteria', $2::text))
       FROM jsonb_array_elements(permissions) p WHERE p->>'key' <> $1::text)
     WHERE incubator_id = $3 AND type = $4`,
    [key, criteria, on.incubator.id, roleType],
  );
}
