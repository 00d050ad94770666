import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { samplePng } from '../attachments/sample-files.ts';
import { CREATE, NOTIFICATIONS, REPLY, UPDATE, caller, mentionRows, note, ok, type Call } from './test-support.ts';

let server: TestServer;
let storageDir: string;
let call: Call;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-timeline-'));
  server = await startTestServer({ STORAGE_DIR: storageDir });
  call = caller(server);
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

async function bell(token: string, on: Tenant) {
  return (await ok(call(NOTIFICATIONS, {}, token, on))).paginatedNotifications.notifications.map((r: any) => r.notification);
}

const mention = (id: string, label: string) => `<span data-type="mention" data-id="${id}" data-label="${label}">@${label}</span>`;

async function scene() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Stella' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cole' });
  const startup = await buildStartup(on, { name: 'GreenLoop', founders: [founder.user], coaches: [coach.user] });
  return { on, staff, founder, coach, startup };
}

describe('notifications of the timeline', () => {
  it('tells the founders and the assigned people of a public note, only the assigned side of a private one', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    await note(call, staff.token, on, { startupId: startup.id, message: '<p>Demo day is <strong>Friday</strong> &amp; rehearsal Thursday.</p>' });
    const url = `/startup/${startup.id}/file/activities`;
    expect(await bell(founder.token, on)).toEqual([
      {
        notificationType: 'newCommentStartup',
        message: 'Stella staff posted on the timeline of GreenLoop',
        url,
        note: { content: 'Demo day is Friday & rehearsal Thursday.' },
        parentNote: null,
      },
    ]);
    expect((await bell(coach.token, on)).map((n: any) => [n.notificationType, n.message])).toEqual([
      ['newCommentStartupStaff', 'Stella staff posted on the timeline of GreenLoop'],
    ]);
    expect(await bell(staff.token, on)).toEqual([]);

    await note(call, staff.token, on, { startupId: startup.id, message: '<p>Internal</p>', isPublic: false });
    expect(await bell(founder.token, on)).toHaveLength(1);
    const coachBell = await bell(coach.token, on);
    expect(coachBell[0]).toMatchObject({
      notificationType: 'newCommentStartupStaff',
      message: 'Stella staff wrote a private note on the timeline of GreenLoop',
      note: { content: 'Internal' },
    });
  });

  it("tells a note's author and the earlier repliers of a reply, quoting both notes", async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const thread = await note(call, founder.token, on, { startupId: startup.id, message: '<p>Who has a pilot template?</p>' });
    await ok(call(REPLY, { eventId: thread._id, message: '<p>I do</p>' }, coach.token, on));
    await ok(call(REPLY, { eventId: thread._id, message: '<p>In the documents tab</p>' }, staff.token, on));

    const founderBell = await bell(founder.token, on);
    expect(founderBell.map((n: any) => n.notificationType)).toEqual(['newNoteReply', 'newNoteReply']);
    expect(founderBell[0]).toMatchObject({
      message: 'Stella staff replied to your note on GreenLoop',
      note: { content: 'In the documents tab' },
      parentNote: { content: 'Who has a pilot template?' },
    });
    const coachBell = await bell(coach.token, on);
    expect(coachBell[0]).toMatchObject({
      notificationType: 'siblingNoteReply',
      message: 'Stella staff also replied to a note on GreenLoop',
      parentNote: { content: 'Who has a pilot template?' },
    });
    // The coach heard of the founder's note itself, but not of their own reply.
    expect(coachBell.map((n: any) => n.notificationType)).toEqual(['siblingNoteReply', 'newCommentStartupStaff']);
  });

  it('records and notifies mentions of people who may read the note, once, and anew when an edit names someone', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const outsider = await buildSignedInUser(on, { roleType: 'mentor', firstName: 'Olga' });
    const written = await note(call, staff.token, on, {
      startupId: startup.id,
      message: `<p>${mention(founder.user.id, 'Fay')} and ${mention(outsider.user.id, 'Olga')}, see this</p>`,
    });
    expect(await mentionRows(server, on, written._id)).toEqual([founder.user.id]);
    const founderBell = await bell(founder.token, on);
    expect(founderBell).toEqual([
      expect.objectContaining({
        notificationType: 'alikePeopleNoteCreated',
        message: 'Stella staff mentioned you in a note on GreenLoop',
        note: { content: '@Fay and @Olga, see this' },
      }),
    ]);
    expect(await bell(outsider.token, on)).toEqual([]);

    // A private note names only those who read private notes.
    const hidden = await note(call, staff.token, on, {
      startupId: startup.id,
      isPublic: false,
      message: `<p>${mention(founder.user.id, 'Fay')} ${mention(coach.user.id, 'Cole')}</p>`,
    });
    expect(await mentionRows(server, on, hidden._id)).toEqual([coach.user.id]);
    expect(await bell(founder.token, on)).toHaveLength(1);

    const edited = (await ok(call(UPDATE, { eventId: written._id, message: `<p>${mention(founder.user.id, 'Fay')} ${mention(coach.user.id, 'Cole')}</p>` }, staff.token, on)))
      .updateStartupNote;
    expect(await mentionRows(server, on, edited._id)).toEqual([founder.user.id, coach.user.id].sort());
    expect(await bell(founder.token, on)).toHaveLength(1);
    expect((await bell(coach.token, on)).map((n: any) => n.notificationType)).toEqual(['alikePeopleNoteCreated', 'alikePeopleNoteCreated', 'newCommentStartupStaff']);
  });
});

async function upload(on: Tenant, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'chart.png');
  const response = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string };
}

const getFile = (on: Tenant, token: string, id: string) => fetch(`${server.url}/api/attachments/${id}`, { headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` } });

describe('files of notes', () => {
  it('attaches the viewer’s own uploads, readable exactly by those who read the note', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const open = await upload(on, staff.token);
    const written = await note(call, staff.token, on, { startupId: startup.id, attachmentIds: [open._id] });
    expect(written.attachments.map((a: any) => [a._id, a.name, a.fileType])).toEqual([[open._id, 'chart.png', 'image/png']]);
    expect((await getFile(on, founder.token, open._id)).status).toBe(200);

    const secret = await upload(on, staff.token);
    await note(call, staff.token, on, { startupId: startup.id, isPublic: false, attachmentIds: [secret._id] });
    expect((await getFile(on, coach.token, secret._id)).status).toBe(200);
    expect((await getFile(on, founder.token, secret._id)).status).toBe(404);

    // Someone else's upload, or one already attached, cannot be attached.
    const coachFile = await upload(on, coach.token);
    const refused = await call(CREATE, { startupId: startup.id, message: '<p>x</p>', attachmentIds: [coachFile._id] }, staff.token, on);
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: 'attachmentIds.0', message: 'This file cannot be attached: upload it again.' }]);
    const again = await call(CREATE, { startupId: startup.id, message: '<p>x</p>', attachmentIds: [open._id] }, staff.token, on);
    expect(again.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });
});
