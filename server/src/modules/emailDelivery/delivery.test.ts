import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { textOf } from '../../../test/mailbox.ts';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { emailRecipients, type EmailRecipientRow } from '../../db/schema/email-delivery.ts';
import { campaignTracking, queueMessages, type OutgoingMessage } from './deliver.ts';
import { recipientsPage } from './recipients.ts';
import { signReport } from './reports.ts';
import { deliverDue, senderOf } from './sender.ts';

/** What the relay under test heard: each accepted mail's recipient and raw source. */
interface Heard {
  to: string;
  raw: string;
}

/**
 * A relay that answers like real ones: `later@` is refused for now (451) the first time and taken
 * the next, `gone@` does not exist (550), everyone else is taken.
 */
async function startRelay() {
  const heard: Heard[] = [];
  const refusedOnce = new Set<string>();
  const relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const email = address.address.toLowerCase();
      if (email.startsWith('gone@')) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      if (email.startsWith('later@') && !refusedOnce.has(email)) {
        refusedOnce.add(email);
        return callback(Object.assign(new Error('4.2.0 Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) heard.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`, heard, close: () => new Promise<void>((r) => relay.close(() => r())) };
}

let relay: Awaited<ReturnType<typeof startRelay>>;
let server: TestServer;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  relay = await startRelay();
  server = await startTestServer({ SMTP_URL: relay.url, EMAIL_SEND_INTERVAL_MS: '0', EMAIL_EVENTS_SECRET: '' });
  tenant = await buildTenant(server);
  other = await buildTenant(server);
});
afterAll(async () => {
  await server.stop();
  await relay.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** Queues messages as a person of the tenant, and waits for the sender to have sent them. */
async function send(on: Tenant, userId: string | null, messages: OutgoingMessage[]): Promise<void> {
  await runAs(server.services, on.incubator, userId, (ctx) => queueMessages(ctx, messages));
  await senderOf(server.services)!.idle();
}

async function recipientsOf(on: Tenant, emails: string[]): Promise<Map<string, EmailRecipientRow>> {
  const rows = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(emailRecipients).where(eq(emailRecipients.incubatorId, on.incubator.id)));
  return new Map(rows.filter((r) => emails.includes(r.email)).map((r) => [r.email, r]));
}

const call = (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const hit = (path: string, on: Tenant = tenant, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', ...init, headers: { 'x-incubator': on.slug, ...(init.headers as Record<string, string>) } });
const pathOf = (address: string) => new URL(address).pathname + new URL(address).search;
/** A raw mail's quoted-printable soft breaks joined and its escaped '=' restored: its HTML reads as written. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
/** The tracking addresses in a raw mail. */
const addressesIn = (raw: string) => [...unfolded(raw).matchAll(/https?:\/\/[^\s"<>()]+\/api\/emails\/[^\s"<>()]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));

const POSTS = `query Posts($startupId: ID!) { startupEvents(startupId: $startupId, limit: 20) { results { __typename _id createdBy { _id }
  ... on EmailThreadPost { emailMessage { _id subject emailContent cc bcc recipients { email user { _id fullName } status } numberOfTimesOpened isBounced isDeferred isDropped isDelivered isMarkedAsSpam lastOpenedAt } } } } }`;

describe('delivery from a real SMTP conversation', () => {
  it('delivers, defers then retries, and bounces with the reason; the thread posts on the timeline', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'founder' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    const tag = unique();
    const [ok, later, gone] = [`ok-${tag}@example.test`, `later@${tag}.example.test`, `gone@${tag}.example.test`];
    await send(tenant, staff.user.id, [
      {
        emailId: null,
        subject: 'Demo Day logistics',
        html: '<p>Doors open at 9. <a href="https://example.org/agenda">Agenda</a></p>',
        to: [
          { email: ok, userId: founder.user.id },
          { email: later, userId: null },
          { email: gone, userId: null },
        ],
        cc: [`copy-${tag}@example.test`],
        bcc: [`blind-${tag}@example.test`],
        startupId: startup.id,
        bulk: false,
      },
    ]);
    let rows = await recipientsOf(tenant, [ok, later, gone]);
    expect(rows.get(ok)).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(rows.get(ok)!.smtpResponse).toMatch(/^250/);
    expect(rows.get(later)).toMatchObject({ status: 'DEFERRED', bounceReason: null });
    expect(rows.get(later)!.smtpResponse).toMatch(/try again later/);
    expect(rows.get(gone)).toMatchObject({ status: 'BOUNCED' });
    expect(rows.get(gone)!.bounceReason).toMatch(/No such user/);
    // The copies go once, with the first recipient's mail.
    expect(relay.heard.filter((h) => h.to === `copy-${tag}@example.test`)).toHaveLength(1);
    expect(relay.heard.filter((h) => h.to === `blind-${tag}@example.test`)).toHaveLength(1);

    // Not yet due: nothing is sent again before the back-off.
    expect(await deliverDue(server.services, tenant.incubator)).toBe(0);
    expect(await deliverDue(server.services, tenant.incubator, new Date(Date.now() + 2 * 60_000))).toBe(1);
    rows = await recipientsOf(tenant, [later]);
    expect(rows.get(later)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(relay.heard.filter((h) => h.to === later)).toHaveLength(1);

    const seen = await call(POSTS, { startupId: startup.id }, staff.token);
    expect(seen.errors).toBeUndefined();
    const post = seen.data.startupEvents.results.find((r: { __typename: string }) => r.__typename === 'EmailThreadPost');
    expect(post.createdBy._id).toBe(staff.user.id);
    expect(post.emailMessage).toMatchObject({
      subject: 'Demo Day logistics',
      cc: [`copy-${tag}@example.test`],
      bcc: [`blind-${tag}@example.test`],
      numberOfTimesOpened: 0,
      isBounced: true,
      isDeferred: false,
      isDropped: false,
      isDelivered: false,
      isMarkedAsSpam: false,
      lastOpenedAt: null,
    });
    expect(post.emailMessage.recipients).toContainEqual({ email: ok, user: { _id: founder.user.id, fullName: expect.any(String) }, status: 'DELIVERED' });

    // The founder reads the mail on their timeline, without its tracking.
    const theirs = await call(POSTS, { startupId: startup.id }, founder.token);
    const mail = theirs.data.startupEvents.results.find((r: { __typename: string }) => r.__typename === 'EmailThreadPost').emailMessage;
    expect(mail).toMatchObject({ subject: 'Demo Day logistics', bcc: [], numberOfTimesOpened: null, isBounced: null, isDelivered: null, lastOpenedAt: null });
    expect(mail.emailContent).toContain('Doors open at 9.');
    expect(mail.recipients.every((r: { status: unknown }) => r.status === null)).toBe(true);
  });

  it('counts a campaign’s figures from its recipients', async () => {
    const emailId = crypto.randomUUID();
    const tag = unique();
    await send(tenant, null, [
      {
        emailId,
        subject: 'Figures',
        html: '<p>Hello</p>',
        to: [
          { email: `a-${tag}@example.test`, userId: null },
          { email: `gone@${tag}.example.org`, userId: null },
        ],
        bulk: true,
      },
    ]);
    const figures = await runAs(server.services, tenant.incubator, null, (ctx) => campaignTracking(ctx, [emailId, crypto.randomUUID()]));
    expect(figures.get(emailId)).toEqual({ recipients: 2, delivered: 1, opened: 0, clicked: 0, bounced: 1, deferred: 0, dropped: 0, spam: 0 });
    expect([...figures.values()][1].recipients).toBe(0);
    // The report's pages, by address; a forged cursor is refused, not read.
    const first = await runAs(server.services, tenant.incubator, null, (ctx) => recipientsPage(ctx, emailId, null, 1));
    expect(first.items.map((r) => r.email)).toEqual([`a-${tag}@example.test`]);
    const second = await runAs(server.services, tenant.incubator, null, (ctx) => recipientsPage(ctx, emailId, first.next, 1));
    expect(second).toMatchObject({ items: [{ email: `gone@${tag}.example.org`, status: 'BOUNCED' }], next: null });
    await expect(runAs(server.services, tenant.incubator, null, (ctx) => recipientsPage(ctx, emailId, 'not-a-cursor', 1))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // Another tenant reads nothing of it.
    expect((await runAs(server.services, other.incubator, null, (ctx) => recipientsPage(ctx, emailId, null, 10))).items).toEqual([]);
  });
});

describe('links in the mail', () => {
  it('redirects a click only to the message’s own links, and counts it', async () => {
    const to = `click-${unique()}@example.test`;
    await send(tenant, null, [
      {
        emailId: null,
        subject: 'Links',
        html: '<p><a href="https://example.org/a?x=1&amp;y=2">A</a> <a href="mailto:x@example.org">mail</a></p>',
        to: [{ email: to, userId: null }],
        bulk: false,
      },
    ]);
    const mail = relay.heard.find((h) => h.to === to)!;
    const click = addressesIn(mail.raw).find((a) => a.includes('/click/'))!;
    expect(click).toBeDefined();
    expect(mail.raw).toContain('mailto:x@example.org');
    const answer = await hit(pathOf(click));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://example.org/a?x=1&y=2');
    const token = new URL(click).pathname.split('/').pop()!;
    const forged = await hit(`/api/emails/click/${token}?u=${encodeURIComponent('https://evil.example/phish')}`);
    expect(forged.status).toBe(404);
    expect((await recipientsOf(tenant, [to])).get(to)).toMatchObject({ clickedCount: 1 });
    // Another tenant's token means nothing here.
    expect((await hit(pathOf(click), other)).status).toBe(404);
  });

  it('has no open pixel until the organisation turns it on, then counts opens', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const before = `pixel-off-${unique()}@example.test`;
    await send(tenant, null, [{ emailId: null, subject: 'No pixel', html: '<p>Hi</p>', to: [{ email: before, userId: null }], bulk: false }]);
    expect(addressesIn(relay.heard.find((h) => h.to === before)!.raw).some((a) => a.includes('/open/'))).toBe(false);
    const { token: offToken } = (await recipientsOf(tenant, [before])).get(before)!;
    const gif = await hit(`/api/emails/open/${offToken}.gif`);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect((await recipientsOf(tenant, [before])).get(before)!.openedCount).toBe(0);

    const SETTINGS = '{ emailDeliverySettings { openTracking eventsSecretSet eventsUrl } }';
    const UPDATE = 'mutation U($data: EmailDeliverySettingsInput!) { updateEmailDeliverySettings(data: $data) { openTracking } }';
    expect((await call(SETTINGS, {}, admin.token)).data.emailDeliverySettings).toMatchObject({ openTracking: false, eventsSecretSet: false });
    expect((await call(UPDATE, { data: { openTracking: true } }, staff.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(UPDATE, { data: { openTracking: 'yes' } }, admin.token)).errors).toBeDefined();
    expect((await call(UPDATE, { data: { openTracking: true } }, admin.token)).data.updateEmailDeliverySettings.openTracking).toBe(true);

    const after = `pixel-on-${unique()}@example.test`;
    await send(tenant, null, [{ emailId: null, subject: 'Pixel', html: '<p>Hi</p>', to: [{ email: after, userId: null }], bulk: false }]);
    const pixel = addressesIn(relay.heard.find((h) => h.to === after)!.raw).find((a) => a.includes('/open/'))!;
    expect(pixel).toMatch(/\.gif$/);
    await hit(pathOf(pixel));
    await hit(pathOf(pixel));
    const row = (await recipientsOf(tenant, [after])).get(after)!;
    expect(row.openedCount).toBe(2);
    expect(row.lastOpenedAt).not.toBeNull();
    // The other tenant still counts nothing, and this tenant's token opens nothing there.
    await hit(pathOf(pixel), other);
    expect((await recipientsOf(tenant, [after])).get(after)!.openedCount).toBe(2);
    await call(UPDATE, { data: { openTracking: false } }, admin.token);
  });

  it('unsubscribes through the link (after a confirmation) and drops later bulk mail', async () => {
    const to = `leaving-${unique()}@example.test`;
    await send(tenant, null, [{ emailId: null, subject: 'Newsletter', html: '<p>News</p>', to: [{ email: to, userId: null }], bulk: true }]);
    const raw = relay.heard.find((h) => h.to === to)!.raw;
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe:\s*<http[^>]+\/api\/emails\/unsubscribe\/[\w-]+>/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = addressesIn(raw).find((a) => a.includes('/unsubscribe/'))!;
    const page = await hit(pathOf(link), tenant, { headers: { 'accept-language': 'fr' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Se désabonner');
    // Looking is not leaving: mail still arrives.
    const oneClick = await hit(pathOf(link), tenant, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(to);
    await send(tenant, null, [
      { emailId: null, subject: 'Newsletter 2', html: '<p>More news</p>', to: [{ email: to, userId: null }], bulk: true },
      { emailId: null, subject: 'Your account', html: '<p>Personal</p>', to: [{ email: to, userId: null }], bulk: false },
    ]);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(emailRecipients)
        .where(and(eq(emailRecipients.incubatorId, tenant.incubator.id), eq(emailRecipients.email, to))),
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['DELIVERED', 'DELIVERED', 'DROPPED']);
    expect(relay.heard.filter((h) => h.to === to)).toHaveLength(2);
  });
});

describe('the language of a mail’s frame', () => {
  it('is the person’s own: the footer reads in it and Arabic turns the mail right to left; an address alone reads in the organisation’s', async () => {
    const reader = await buildUser(tenant, { email: `qari-${unique()}@example.test`, language: 'ar' });
    const stranger = `guest-${unique()}@example.test`;
    await send(tenant, null, [
      {
        emailId: null,
        subject: 'Demo day',
        html: '<p>See you there</p>',
        to: [
          { email: reader.email, userId: reader.user.id },
          { email: stranger, userId: null },
        ],
        bulk: true,
      },
    ]);
    const mailTo = (to: string) => relay.heard.find((h) => h.to === to.toLowerCase())!.raw;
    expect(textOf(mailTo(reader.email))).toContain('إلغاء الاشتراك في هذه الرسائل');
    expect(unfolded(mailTo(reader.email))).toContain('dir="rtl"');
    expect(textOf(mailTo(stranger))).toContain('Unsubscribe from these emails');
    expect(unfolded(mailTo(stranger))).toContain('dir="ltr"');
  });
});

describe('the relay’s delivery reports', () => {
  it('applies signed reports, refuses a bad signature or body, and leaves other tenants’ mail alone', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const secret = (await call('mutation { renewEmailEventsSecret }', {}, admin.token)).data.renewEmailEventsSecret as string;
    expect(secret.length).toBeGreaterThan(30);
    const tag = unique();
    const [a, b] = [`report-a-${tag}@example.test`, `report-b-${tag}@example.test`];
    await send(tenant, null, [
      {
        emailId: null,
        subject: 'Reports',
        html: '<p>x</p>',
        to: [
          { email: a, userId: null },
          { email: b, userId: null },
        ],
        bulk: true,
      },
    ]);
    const theirs = `theirs-${tag}@example.test`;
    await send(other, null, [{ emailId: null, subject: 'Theirs', html: '<p>x</p>', to: [{ email: theirs, userId: null }], bulk: false }]);
    const mine = await recipientsOf(tenant, [a, b]);
    const foreign = (await recipientsOf(other, [theirs])).get(theirs)!;

    const post = (body: string, signature: string | null) =>
      hit('/api/emails/events', tenant, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-seedbed-signature': signature } : {}) }, body });
    const reports = JSON.stringify([
      { token: mine.get(a)!.token, event: 'bounced', reason: '5.2.2 Mailbox full' },
      { messageId: mine.get(b)!.smtpMessageId!.slice(1, -1), event: 'spam' },
      { token: foreign.token, event: 'bounced', reason: 'forged' },
      { token: 'unknown-token-unknown-token-1234', event: 'delivered' },
    ]);
    expect((await post(reports, null)).status).toBe(401);
    expect((await post(reports, signReport('not the secret', reports))).status).toBe(401);
    const bad = JSON.stringify([{ token: mine.get(a)!.token, event: 'exploded' }]);
    const refused = await post(bad, signReport(secret, bad));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/delivered \| deferred \| bounced/);
    expect((await post('not json', signReport(secret, 'not json'))).status).toBe(400);

    const answer = await post(reports, `sha256=${signReport(secret, reports)}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 2, ignored: 2 });
    const after = await recipientsOf(tenant, [a, b]);
    expect(after.get(a)).toMatchObject({ status: 'BOUNCED', bounceReason: '5.2.2 Mailbox full' });
    expect(after.get(b)).toMatchObject({ status: 'SPAM' });
    expect((await recipientsOf(other, [theirs])).get(theirs)).toMatchObject({ status: 'DELIVERED', bounceReason: null });

    // A complaint ends the bulk mail to that address.
    await send(tenant, null, [{ emailId: null, subject: 'Again', html: '<p>x</p>', to: [{ email: b, userId: null }], bulk: true }]);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(emailRecipients)
        .where(and(eq(emailRecipients.incubatorId, tenant.incubator.id), eq(emailRecipients.email, b))),
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['DROPPED', 'SPAM']);
  });
});
