import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_NOTES_MAX } from '@seedbed/contracts/coaching';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { newId } from '../../core/ids.ts';
import { insertSession } from './notes-fixtures.ts';

const FIELDS = '_id editor staffEditor staffEditorPublic notesRevision viewerMayWriteNotes viewerMayWriteStaffNotes';
const SESSION = `query CoachingSessionNotes($id: ID!) { coachingSession(id: $id) { ${FIELDS} } }`;
const SAVE = `mutation SaveNotes($id: ID!, $input: CoachingSessionNotesInput!) { saveCoachingSessionNotes(id: $id, input: $input) { ${FIELDS} } }`;

let server: TestServer;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
});
afterAll(() => server.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;

/** A coach, a founder of the coached startup and the session between them. */
async function scene() {
  const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
  const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user] });
  const session = await insertSession(tenant, { startupId: startup.id, coachIds: [coach.user.id], attendeeIds: [founder.user.id] });
  return { coach, founder, startup, session };
}

describe('session notes', () => {
  it('keeps the staff notes from the startup until they are shared', async () => {
    const { coach, founder, session } = await scene();
    const saved = await call(SAVE, { id: session.id, input: { editor: '<p>Agenda</p>', staffEditor: '<p>Runway is short</p>', revision: 0 } }, coach.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveCoachingSessionNotes).toMatchObject({ editor: '<p>Agenda</p>', staffEditor: '<p>Runway is short</p>', notesRevision: 1, viewerMayWriteStaffNotes: true });

    const asFounder = await call(SESSION, { id: session.id }, founder.token);
    expect(asFounder.data.coachingSession).toMatchObject({ editor: '<p>Agenda</p>', staffEditor: null, viewerMayWriteNotes: true, viewerMayWriteStaffNotes: false });

    // The startup's side writes the shared notes, never the staff's nor whether they are shared.
    expect(code(await call(SAVE, { id: session.id, input: { staffEditor: '<p>mine</p>', revision: 1 } }, founder.token))).toBe('FORBIDDEN');
    expect(code(await call(SAVE, { id: session.id, input: { staffEditorPublic: true, revision: 1 } }, founder.token))).toBe('FORBIDDEN');
    const founderSave = await call(SAVE, { id: session.id, input: { editor: '<p>Agenda and questions</p>', revision: 1 } }, founder.token);
    expect(founderSave.data.saveCoachingSessionNotes).toMatchObject({ editor: '<p>Agenda and questions</p>', staffEditor: null, notesRevision: 2 });

    await call(SAVE, { id: session.id, input: { staffEditorPublic: true, revision: 2 } }, coach.token);
    const shared = await call(SESSION, { id: session.id }, founder.token);
    expect(shared.data.coachingSession).toMatchObject({ staffEditor: '<p>Runway is short</p>', staffEditorPublic: true, notesRevision: 3 });
  });

  it('refuses a save over a newer revision and answers the notes as they stand', async () => {
    const { coach, founder, session } = await scene();
    await call(SAVE, { id: session.id, input: { editor: '<p>First</p>', staffEditor: '<p>Staff only</p>', revision: 0 } }, coach.token);
    const stale = await call(SAVE, { id: session.id, input: { editor: '<p>Late</p>', revision: 0 } }, founder.token);
    expect(code(stale)).toBe('NOTES_CONFLICT');
    // The founder is told the shared notes, never the staff's.
    expect(stale.errors?.[0].extensions?.current).toEqual({ editor: '<p>First</p>', staffEditor: null, staffEditorPublic: false, notesRevision: 1 });
    expect((await call(SESSION, { id: session.id }, coach.token)).data.coachingSession).toMatchObject({ editor: '<p>First</p>', notesRevision: 1 });
  });

  it('sanitises the notes and bounds their length', async () => {
    const { coach, session } = await scene();
    const html = '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.test">site</a></p><img src=x onerror=alert(1)>';
    const saved = await call(SAVE, { id: session.id, input: { editor: html, revision: 0 } }, coach.token);
    expect(saved.data.saveCoachingSessionNotes.editor).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="https://example.test" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
    const long = await call(SAVE, { id: session.id, input: { editor: 'x'.repeat(SESSION_NOTES_MAX + 1), revision: 1 } }, coach.token);
    expect(code(long)).toBe('VALIDATION_ERROR');
    expect(long.errors?.[0].extensions?.fields?.[0].field).toBe('editor');
  });

  it("answers NOT_FOUND for another tenant's session, a malformed id and a session out of reach", async () => {
    const { session } = await scene();
    const stranger = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [stranger.user] });
    const outsider = await buildSignedInUser(other, { roleType: 'staff' });
    expect(code(await call(SAVE, { id: session.id, input: { editor: '<p>x</p>', revision: 0 } }, stranger.token))).toBe('NOT_FOUND');
    expect(code(await call(SAVE, { id: session.id, input: { editor: '<p>x</p>', revision: 0 } }, outsider.token, other))).toBe('NOT_FOUND');
    expect(code(await call(SAVE, { id: 'nope', input: { editor: '<p>x</p>', revision: 0 } }, outsider.token, other))).toBe('NOT_FOUND');
    expect(code(await call(SAVE, { id: newId(), input: { editor: '<p>x</p>', revision: 0 } }, outsider.token, other))).toBe('NOT_FOUND');
  });
});

const BRIEF = `query Brief($sessionId: ID!) { coachingSessionBrief(sessionId: $sessionId) {
  previous { sessionId notes staffNotes } openTasks { name } metrics { name } hours { remainingMinutes } } }`;

describe('coachingSessionBrief', () => {
  it("quotes the previous session's notes as text, for the coaches and organisers only", async () => {
    const { coach, founder, startup, session } = await scene();
    const earlier = await insertSession(tenant, { startupId: startup.id, coachIds: [coach.user.id], attendeeIds: [founder.user.id], startsAt: new Date(Date.now() - 86_400_000) });
    await call(SAVE, { id: earlier.id, input: { editor: '<p>Hire a <strong>designer</strong></p>', staffEditor: '<p>Watch the burn</p>', revision: 0 } }, coach.token);
    const brief = await call(BRIEF, { sessionId: session.id }, coach.token);
    expect(brief.errors).toBeUndefined();
    expect(brief.data.coachingSessionBrief).toMatchObject({
      previous: { sessionId: earlier.id, notes: 'Hire a designer', staffNotes: 'Watch the burn' },
      metrics: [],
      hours: null,
    });
    expect(code(await call(BRIEF, { sessionId: session.id }, founder.token))).toBe('NOT_FOUND');
  });
});
