import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { changeAsOwner, gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export const STARTUP_FIELDS = `_id name logo description website yearFounded stage country city archived createdAt initialCategorizationComplete
  people { _id fullName } founders { user { _id fullName } founderType } assignedPeople { _id fullName roleType roleLabel }
  industries { _id name } tags { _id name color } programs { _id name }
  viewerCan { editProfile editName assignPeople archive delete addIndustry removeIndustry addTag removeTag createMilestone editMilestone writePrivateNotes viewDocuments editDocuments }`;

export const LIST = `query List($filter: StartupFilter, $sort: StartupSort, $cursor: String, $limit: Int) {
  startups(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) { results { _id name createdAt } totalCount next } }`;
export const ONE = `query One($id: ID!) { startup(id: $id) { ${STARTUP_FIELDS} } }`;
export const CREATE = `mutation Create($data: StartupInput!) { createStartup(data: $data) { ${STARTUP_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $data: StartupInput!) { updateStartup(startupId: $id, data: $data) { ${STARTUP_FIELDS} } }`;
export const ARCHIVE = 'mutation Archive($id: ID!, $archived: Boolean!) { archiveStartup(startupId: $id, archived: $archived) { _id archived } }';
export const DELETE = 'mutation Delete($id: ID!) { deleteStartup(startupId: $id) }';
export const ADD_FOUNDER =
  'mutation AddFounder($id: ID!, $userId: ID!, $type: String!) { addStartupFounder(startupId: $id, userId: $userId, founderType: $type) { _id founders { user { _id } founderType } } }';
export const ASSIGN = 'mutation Assign($id: ID!, $userId: ID!) { assignStartupPerson(startupId: $id, userId: $userId) { _id assignedPeople { _id roleType } } }';
export const REMOVE = 'mutation Remove($id: ID!, $userId: ID!) { removeStartupPerson(startupId: $id, userId: $userId) { _id people { _id } assignedPeople { _id } } }';
export const TAGS = '{ startupTags { _id name color } }';
export const CREATE_TAG = 'mutation Tag($name: String!) { createStartupTag(name: $name) { _id name } }';
export const PROGRAMS = '{ programs { _id name startupCount viewerCanEdit } }';
export const PROGRAM = `query Program($id: ID!) { program(id: $id) {
  _id name description cohort startDate endDate startupCount startups { _id name } admins { _id fullName } people { _id fullName } viewerCanEdit } }`;
export const CREATE_PROGRAM = 'mutation CreateProgram($data: ProgramInput!) { createProgram(data: $data) { _id name startDate endDate admins { _id } viewerCanEdit } }';
export const UPDATE_PROGRAM = 'mutation UpdateProgram($id: ID!, $data: ProgramInput!) { updateProgram(programId: $id, data: $data) { _id name cohort } }';
export const DELETE_PROGRAM = 'mutation DeleteProgram($id: ID!) { deleteProgram(programId: $id) }';
export const MENTORS = `query Mentors($search: String, $cursor: String, $limit: Int) {
  startupMentors(search: $search, cursor: $cursor, limit: $limit) { results { _id fullName roleType headline skills { _id name } industries { _id name } assignedStartups { _id name } } totalCount next } }`;
export const ASSIGNABLE = 'query Assignable($id: ID!, $search: String) { assignableStartupPeople(startupId: $id, search: $search) { _id fullName roleType } }';
export const BATCH = `mutation Batch($action: StartupBatchAction!, $ids: [ID!]!, $targetId: ID) {
  startStartupBatch(action: $action, startupIds: $ids, targetId: $targetId) { operationId count } }`;
export const RUNNING = '{ myRunningBatchOperations { _id kind total } }';

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant, language?: string) =>
    gql(server, query, variables, { tenant: on.slug, token, language });
}
export type Call = ReturnType<typeof caller>;

/** The answer's data, failing the test on any error. */
export async function ok(answer: Promise<{ data?: any; errors?: any[] }>) {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data;
}

/** The code of the first error of an answer. */
export const codeOf = async (answer: Promise<{ errors?: any[] }>) => (await answer).errors?.[0]?.extensions?.code;

/** Sets one permission key of a role type's default role (and its SELECTED ids), as the roles editor would store it. */
export async function setGrant(server: TestServer, on: Tenant, roleType: string, key: string, criteria: string, selected?: string[]) {
  await changeAsOwner(
    server,
    `UPDATE roles SET permissions = (
       SELECT jsonb_agg(CASE WHEN g->>'key' = $1 THEN jsonb_build_object('key', $1::text, 'criteria', $2::text) || COALESCE(jsonb_build_object('selected', $3::jsonb), '{}'::jsonb) ELSE g END)
       FROM jsonb_array_elements(permissions) g)
     WHERE incubator_id = $4 AND type = $5 AND is_default`,
    [key, criteria, selected ? JSON.stringify(selected) : null, on.incubator.id, roleType],
  );
}

/** Sets a role type's startup visibility (ALL, ASSIGNED, NONE). */
export async function setStartupAccess(server: TestServer, on: Tenant, roleType: string, visibility: string) {
  await changeAsOwner(server, `UPDATE roles SET startup_access = jsonb_build_object('visibilitySettings', $1::text) WHERE incubator_id = $2 AND type = $3 AND is_default`, [
    visibility,
    on.incubator.id,
    roleType,
  ]);
}

/** Overrides plan flags of a tenant. */
export async function setFlags(server: TestServer, on: Tenant, flags: Record<string, boolean>) {
  await changeAsOwner(server, 'UPDATE incubators SET feature_flags = feature_flags || $1::jsonb WHERE id = $2', [JSON.stringify(flags), on.incubator.id]);
}

/** Catalogue records of a tenant, written directly: industries, startup tags, programmes. */
export async function buildCatalogue(on: Tenant, what: { industries?: string[]; tags?: string[]; programs?: string[] }) {
  const made = { industries: [] as string[], tags: [] as string[], programs: [] as string[] };
  await withTenant(on.server.services.pool, on.incubator.id, async (db) => {
    for (const name of what.industries ?? []) {
      const id = newId();
      await db.insert(schema.industries).values({ incubatorId: on.incubator.id, id, name });
      made.industries.push(id);
    }
    for (const name of what.tags ?? []) {
      const id = newId();
      await db.insert(schema.tags).values({ incubatorId: on.incubator.id, id, name, category: 'Startup' });
      made.tags.push(id);
    }
    for (const name of what.programs ?? []) {
      const id = newId();
      await db.insert(schema.programs).values({ incubatorId: on.incubator.id, id, name });
      made.programs.push(id);
    }
  });
  return made;
}

/** Links a startup to catalogue records and sets its stage, directly. */
export async function linkStartup(on: Tenant, startupId: string, links: { programIds?: string[]; industryIds?: string[]; tagIds?: string[]; stage?: string }) {
  const tenant = on.incubator.id;
  await withTenant(on.server.services.pool, tenant, async (db) => {
    for (const programId of links.programIds ?? []) await db.insert(schema.startupPrograms).values({ incubatorId: tenant, startupId, programId });
    for (const industryId of links.industryIds ?? []) await db.insert(schema.startupIndustries).values({ incubatorId: tenant, startupId, industryId });
    for (const tagId of links.tagIds ?? []) await db.insert(schema.startupTags).values({ incubatorId: tenant, startupId, tagId });
    if (links.stage)
      await db
        .update(schema.startups)
        .set({ stage: links.stage })
        .where(and(eq(schema.startups.incubatorId, tenant), eq(schema.startups.id, startupId)));
  });
}

/** How many rows a tenant's table holds: to show that a refused change wrote nothing. */
export async function rowCount(
  on: Tenant,
  table: typeof schema.startups | typeof schema.programs | typeof schema.tags | typeof schema.startupMembers | typeof schema.domainEvents,
) {
  const [{ n }] = await withTenant(on.server.services.pool, on.incubator.id, (db) => db.select({ n: count() }).from(table));
  return n;
}

/** The kinds of the domain events recorded about one subject, oldest first. */
export async function eventKinds(on: Tenant, subjectId: string): Promise<string[]> {
  const e = schema.domainEvents;
  const rows = await withTenant(on.server.services.pool, on.incubator.id, (db) => db.select({ kind: e.kind }).from(e).where(eq(e.subjectId, subjectId)).orderBy(e.createdAt, e.id));
  return rows.map((r) => r.kind);
}

/** Every page of the startups list, following `next`. */
export async function allStartupPages(call: Call, token: string, on: Tenant, variables: Record<string, unknown>) {
  const pages: Array<Array<{ _id: string; name: string; createdAt: string }>> = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const data = await ok(call(LIST, { ...variables, cursor }, token, on));
    pages.push(data.startups.results);
    total = data.startups.totalCount;
    cursor = data.startups.next;
  } while (cursor && pages.length < 100);
  return { pages, ids: pages.flat().map((s) => s._id), total };
}
