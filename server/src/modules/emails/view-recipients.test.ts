import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { caller, ok, setFlags, type Call } from '../startups/test-support.ts';
import { CREATE, ONE, RECIPIENTS } from './test-support.ts';

const SAVE_VIEW = `mutation Save($list: SavedViewList!, $name: String!, $filters: String!, $shared: Boolean) {
  createSavedView(list: $list, name: $name, filters: $filters, shared: $shared) { _id } }`;

let server: TestServer;
let call: Call;
let tenant: Tenant;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let colleague: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server, { plan: 'growth' });
  [staff, colleague] = await Promise.all([buildSignedInUser(tenant, { roleType: 'staff' }), buildSignedInUser(tenant, { roleType: 'staff' })]);
});
afterAll(() => server.stop());

const fieldsOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.fields;

async function saveView(owner: typeof staff, list: string, value: unknown, shared = false): Promise<string> {
  return (await ok(call(SAVE_VIEW, { list, name: `View ${Math.random()}`, filters: JSON.stringify(value), shared }, owner.token, tenant))).createSavedView._id;
}

async function draftTo(savedViewId: string) {
  return (await ok(call(CREATE, { data: { subject: 'Hello {{firstName}}', content: '<p>{{startupName}}</p>', recipients: { savedViewId } } }, staff.token, tenant))).createEmail;
}

async function reached(emailId: string) {
  const { email } = await ok(call(ONE, { id: emailId }, staff.token, tenant));
  const list = (await ok(call(RECIPIENTS, { id: emailId }, staff.token, tenant))).emailRecipients.results;
  return { reach: email.reach, people: list.map((r: any) => [r.email, r.startupName]).sort() };
}

describe('a saved view as recipients, read when the e-mail leaves', () => {
  it('reaches the active people of a users view, with a startup each founds', async () => {
    const mentor = await buildUser(tenant, { roleType: 'mentor', email: 'mira.view@example.test' });
    const expert = await buildUser(tenant, { roleType: 'expert', email: 'ezra.view@example.test' });
    await buildUser(tenant, { roleType: 'mentor', status: 'invited' });
    await buildUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { name: 'Mentoring Co', founders: [expert.user] });
    const draft = await draftTo(await saveView(staff, 'users', { filter: { userGroups: ['network'] }, sort: 'NAME' }));
    expect(draft.recipients.savedViewId).toBeTruthy();
    expect(await reached(draft._id)).toEqual({
      reach: 2,
      people: [
        [expert.email, 'Mentoring Co'],
        [mentor.email, null],
      ],
    });

    // The view is read again each time: a mentor who joins later is reached too.
    await buildUser(tenant, { roleType: 'mentor' });
    expect((await reached(draft._id)).reach).toBe(3);
  });

  it("reaches the founders of a startups view's startups, through their startup", async () => {
    const [fay, finn, olga] = await Promise.all(['fay', 'finn', 'olga'].map((name) => buildUser(tenant, { roleType: 'cofounder', email: `${name}.view@example.test` })));
    await buildStartup(tenant, { name: 'Zephyr Seed', founders: [fay.user, finn.user] });
    await buildStartup(tenant, { name: 'Other Co', founders: [olga.user] });
    const draft = await draftTo(await saveView(staff, 'startups', { filter: { search: 'zephyr' }, sort: 'NAME', mode: 'TABLE' }));
    expect(await reached(draft._id)).toEqual({
      reach: 2,
      people: [
        [fay.email, 'Zephyr Seed'],
        [finn.email, 'Zephyr Seed'],
      ],
    });
  });

  it("takes a colleague's view only when shared, and no view whose list the plan does not offer", async () => {
    const hidden = await saveView(colleague, 'users', { filter: { userGroups: ['network'] } });
    const shared = await saveView(colleague, 'users', { filter: { userGroups: ['network'] } }, true);
    const refused = await call(CREATE, { data: { subject: 'Hi', recipients: { savedViewId: hidden } } }, staff.token, tenant);
    expect(fieldsOf(refused)).toEqual([{ field: 'recipients.savedViewId', message: 'This saved view cannot be found.' }]);
    expect((await reached((await draftTo(shared))._id)).reach).toBeGreaterThan(0);

    const startups = await saveView(staff, 'startups', { filter: { search: 'zephyr' } });
    await setFlags(server, tenant, { savedViewsStartups: false });
    try {
      const off = await call(CREATE, { data: { subject: 'Hi', recipients: { savedViewId: startups } } }, staff.token, tenant);
      expect(fieldsOf(off)).toEqual([{ field: 'recipients.savedViewId', message: 'This saved view cannot be found.' }]);
    } finally {
      await setFlags(server, tenant, { savedViewsStartups: true });
    }
  });
});
