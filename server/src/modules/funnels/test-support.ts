import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export const ROUND_FIELDS = `_id name position formId evaluationFormId meeting opensAt closesAt assignment evaluatorsPerApplication requiredEvaluations selfAssignment
  criteria { tag { _id name } weight } evaluators { _id } visibility { hiddenQuestions { questionId roleTypes } evaluationsVisibleTo } isOpen applicationCount hasInstructionsMail`;
export const FUNNEL_FIELDS = `_id name summary slug status anonymous archived applicationCount
  page { id type html attachmentId alt imageUrl url embedUrl title items { title html } columns }
  acceptanceMail { subject body } administrators { _id } program { _id } viewerCan { edit delete } rounds { ${ROUND_FIELDS} }`;

export const CREATE = `mutation CreateFunnel($name: String!) { createFunnel(name: $name) { ${FUNNEL_FIELDS} } }`;
export const UPDATE = `mutation UpdateFunnel($id: ID!, $data: FunnelInput!) { updateFunnel(id: $id, data: $data) { ${FUNNEL_FIELDS} } }`;
export const GET = `query Funnel($id: ID!) { funnel(id: $id) { ${FUNNEL_FIELDS} } }`;
export const LIST = `query Funnels($filter: FunnelFilter, $cursor: String, $limit: Int) { funnels(filter: $filter, cursor: $cursor, limit: $limit) { results { _id name status } totalCount next } }`;
export const DELETE = 'mutation DeleteFunnel($id: ID!) { deleteFunnel(id: $id) }';
export const CLONE = `mutation CloneFunnel($id: ID!, $name: String!) { cloneFunnel(id: $id, name: $name) { ${FUNNEL_FIELDS} } }`;
export const CREATE_ROUND = `mutation CreateRound($funnelId: ID!, $name: String!) { createFunnelRound(funnelId: $funnelId, name: $name) { ${ROUND_FIELDS} } }`;
export const UPDATE_ROUND = `mutation UpdateRound($roundId: ID!, $data: FunnelRoundInput!) { updateFunnelRound(roundId: $roundId, data: $data) { ${ROUND_FIELDS} } }`;
export const DELETE_ROUND = 'mutation DeleteRound($roundId: ID!) { deleteFunnelRound(roundId: $roundId) }';
export const REORDER = 'mutation Reorder($funnelId: ID!, $roundIds: [ID!]!) { reorderFunnelRounds(funnelId: $funnelId, roundIds: $roundIds) { _id position } }';
export const INSTRUCTIONS =
  'mutation FindOrCreateFunnelInstructionEmail($funnelId: ID!, $roundId: ID) { findOrCreateFunnelInstructionEmail(funnelId: $funnelId, roundId: $roundId) { subject body } }';
const MAIL_FIELDS = '_id funnelId shared name subject body reasons viewerCanEdit';
export const MAILS = `query Mails($funnelId: ID) { rejectionMails(funnelId: $funnelId) { ${MAIL_FIELDS} } }`;
export const CREATE_MAIL = `mutation CreateMail($data: RejectionMailInput!) { createRejectionMail(data: $data) { ${MAIL_FIELDS} } }`;
export const UPDATE_MAIL = `mutation UpdateMail($id: ID!, $data: RejectionMailInput!) { updateRejectionMail(id: $id, data: $data) { ${MAIL_FIELDS} } }`;
export const DELETE_MAIL = 'mutation DeleteMail($id: ID!) { deleteRejectionMail(id: $id) }';
const PUBLIC_FIELDS = '_id name summary slug status isOpen applyBlocker hasPage rounds { _id name opensAt closesAt isOpen }';
export const PUBLIC_LIST = `query PublicFunnels { publicFunnels { ${PUBLIC_FIELDS} } }`;
export const PUBLIC_PROGRAM = `query PublicProgram($slug: String!) { publicProgram(slug: $slug) { ${PUBLIC_FIELDS} page { id type html imageUrl embedUrl } } }`;

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant, language?: string) =>
    gql(server, query, variables, { tenant: on.slug, token, language });
}
export type Call = ReturnType<typeof caller>;

export async function ok(answer: Promise<{ data?: any; errors?: unknown[] }>) {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data;
}

export const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
export const fields = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.fields;

/** A form of the tenant, published (a version) unless asked otherwise. */
export async function buildForm(on: Tenant, kind: string, options: { published?: boolean; archived?: boolean } = {}): Promise<string> {
  const id = newId();
  const versionId = newId();
  const title = [{ language: 'en' as const, value: `${kind} form` }];
  await withTenant(on.server.services.pool, on.incubator.id, async (db) => {
    await db.insert(schema.forms).values({ incubatorId: on.incubator.id, id, kind, title, archived: options.archived ?? false });
    if (options.published !== false) {
      await db.insert(schema.formVersions).values({ incubatorId: on.incubator.id, id: versionId, formId: id, number: 1, title, description: [], questions: [] });
      await db
        .update(schema.forms)
        .set({ versionId, publishedRevision: 0 })
        .where(eqId(schema.forms, on.incubator.id, id));
    }
  });
  return id;
}

const eqId = (table: typeof schema.forms, tenant: string, id: string) => and(eq(table.incubatorId, tenant), eq(table.id, id));

/** An application in a round, as the apply flow would leave it. */
export async function buildApplication(on: Tenant, funnelId: string, roundId: string, applicantId: string, status = 'under_review'): Promise<string> {
  const id = newId();
  await withTenant(on.server.services.pool, on.incubator.id, (db) =>
    db.insert(schema.applications).values({ incubatorId: on.incubator.id, id, funnelId, roundId, applicantId, name: 'Acme', status }),
  );
  return id;
}

export async function buildCriterion(on: Tenant, name: string, category = 'EvaluationCriteria'): Promise<string> {
  const id = newId();
  await withTenant(on.server.services.pool, on.incubator.id, (db) => db.insert(schema.tags).values({ incubatorId: on.incubator.id, id, name, category }));
  return id;
}
