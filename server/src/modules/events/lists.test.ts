import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { inHours, insertEvent, insertTag, LIST, listIds } from './visibility-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const list = (tenant: Tenant, token: string, variables: Record<string, unknown>) => gql(tenant.server, LIST, variables, { tenant: tenant.slug, token });

describe('keyset paging', () => {
  it('pages through ties on the start time without repeats or gaps, soonest first', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    // Thirteen events on five start times: the id breaks the ties.
    const hours = [30, 26, 26, 26, 48, 30, 26, 72, 48, 30, 26, 72, 100];
    const now = Date.now();
    const ids = new Map<string, number>();
    for (const [i, h] of hours.entries()) ids.set(await insertEvent(tenant, { title: `E${i}`, startsAt: new Date(now + h * 3_600_000) }), i);

    const seen: Array<{ _id: string; startTime: string }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await list(tenant, founder.token, { scope: 'FEED', cursor, limit: 4 });
      expect(answer.errors).toBeUndefined();
      seen.push(...answer.data.incubatorEvents.results);
      cursor = answer.data.incubatorEvents.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.length).toBe(hours.length);
    expect(new Set(seen.map((r) => r._id))).toEqual(new Set(ids.keys()));
    const keys = seen.map((r) => `${r.startTime}|${r._id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('pages ended events latest first', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    for (const h of [-10, -50, -30, -30, -20]) await insertEvent(tenant, { startsAt: inHours(h), endsAt: inHours(h + 1) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await list(tenant, founder.token, { scope: 'FEED', filter: { past: true }, cursor, limit: 2 });
      expect(answer.errors).toBeUndefined();
      seen.push(...answer.data.incubatorEvents.results.map((r: { startTime: string }) => r.startTime));
      cursor = answer.data.incubatorEvents.next;
    } while (cursor);
    expect(seen.length).toBe(5);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('refuses a cursor it did not write with a validation error on the cursor', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    for (const cursor of ['garbage', Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const answer = await list(tenant, founder.token, { scope: 'FEED', cursor });
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
    }
  });
});

describe('scopes', () => {
  it('MY lists the events one is registered or waitlisted for and those one hosts', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const other = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const registered = await insertEvent(tenant, { attendees: [founder.user.id], startsAt: inHours(5) });
    const waitlisted = await insertEvent(tenant, { attendees: [{ userId: founder.user.id, waitlisted: true }], startsAt: inHours(6) });
    const hosted = await insertEvent(tenant, { hosts: [founder.user.id], status: 'DRAFT', startsAt: inHours(7) });
    const both = await insertEvent(tenant, { hosts: [founder.user.id], attendees: [founder.user.id], startsAt: inHours(8) });
    const cancelled = await insertEvent(tenant, { attendees: [founder.user.id], status: 'CANCELLED', startsAt: inHours(9) });
    await insertEvent(tenant, { attendees: [other.user.id] });
    await insertEvent(tenant, { attendees: [founder.user.id], isArchived: true });
    const ended = await insertEvent(tenant, { attendees: [founder.user.id], startsAt: inHours(-5), endsAt: inHours(-4) });
    expect(await listIds(tenant, founder.token, 'MY', null, 2)).toEqual([registered, waitlisted, hosted, both, cancelled]);
    expect(await listIds(tenant, founder.token, 'MY', { past: true })).toEqual([ended]);
  });

  it('CREATED_BY_ME lists what one created, in any state', async () => {
    const tenant = await buildTenant(server);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const mine = [
      await insertEvent(tenant, { createdBy: coach.user.id, startsAt: inHours(2) }),
      await insertEvent(tenant, { createdBy: coach.user.id, status: 'DRAFT', startsAt: inHours(3) }),
      await insertEvent(tenant, { createdBy: coach.user.id, status: 'CANCELLED', startsAt: inHours(4) }),
      await insertEvent(tenant, { createdBy: coach.user.id, isArchived: true, startsAt: inHours(5) }),
    ];
    await insertEvent(tenant, { createdBy: staff.user.id });
    expect(await listIds(tenant, coach.token, 'CREATED_BY_ME')).toEqual(mine);
    expect(await listIds(tenant, staff.token, 'CREATED_BY_ME')).not.toContain(mine[0]);
  });

  it('UNPUBLISHED lists the drafts one may edit: every draft for EVENT:EDIT, else one’s own and those one hosts', async () => {
    const tenant = await buildTenant(server);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const own = await insertEvent(tenant, { status: 'DRAFT', createdBy: coach.user.id, startsAt: inHours(2) });
    const hosted = await insertEvent(tenant, { status: 'DRAFT', createdBy: staff.user.id, hosts: [coach.user.id], startsAt: inHours(3) });
    const others = await insertEvent(tenant, { status: 'DRAFT', createdBy: staff.user.id, startsAt: inHours(4) });
    await insertEvent(tenant, { status: 'PUBLISHED', createdBy: coach.user.id });
    await insertEvent(tenant, { status: 'DRAFT', createdBy: coach.user.id, isArchived: true });
    expect(await listIds(tenant, coach.token, 'UNPUBLISHED')).toEqual([own, hosted]);
    expect(await listIds(tenant, staff.token, 'UNPUBLISHED')).toEqual([own, hosted, others]);
    expect(await listIds(tenant, founder.token, 'UNPUBLISHED')).toEqual([]);
  });
});

describe('filters', () => {
  it('narrows by range, tags, topics, type and title', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const [tag, topic, unused] = [await insertTag(tenant, 'IncubatorEvent'), await insertTag(tenant, 'Topic'), await insertTag(tenant, 'IncubatorEvent')];
    const tagged = await insertEvent(tenant, { title: 'Pitch night', tagIds: [tag], startsAt: inHours(10) });
    const topical = await insertEvent(tenant, { title: '100% demo_day', topicIds: [topic], startsAt: inHours(20) });
    const oneOnOne = await insertEvent(tenant, { title: 'Office hours', eventType: 'ONE_ON_ONE', startsAt: inHours(30), endsAt: inHours(40) });
    const ended = await insertEvent(tenant, { title: 'Yesterday', startsAt: inHours(-30), endsAt: inHours(-29) });
    const ids = (filter: Record<string, unknown>) => listIds(tenant, founder.token, 'FEED', filter);
    expect(await ids({ tagIds: [tag] })).toEqual([tagged]);
    expect(await ids({ tagIds: [unused] })).toEqual([]);
    expect(await ids({ topicIds: [topic] })).toEqual([topical]);
    expect(await ids({ eventTypes: ['ONE_ON_ONE'] })).toEqual([oneOnOne]);
    expect(await ids({ eventTypes: ['GROUP'] })).toEqual([tagged, topical]);
    // Search is literal: % and _ match themselves.
    expect(await ids({ search: '100%' })).toEqual([topical]);
    expect(await ids({ search: 'h_n' })).toEqual([]);
    expect(await ids({ search: 'o_d' })).toEqual([topical]);
    expect(await ids({ search: 'PITCH' })).toEqual([tagged]);
    // A range holds the events overlapping it, ended or not (a calendar month).
    expect(await ids({ from: inHours(-31).toISOString(), to: inHours(15).toISOString() })).toEqual([ended, tagged]);
    expect(await ids({ from: inHours(35).toISOString(), to: inHours(36).toISOString() })).toEqual([oneOnOne]);
    expect(await ids({ from: inHours(-31).toISOString(), to: inHours(15).toISOString(), past: false })).toEqual([tagged]);
  });

  it('refuses a bad filter with errors on its fields and reads nothing', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const fields = async (filter: Record<string, unknown>) => {
      const answer = await gql(tenant.server, LIST, { scope: 'FEED', filter }, { tenant: tenant.slug, token: founder.token, language: 'fr' });
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      return answer.errors?.[0].extensions?.fields.map((f: { field: string; message: string }) => [f.field, f.message]);
    };
    expect(await fields({ from: inHours(5).toISOString(), to: inHours(1).toISOString() })).toEqual([['filter.to', 'La fin de la période doit suivre son début']]);
    expect((await fields({ tagIds: ['not-an-id'] }))[0][0]).toBe('filter.tagIds.0');
    expect((await fields({ from: 'yesterday' }))[0][0]).toBe('filter.from');
    expect((await fields({ search: 'x'.repeat(201) }))[0][0]).toBe('filter.search');
  });

  it('caps the page at 100', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await insertEvent(tenant);
    const answer = await list(tenant, founder.token, { scope: 'FEED', limit: 100_000 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.incubatorEvents.results.length).toBe(1);
  });
});
