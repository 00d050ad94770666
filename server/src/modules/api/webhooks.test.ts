import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import type { RecordedEvent } from '../../core/events.ts';
import { setFlags } from '../startups/test-support.ts';
import { sendDueDeliveries } from './delivery.ts';
import { publicEvent } from './public-events.ts';

const CREATE = `mutation C($data: WebhookInput!) { createWebhook(data: $data) { secret webhook { _id url eventKinds enabled } } }`;
const UPDATE = 'mutation U($id: ID!, $data: WebhookChanges!) { updateWebhook(id: $id, data: $data) { _id enabled failureCount } }';
const LOG = `query L($id: ID!, $cursor: String, $limit: Int) { webhookDeliveries(webhookId: $id, cursor: $cursor, limit: $limit) {
  next results { _id eventId eventKind status attempts test replayOf nextAttemptAt responseStatus responseExcerpt durationMs payload } } }`;
const REPLAY = 'mutation R($id: ID!) { replayWebhookDelivery(id: $id) { _id replayOf status } }';
const TEST = 'mutation T($id: ID!) { sendTestWebhook(id: $id) { _id eventKind test } }';
const HOOKS = '{ webhooks { _id enabled disabledAt failureCount } }';
const CREATE_STARTUP = 'mutation S($data: StartupInput!) { createStartup(data: $data) { _id name } }';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiving end on this machine: it records what it gets and answers with the status the test sets. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(state.status, { 'content-type': 'text/plain' });
      response.end(state.status === 200 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, state, close: () => new Promise((r) => server.close(r)) };
}

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_SEND_INTERVAL_MS: '0' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(server, { plan: 'enterprise' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  receiver.received.length = 0;
  receiver.state.status = 200;
});

const call = (query: string, variables: Record<string, unknown>, token = admin.token, on = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const send = (at: Date) => sendDueDeliveries(server.services, tenant.incubator, at);

async function subscribe(eventKinds = ['startup.created']) {
  const answer = await call(CREATE, { data: { url: receiver.url, eventKinds } });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.createWebhook as { secret: string; webhook: { _id: string } };
}

async function logOf(id: string) {
  const answer = await call(LOG, { id });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.webhookDeliveries.results as Array<Record<string, any>>;
}

describe('webhooks', () => {
  it('post a signed delivery of a subscribed event', async () => {
    const { secret, webhook } = await subscribe();
    expect(secret).toMatch(/^whsec_/);
    // Sealed at rest, shown again to admins on demand.
    const stored = await server.services.pool.query('SELECT secret FROM webhooks');
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    expect((await call('query S($id: ID!) { webhookSecret(id: $id) }', { id: webhook._id })).data.webhookSecret).toBe(secret);
    const made = await call(CREATE_STARTUP, { data: { name: 'Hooked' } });
    expect(made.errors).toBeUndefined();
    expect(await send(new Date(Date.now() + 1000))).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    expect(headers['seedbed-event']).toBe('startup.created');
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['seedbed-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    const payload = JSON.parse(body);
    expect(payload).toEqual({
      id: expect.any(String),
      kind: 'startup.created',
      occurredAt: expect.any(String),
      organisation: { id: tenant.incubator.id, slug: tenant.slug, name: tenant.incubator.name },
      data: { startupId: made.data.createStartup._id, name: 'Hooked' },
    });

    const [delivery] = await logOf(webhook._id);
    expect(delivery).toMatchObject({ _id: headers['seedbed-delivery'], status: 'SUCCEEDED', attempts: 1, responseStatus: 200, responseExcerpt: 'thanks' });
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('retry a failing receiver with back-off, then stop', async () => {
    const { webhook } = await subscribe();
    await call(CREATE_STARTUP, { data: { name: 'Flaky' } });
    receiver.state.status = 500;
    const start = Date.now() + 1000;
    const at = (seconds: number) => new Date(start + seconds * 1000);

    expect(await send(at(0))).toBe(1);
    let [delivery] = await logOf(webhook._id);
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500 });
    expect(new Date(delivery.nextAttemptAt).getTime()).toBe(at(60).getTime());

    expect(await send(at(30))).toBe(0);
    expect(await send(at(61))).toBe(1);
    [delivery] = await logOf(webhook._id);
    expect(new Date(delivery.nextAttemptAt).getTime()).toBe(at(61 + 300).getTime());

    // Attempts 3 to 6 after 30 min, 2 h and 12 h (twice): then it is FAILED for good.
    let clock = 61 + 300;
    for (const wait of [0, 1800, 7200, 43200]) {
      clock += wait;
      expect(await send(at(clock))).toBe(1);
    }
    [delivery] = await logOf(webhook._id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 6, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(6);
    expect(await send(at(clock + 100_000))).toBe(0);
    expect((await call(HOOKS, {})).data.webhooks[0].failureCount).toBe(6);

    // Replayed, the same event goes out again as a new delivery; this time it gets through.
    receiver.state.status = 200;
    const replay = await call(REPLAY, { id: delivery._id });
    expect(replay.errors, JSON.stringify(replay.errors)).toBeUndefined();
    expect(replay.data.replayWebhookDelivery).toMatchObject({ replayOf: delivery._id, status: 'PENDING' });
    expect(await send(new Date(Date.now() + 1000))).toBe(1);
    const log = await logOf(webhook._id);
    expect(log[0]).toMatchObject({ _id: replay.data.replayWebhookDelivery._id, status: 'SUCCEEDED', eventId: delivery.eventId });
    expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(delivery.eventId);
    expect((await call(HOOKS, {})).data.webhooks[0].failureCount).toBe(0);
  });

  it('turn themselves off after too many failures in a row', async () => {
    const { webhook } = await subscribe();
    await changeAsOwner(server, 'UPDATE webhooks SET failure_count = 24 WHERE id = $1', [webhook._id]);
    receiver.state.status = 503;
    await call(CREATE_STARTUP, { data: { name: 'Last straw' } });
    await send(new Date(Date.now() + 1000));
    const [hook] = (await call(HOOKS, {})).data.webhooks;
    expect(hook).toMatchObject({ enabled: false, failureCount: 25, disabledAt: expect.any(String) });
    // Nothing is queued for a disabled webhook; turned on again, its count starts over.
    await call(CREATE_STARTUP, { data: { name: 'Unheard' } });
    expect(await send(new Date(Date.now() + 100_000_000))).toBe(0);
    expect((await call(UPDATE, { id: webhook._id, data: { enabled: true } })).data.updateWebhook).toMatchObject({ enabled: true, failureCount: 0 });
  });

  it('send a test delivery once', async () => {
    const { webhook } = await subscribe();
    const test = await call(TEST, { id: webhook._id });
    expect(test.data.sendTestWebhook).toMatchObject({ eventKind: 'webhook.test', test: true });
    receiver.state.status = 404;
    await send(new Date(Date.now() + 1000));
    const [delivery] = await logOf(webhook._id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1, responseStatus: 404 });
    expect(JSON.parse(delivery.payload).data.webhookId).toBe(webhook._id);
  });

  it('carry ids and public fields only', () => {
    const event = (kind: string, data: Record<string, unknown>, subjectId = 'subject') =>
      ({ id: 'e', kind, actorId: 'actor', subjectKind: null, subjectId, data, createdAt: new Date() }) as unknown as RecordedEvent;
    expect(
      publicEvent(event('application.statusChanged', { applicationId: 'a', applicationName: 'N', funnelId: 'f', from: 'x', to: 'y', recipientIds: ['secret-person'] }))?.data,
    ).toEqual({ applicationId: 'a', funnelId: 'f', name: 'N', from: 'x', to: 'y' });
    expect(publicEvent(event('form.answered', { formId: 'f', title: 'T', kind: 'FEEDBACK', anonymous: true }))?.data).toEqual({ formId: 'f', title: 'T', anonymous: true });
    expect(publicEvent(event('timeline.itemPosted', { startupId: 's', kind: 'CoachingSessionPost' }))).toBeNull();
    expect(publicEvent(event('timeline.itemPosted', { startupId: 's', kind: 'TopLevelDataSubmittedEvent' }))).toEqual({
      kind: 'metrics.submitted',
      data: { startupId: 's', itemId: 'subject' },
    });
    expect(publicEvent(event('timeline.noteCreated', { startupId: 's' }))).toBeNull();
  });

  it("keep another organisation's webhooks out of reach", async () => {
    const { webhook } = await subscribe();
    await call(TEST, { id: webhook._id });
    const [delivery] = await logOf(webhook._id);
    const other = await buildTenant(server, { plan: 'enterprise' });
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    const theirs = (query: string, variables: Record<string, unknown>) => call(query, variables, stranger.token, other);
    expect(codeOf(await theirs(LOG, { id: webhook._id }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs(UPDATE, { id: webhook._id, data: { enabled: false } }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs('mutation D($id: ID!) { deleteWebhook(id: $id) }', { id: webhook._id }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs(REPLAY, { id: delivery._id }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs('query S($id: ID!) { webhookSecret(id: $id) }', { id: webhook._id }))).toBe('NOT_FOUND');
    expect((await theirs(HOOKS, {})).data.webhooks).toEqual([]);
  });

  it('belong to admins, with the plan', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    expect(codeOf(await call(CREATE, { data: { url: receiver.url, eventKinds: ['task.done'] } }, coach.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(HOOKS, {}, coach.token))).toBe('FORBIDDEN');
    await setFlags(server, tenant, { publicApi: false, zapierIntegration: true });
    expect((await call(HOOKS, {})).errors).toBeUndefined();
    await setFlags(server, tenant, { publicApi: false, zapierIntegration: false });
    expect(codeOf(await call(HOOKS, {}))).toBe('FEATURE_DISABLED');
  });

  it('refuse bad input on its field', async () => {
    const fieldsOf = async (data: Record<string, unknown>) => {
      const answer = await call(CREATE, { data });
      expect(codeOf(answer)).toBe('VALIDATION_ERROR');
      return answer.errors?.[0].extensions?.fields.map((f: { field: string }) => f.field);
    };
    expect(await fieldsOf({ url: 'ftp://example.org/x', eventKinds: ['task.done'] })).toEqual(['url']);
    expect(await fieldsOf({ url: 'not an address', eventKinds: ['task.done'] })).toEqual(['url']);
    expect(await fieldsOf({ url: receiver.url, eventKinds: ['startup.exploded'] })).toEqual(['eventKinds.0']);
    expect(await fieldsOf({ url: receiver.url, eventKinds: [] })).toEqual(['eventKinds']);
    expect((await call(HOOKS, {})).data.webhooks).toEqual([]);
  });

  it('page the delivery log by keyset', async () => {
    const { webhook } = await subscribe();
    for (let i = 0; i < 5; i++) await call(TEST, { id: webhook._id });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: any = await call(LOG, { id: webhook._id, cursor, limit: 2 });
      seen.push(...answer.data.webhookDeliveries.results.map((r: { _id: string }) => r._id));
      cursor = answer.data.webhookDeliveries.next;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(codeOf(await call(LOG, { id: webhook._id, cursor: 'garbage' }))).toBe('VALIDATION_ERROR');
  });
});
