import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { feedCaller } from '../activity/test-support.ts';
import { CREATE, DELETE, EVENTS, KINDS, REPLY, UPDATE, caller, note, ok, setGrant, timelineRows, wholeFeed, type Call } from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

/** A tenant with a startup, its founder, its assigned coach, a staff member and a coach of another startup. */
async function scene() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Stella' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cole' });
  const otherCoach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Otto' });
  const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  await buildStartup(on, { coaches: [otherCoach.user] });
  return { on, staff, founder, coach, otherCoach, startup };
}

const errorOf = (answer: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => answer.errors?.[0];

describe('the feed', () => {
  it('pages pinned items first, then newest, without gaps or repeats, and ends with next null', async () => {
    const { on, staff, founder, startup } = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await note(call, staff.token, on, { startupId: startup.id, message: `<p>Note ${i}</p>` }))._id);
    // Items written at the same instant are told apart by id, in the same order on every page.
    const sameInstant = new Date(Date.now() - 60_000);
    await withTenant(server.services.pool, on.incubator.id, async (db) => {
      const rows = Array.from({ length: 8 }, (_, i) => ({
        incubatorId: on.incubator.id,
        id: newId(),
        startupId: startup.id,
        kind: 'Event',
        createdBy: founder.user.id,
        message: `<p>Same instant ${i}</p>`,
        isPinned: i === 3,
        createdAt: sameInstant,
        updatedAt: sameInstant,
      }));
      await db.insert(schema.timelineEvents).values(rows);
      ids.push(...rows.map((r) => r.id));
    });
    await ok(call(UPDATE, { eventId: ids[2], isPinned: true }, staff.token, on));
    await ok(call(UPDATE, { eventId: ids[6], isPinned: true }, staff.token, on));

    const { items, pages } = await wholeFeed(call, founder.token, on, startup.id, { limit: 4 });
    expect(pages).toBe(5);
    expect(new Set(items.map((i) => i._id)).size).toBe(items.length);
    expect(items.map((i) => i._id).sort()).toEqual([...ids].sort());
    const key = (i: any) => [i.isPinned ? 1 : 0, i.createdAt, i._id] as const;
    const expected = [...items].sort((a, b) => {
      const [pa, ca, ia] = key(a);
      const [pb, cb, ib] = key(b);
      return pb - pa || (cb > ca ? 1 : cb < ca ? -1 : 0) || (ib > ia ? 1 : ib < ia ? -1 : 0);
    });
    expect(items.map((i) => i._id)).toEqual(expected.map((i) => i._id));
    expect(items.slice(0, 3).every((i) => i.isPinned)).toBe(true);

    const last = (await ok(call(EVENTS, { startupId: startup.id, limit: 100 }, founder.token, on))).startupEvents;
    expect(last.results).toHaveLength(ids.length);
    expect(last.next).toBeNull();
  });

  it('filters by kind, lists the kinds it offers, and refuses an unknown kind or a forged cursor', async () => {
    const { on, staff, startup } = await scene();
    const written = await note(call, staff.token, on, { startupId: startup.id });
    const postId = newId();
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.timelineEvents).values({ incubatorId: on.incubator.id, id: postId, startupId: startup.id, kind: 'MilestonePost', createdBy: staff.user.id }),
    );
    const only = async (type: string) => (await wholeFeed(call, staff.token, on, startup.id, { type })).items.map((i) => [i.__typename, i._id]);
    expect(await only('MilestonePost')).toEqual([['MilestonePost', postId]]);
    expect(await only('Event')).toEqual([['Event', written._id]]);
    expect((await ok(call(KINDS, { startupId: startup.id }, staff.token, on))).startupTimelineKinds).toEqual(expect.arrayContaining(['Event', 'MilestonePost']));

    const unknown = await call(EVENTS, { startupId: startup.id, type: 'Nonsense' }, staff.token, on);
    expect(errorOf(unknown)?.extensions?.code).toBe('VALIDATION_ERROR');
    const forged = await call(EVENTS, { startupId: startup.id, cursor: Buffer.from('[true,"x","y"]').toString('base64url') }, staff.token, on);
    expect(errorOf(forged)?.extensions?.fields).toEqual([{ field: 'cursor', message: 'Invalid field' }]);
  });

  it('keeps replies out of the feed and shows them under their note, oldest first', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const thread = await note(call, staff.token, on, { startupId: startup.id, message: '<p>Thread</p>' });
    const first = (await ok(call(REPLY, { eventId: thread._id, message: '<p>First</p>' }, founder.token, on))).replyToStartupNote;
    // A reply to a reply joins the same thread.
    const second = (await ok(call(REPLY, { eventId: first._id, message: '<p>Second</p>' }, coach.token, on))).replyToStartupNote;
    const { items } = await wholeFeed(call, founder.token, on, startup.id);
    expect(items.map((i) => i._id)).toEqual([thread._id]);
    expect(items[0].replyCount).toBe(2);
    expect(items[0].replies.map((r: any) => r._id)).toEqual([first._id, second._id]);
  });
});

describe('who reads the timeline', () => {
  it('lets ALL read any startup, ASSIGNED only their own, and NONE nothing but their own', async () => {
    const { on, staff, founder, coach, otherCoach, startup } = await scene();
    await note(call, founder.token, on, { startupId: startup.id });
    expect((await wholeFeed(call, staff.token, on, startup.id)).items).toHaveLength(1);
    expect((await wholeFeed(call, coach.token, on, startup.id)).items).toHaveLength(1);
    for (const outsider of [otherCoach]) {
      expect(errorOf(await call(EVENTS, { startupId: startup.id }, outsider.token, on))?.extensions?.code).toBe('NOT_FOUND');
      expect(errorOf(await call(CREATE, { startupId: startup.id, message: '<p>x</p>' }, outsider.token, on))?.extensions?.code).toBe('NOT_FOUND');
    }

    const closed = await buildTenant(server);
    await setGrant(server, closed, 'staff', 'STARTUP_FILE:VIEW', 'NONE');
    const blind = await buildSignedInUser(closed, { roleType: 'staff' });
    const elsewhere = await buildStartup(closed);
    expect(errorOf(await call(EVENTS, { startupId: elsewhere.id }, blind.token, closed))?.extensions?.code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another tenant's or a malformed id, and writes nothing", async () => {
    const { on, staff } = await scene();
    const other = await scene();
    const foreign = await note(call, other.staff.token, other.on, { startupId: other.startup.id });
    const before = await timelineRows(server, other.on);
    const attempts = [
      call(EVENTS, { startupId: other.startup.id }, staff.token, on),
      call(CREATE, { startupId: other.startup.id, message: '<p>x</p>' }, staff.token, on),
      call(REPLY, { eventId: foreign._id, message: '<p>x</p>' }, staff.token, on),
      call(UPDATE, { eventId: foreign._id, isPinned: true }, staff.token, on),
      call(DELETE, { eventId: foreign._id }, staff.token, on),
      call(EVENTS, { startupId: 'not-an-id' }, staff.token, on),
      call(DELETE, { eventId: 'not-an-id' }, staff.token, on),
    ];
    for (const answer of await Promise.all(attempts)) expect(errorOf(answer)?.extensions?.code).toBe('NOT_FOUND');
    expect(await timelineRows(server, other.on)).toBe(before);
  });
});

describe('private notes', () => {
  it('are read by the programme side only, never by founders, and replies follow their thread', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const open = await note(call, staff.token, on, { startupId: startup.id, message: '<p>Open</p>' });
    const hidden = await note(call, coach.token, on, { startupId: startup.id, message: '<p>Internal</p>', isPublic: false });
    const reply = (await ok(call(REPLY, { eventId: hidden._id, message: '<p>Agreed</p>' }, staff.token, on))).replyToStartupNote;
    expect(reply.isPublic).toBe(false);

    expect((await wholeFeed(call, founder.token, on, startup.id)).items.map((i) => i._id)).toEqual([open._id]);
    expect((await wholeFeed(call, founder.token, on, startup.id, { type: 'Event' })).items.map((i) => i._id)).toEqual([open._id]);
    expect((await wholeFeed(call, staff.token, on, startup.id)).items.map((i) => i._id)).toEqual([hidden._id, open._id]);
    for (const answer of [
      await call(REPLY, { eventId: hidden._id, message: '<p>?</p>' }, founder.token, on),
      await call(REPLY, { eventId: reply._id, message: '<p>?</p>' }, founder.token, on),
      await call(DELETE, { eventId: hidden._id }, founder.token, on),
    ])
      expect(errorOf(answer)?.extensions?.code).toBe('NOT_FOUND');

    const refused = await call(CREATE, { startupId: startup.id, message: '<p>Secret</p>', isPublic: false }, founder.token, on);
    expect(errorOf(refused)?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(refused)?.message).toBe('You are not allowed to write private notes.');
  });

  it('are hidden from staff whose role lacks TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', async () => {
    const on = await buildTenant(server);
    await setGrant(server, on, 'staff', 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', 'NONE');
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const startup = await buildStartup(on, { coaches: [coach.user] });
    await note(call, coach.token, on, { startupId: startup.id, isPublic: false });
    expect((await wholeFeed(call, staff.token, on, startup.id)).items).toEqual([]);
    expect(errorOf(await call(CREATE, { startupId: startup.id, message: '<p>x</p>', isPublic: false }, staff.token, on))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('bad input', () => {
  it('refuses an empty message, one of 1 MB and an unknown startup, translated, writing nothing', async () => {
    const { on, staff, startup } = await scene();
    const french = await buildSignedInUser(on, { roleType: 'staff', language: 'fr' });
    const before = await timelineRows(server, on);
    const empty = await call(CREATE, { startupId: startup.id, message: '<p> &nbsp; </p>' }, staff.token, on);
    expect(errorOf(empty)?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'message', message: 'Write a message before posting.' }] });
    const inFrench = await call(CREATE, { startupId: startup.id, message: '' }, french.token, on);
    expect(errorOf(inFrench)?.extensions?.fields).toEqual([{ field: 'message', message: 'Écrivez un message avant de publier.' }]);
    const huge = await call(CREATE, { startupId: startup.id, message: `<p>${'a'.repeat(1_000_000)}</p>` }, staff.token, on);
    expect(errorOf(huge)?.extensions?.fields).toEqual([{ field: 'message', message: 'The message is too long: at most 20000 characters.' }]);
    const unknown = await call(CREATE, { startupId: newId(), message: '<p>Hello</p>' }, staff.token, on);
    expect(errorOf(unknown)?.extensions?.code).toBe('NOT_FOUND');
    const scriptOnly = await call(CREATE, { startupId: startup.id, message: '<script>alert(1)</script>' }, staff.token, on);
    expect(errorOf(scriptOnly)?.extensions?.fields).toEqual([{ field: 'message', message: 'Write a message before posting.' }]);
    expect(await timelineRows(server, on)).toBe(before);
  });

  it('stores rich text sanitised: no script, no event handler, no javascript link', async () => {
    const { on, staff, founder, startup } = await scene();
    const written = await note(call, staff.token, on, {
      startupId: startup.id,
      message:
        '<p onclick="steal()">Hi <strong>team</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p><a href="javascript:alert(3)">bad</a> <a href="https://example.test" onmouseover="x()">good</a><h1>Big</h1><span style="color:red">red</span>',
    });
    expect(written.message).toBe(
      '<p>Hi <strong>team</strong></p><a rel="noopener noreferrer nofollow" target="_blank">bad</a> <a href="https://example.test" rel="noopener noreferrer nofollow" target="_blank">good</a>Bigred',
    );
    const read = (await wholeFeed(call, founder.token, on, startup.id)).items[0];
    expect(read.message).not.toMatch(/script|onclick|onerror|onmouseover|javascript|style/);
    const edited = (await ok(call(UPDATE, { eventId: written._id, message: '<p onclick="x()">Edited<script>1</script></p>' }, staff.token, on))).updateStartupNote;
    expect(edited.message).toBe('<p>Edited</p>');
    expect(edited.edited).toBe(true);
  });
});

describe('changing and deleting notes', () => {
  it('lets the author edit, the programme side pin, and nobody else either', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const own = await note(call, founder.token, on, { startupId: startup.id, message: '<p>Mine</p>' });
    expect(own.viewerCanPin).toBe(false);
    expect(errorOf(await call(UPDATE, { eventId: own._id, message: '<p>Not yours</p>' }, staff.token, on))?.extensions?.code).toBe('FORBIDDEN');
    const pinned = (await ok(call(UPDATE, { eventId: own._id, isPinned: true, message: '<p>Mine</p>' }, staff.token, on))).updateStartupNote;
    expect(pinned).toMatchObject({ isPinned: true, edited: false });
    expect(errorOf(await call(UPDATE, { eventId: own._id, isPinned: false }, founder.token, on))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await call(CREATE, { startupId: startup.id, message: '<p>x</p>', isPinned: true }, founder.token, on))?.extensions?.code).toBe('FORBIDDEN');
    expect((await ok(call(UPDATE, { eventId: own._id, isPinned: false }, coach.token, on))).updateStartupNote.isPinned).toBe(false);
    const reply = (await ok(call(REPLY, { eventId: own._id, message: '<p>r</p>' }, coach.token, on))).replyToStartupNote;
    expect(errorOf(await call(UPDATE, { eventId: reply._id, isPinned: true }, staff.token, on))?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('deletes one’s own note always, others’ with NOTE_SINGLE:DELETE, a thread with NOTE_THREAD:DELETE unless all is one’s own', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const byFounder = await note(call, founder.token, on, { startupId: startup.id });
    expect(errorOf(await call(DELETE, { eventId: byFounder._id }, coach.token, on))?.extensions?.code).toBe('FORBIDDEN');
    expect((await ok(call(DELETE, { eventId: byFounder._id }, staff.token, on))).deleteStartupNote).toBe(true);

    const ownThread = await note(call, founder.token, on, { startupId: startup.id });
    await ok(call(REPLY, { eventId: ownThread._id, message: '<p>me again</p>' }, founder.token, on));
    expect((await ok(call(DELETE, { eventId: ownThread._id }, founder.token, on))).deleteStartupNote).toBe(true);

    const shared = await note(call, founder.token, on, { startupId: startup.id });
    const coachReply = (await ok(call(REPLY, { eventId: shared._id, message: '<p>coach</p>' }, coach.token, on))).replyToStartupNote;
    const [seen] = (await wholeFeed(call, founder.token, on, startup.id)).items;
    expect(seen._id).toBe(shared._id);
    const refused = await call(DELETE, { eventId: shared._id }, founder.token, on);
    expect(errorOf(refused)).toMatchObject({ message: 'This note has replies from others: you are not allowed to delete the whole thread.', extensions: { code: 'FORBIDDEN' } });
    // The coach deletes their own reply; the founder's note is then theirs alone.
    expect((await ok(call(DELETE, { eventId: coachReply._id }, coach.token, on))).deleteStartupNote).toBe(true);
    await ok(call(REPLY, { eventId: shared._id, message: '<p>coach again</p>' }, coach.token, on));
    expect((await ok(call(DELETE, { eventId: shared._id }, staff.token, on))).deleteStartupNote).toBe(true);
    expect((await wholeFeed(call, founder.token, on, startup.id)).items).toEqual([]);
    expect(await timelineRows(server, on)).toBe(0);
  });
});

describe('the activity feed', () => {
  it('reads every write of the timeline as a sentence', async () => {
    const on = await buildTenant(server, { plan: 'enterprise' });
    const admin = await buildSignedInUser(on, { roleType: 'admin', firstName: 'Ada' });
    const startup = await buildStartup(on, { name: 'GreenLoop' });
    const thread = await note(call, admin.token, on, { startupId: startup.id });
    const reply = (await ok(call(REPLY, { eventId: thread._id, message: '<p>r</p>' }, admin.token, on))).replyToStartupNote;
    await ok(call(UPDATE, { eventId: thread._id, isPinned: true }, admin.token, on));
    await ok(call(DELETE, { eventId: reply._id }, admin.token, on));
    const feed = (await ok(feedCaller(server)({ filter: { kinds: ['timeline.noteCreated', 'timeline.noteUpdated', 'timeline.noteDeleted'] } }, admin.token, on))).activityFeed;
    expect(feed.results.map((r: { summary: string }) => r.summary)).toEqual([
      'Ada admin deleted a reply from the timeline of GreenLoop',
      'Ada admin changed a note on the timeline of GreenLoop',
      'Ada admin replied to a note on the timeline of GreenLoop',
      'Ada admin wrote a note on the timeline of GreenLoop',
    ]);
  });
});
