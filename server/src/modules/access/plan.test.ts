import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@seedbed/contracts/flags';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser } from '../../../test/factories.ts';
import { PLAN, caller, setFlag } from './test-support.ts';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

describe('organisationPlan', () => {
  it('answers the plan, the seats used by the licensed group and the delivered features', async () => {
    const tenant = await buildTenant(server, { plan: 'starter' });
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    await buildUser(tenant, { roleType: 'coach' });
    await buildUser(tenant, { roleType: 'staff', status: 'deleted' });
    await buildUser(tenant, { roleType: 'cofounder' });
    await buildUser(tenant, { roleType: 'mentor' });
    await setFlag(server, tenant, 'customRoles', true);
    const plan = (await call(PLAN, {}, admin.token, tenant)).data.organisationPlan;
    expect(plan).toMatchObject({ name: 'starter', employeeCountLimit: 5, employeeCount: 2 });
    expect(plan.flags.find((f: any) => f.name === 'customRoles')).toEqual({ name: 'customRoles', enabled: true, premium: true, inPlan: false });
    expect(plan.flags.find((f: any) => f.name === 'editIndustries')).toEqual({ name: 'editIndustries', enabled: false, premium: false, inPlan: false });
    expect(plan.flags.find((f: any) => f.name === 'activityFeed')).toEqual({ name: 'activityFeed', enabled: true, premium: false, inPlan: true });
  });

  it('lists only the features that exist, in catalogue order, however the plan or overrides set the rest', async () => {
    const tenant = await buildTenant(server, { plan: 'enterprise' });
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    await setFlag(server, tenant, 'zoomIntegration', true);
    const names = (await call(PLAN, {}, admin.token, tenant)).data.organisationPlan.flags.map((f: any) => f.name);
    expect(names).toEqual([
      'qUserAddRow',
      'qNumericalChoice',
      'milestones',
      'dataCollection',
      'createMetrics',
      'bulkDataAssignation',
      'startupFilter',
      'customFieldsEdit',
      'reminderEmails',
      'emailTemplates',
      'oneOnOneEvents',
      'emailEvents',
      'resourceVisibility',
      'activityFeed',
      'editIndustries',
      'editEvaluationCriteria',
      'liveChat',
      'feedbackForms',
      'coreMetrics',
      'hoursAllocation',
      'assessment',
      'lockedSkills',
      'course',
      'questionVisibility',
      'evaluationVisibility',
      'zapierIntegration',
      'savedViewsApplications',
      'savedViewsUsers',
      'savedViewsStartups',
      'auth0',
      'groupChat',
      'startupTaxonomyEditable',
      'applicationsDashboard',
      'anonymityApplications',
      'broadSearch',
      'newsFeed',
      'programPage',
      'engagementAnalytics',
      'hidePoweredBy',
      'customFieldsAnalytics',
      'publicApi',
      'customDomainsManagement',
      'qVideo',
      'startupDocuments',
      'videoConferencing',
      'bulkApplicationExport',
      'customRoles',
    ]);
    expect(FEATURE_FLAGS).toEqual(expect.arrayContaining(names));
    // The flags themselves stay whole: route guards and outside clients read every one.
    const flags = (await call('query { featureFlags { name enabled } }', {}, admin.token, tenant)).data.featureFlags;
    expect(flags.map((f: any) => f.name)).toEqual(FEATURE_FLAGS);
    expect(flags.find((f: any) => f.name === 'zoomIntegration').enabled).toBe(true);
  });

  it('is for the admin-level group only', async () => {
    const tenant = await buildTenant(server);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const subadmin = await buildSignedInUser(tenant, { roleType: 'subadmin' });
    expect((await call(PLAN, {}, coach.token, tenant)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(PLAN, {}, subadmin.token, tenant)).data.organisationPlan.name).toBe('growth');
  });
});
