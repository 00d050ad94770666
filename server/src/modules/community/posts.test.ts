import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { insertProgram } from '../events/visibility-fixtures.ts';
import { samplePng } from '../attachments/sample-files.ts';
import { setGrant } from '../startups/test-support.ts';
import {
  buildCommunity,
  caller,
  codeOf,
  type Community,
  CREATE,
  DELETE,
  fieldsOf,
  notificationsOf,
  ok,
  type Person,
  POST,
  post,
  REPLY,
  reply,
  THREAD,
  UPDATE,
} from './feed-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let people: Community;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server);
  people = await buildCommunity(tenant);
});
afterAll(() => server.stop());

async function storedPosts(on: Tenant): Promise<number> {
  const [{ n }] = await withTenant(server.services.pool, on.incubator.id, (db) => db.select({ n: count() }).from(schema.communityPosts));
  return n;
}

async function upload(on: Tenant, person: Person, name = 'photo.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${person.token}` }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { _id: string })._id;
}

describe('writing a post', () => {
  it('refuses bad input on its field, writing nothing', async () => {
    const before = await storedPosts(tenant);
    const otherTenant = await buildTenant(server);
    const foreignProgramme = await insertProgram(otherTenant);
    const cases: Array<[Person, Record<string, unknown>, string[]]> = [
      [people.founderA, { content: '' }, ['content']],
      [people.founderA, { content: '<p>   </p>' }, ['content']],
      [people.founderA, { content: '<script>alert(1)</script>' }, ['content']],
      [people.founderA, { content: `<p>${'a'.repeat(20_001)}</p>` }, ['content']],
      [people.founderA, { content: '<p>Hi</p>', visibility: 'PROGRAM' }, ['programIds']],
      [people.founderA, { content: '<p>Hi</p>', visibility: 'PROGRAM', programIds: [people.programB] }, ['programIds.0']],
      [people.staff, { content: '<p>Hi</p>', visibility: 'PROGRAM', programIds: [foreignProgramme] }, ['programIds.0']],
      [people.staff, { content: '<p>Hi</p>', visibility: 'PROGRAM', programIds: ['nope'] }, ['programIds.0']],
      [people.staff, { content: '<p>Hi</p>', visibility: 'ROLES' }, ['roleTypes']],
      [people.staff, { content: '<p>Hi</p>', visibility: 'ROLES', roleTypes: ['king'] }, ['roleTypes.0']],
      [people.founderA, { content: '<p>Hi</p>', attachmentIds: ['nope'] }, ['attachmentIds.0']],
    ];
    for (const [person, data, fields] of cases) {
      const answer = await call(CREATE, { data }, person.token, tenant);
      expect(codeOf(answer), JSON.stringify(data).slice(0, 80)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), JSON.stringify(data).slice(0, 80)).toEqual(fields);
    }
    // Writing to roles is the staff side's.
    expect(codeOf(await call(CREATE, { data: { content: '<p>Hi</p>', visibility: 'ROLES', roleTypes: ['mentor'] } }, people.founderA.token, tenant))).toBe('FORBIDDEN');
    expect(await storedPosts(tenant)).toBe(before);
  });

  it('translates the refusal', async () => {
    const answer = await caller(server)(CREATE, { data: { content: '' } }, people.founderA.token, tenant);
    expect(answer.errors?.[0].extensions?.fields?.[0].message).toBe('Write something or attach a file before posting.');
    const fr = await rest(
      server,
      'POST',
      '/graphql',
      { query: CREATE, variables: { data: { content: '' } } },
      {
        tenant: tenant.slug,
        token: people.founderA.token,
        language: 'fr',
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(JSON.stringify(fr.body)).toContain('Écrivez quelque chose');
  });

  it('keeps only safe rich text: no script, handler, style or javascript: link survives', async () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a> <a href="https://example.test/a">good</a></p><iframe src="https://evil.test"></iframe>';
    const created = ok(await call(CREATE, { data: { content: dirty } }, people.founderA.token, tenant)).createPost;
    const replied = ok(await call(REPLY, { postId: created._id, content: dirty }, people.founderB.token, tenant)).replyToPost;
    const edited = ok(await call(UPDATE, { postId: created._id, data: { content: `${dirty}<p>again</p>` } }, people.founderA.token, tenant)).updatePost;
    for (const html of [created.content, replied.content, edited.content]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|alert\(1\)/i);
      expect(html).toContain('<a href="https://example.test/a" rel="noopener noreferrer nofollow" target="_blank">good</a>');
    }
  });
});

describe('changing and deleting', () => {
  it('lets the author edit their post, its audience and files; nobody else', async () => {
    const id = await post(server, tenant, people.founderA, { content: '<p>First words</p>' });
    expect(codeOf(await call(UPDATE, { postId: id, data: { content: '<p>Mine now</p>' } }, people.staff.token, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await call(UPDATE, { postId: id, data: { content: '<p>Mine now</p>' } }, people.founderB.token, tenant))).toBe('FORBIDDEN');
    const edited = ok(
      await call(UPDATE, { postId: id, data: { content: '<p>Better words</p>', visibility: 'PROGRAM', programIds: [people.programA] } }, people.founderA.token, tenant),
    ).updatePost;
    expect(edited).toMatchObject({ content: '<p>Better words</p>', visibility: 'PROGRAM', programIds: [people.programA], viewerCan: { edit: true, delete: true, pin: false } });
    expect(edited.editedAt).not.toBeNull();
    expect(codeOf(await call(POST, { id }, people.founderB.token, tenant))).toBe('NOT_FOUND');
    // Another programme stays refused on an edit too.
    const refused = await call(UPDATE, { postId: id, data: { content: '<p>x</p>', visibility: 'PROGRAM', programIds: [people.programB] } }, people.founderA.token, tenant);
    expect(fieldsOf(refused)).toEqual(['programIds.0']);
  });

  it('attaches the author’s own uploads, shows them to the post’s readers only, and drops those an edit leaves out', async () => {
    const photo = await upload(tenant, people.founderA);
    const foreign = await upload(tenant, people.founderB);
    expect(fieldsOf(await call(CREATE, { data: { content: '', attachmentIds: [foreign] } }, people.founderA.token, tenant))).toEqual(['attachmentIds.0']);
    const created = ok(
      await call(CREATE, { data: { content: '', attachmentIds: [photo], visibility: 'PROGRAM', programIds: [people.programA] } }, people.founderA.token, tenant),
    ).createPost;
    expect(created.attachments).toMatchObject([{ _id: photo, name: 'photo.png', fileType: 'image/png' }]);
    const list = (person: Person) => rest(server, 'GET', `/api/attachments/reference/communityPost/${created._id}`, undefined, { tenant: tenant.slug, token: person.token });
    expect((await list(people.mentorA)).status).toBe(200);
    expect((await list(people.founderB)).status).toBe(404);
    const edited = ok(await call(UPDATE, { postId: created._id, data: { content: '<p>Words instead</p>', attachmentIds: [] } }, people.founderA.token, tenant)).updatePost;
    expect(edited.attachments).toEqual([]);
    const [{ n }] = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select({ n: count() })
        .from(schema.attachments)
        .where(and(eq(schema.attachments.id, photo))),
    );
    expect(n).toBe(0);
  });

  it('lets the author delete, and the staff side with NOTE_SINGLE:DELETE / NOTE_THREAD:DELETE', async () => {
    const own = await post(server, tenant, people.founderA, { content: '<p>Mine</p>' });
    expect(codeOf(await call(DELETE, { postId: own }, people.founderB.token, tenant))).toBe('FORBIDDEN');
    // A coach is on the staff side but lacks NOTE_SINGLE:DELETE by default.
    expect(codeOf(await call(DELETE, { postId: own }, people.coach.token, tenant))).toBe('FORBIDDEN');
    expect(ok(await call(DELETE, { postId: own }, people.founderA.token, tenant)).deletePost).toBe(true);
    expect(codeOf(await call(POST, { id: own }, people.founderA.token, tenant))).toBe('NOT_FOUND');

    const threadOwner = await post(server, tenant, people.founderA, { content: '<p>Thread</p>' });
    await reply(server, tenant, people.founderB, threadOwner, '<p>Answer</p>');
    await setGrant(server, tenant, 'staff', 'NOTE_THREAD:DELETE', 'NONE');
    const refused = await call(DELETE, { postId: threadOwner }, people.staff.token, tenant);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(ok(await call(POST, { id: threadOwner }, people.staff.token, tenant)).post.viewerCan.delete).toBe(false);
    await setGrant(server, tenant, 'staff', 'NOTE_THREAD:DELETE', 'ALL');
    expect(ok(await call(DELETE, { postId: threadOwner }, people.staff.token, tenant)).deletePost).toBe(true);
  });

  it('keeps the thread’s count when replies go, with the replies below them', async () => {
    const root = await post(server, tenant, people.founderA, { content: '<p>Root</p>' });
    const first = await reply(server, tenant, people.founderB, root, '<p>First</p>');
    const below = await reply(server, tenant, people.founderA, root, '<p>Below first</p>', first);
    await reply(server, tenant, people.staff, below, '<p>Below below</p>');
    await reply(server, tenant, people.coach, root, '<p>Second</p>');
    expect(ok(await call(THREAD, { id: root }, people.founderA.token, tenant)).post.replyCount).toBe(4);
    ok(await call(DELETE, { postId: first }, people.founderB.token, tenant));
    const thread = ok(await call(THREAD, { id: root }, people.founderA.token, tenant)).post;
    expect(thread.replyCount).toBe(1);
    expect(thread.replies.results.map((r: { content: string }) => r.content)).toEqual(['<p>Second</p>']);
  });
});

describe('mentions', () => {
  it('keeps only people who may read the post, and tells each once', async () => {
    const mention = (person: Person) => `<span data-type="mention" data-id="${person.user.id}" data-label="x">@x</span>`;
    const created = ok(
      await call(
        CREATE,
        { data: { content: `<p>Thanks ${mention(people.mentorA)} and ${mention(people.founderB)}</p>`, visibility: 'PROGRAM', programIds: [people.programA] } },
        people.founderA.token,
        tenant,
      ),
    ).createPost;
    expect(created.mentions.map((m: { _id: string }) => m._id)).toEqual([people.mentorA.user.id]);
    await call(
      UPDATE,
      { postId: created._id, data: { content: `${created.content}<p>and ${mention(people.coach)}</p>`, visibility: 'PROGRAM', programIds: [people.programA] } },
      people.founderA.token,
      tenant,
    );
    await call(
      UPDATE,
      { postId: created._id, data: { content: `${created.content}<p>and ${mention(people.coach)} again</p>`, visibility: 'PROGRAM', programIds: [people.programA] } },
      people.founderA.token,
      tenant,
    );
    const told = (await notificationsOf(tenant, 'alikePeopleNoteCreated')).filter((n) => n.url === `/community/post/${created._id}`);
    expect(told.map((n) => n.user_id).sort()).toEqual([people.mentorA.user.id, people.coach.user.id].sort());
    expect(told.every((n) => n.message_key === 'communityPost.mention' && n.sender_id === people.founderA.user.id)).toBe(true);

    const answer = ok(await call(REPLY, { postId: created._id, content: `<p>Right, ${mention(people.staff)}</p>` }, people.mentorA.token, tenant)).replyToPost;
    const inReply = (await notificationsOf(tenant, 'alikePeopleNoteCreated')).filter((n) => n.user_id === people.staff.user.id);
    expect(inReply).toEqual([
      {
        user_id: people.staff.user.id,
        message_key: 'communityPost.mentionInReply',
        url: `/community/post/${created._id}?comment=${answer._id}`,
        sender_id: people.mentorA.user.id,
      },
    ]);
  });
});
