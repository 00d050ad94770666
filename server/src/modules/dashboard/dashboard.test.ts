import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { gql, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { FEED } from '../activity/test-support.ts';
import { createDemoTenant, DEMO_PASSWORD } from '../../seed/demo.ts';

const FIELDS = '_id kind title { language value } body { language value } roleTypes position';
const WIDGETS = `query Widgets($all: Boolean) { dashboardWidgets(all: $all) { ${FIELDS} } }`;
const CREATE = `mutation Create($data: DashboardWidgetInput!) { createDashboardWidget(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $data: DashboardWidgetInput!) { updateDashboardWidget(widgetId: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteDashboardWidget(widgetId: $id) }';
const MOVE = 'mutation Move($id: ID!, $position: Int!) { moveDashboardWidget(widgetId: $id, position: $position) { _id position } }';
const RECENT = `query Recent($limit: Int) { recentStartupActivity(limit: $limit) {
  _id kind createdAt excerpt startup { _id name logo } createdBy { _id fullName avatar } } }`;

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant, language?: string) =>
  gql(server, query, variables, { tenant: on.slug, token, language });

const text = (en: string, fr?: string) => [{ language: 'en', value: en }, ...(fr ? [{ language: 'fr', value: fr }] : [])];

async function createWidget(token: string, data: Record<string, unknown>, on: Tenant = tenant) {
  const answer = await call(CREATE, { data: { title: text('Untitled'), body: text('<p>Text</p>'), ...data } }, token, on);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.createDashboardWidget as { _id: string; position: number; body: Array<{ language: string; value: string }> };
}

const widgetCount = (on: Tenant) => withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.dashboardWidgets)).length);

describe('dashboard widgets per role', () => {
  it('shows each person the widgets placed for their role type and those for everyone, in order', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const everyone = await createWidget(admin.token, { title: text('Demo Day on 12 March', 'Demo Day le 12 mars') }, on);
    const founders = await createWidget(admin.token, { title: text('Office hours'), roleTypes: ['cofounder', 'community_member'] }, on);
    const coaches = await createWidget(admin.token, { title: text('Coaching guide'), roleTypes: ['coach'] }, on);
    expect([everyone.position, founders.position, coaches.position]).toEqual([0, 1, 2]);

    const seen = async (token: string) => ((await call(WIDGETS, {}, token, on)).data.dashboardWidgets as Array<{ _id: string }>).map((w) => w._id);
    expect(await seen(staff.token)).toEqual([everyone._id]);
    expect(await seen(founder.token)).toEqual([everyone._id, founders._id]);
    // An admin's own home page follows the same rule; `all` is for arranging them.
    expect(await seen(admin.token)).toEqual([everyone._id]);
    const all = await call(WIDGETS, { all: true }, admin.token, on);
    expect(all.data.dashboardWidgets.map((w: { _id: string }) => w._id)).toEqual([everyone._id, founders._id, coaches._id]);
    expect(all.data.dashboardWidgets[0].title).toEqual(text('Demo Day on 12 March', 'Demo Day le 12 mars'));
  });

  it('needs a signed-in viewer', async () => {
    const answer = await gql(server, WIDGETS, {}, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('changing the widgets', () => {
  it('belongs to organisation admins (sub-admins included), and records the changes in the activity feed', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const subadmin = await buildSignedInUser(on, { roleType: 'subadmin' });
    const widget = await createWidget(subadmin.token, { title: text('Welcome') }, on);
    for (const roleType of ['staff', 'coach', 'cofounder'] as const) {
      const person = await buildSignedInUser(on, { roleType });
      const answers = [
        await call(CREATE, { data: { title: text('X'), body: text('<p>Y</p>') } }, person.token, on),
        await call(UPDATE, { id: widget._id, data: { title: text('Changed') } }, person.token, on),
        await call(DELETE, { id: widget._id }, person.token, on),
        await call(MOVE, { id: widget._id, position: 0 }, person.token, on),
        await call(WIDGETS, { all: true }, person.token, on),
      ];
      for (const answer of answers) expect(answer.errors?.[0].extensions?.code, roleType).toBe('FORBIDDEN');
    }
    expect(await widgetCount(on)).toBe(1);

    const updated = await call(UPDATE, { id: widget._id, data: { title: text('Welcome aboard'), roleTypes: ['staff'] } }, admin.token, on);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateDashboardWidget).toMatchObject({ title: text('Welcome aboard'), roleTypes: ['staff'], body: text('<p>Text</p>') });
    expect((await call(DELETE, { id: widget._id }, admin.token, on)).data.deleteDashboardWidget).toBe(true);
    expect(await widgetCount(on)).toBe(0);

    const feed = await gql(server, FEED, {}, { tenant: on.slug, token: admin.token });
    expect(feed.data.activityFeed.results.map((r: { summary: string }) => r.summary)).toEqual(
      expect.arrayContaining([
        `${subadmin.user.firstName} ${subadmin.user.lastName} added the widget “Welcome” to the home page`,
        `${admin.user.firstName} ${admin.user.lastName} changed the home page widget “Welcome aboard”`,
        `${admin.user.firstName} ${admin.user.lastName} removed the widget “Welcome aboard” from the home page`,
      ]),
    );
  });

  it('moves a widget among the others and closes the gap a deleted one leaves', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin&coach', email: `admin-coach-${newId()}@example.test` });
    const [a, b, c] = [await createWidget(admin.token, {}, on), await createWidget(admin.token, {}, on), await createWidget(admin.token, {}, on)];
    const moved = await call(MOVE, { id: c._id, position: 0 }, admin.token, on);
    expect(moved.data.moveDashboardWidget).toEqual([
      { _id: c._id, position: 0 },
      { _id: a._id, position: 1 },
      { _id: b._id, position: 2 },
    ]);
    // Past the end means last.
    const last = await call(MOVE, { id: c._id, position: 99 }, admin.token, on);
    expect(last.data.moveDashboardWidget.map((w: { _id: string }) => w._id)).toEqual([a._id, b._id, c._id]);
    await call(DELETE, { id: a._id }, admin.token, on);
    const after = await call(WIDGETS, { all: true }, admin.token, on);
    expect(after.data.dashboardWidgets.map((w: { position: number }) => w.position)).toEqual([0, 1]);
  });

  it('refuses bad input with translated messages and writes nothing', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const before = await widgetCount(tenant);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: text('  '), body: text('<p>Body</p>') }, 'title', 'Write a title in at least one language'],
      [{ title: [], body: text('<p>Body</p>') }, 'title', 'Write a title in at least one language'],
      [{ title: text('Title'), body: text('<p> </p>') }, 'body', 'Write a text in at least one language'],
      [{ title: text('Title'), body: text('<script>alert(1)</script>') }, 'body', 'Write a text in at least one language'],
      [{ title: [{ language: 'xx', value: 'Title' }], body: text('<p>Body</p>') }, 'title.0.language', 'Invalid field'],
      [{ title: text('Title'), body: text('<p>Body</p>'), roleTypes: ['wizard'] }, 'roleTypes.0', 'Invalid field'],
      [{ title: text('x'.repeat(201)), body: text('<p>Body</p>') }, 'title.0.value', 'Value must be less than or equal to 200 characters'],
      [{ title: text('Title'), body: text(`<p>${'x'.repeat(20_001)}</p>`) }, 'body.0.value', 'Value must be less than or equal to 20000 characters'],
      [{ title: text('Tab\u0007bell'), body: text('<p>Body</p>') }, 'title.0.value', 'Value contains characters that are not allowed'],
    ];
    for (const [data, field, message] of cases) {
      const answer = await call(CREATE, { data }, admin.token);
      expect(answer.data, field).toBeNull();
      expect(answer.errors?.[0].extensions?.code, field).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields, field).toContainEqual({ field, message });
    }
    const french = await call(CREATE, { data: { title: text(''), body: text('<p>Corps</p>') } }, admin.token, tenant, 'fr');
    expect(french.errors?.[0].extensions?.fields).toEqual([{ field: 'title', message: 'Saisissez un titre dans au moins une langue' }]);
    const badMove = await call(MOVE, { id: newId(), position: -1 }, admin.token);
    expect(badMove.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(await widgetCount(tenant)).toBe(before);
  });

  it('stores the text sanitised, dropping languages left empty', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const widget = await createWidget(admin.token, {
      title: [
        { language: 'en', value: ' Hello ' },
        { language: 'fr', value: '' },
      ],
      body: [
        { language: 'en', value: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.org">that</a></p><script>alert(1)</script>' },
        { language: 'ar', value: '<p></p>' },
      ],
    });
    expect(widget.body).toEqual([
      {
        language: 'en',
        value:
          '<p>Read <a rel="noopener noreferrer nofollow" target="_blank">this</a> and <a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">that</a></p>',
      },
    ]);
    const [row] = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.dashboardWidgets).where(eq(schema.dashboardWidgets.id, widget._id)));
    expect(row.title).toEqual([{ language: 'en', value: 'Hello' }]);
  });

  it("answers NOT_FOUND for another organisation's widget or a malformed id, and changes nothing there", async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const otherAdmin = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const theirs = await createWidget(otherAdmin.token, { title: text('Theirs') }, otherTenant);
    for (const id of [theirs._id, 'not-an-id', newId()]) {
      for (const [query, variables] of [
        [UPDATE, { id, data: { title: text('Mine now') } }],
        [DELETE, { id }],
        [MOVE, { id, position: 0 }],
      ] as const) {
        const answer = await call(query, variables, admin.token);
        expect(answer.errors?.[0].extensions?.code, `${query} ${id}`).toBe('NOT_FOUND');
      }
    }
    const still = await call(WIDGETS, { all: true }, otherAdmin.token, otherTenant);
    expect(still.data.dashboardWidgets).toEqual([expect.objectContaining({ _id: theirs._id, title: text('Theirs') })]);
    const mine = await call(WIDGETS, { all: true }, admin.token);
    expect(mine.data.dashboardWidgets.map((w: { _id: string }) => w._id)).not.toContain(theirs._id);
  });
});

describe('recent startup activity', () => {
  let on: Tenant;
  let people: Record<'staff' | 'coach' | 'mentor' | 'founder' | 'outsiderFounder', Awaited<ReturnType<typeof buildSignedInUser>>>;
  let ids: Record<string, string>;
  let startups: { a: string; b: string };

  beforeAll(async () => {
    on = await buildTenant(server);
    people = {
      staff: await buildSignedInUser(on, { roleType: 'staff' }),
      coach: await buildSignedInUser(on, { roleType: 'coach' }),
      mentor: await buildSignedInUser(on, { roleType: 'mentor' }),
      founder: await buildSignedInUser(on, { roleType: 'cofounder' }),
      outsiderFounder: await buildSignedInUser(on, { roleType: 'cofounder' }),
    };
    startups = {
      a: (await buildStartup(on, { name: 'Alpha', founders: [people.founder.user], coaches: [people.coach.user, people.mentor.user] })).id,
      b: (await buildStartup(on, { name: 'Beta', founders: [people.outsiderFounder.user] })).id,
    };
    ids = { publicA: newId(), privateA: newId(), replyA: newId(), milestoneA: newId(), publicB: newId(), milestone: newId() };
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await withTenant(server.services.pool, on.incubator.id, async (db) => {
      const base = { incubatorId: on.incubator.id, createdBy: people.staff.user.id };
      await db
        .insert(schema.startupMilestones)
        .values({ incubatorId: on.incubator.id, id: ids.milestone, startupId: startups.a, name: 'First paying customer', status: 'reached' });
      await db.insert(schema.timelineEvents).values([
        { ...base, id: ids.publicA, startupId: startups.a, kind: 'Event', message: '<p>Kick-off <strong>done</strong></p><p>Next: pricing</p>', createdAt: at(50) },
        { ...base, id: ids.privateA, startupId: startups.a, kind: 'Event', message: '<p>Team worries</p>', isPublic: false, createdAt: at(40) },
        { ...base, id: ids.replyA, startupId: startups.a, kind: 'Event', message: '<p>A reply</p>', parentId: ids.publicA, createdAt: at(30) },
        { ...base, id: ids.milestoneA, startupId: startups.a, kind: 'MilestonePost', subjectId: ids.milestone, createdAt: at(20) },
        { ...base, id: ids.publicB, startupId: startups.b, kind: 'Event', message: `<p>${'word '.repeat(60)}</p>`, createdBy: people.outsiderFounder.user.id, createdAt: at(10) },
      ]);
    });
  });

  const recent = async (token: string, variables: Record<string, unknown> = {}, where: Tenant = on) => {
    const answer = await call(RECENT, variables, token, where);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.recentStartupActivity as Array<{ _id: string; kind: string; excerpt: string; startup: { _id: string; name: string }; createdBy: { _id: string } | null }>;
  };

  it('lists the newest threads of every startup for staff, private ones included, never replies', async () => {
    const items = await recent(people.staff.token);
    expect(items.map((i) => i._id)).toEqual([ids.publicB, ids.milestoneA, ids.privateA, ids.publicA]);
    expect(items[3]).toMatchObject({
      kind: 'Event',
      excerpt: 'Kick-off done Next: pricing',
      startup: { _id: startups.a, name: 'Alpha' },
      createdBy: { _id: people.staff.user.id },
    });
    expect(items[1]).toMatchObject({ kind: 'MilestonePost', excerpt: 'First paying customer' });
    expect(items[0].excerpt.length).toBeLessThanOrEqual(160);
    expect(items[0].excerpt.endsWith('…')).toBe(true);
    expect((await recent(people.staff.token, { limit: 2 })).map((i) => i._id)).toEqual([ids.publicB, ids.milestoneA]);
  });

  it("shows founders only their own startups' public items", async () => {
    expect((await recent(people.founder.token)).map((i) => i._id)).toEqual([ids.milestoneA, ids.publicA]);
    expect((await recent(people.outsiderFounder.token)).map((i) => i._id)).toEqual([ids.publicB]);
  });

  it('shows those assigned to a startup its items, private ones only with the permission', async () => {
    // Coaches hold TIMELINE/CREATE_PRIVATE_COMMENT:VIEW by default; mentors do not.
    expect((await recent(people.coach.token)).map((i) => i._id)).toEqual([ids.milestoneA, ids.privateA, ids.publicA]);
    expect((await recent(people.mentor.token)).map((i) => i._id)).toEqual([ids.milestoneA, ids.publicA]);
  });

  it("shows nothing of another organisation's timelines", async () => {
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'staff' });
    expect(await recent(stranger.token, {}, otherTenant)).toEqual([]);
  });
});

describe('the demo tenant', () => {
  it('greets everyone with Demo Day and founders with their office hours, and shows each role recent posts', async () => {
    const slug = `demo-${randomUUID().slice(0, 8)}`;
    await createDemoTenant(server.services, slug);
    const signIn = async (email: string) => (await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug })).body.token;
    const titles = async (email: string, language = 'en') => {
      const answer = await gql(server, WIDGETS, {}, { tenant: slug, token: await signIn(email) });
      return answer.data.dashboardWidgets.map((w: { title: Array<{ language: string; value: string }> }) => w.title.find((t) => t.language === language)?.value);
    };
    expect(await titles('founder@demo.test')).toEqual(['Demo Day on 12 March', 'Office hours']);
    expect(await titles('member@demo.test', 'ar')).toEqual(['يوم العرض في 12 مارس', 'ساعات الاستشارة']);
    expect(await titles('coach@demo.test', 'fr')).toEqual(['Demo Day le 12 mars']);
    for (const email of ['staff@demo.test', 'coach@demo.test', 'founder@demo.test']) {
      const recent = await gql(server, RECENT, {}, { tenant: slug, token: await signIn(email) });
      expect(recent.data.recentStartupActivity.length, email).toBeGreaterThan(0);
    }
  }, 60_000);
});
