import { and, eq } from 'drizzle-orm';
import { buildSignedInUser, buildStartup, type Tenant } from '../../../test/factories.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export { caller, codeOf, fieldsOf, ok, type Answer } from '../../../test/answers.ts';

/** Fixtures of the library's tests: the operations, and rows written as other features would leave them. */

export const SECTION_FIELDS = '_id title description position roleTypes programIds resourceCount viewerCan { edit }';
export const RESOURCE_FIELDS = '_id sectionId kind title description url position roleTypes programIds file { _id name url } article { _id title status }';
export const ARTICLE_FIELDS = '_id title summary content cover status publishedAt author { _id }';

export const SECTIONS = `query { resourceSections { ${SECTION_FIELDS} resources { _id title } } }`;
export const SECTION = `query S($id: ID!) { resourceSection(id: $id) { ${SECTION_FIELDS} resources { ${RESOURCE_FIELDS} } } }`;
export const RESOURCE = `query R($id: ID!) { resource(id: $id) { ${RESOURCE_FIELDS} } }`;
export const SEARCH = 'query S($search: String!) { resources(search: $search) { _id title } }';
export const RECORDS = 'query S($text: String!) { searchRecords(text: $text, kinds: [RESOURCE]) { id title url } }';
export const ARTICLE = `query A($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS} } }`;
export const ARTICLES = `query A($filter: ArticleFilter, $cursor: String, $limit: Int) { articles(filter: $filter, cursor: $cursor, limit: $limit) { results { _id title status } next } }`;

export const CREATE_SECTION = `mutation C($data: ResourceSectionInput!) { createResourceSection(data: $data) { ${SECTION_FIELDS} } }`;
export const UPDATE_SECTION = `mutation U($id: ID!, $data: ResourceSectionInput!) { updateResourceSection(id: $id, data: $data) { ${SECTION_FIELDS} } }`;
export const DELETE_SECTION = 'mutation D($id: ID!) { deleteResourceSection(id: $id) }';
export const REORDER = 'mutation R($ids: [ID!]!) { reorderResourceSections(ids: $ids) { _id position } }';
export const CREATE_RESOURCE = `mutation C($sectionId: ID!, $data: ResourceInput!) { createResource(sectionId: $sectionId, data: $data) { ${RESOURCE_FIELDS} } }`;
export const UPDATE_RESOURCE = `mutation U($id: ID!, $data: ResourceInput!) { updateResource(id: $id, data: $data) { ${RESOURCE_FIELDS} } }`;
export const DELETE_RESOURCE = 'mutation D($id: ID!) { deleteResource(id: $id) }';
export const MOVE = 'mutation M($id: ID!, $sectionId: ID!, $position: Int!) { moveResource(id: $id, sectionId: $sectionId, position: $position) { _id sectionId position } }';
export const CREATE_ARTICLE = `mutation C($title: String!) { createArticle(title: $title) { ${ARTICLE_FIELDS} } }`;
export const UPDATE_ARTICLE = `mutation U($id: ID!, $data: ArticleInput!) { updateArticle(id: $id, data: $data) { ${ARTICLE_FIELDS} } }`;
export const PUBLISH = `mutation P($id: ID!) { publishArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
export const UNPUBLISH = `mutation P($id: ID!) { unpublishArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
export const DELETE_ARTICLE = 'mutation D($id: ID!) { deleteArticle(id: $id) }';

export const db = <T>(on: Tenant, work: (tx: Db) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

export async function insertProgram(on: Tenant, name = `Programme ${newId().slice(-6)}`): Promise<string> {
  const id = newId();
  await db(on, (tx) => tx.insert(schema.programs).values({ incubatorId: on.incubator.id, id, name }));
  return id;
}

/** A signed-in founder of a startup of the programme. */
export async function founderIn(on: Tenant, programId: string) {
  const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const startup = await buildStartup(on, { founders: [founder.user] });
  await db(on, (tx) => tx.insert(schema.startupPrograms).values({ incubatorId: on.incubator.id, startupId: startup.id, programId }));
  return founder;
}

/** Places a person in a programme (user_programs). */
export async function placeInProgram(on: Tenant, userId: string, programId: string) {
  await db(on, (tx) => tx.insert(schema.userPrograms).values({ incubatorId: on.incubator.id, userId, programId }));
}

/** An uploaded file of the tenant (loose unless a reference is given), its id and the address that names it. */
export async function insertFile(on: Tenant, ownerId: string, options: { fileType?: string; reference?: { kind: string; id: string } } = {}): Promise<{ id: string; url: string }> {
  const id = newId();
  const [row] = await db(on, (tx) =>
    tx
      .insert(schema.attachments)
      .values({
        incubatorId: on.incubator.id,
        id,
        ownerId,
        name: 'file.bin',
        fileType: options.fileType ?? 'image/png',
        size: 10,
        storageKey: `test/${id}`,
        referenceKind: options.reference?.kind ?? null,
        referenceId: options.reference?.id ?? null,
      })
      .returning(),
  );
  return { id, url: `/api/files/${row.id}/${row.accessKey}/file.bin` };
}

export async function storedFile(on: Tenant, id: string) {
  const [row] = await db(on, (tx) =>
    tx
      .select()
      .from(schema.attachments)
      .where(and(eq(schema.attachments.incubatorId, on.incubator.id), eq(schema.attachments.id, id))),
  );
  return row ?? null;
}

/** The news feed's posts about an article. */
export async function announcements(on: Tenant, articleId: string) {
  return db(on, (tx) =>
    tx
      .select()
      .from(schema.communityPosts)
      .where(and(eq(schema.communityPosts.incubatorId, on.incubator.id), eq(schema.communityPosts.kind, 'ARTICLE'), eq(schema.communityPosts.subjectId, articleId))),
  );
}

export async function storedResources(on: Tenant, sectionId: string) {
  return db(on, (tx) =>
    tx
      .select()
      .from(schema.resources)
      .where(and(eq(schema.resources.incubatorId, on.incubator.id), eq(schema.resources.sectionId, sectionId)))
      .orderBy(schema.resources.position),
  );
}

export async function eventKinds(on: Tenant, subjectId: string): Promise<string[]> {
  const rows = await db(on, (tx) =>
    tx
      .select({ kind: schema.domainEvents.kind })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, on.incubator.id), eq(schema.domainEvents.subjectId, subjectId)))
      .orderBy(schema.domainEvents.createdAt),
  );
  return rows.map((r) => r.kind);
}
