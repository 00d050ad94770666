import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export { caller, codeOf, fieldsOf, ok, type Answer } from '../../../test/answers.ts';

/** Fixtures of the records slice's tests: the operations and direct reads of the rows. */
export const FIELDS = `_id title description eventType status capacity image cover locationMode location { text link } conferenceData { url solution }
  hosts { _id } createdBy { _id } editPermission topics { _id } tags { _id } startTime endTime timezone duration timeslotIncrement numberOfSessions
  oneOnOneDates { start end } availability { method type mode } attachmentLinks { label url } isArchived calendarHost { _id }
  registrationNoticePeriod { meetingRegistrationHasNoticePeriod periodValue periodUnit } ignoreHostsLinkedCalendar ignoreHourAllocation
  visibility { userRoles { is isNot } userTags { is isNot } startupTags { is isNot } startupPrograms { is isNot } }
  recurrence { frequency interval weekdays until count } seriesId detached publishedAt cancelledAt
  viewerCan { edit delete publish manageAttendees registerOthers } attachments { _id name fileUrl }`;

export const CREATE = `mutation { createIncubatorEvent { ${FIELDS} } }`;
export const UPDATE = `mutation U($eventId: ID!, $data: IncubatorEventInput!, $scope: EventEditScope) { updateIncubatorEvent(eventId: $eventId, data: $data, scope: $scope) { ${FIELDS} } }`;
export const PUBLISH = 'mutation P($eventId: ID!, $scope: EventEditScope) { publishIncubatorEvent(eventId: $eventId, scope: $scope) { _id status publishedAt } }';
export const UNPUBLISH = 'mutation P($eventId: ID!, $scope: EventEditScope) { unpublishIncubatorEvent(eventId: $eventId, scope: $scope) { _id status } }';
export const CANCEL =
  'mutation C($eventId: ID!, $scope: EventEditScope, $message: String) { cancelIncubatorEvent(eventId: $eventId, scope: $scope, message: $message) { _id status cancelledAt } }';
export const DELETE = 'mutation D($eventId: ID!, $scope: EventEditScope) { deleteIncubatorEvent(eventId: $eventId, scope: $scope) }';
export const ARCHIVE = 'mutation A($eventId: ID!, $archived: Boolean!) { archiveIncubatorEvent(eventId: $eventId, archived: $archived) { _id isArchived } }';
export const DUPLICATE = `mutation D($eventId: ID!) { duplicateIncubatorEvent(eventId: $eventId) { ${FIELDS} } }`;

/** The event's row and its hosts, as stored. */
export async function stored(server: TestServer, tenant: Tenant, id: string) {
  return withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    const [row] = await db
      .select()
      .from(schema.incubatorEvents)
      .where(and(eq(schema.incubatorEvents.incubatorId, tenant.incubator.id), eq(schema.incubatorEvents.id, id)));
    const hosts = await db
      .select()
      .from(schema.eventHosts)
      .where(and(eq(schema.eventHosts.incubatorId, tenant.incubator.id), eq(schema.eventHosts.eventId, id)));
    return { row, hosts };
  });
}

/** The occurrences of a series, in time order. */
export async function seriesRows(server: TestServer, tenant: Tenant, seriesId: string) {
  return withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select()
      .from(schema.incubatorEvents)
      .where(and(eq(schema.incubatorEvents.incubatorId, tenant.incubator.id), eq(schema.incubatorEvents.seriesId, seriesId)))
      .orderBy(schema.incubatorEvents.startsAt),
  );
}

/** A place at an event written directly, as registration would. */
export async function insertAttendee(server: TestServer, tenant: Tenant, eventId: string, userId: string, startsAt: Date) {
  await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.eventAttendees).values({ incubatorId: tenant.incubator.id, id: newId(), eventId, userId, startsAt });
    await db
      .update(schema.incubatorEvents)
      .set({ registeredCount: 1 })
      .where(and(eq(schema.incubatorEvents.incubatorId, tenant.incubator.id), eq(schema.incubatorEvents.id, eventId)));
  });
}

export async function insertTag(server: TestServer, tenant: Tenant, category: string): Promise<string> {
  const id = newId();
  await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.tags).values({ incubatorId: tenant.incubator.id, id, name: `${category} ${id.slice(-6)}`, category }),
  );
  return id;
}

export async function insertProgram(server: TestServer, tenant: Tenant): Promise<string> {
  const id = newId();
  await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.programs).values({ incubatorId: tenant.incubator.id, id, name: `Programme ${id.slice(-6)}` }),
  );
  return id;
}

/** An uploaded file of the tenant, and the address an event's picture names it by. */
export async function insertFile(server: TestServer, tenant: Tenant, ownerId: string): Promise<string> {
  const id = newId();
  const [row] = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .insert(schema.attachments)
      .values({ incubatorId: tenant.incubator.id, id, ownerId, name: 'cover.png', fileType: 'image/png', size: 10, storageKey: `test/${id}` })
      .returning(),
  );
  return `/api/files/${row.id}/${row.accessKey}/cover.png`;
}
