import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { countStatements } from '../../../test/statements.ts';
import { newId } from '../../core/ids.ts';
import { runAs } from '../../core/request-context.ts';
import { updateIncubator } from '../organisation/service.ts';
import { changeUserRole, changeUserStatus } from '../people/changes.ts';
import { CREATE, inDays } from '../tasks/test-support.ts';
import { KINDS, allPages, feedCaller, recordAs } from './test-support.ts';

let server: TestServer;
let call: ReturnType<typeof feedCaller>;

beforeAll(async () => {
  server = await startTestServer();
  call = feedCaller(server);
});
afterAll(() => server.stop());

const admin = (on: Tenant, options: Parameters<typeof buildSignedInUser>[1] = {}) => buildSignedInUser(on, { roleType: 'admin', ...options });

describe('order and paging', () => {
  it('lists newest first and pages on (time, id) without gaps or repeats, even among events of one instant', async () => {
    const tenant = await buildTenant(server);
    const me = await admin(tenant);
    // Each batch is one transaction, so its events share one created_at: only the id orders them.
    await recordAs(
      tenant,
      me.user.id,
      Array.from({ length: 7 }, (_, i) => ({ kind: 'task.updated', subjectKind: 'task', subjectId: newId(), data: { n: i } })),
    );
    await recordAs(
      tenant,
      me.user.id,
      Array.from({ length: 5 }, () => ({ kind: 'task.done', subjectKind: 'task', subjectId: newId() })),
    );

    // Signing in recorded an event too; these two kinds are the ones recorded here.
    const kinds = { filter: { kinds: ['task.updated', 'task.done'] } };
    const whole = (await allPages(call, { ...kinds, limit: 100 }, me.token, tenant)).flat();
    expect(whole).toHaveLength(12);
    expect(whole.slice(0, 5).every((r) => r.kind === 'task.done')).toBe(true);
    for (let i = 1; i < whole.length; i++) expect(whole[i - 1].createdAt >= whole[i].createdAt).toBe(true);

    const pages = await allPages(call, { ...kinds, limit: 3 }, me.token, tenant);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 3]);
    expect(pages.flat().map((r) => r._id)).toEqual(whole.map((r) => r._id));
  });

  it('answers a clear error for a cursor or a date it cannot read, and a limit out of range', async () => {
    const tenant = await buildTenant(server);
    const me = await admin(tenant);
    for (const [variables, field] of [
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ filter: { from: 'yesterday-ish' } }, 'filter.from'],
      [{ filter: { actorId: 'nobody' } }, 'filter.actorId'],
      [{ limit: 1000 }, 'limit'],
    ] as const) {
      const answer = await call(variables, me.token, tenant);
      expect(answer.errors?.[0].extensions?.code, field).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields?.[0].field).toBe(field);
    }
  });
});

describe('filters', () => {
  let tenant: Tenant;
  let me: Awaited<ReturnType<typeof admin>>;
  let other: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    tenant = await buildTenant(server);
    me = await admin(tenant);
    other = await buildUser(tenant, { roleType: 'staff', firstName: 'Jonas' });
    await recordAs(tenant, me.user.id, [{ kind: 'industry.created', subjectKind: 'industry', subjectId: newId(), data: { name: 'Fintech' } }]);
    await recordAs(tenant, other.user.id, [{ kind: 'task.created', subjectKind: 'task', subjectId: newId() }]);
    await recordAs(tenant, other.user.id, [{ kind: 'attachment.uploaded', subjectKind: 'attachment', subjectId: newId(), data: { name: 'deck.pdf' } }]);
  });

  it('keeps the chosen kinds', async () => {
    const rows = (await allPages(call, { filter: { kinds: ['task.created', 'industry.created'] } }, me.token, tenant)).flat();
    expect(rows.map((r) => r.kind)).toEqual(['task.created', 'industry.created']);
  });

  it('keeps what one person did', async () => {
    const rows = (await allPages(call, { filter: { actorId: other.user.id } }, me.token, tenant)).flat();
    expect(rows.map((r) => r.kind)).toEqual(['attachment.uploaded', 'task.created']);
    expect(rows.every((r) => r.actor?._id === other.user.id)).toBe(true);
  });

  it('keeps a date range, its start included and its end excluded', async () => {
    const all = (await allPages(call, {}, me.token, tenant)).flat();
    const middle = all.find((r) => r.kind === 'task.created')!;
    const rows = (await allPages(call, { filter: { from: middle.createdAt, to: all[0].createdAt } }, me.token, tenant)).flat();
    expect(rows.map((r) => r.kind)).toEqual(['task.created']);
    const future = (await allPages(call, { filter: { from: inDays(1) } }, me.token, tenant)).flat();
    expect(future).toEqual([]);
  });
});

describe('who may read it', () => {
  it.each(['admin', 'admin&coach', 'subadmin'] as const)('%s reads the feed', async (roleType) => {
    const tenant = await buildTenant(server);
    const viewer = await buildSignedInUser(tenant, { roleType, email: `${roleType.replace('&', '-')}-${newId().slice(-8)}@example.test` });
    const answer = await call({}, viewer.token, tenant);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.activityFeed.results).toEqual(expect.any(Array));
  });

  it.each(['staff', 'coach', 'cofounder', 'mentor', 'evaluator'] as const)('%s is refused, and so are the kinds', async (roleType) => {
    const tenant = await buildTenant(server);
    const viewer = await buildSignedInUser(tenant, { roleType });
    for (const query of [FEED_QUERY, KINDS]) {
      const answer = await gql(server, query, {}, { tenant: tenant.slug, token: viewer.token });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('asks a visitor to sign in', async () => {
    const tenant = await buildTenant(server);
    const answer = await call({}, undefined, tenant);
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is closed while the plan lacks the feature, with a translated message', async () => {
    const tenant = await buildTenant(server);
    const viewer = await admin(tenant, { language: 'fr' });
    await changeAsOwner(server, `UPDATE incubators SET feature_flags = '{"activityFeed": false}' WHERE id = $1`, [tenant.incubator.id]);
    const answer = await call({}, viewer.token, tenant);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FEATURE_DISABLED', flag: 'activityFeed' });
    expect(answer.errors?.[0].message).toBe("Le fil d'activité ne fait pas partie de votre offre.");
  });

  it("never shows another organisation's events, nor its people", async () => {
    const tenant = await buildTenant(server);
    const otherTenant = await buildTenant(server);
    const me = await admin(tenant);
    const stranger = await buildUser(otherTenant, { roleType: 'admin' });
    await recordAs(otherTenant, stranger.user.id, [{ kind: 'task.created', subjectKind: 'task', subjectId: newId() }]);
    await recordAs(tenant, me.user.id, [{ kind: 'task.created', subjectKind: 'task', subjectId: newId() }]);
    const mine = (await allPages(call, {}, me.token, tenant)).flat();
    expect(mine.map((r) => r.kind).sort()).toEqual(['task.created', 'user.signedIn']);
    expect(mine.every((r) => r.actor?._id === me.user.id)).toBe(true);
    expect((await allPages(call, { filter: { actorId: stranger.user.id } }, me.token, tenant)).flat()).toEqual([]);
  });
});

describe('sentences', () => {
  let tenant: Tenant;
  let amira: Awaited<ReturnType<typeof admin>>;

  beforeAll(async () => {
    tenant = await buildTenant(server);
    amira = await admin(tenant, { firstName: 'Amira' });
  });

  async function latest(language: string) {
    const answer = await call({ limit: 1 }, amira.token, tenant, language);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.activityFeed.results[0];
  }

  it("names who did what to which task, in the viewer's language", async () => {
    const created = await gql(
      server,
      CREATE,
      { name: 'Pitch deck', dueDate: inDays(2), assignees: [{ type: 'user', value: amira.user.id }] },
      { tenant: tenant.slug, token: amira.token },
    );
    expect(created.errors).toBeUndefined();
    const row = await latest('en');
    expect(row).toMatchObject({ kind: 'task.created', actor: { _id: amira.user.id } });
    expect(row.summary).toBe(`${row.actor!.fullName} created the task “Pitch deck”`);
    expect((await latest('fr')).summary).toBe(`${row.actor!.fullName} a créé la tâche « Pitch deck »`);
  });
  it('reads role changes, organisation changes and renamed industries as sentences', async () => {
    const jonas = await buildUser(tenant, { roleType: 'staff', firstName: 'Jonas' });
    const coachRole = await roleOfType(tenant, 'coach');
    await recordAs(tenant, amira.user.id, [
      { kind: 'user.roleChanged', subjectKind: 'user', subjectId: jonas.user.id, data: { userId: jonas.user.id, fromRoleId: jonas.user.roleId, toRoleId: coachRole } },
    ]);
    expect((await latest('en')).summary).toBe("Amira admin changed Jonas staff's role to Coach");
    expect((await latest('de')).summary).toBe('Amira admin hat die Rolle von Jonas staff zu Coach geändert');

    await recordAs(tenant, amira.user.id, [{ kind: 'organisation.updated', subjectKind: 'incubator', subjectId: tenant.incubator.id, data: { fields: ['name', 'timezone'] } }]);
    expect((await latest('en')).summary).toBe("Amira admin changed the organisation's name and time zone");
    expect((await latest('fr')).summary).toBe("Amira admin a modifié l'organisation : nom et fuseau horaire");

    await recordAs(tenant, amira.user.id, [{ kind: 'industry.updated', subjectKind: 'industry', subjectId: newId(), data: { from: 'Fintech', to: 'Finance' } }]);
    expect((await latest('en')).summary).toBe('Amira admin renamed the industry “Fintech” to “Finance”');
  });

  it('reads what the organisation settings record, made through their own services', async () => {
    const jonas = await buildUser(tenant, { roleType: 'staff', firstName: 'Jonas' });
    const coachRole = await roleOfType(tenant, 'coach');
    await runAs(server.services, tenant.incubator, amira.user.id, (ctx) => updateIncubator(ctx, { name: 'Harbour Labs', timezone: 'Asia/Tokyo' }));
    expect((await latest('en')).summary).toBe("Amira admin changed the organisation's name and time zone");
    await runAs(server.services, tenant.incubator, amira.user.id, (ctx) => changeUserRole(ctx, jonas.user.id, coachRole));
    expect((await latest('en')).summary).toBe("Amira admin changed Jonas staff's role to Coach");
    expect((await latest('ar')).summary).toBe('غيّر Amira admin دور Jonas staff إلى مدرب');
    await runAs(server.services, tenant.incubator, amira.user.id, (ctx) => changeUserStatus(ctx, jonas.user.id, 'archived'));
    expect((await latest('en')).summary).toBe("Amira admin changed Jonas staff's status to archived");
  });

  it('falls back gracefully when what an event names is gone, and reads unknown kinds generically', async () => {
    await recordAs(tenant, amira.user.id, [{ kind: 'task.updated', subjectKind: 'task', subjectId: newId() }]);
    expect((await latest('en')).summary).toBe('Amira admin changed the task “a deleted task”');
    await recordAs(tenant, amira.user.id, [{ kind: 'user.roleChanged', subjectKind: 'user', subjectId: newId(), data: { toRoleId: newId() } }]);
    expect((await latest('en')).summary).toBe("Amira admin changed a former member's role to a deleted role");
    await recordAs(tenant, null, [{ kind: 'widget.resizedTwice', data: {} }]);
    const row = await latest('en');
    expect(row.actor).toBeNull();
    expect(row.summary).toBe('Seedbed: widget resized twice');
  });

  it("counts with each language's plural rules", async () => {
    await recordAs(tenant, null, [{ kind: 'task.completedAutomatically', subjectKind: 'task', data: { taskIds: [newId(), newId(), newId()] } }]);
    expect((await latest('en')).summary).toBe('Seedbed completed 3 automatic tasks');
    expect((await latest('uk')).summary).toBe('Seedbed виконав(-ла) 3 автоматичні завдання');
  });

  it('labels every kind it knows for the filter', async () => {
    const answer = await gql(server, KINDS, {}, { tenant: tenant.slug, token: amira.token, language: 'es' });
    const kinds = answer.data.activityKinds as Array<{ kind: string; label: string }>;
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['task.created', 'user.roleChanged', 'organisation.updated']));
    expect(kinds.find((k) => k.kind === 'task.created')?.label).toBe('Tarea creada');
  });

  it('costs the same number of queries for a long page as for a short one', async () => {
    const busy = await buildTenant(server);
    const boss = await admin(busy);
    const people = await Promise.all(Array.from({ length: 4 }, () => buildUser(busy)));
    const events = (n: number) =>
      people.flatMap((p) =>
        Array.from({ length: n }, () => ({ kind: 'user.roleChanged', subjectKind: 'user', subjectId: p.user.id, data: { userId: p.user.id, toRoleId: p.user.roleId } })),
      );
    await recordAs(busy, boss.user.id, events(1));
    // The viewer is then kept in memory: both measured pages find it there.
    await call({ limit: 1 }, boss.token, busy);
    const short = await countStatements(server.services, () => call({ limit: 4 }, boss.token, busy));
    await recordAs(busy, boss.user.id, events(6));
    const long = await countStatements(server.services, () => call({ limit: 28 }, boss.token, busy));
    expect(long.result.data!.activityFeed.results).toHaveLength(28);
    expect(long.statements).toBe(short.statements);
  });
});

async function roleOfType(on: Tenant, type: string): Promise<string> {
  const { rows } = await server.services.pool.query('SELECT id FROM roles WHERE incubator_id = $1 AND type = $2 LIMIT 1', [on.incubator.id, type]);
  return rows[0].id;
}

const FEED_QUERY = '{ activityFeed { next } }';
