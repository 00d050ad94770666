import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { gql, type GqlAnswer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';

const HOUR = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

type EventValues = Partial<Omit<typeof schema.incubatorEvents.$inferInsert, 'incubatorId' | 'id'>>;

/**
 * An event written straight into the tables (the list tests need no editor): by default a
 * published group event tomorrow, open to everyone; `hosts` and `attendees` get their rows.
 */
export async function insertEvent(
  tenant: Tenant,
  values: EventValues & { hosts?: string[]; attendees?: Array<string | { userId: string; waitlisted: boolean }> } = {},
): Promise<string> {
  const id = newId();
  const { hosts = [], attendees = [], ...row } = values;
  const startsAt = row.startsAt ?? inHours(24);
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.incubatorEvents).values({
      title: 'Event',
      status: 'PUBLISHED',
      timezone: 'UTC',
      endsAt: new Date(startsAt.getTime() + HOUR),
      ...row,
      startsAt,
      incubatorId: tenant.incubator.id,
      id,
    });
    if (hosts.length) await db.insert(schema.eventHosts).values(hosts.map((userId) => ({ incubatorId: tenant.incubator.id, eventId: id, userId, startsAt })));
    for (const attendee of attendees) {
      const { userId, waitlisted } = typeof attendee === 'string' ? { userId: attendee, waitlisted: false } : attendee;
      await db.insert(schema.eventAttendees).values({ incubatorId: tenant.incubator.id, id: newId(), eventId: id, userId, waitlisted, startsAt });
    }
  });
  return id;
}

/** A tag of a category (IncubatorEvent, User, Startup…). */
export async function insertTag(tenant: Tenant, category: string): Promise<string> {
  const id = newId();
  await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.tags).values({ incubatorId: tenant.incubator.id, id, name: `${category} ${id.slice(-6)}`, category }),
  );
  return id;
}

export async function insertProgram(tenant: Tenant): Promise<string> {
  const id = newId();
  await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.programs).values({ incubatorId: tenant.incubator.id, id, name: `Programme ${id.slice(-6)}` }),
  );
  return id;
}

/** Links written straight: a person's tags and programmes, a startup's tags and programmes. */
export async function link(
  tenant: Tenant,
  links: { userTags?: [string, string][]; userPrograms?: [string, string][]; startupTags?: [string, string][]; startupPrograms?: [string, string][] },
) {
  const incubatorId = tenant.incubator.id;
  await withTenant(tenant.server.services.pool, incubatorId, async (db) => {
    for (const [userId, tagId] of links.userTags ?? []) await db.insert(schema.userTags).values({ incubatorId, userId, tagId });
    for (const [userId, programId] of links.userPrograms ?? []) await db.insert(schema.userPrograms).values({ incubatorId, userId, programId });
    for (const [startupId, tagId] of links.startupTags ?? []) await db.insert(schema.startupTags).values({ incubatorId, startupId, tagId });
    for (const [startupId, programId] of links.startupPrograms ?? []) await db.insert(schema.startupPrograms).values({ incubatorId, startupId, programId });
  });
}

export const LIST =
  'query($scope: EventScope!, $filter: EventFilter, $cursor: String, $limit: Int) { incubatorEvents(scope: $scope, filter: $filter, cursor: $cursor, limit: $limit) { next results { _id title startTime status } } }';
export const ONE = 'query($id: ID!) { incubatorEvent(id: $id) { _id title status } }';

/** The ids of a whole list, walked page by page (at most 50 pages). */
export async function listIds(tenant: Tenant, token: string, scope: string, filter: Record<string, unknown> | null = null, limit = 100): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const answer: GqlAnswer = await gql(tenant.server, LIST, { scope, filter, cursor, limit }, { tenant: tenant.slug, token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    ids.push(...answer.data.incubatorEvents.results.map((r: { _id: string }) => r._id));
    cursor = answer.data.incubatorEvents.next;
    if (!cursor) break;
  }
  return ids;
}

/** Whether the person opens the event: true, or the error code they get. */
export async function opens(tenant: Tenant, token: string, id: string): Promise<true | string> {
  const answer = await gql(tenant.server, ONE, { id }, { tenant: tenant.slug, token });
  return answer.errors ? answer.errors[0].extensions?.code : true;
}
