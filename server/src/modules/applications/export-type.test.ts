import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { downloadedRows, exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { setGrant } from '../startups/test-support.ts';
import { applicationsExportType, EXPORT_FREE_ROWS } from './export-type.ts';
import { buildApplication, buildFunnel } from './overview-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

const applicant = async (on: Tenant, firstName: string) => (await buildUser(on, { roleType: 'applicant', firstName })).user;

async function scene(plan: 'starter' | 'enterprise' = 'enterprise') {
  const on = await buildTenant(server, { plan });
  const staff = await buildSignedInUser(on, { roleType: 'staff', language: 'en' });
  const evaluator = await buildSignedInUser(on, { roleType: 'evaluator', language: 'en' });
  const funnel = await buildFunnel(on, { name: 'Spring', rounds: [{ name: 'Screening' }, { name: 'Interview' }] });
  const rocket = await buildApplication(on, { funnel, applicant: await applicant(on, 'Grace'), name: 'Rocket', score: 4.5, createdAt: new Date('2027-01-03T10:00:00Z') });
  const seeds = await buildApplication(on, {
    funnel,
    applicant: await applicant(on, 'Ada'),
    name: '=Seeds',
    round: 1,
    score: 2,
    evaluators: [{ user: evaluator.user, round: 1 }],
    createdAt: new Date('2027-01-02T10:00:00Z'),
  });
  const kiln = await buildApplication(on, {
    funnel,
    applicant: await applicant(on, 'Lin'),
    name: 'Kiln',
    status: 'accepted',
    score: 3,
    createdAt: new Date('2027-01-01T10:00:00Z'),
  });
  return { on, staff, evaluator, funnel, rocket, seeds, kiln };
}

const download = (on: Tenant, token: string, query: string) =>
  fetch(`${server.url}/api/applications/export?${query}`, { headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` } });

describe('the export type applications', () => {
  it('writes the rows the REST export gives, in the list’s order, each column described', async () => {
    const s = await scene();
    const written = await writeExport(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { filter: { funnelIds: [s.funnel.id] } });
    expect([written.header, ...written.rows]).toEqual(await downloadedRows(await download(s.on, s.staff.token, `format=csv&funnelIds=${s.funnel.id}`)));
    expect(written.rows.map((r) => r[0])).toEqual(['Rocket', "'=Seeds", 'Kiln']);
    expect(written.total).toBe(3);
    expect(written.descriptions[6]).toBe('The average score of the submitted evaluations, rounded to two decimals.');
    // The overview's order and filters, as the list sends them.
    const byScore = await writeExport(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { sort: 'SCORE_ASC' });
    expect(byScore.rows.map((r) => r[0])).toEqual(["'=Seeds", 'Kiln', 'Rocket']);
    const accepted = await writeExport(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { filter: { statuses: ['accepted'] } });
    expect(accepted.rows.map((r) => r[0])).toEqual(['Kiln']);
  });

  it('refuses a viewer without the download right; a restricted reviewer’s file holds only what they review', async () => {
    const s = await scene();
    expect(await exportRefusal(server.services, s.on.incubator, s.evaluator.user.id, applicationsExportType, {})).toMatchObject({ code: 'FORBIDDEN' });
    await setGrant(server, s.on, 'evaluator', 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW', 'ALL');
    const theirs = await writeExport(server.services, s.on.incubator, s.evaluator.user.id, applicationsExportType, {});
    expect(theirs.rows.map((r) => r[0])).toEqual(["'=Seeds"]);
  });

  it('answers a bad filter with its field, writing nothing', async () => {
    const s = await scene();
    expect(await exportRefusal(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { filter: { scoreMin: 4, scoreMax: 1 } })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: ['filter.scoreMax'],
    });
    expect(await exportRefusal(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { sort: 'LOUDEST' })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: ['sort'],
    });
  });

  it('needs the plan’s bulk export past the free rows', async () => {
    const s = await scene('starter');
    // One application per applicant and funnel: the bulk is one person's, across funnels.
    for (let i = 0; i < EXPORT_FREE_ROWS; i++) await buildApplication(s.on, { funnel: await buildFunnel(s.on), applicant: s.staff.user, name: `Bulk ${i}` });
    expect(await exportRefusal(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, {})).toMatchObject({ code: 'FEATURE_DISABLED' });
    expect((await writeExport(server.services, s.on.incubator, s.staff.user.id, applicationsExportType, { filter: { search: 'rock' } })).rows).toHaveLength(1);
  });
});
