import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';

/** Fixtures of the campaigns' tests: the operations, and rows read straight from the tables. */

export const EMAIL_FIELDS = `_id subject content status cc bcc layoutId recipientCount scheduledAt sentAt
  recipients { userIds startupIds savedViewId applicants { funnelId roundIds statuses } }`;

export const CREATE = `mutation C($data: EmailInput) { createEmail(data: $data) { ${EMAIL_FIELDS} } }`;
export const UPDATE = `mutation U($id: ID!, $data: EmailInput!) { updateEmail(id: $id, data: $data) { ${EMAIL_FIELDS} } }`;
export const DELETE = 'mutation D($id: ID!) { deleteEmail(id: $id) }';
export const SEND = `mutation S($id: ID!) { sendEmail(id: $id) { ${EMAIL_FIELDS} } }`;
export const SCHEDULE = `mutation S($id: ID!, $runAt: String!) { scheduleEmail(id: $id, runAt: $runAt) { ${EMAIL_FIELDS} } }`;
export const ONE = `query O($id: ID!) { email(id: $id) { ${EMAIL_FIELDS} reach tracking { recipients delivered opened bounced } } }`;
export const LIST = `query L($filter: EmailFilter, $cursor: String, $limit: Int) { emails(filter: $filter, cursor: $cursor, limit: $limit) { results { _id subject status } next } }`;
export const RECIPIENTS = `query R($id: ID!, $cursor: String, $limit: Int) { emailRecipients(id: $id, cursor: $cursor, limit: $limit) {
  results { email user { _id } startupName status openedCount } next } }`;
export const PREVIEW = 'query P($id: ID!, $userId: ID!) { previewEmail(id: $id, recipientUserId: $userId) { subject html document recipient { _id } } }';
export const PLANNED = `query P($filter: PlannedActionFilter, $cursor: String, $limit: Int) { plannedActions(filter: $filter, cursor: $cursor, limit: $limit) {
  results { _id kind status runAt title error resultId email { _id } viewerCan { edit cancel } } next } }`;
export const PLAN = `mutation P($kind: PlannedActionKind!, $runAt: String!, $payload: String!) { createPlannedAction(kind: $kind, runAt: $runAt, payload: $payload) {
  _id kind status runAt title } }`;
export const REPLAN = 'mutation U($id: ID!, $data: PlannedActionInput!) { updatePlannedAction(id: $id, data: $data) { _id runAt status title } }';
export const CANCEL = 'mutation C($id: ID!) { cancelPlannedAction(id: $id) { _id status } }';

export const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3_600_000).toISOString();

/** The rows of a tenant's table, read as its owner would. */
export function rows<T>(server: TestServer, on: Tenant, read: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>): Promise<T> {
  return withTenant(server.services.pool, on.incubator.id, read);
}

export const plannedRow = (server: TestServer, on: Tenant, id: string) =>
  rows(
    server,
    on,
    async (db) =>
      (
        await db
          .select()
          .from(schema.plannedActions)
          .where(and(eq(schema.plannedActions.incubatorId, on.incubator.id), eq(schema.plannedActions.id, id)))
      )[0],
  );

export const tasksNamed = (server: TestServer, on: Tenant, name: string) =>
  rows(server, on, (db) =>
    db
      .select()
      .from(schema.tasks)
      .where(and(eq(schema.tasks.incubatorId, on.incubator.id), eq(schema.tasks.name, name))),
  );

export const outgoingTo = (server: TestServer, on: Tenant, emailId: string) =>
  rows(server, on, (db) =>
    db
      .select()
      .from(schema.emailRecipients)
      .where(and(eq(schema.emailRecipients.incubatorId, on.incubator.id), eq(schema.emailRecipients.emailId, emailId))),
  );
