import { and, eq } from 'drizzle-orm';
import type { Tenant } from '../../../test/factories.ts';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** Test fixtures of the overview and bulk-action tests: funnels, rounds and applications written as rows. */

const as = <T>(on: Tenant, work: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

export interface RoundSpec {
  name?: string;
  formId?: string | null;
  meeting?: boolean;
  assignment?: string;
}

export async function buildFunnel(on: Tenant, options: { name?: string; anonymous?: boolean; admins?: UserRow[]; rounds?: RoundSpec[] } = {}) {
  const id = newId();
  const tenant = on.incubator.id;
  const specs = options.rounds ?? [{ name: 'Screening' }];
  const roundIds = specs.map(() => newId());
  await as(on, async (db) => {
    await db
      .insert(schema.funnels)
      .values({ incubatorId: tenant, id, name: options.name ?? `Funnel ${id.slice(-4)}`, slug: `f-${id.slice(-8)}`, status: 'open', anonymous: options.anonymous ?? false });
    await db.insert(schema.funnelRounds).values(
      specs.map((spec, position) => ({
        incubatorId: tenant,
        id: roundIds[position],
        funnelId: id,
        position,
        name: spec.name ?? `Round ${position + 1}`,
        formId: spec.formId ?? null,
        meeting: spec.meeting ?? false,
        assignment: spec.assignment ?? 'manual',
      })),
    );
    if (options.admins?.length) await db.insert(schema.funnelAdmins).values(options.admins.map((u) => ({ incubatorId: tenant, funnelId: id, userId: u.id })));
  });
  return { id, roundIds };
}

export interface ApplicationSpec {
  funnel: { id: string; roundIds: string[] };
  applicant: UserRow;
  name?: string;
  round?: number;
  status?: ApplicationStatus;
  score?: number | null;
  createdAt?: Date;
  evaluators?: Array<{ user: UserRow; status?: 'assigned' | 'submitted' | 'conflict'; round?: number }>;
  tagIds?: string[];
}

export async function buildApplication(on: Tenant, spec: ApplicationSpec) {
  const id = newId();
  const tenant = on.incubator.id;
  const roundId = spec.funnel.roundIds[spec.round ?? 0];
  await as(on, async (db) => {
    await db.insert(schema.applications).values({
      incubatorId: tenant,
      id,
      funnelId: spec.funnel.id,
      applicantId: spec.applicant.id,
      name: spec.name ?? `Project ${id.slice(-4)}`,
      roundId,
      status: spec.status ?? 'under_review',
      score: spec.score ?? null,
      submittedAt: spec.status === 'draft' ? null : new Date(),
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    });
    for (const evaluator of spec.evaluators ?? []) {
      await db.insert(schema.applicationEvaluations).values({
        incubatorId: tenant,
        id: newId(),
        applicationId: id,
        roundId: spec.funnel.roundIds[evaluator.round ?? spec.round ?? 0],
        evaluatorId: evaluator.user.id,
        status: evaluator.status ?? 'assigned',
      });
    }
    if (spec.tagIds?.length) await db.insert(schema.applicationTags).values(spec.tagIds.map((tagId) => ({ incubatorId: tenant, applicationId: id, tagId })));
  });
  return { id };
}

export async function buildTag(on: Tenant, name: string, category = 'Application') {
  const id = newId();
  await as(on, (db) => db.insert(schema.tags).values({ incubatorId: on.incubator.id, id, name, category }));
  return id;
}

export async function applicationRow(on: Tenant, id: string) {
  const [row] = await as(on, (db) =>
    db
      .select()
      .from(schema.applications)
      .where(and(eq(schema.applications.incubatorId, on.incubator.id), eq(schema.applications.id, id))),
  );
  return row;
}

export const APPLICATIONS = `query Applications($filter: ApplicationFilter, $sort: ApplicationSort, $cursor: String, $limit: Int) {
  applications(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) { results { _id name status score applicant { _id } } totalCount totalCountCapped next } }`;
export const PAGE_ONLY = `query Applications($filter: ApplicationFilter, $sort: ApplicationSort, $cursor: String, $limit: Int) {
  applications(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) { results { _id score } next } }`;
export const QUEUE = `query Queue($funnelId: ID) { applicationQueue(funnelId: $funnelId) { total statuses { status count } groups { group count } } }`;
export const VIEWER_CAN = `query Applications($filter: ApplicationFilter) { applications(filter: $filter) { results { _id viewerCan { decide delete tag assign comment export } tags { _id name } } } }`;
export const TAG = `mutation Tag($applicationId: ID!, $tagIds: [ID!]!) { tagApplication(applicationId: $applicationId, tagIds: $tagIds) { _id tags { _id name } } }`;
export const BATCH = `mutation Batch($input: ApplicationBatchInput!) { startApplicationBatch(input: $input) { operationId count } }`;
export const UNDO = `mutation Undo($id: ID!) { undoApplicationBatch(operationId: $id) { operationId count } }`;
export const PREVIEW = `query Preview($ids: [ID!]!, $decision: ApplicationBatchDecision!) {
  previewApplicationDecisions(applicationIds: $ids, decision: $decision) { applicationId applies reason } }`;
export const PROGRESS = `subscription Progress($id: ID!) { applicationBatchOperationUpdated(operationId: $id) { id count updateType applicationId } }`;
export const OPERATION = 'query Operation($id: ID!) { batchOperation(operationId: $id) { status total processed failed items { position status error subjectId } } }';
